import type { SiteData } from './catalog';
import { hrefIn } from './languages';
import type { PageData } from './page';

/*
 * What every page of a language shares: the theme, the header and footer, and the site's name,
 * category tree and languages. It was most of an in-app page's data and the same from one page
 * to the next. The server names it with a version (`pageData.shared`, a hash of exactly what
 * `sharedPartOf` returns); a page data request that says it holds that version (`shared=`) is
 * answered without it (`leanPageData`), and the browser puts back what it held (`joinShared`).
 * A request without the parameter, as spec §7 makes it, gets every page whole.
 */

/** The page data request's parameter naming the shared part the browser holds. */
export const SHARED_PARAM = 'shared';

type SiteLanguage = SiteData['languages'][number];
type SharedSite = Omit<SiteData, 'cartCount' | 'languages'> & { languages: Omit<SiteLanguage, 'href' | 'current'>[] };

export type SharedPart = {
  theme: PageData['theme'];
  layout: PageData['layout'];
  /** Null when the page has no `data.site`, or one whose language links the browser could not draw again exactly. */
  site: SharedSite | null;
};

/** A page's data without what it shares with every page of its language; `data.site` keeps only the cart count. */
export type LeanPageData = Omit<PageData, 'theme' | 'layout'> & { shared: string };

function isSiteData(value: unknown): value is SiteData {
  const site = value as Partial<SiteData> | null;
  return typeof site === 'object' && site !== null && Array.isArray(site.languages) && Array.isArray(site.categories);
}

/** A language's link on this page, as the server draws it: the same path under the language's prefix. */
function languageOn(language: Omit<SiteLanguage, 'href' | 'current'>, route: PageData['route']): SiteLanguage {
  return { ...language, href: hrefIn(language.lang, route.path), current: language.lang === route.lang };
}

export function sharedPartOf(page: PageData): SharedPart {
  const site = page.data.site;
  let sharedSite: SharedSite | null = null;
  if (isSiteData(site)) {
    const { cartCount: _count, languages, ...rest } = site;
    const bare = languages.map(({ href: _href, current: _current, ...language }) => language);
    const redrawn = bare.map((language) => languageOn(language, page.route));
    const exact = redrawn.every((language, index) => language.href === languages[index]!.href && language.current === languages[index]!.current);
    if (exact) sharedSite = { ...rest, languages: bare };
  }
  return { theme: page.theme, layout: page.layout, site: sharedSite };
}

/** The page without its shared part, for a request that holds version `page.shared`; null when the page names none. */
export function leanPageData(page: PageData): LeanPageData | null {
  if (!page.shared) return null;
  const { theme: _theme, layout: _layout, ...rest } = page;
  const part = sharedPartOf(page);
  if (!part.site) return { ...rest, shared: page.shared };
  const site = page.data.site as SiteData;
  return { ...rest, shared: page.shared, data: { ...page.data, site: { cartCount: site.cartCount } } };
}

/** Whether an answer's `data` is a lean page: a page with its version and without the theme it always carries whole. */
export function isLeanAnswer(data: unknown): data is LeanPageData {
  return typeof data === 'object' && data !== null && !('theme' in data) && typeof (data as { shared?: unknown }).shared === 'string';
}

/** The whole page again: a lean answer with the shared part of a page of the same version. Null when the versions differ. */
export function joinShared(lean: LeanPageData, held: PageData): PageData | null {
  if (!held.shared || lean.shared !== held.shared) return null;
  const part = sharedPartOf(held);
  const data = { ...lean.data };
  if (part.site) {
    const { cartCount } = (lean.data.site ?? {}) as { cartCount?: number };
    const { languages, ...rest } = part.site;
    data.site = { ...rest, cartCount: cartCount ?? 0, languages: languages.map((language) => languageOn(language, lean.route)) };
  }
  return { ...lean, theme: part.theme, layout: part.layout, data };
}
