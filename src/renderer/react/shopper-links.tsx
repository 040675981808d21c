import { langPath, type UrlLanguage } from '../../schema/languages';
import type { PageShopper } from '../../schema/page-shopper';
import { useT } from '../kit/use-t';

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
  const { t } = useT();
  const prefix = langPath(lang);
  // An icon on a phone, where the header is one row; the words beside it on a wide screen.
  const link =
    'h-11 min-w-10 shrink-0 items-center justify-center gap-2 rounded-theme text-sm text-title no-underline hover:underline lg:min-w-11 lg:px-2';
  const words = 'sr-only lg:not-sr-only';
  if (!shopper) {
    return (
      <a href={`${prefix}/auth/signin`} className={`inline-flex ${link}`} data-shopper-links="">
        <PersonIcon />
        <span className={words}>{t('security.header.signIn')}</span>
      </a>
    );
  }
  // The page reloads once signed out; until then a second click only repeats a harmless call.
  const onSignOut = () => void signOut().catch(() => {});
  return (
    <div className="contents" data-shopper-links="">
      <a href={`${prefix}${userPrefix}center`} className={`inline-flex ${link}`}>
        {shopper.avatar ? (
          <img src={shopper.avatar} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <PersonIcon />
        )}
        <span className={words}>{t('security.header.greeting', { name: shopper.name })}</span>
      </a>
      {/* On a phone the user center offers it instead. */}
      <button type="button" onClick={onSignOut} className={`hidden lg:inline-flex ${link}`}>
        {t('security.header.signOut')}
      </button>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  );
}
