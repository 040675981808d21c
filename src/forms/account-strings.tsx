import { langPath, type UrlLanguage } from '../schema/languages';
import en from '../../locales/account/en.json';
import zhCN from '../../locales/account/zh-CN.json';
import zhHK from '../../locales/account/zh-HK.json';
import { useAreaStrings } from './area-strings';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** `useTranslation()` with the strings of the account pages, which travel with their blocks. */
export const useAccountStrings = () => useAreaStrings(TABLES, 'account');

/**
 * What a user-area block shows when its page was drawn for nobody (a merchant placed it on a
 * public page; the user area itself sends visitors to sign in before drawing anything).
 */
export function SignInFirst({ lang }: { lang: UrlLanguage }) {
  const { t } = useAccountStrings();
  return (
    <section className="container flex flex-col items-start gap-3 py-8">
      <p>{t('account.signInFirst')}</p>
      <a href={`${langPath(lang)}/auth/signin`} className="font-semibold text-primary">
        {t('account.signIn')}
      </a>
    </section>
  );
}
