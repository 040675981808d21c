import { useTranslation } from 'react-i18next';
import { langPath, type UrlLanguage } from '../../schema/languages';
import type { PageShopper } from '../../schema/page-shopper';

export type ShopperLinksProps = {
  /** Who the server drew the page for; null for a visitor. */
  shopper: PageShopper | null;
  lang: UrlLanguage;
  /** The site's user area prefix (`/user/`). */
  userPrefix: string;
  /** Ends the session; the shop loads its code only when the shopper asks. */
  signOut?: () => Promise<void>;
};

const loadSignOut = async () => (await import('../../api/sign-out')).signOut();

/**
 * The header's account corner, drawn on the server for whoever the page was made for: "Sign
 * in" for a visitor; a greeting that leads to the user center, and "Sign out", for a shopper.
 */
export function ShopperLinks({ shopper, lang, userPrefix, signOut = loadSignOut }: ShopperLinksProps) {
  const { t } = useTranslation();
  const prefix = langPath(lang);
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-theme px-2 text-sm text-title no-underline hover:underline';
  if (!shopper) {
    return (
      <a href={`${prefix}/auth/signin`} className={link} data-shopper-links="">
        {t('security.header.signIn')}
      </a>
    );
  }
  // The page reloads once signed out; until then a second click only repeats a harmless call.
  const onSignOut = () => void signOut().catch(() => {});
  return (
    <div className="flex items-center gap-1" data-shopper-links="">
      <a href={`${prefix}${userPrefix}center`} className={link}>
        {shopper.avatar && <img src={shopper.avatar} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />}
        <span>{t('security.header.greeting', { name: shopper.name })}</span>
      </a>
      <button type="button" onClick={onSignOut} className={`${link} border-0 bg-transparent`}>
        {t('security.header.signOut')}
      </button>
    </div>
  );
}
