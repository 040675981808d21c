import { createContext, useContext } from 'react';
import type { UrlLanguage } from '../../schema/languages';
import type { PageRoute } from '../../schema/page';
import type { PageShopper } from '../../schema/page-shopper';

/** What a block may know about the page it sits on. */
export type PageContextValue = {
  /** The page's `data` from the server: the product, the category, the article… */
  data: Record<string, unknown>;
  route: PageRoute;
  /** The URL language, already checked against the languages the shop offers. */
  lang: UrlLanguage;
  /** The signed-in shopper the server drew the page for; null or absent for a visitor. */
  shopper?: PageShopper | null;
};

export const PageContext = createContext<PageContextValue | null>(null);

/**
 * The current page's data, route and language.
 *
 * @example
 * const { data, lang } = usePage();
 */
export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  // Failing loudly beats a block quietly drawing an empty page in a story or a test.
  if (!page) throw new Error('usePage() needs a <PageContext value={...}> above it');
  return page;
}
