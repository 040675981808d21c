import { useT } from '../renderer/kit/use-t';
import type { TranslatedLocale } from '../schema/languages';

/** One area's strings in each translated language: `locales/<area>/<locale>.json`. */
export type AreaTables = Readonly<Record<TranslatedLocale, Readonly<Record<string, unknown>>>>;

const NAMESPACE = 'translation';

/**
 * `useT()` (the shop's `useTranslation()`, ../renderer/kit/use-t.ts), with an area's strings (the address book's, the auth pages'…) merged
 * into the page's translations first. They travel with the code of the blocks that show them,
 * not in the tables every page loads (locales/<locale>.json ride with the first page's
 * JavaScript). Merged synchronously, beside the shared keys and never over them, once per
 * i18next instance, which is one per request on the server and the global one in the
 * browser: the server's render and the browser's hydration read the same text.
 *
 * @param probeKey a key only this area's tables hold (`address.title`); its presence means merged.
 */
export function useAreaStrings(tables: AreaTables, probeKey: string): ReturnType<typeof useT> {
  const translation = useT();
  const { i18n } = translation;
  for (const [locale, table] of Object.entries(tables)) {
    if (i18n.hasResourceBundle(locale, NAMESPACE) && i18n.getResource(locale, NAMESPACE, probeKey) === undefined) {
      i18n.addResourceBundle(locale, NAMESPACE, table, true, false);
    }
  }
  return translation;
}
