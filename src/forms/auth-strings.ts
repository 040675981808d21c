import { useTranslation } from 'react-i18next';
import en from '../../locales/auth-pages/en.json';
import zhCN from '../../locales/auth-pages/zh-CN.json';
import zhHK from '../../locales/auth-pages/zh-HK.json';

/*
 * The auth pages' own words live apart from the tables every page loads first (locales/*.json
 * ride with the first page's JavaScript, and the home page has no room to carry sign-up).
 * They come with the auth blocks' code instead, and join the page's translations the first
 * time one of them draws.
 */
const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const NAMESPACE = 'translation';

/**
 * `useTranslation()`, with the auth pages' strings (`authPages.*`, and the `fields.*` labels
 * their messages name) added to the page's
 * i18next instance first, on the server and in the browser alike.
 */
export function useAuthStrings(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  const { i18n } = translation;
  for (const [locale, table] of Object.entries(TABLES)) {
    // Merged beside the page's own tables, never over them; a table loaded later keeps them too.
    if (i18n.getResource(locale, NAMESPACE, 'authPages') === undefined) i18n.addResourceBundle(locale, NAMESPACE, table, true, false);
  }
  return translation;
}
