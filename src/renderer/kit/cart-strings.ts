import en from '../../../locales/cart/en.json';
import zhCN from '../../../locales/cart/zh-CN.json';
import zhHK from '../../../locales/cart/zh-HK.json';
import { useT } from './use-t';

const TABLES = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const NAMESPACE = 'translation';

/**
 * `useT()` with the cart's words (locales/cart) merged into the page's tables first,
 * beside the shared keys: they travel with the drawer and the cart page, not with every page.
 */
export function useCartStrings(): ReturnType<typeof useT> {
  const translation = useT();
  const { i18n } = translation;
  for (const [locale, table] of Object.entries(TABLES)) {
    if (i18n.hasResourceBundle(locale, NAMESPACE) && i18n.getResource(locale, NAMESPACE, 'cart.title') === undefined) {
      i18n.addResourceBundle(locale, NAMESPACE, table, true, false);
    }
  }
  return translation;
}
