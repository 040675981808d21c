import { useTranslation } from 'react-i18next';
import en from '../../locales/address/en.json';
import zhCN from '../../locales/address/zh-CN.json';
import zhHK from '../../locales/address/zh-HK.json';

/*
 * The address book's strings travel with its code, not in the tables every page loads: the
 * home page's first JavaScript stays as it was (`npm run bench -- bundle`), and only pages
 * with an address block carry these few kilobytes. They are merged into the page's own
 * i18next instance (one per server request, the global one in the browser) before the first
 * string is read, so the server and the browser draw the same text.
 */
const TABLES: Readonly<Record<string, object>> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const NAMESPACE = 'translation';

/** `useTranslation`, with the address strings in every table the instance holds. */
export function useAddressTranslation() {
  const translation = useTranslation();
  const { i18n } = translation;
  for (const [locale, table] of Object.entries(TABLES)) {
    // Deep-merged beside the shared keys (`fields.*`), never over them; once per instance and locale.
    if (i18n.hasResourceBundle(locale, NAMESPACE) && !i18n.exists('address.title', { lng: locale, fallbackLng: false }))
      i18n.addResourceBundle(locale, NAMESPACE, table, true, false);
  }
  return translation;
}
