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
 *
 * A lean page also leaves out the lists of its data sources (`data.sources`) the browser holds
 * from the page it is leaving: the whole page names each list's version (`sourceVersions`, a
 * hash of the list), the request names the versions it holds (`sources=`), and the browser
 * puts those lists back from the page it has. And it carries no hreflang alternates or JSON-LD:
 * they are for crawlers, which read each address whole (the server's HTML, or a request as
 * spec §7 makes it), and a page the browser draws after another has no use for them.
 *
 * A lean page also writes a picture's sizes once: a `srcset` whose every entry is one stem and
 * extension around its width (`/images/p/tee/1-320.webp` …) travels as `{ stem, ext, widths }`
 * and is written out again in the browser; any other `srcset` travels as it is.
 */

/** The page data request's parameter naming the shared part the browser holds. */
export const SHARED_PARAM = 'shared';
/** The page data request's parameter naming the versions of the data source lists the browser holds, joined by `.`. */
export const SOURCES_PARAM = 'sources';
/** At most this many versions are named: a page shows a handful of lists. */
export const MAX_HELD_SOURCES = 16;

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

/** The versions of a page's data source lists, as a request names them (`sources=`); undefined when it has none. */
export function heldSourcesOf(page: PageData): string | undefined {
  const versions = Object.values(page.sourceVersions ?? {}).slice(0, MAX_HELD_SOURCES);
  return versions.length > 0 ? versions.join('.') : undefined;
}

/** The versions a request names (`sources=`), as a set. */
export function heldSourceSet(param: string | undefined): ReadonlySet<string> {
  return new Set(param ? param.split('.').slice(0, MAX_HELD_SOURCES) : []);
}

type Sources = Record<string, unknown>;
/** A page's data source lists by key (`data.sources`), or undefined when it has none. */
export const sourcesOf = (data: PageData['data']): Sources | undefined => {
  const sources = data.sources;
  return typeof sources === 'object' && sources !== null && !Array.isArray(sources) ? (sources as Sources) : undefined;
};

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

type SrcsetEntry = { src: string; width: number };
type CompactSrcset = { stem: string; ext: string; widths: number[] };

/** The one stem and extension every entry shares around its width, or null. */
function compactSrcset(value: unknown): CompactSrcset | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const first = /^(.+)-(\d+)(\.[A-Za-z0-9]+)$/.exec(String((value[0] as Partial<SrcsetEntry>)?.src));
  if (!first) return null;
  const [, stem, , ext] = first as unknown as [string, string, string, string];
  const exact = value.every((entry: unknown) => {
    const candidate = entry as Partial<SrcsetEntry> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      Object.keys(candidate).join() === 'src,width' &&
      Number.isInteger(candidate.width) &&
      candidate.src === `${stem}-${candidate.width}${ext}`
    );
  });
  return exact ? { stem, ext, widths: (value as SrcsetEntry[]).map((entry) => entry.width) } : null;
}

function isCompactSrcset(value: unknown): value is CompactSrcset {
  const candidate = value as Partial<CompactSrcset> | null;
  return typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate) && typeof candidate.stem === 'string' && typeof candidate.ext === 'string' && Array.isArray(candidate.widths);
}

/** A copy of `value` with every `srcset` turned by `turn`, or left where it answers undefined. */
function mapSrcsets(value: unknown, turn: (srcset: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSrcsets(item, turn));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const turned = key === 'srcset' ? turn(item) : undefined;
    copy[key] = turned === undefined ? mapSrcsets(item, turn) : turned;
  }
  return copy;
}

const shortenPictures = (value: unknown) => mapSrcsets(value, (srcset) => compactSrcset(srcset) ?? undefined);
const writeOutPictures = (value: unknown) =>
  mapSrcsets(value, (srcset) => (isCompactSrcset(srcset) ? srcset.widths.map((width) => ({ src: `${srcset.stem}-${width}${srcset.ext}`, width })) : undefined));

/**
 * The page without its shared part, for a request that holds version `page.shared`, and
 * without the data source lists whose versions are in `heldSources`; null when the page names
 * no shared version.
 */
export function leanPageData(page: PageData, heldSources: ReadonlySet<string> = new Set()): LeanPageData | null {
  if (!page.shared) return null;
  const { theme: _theme, layout: _layout, ...rest } = page;
  const part = sharedPartOf(page);
  let data: PageData['data'] = part.site ? { ...page.data, site: { cartCount: (page.data.site as SiteData).cartCount } } : page.data;
  const sources = sourcesOf(page.data);
  const versions = page.sourceVersions ?? {};
  if (sources && Object.keys(sources).some((key) => heldSources.has(versions[key] ?? ''))) {
    data = { ...data, sources: Object.fromEntries(Object.entries(sources).filter(([key]) => !heldSources.has(versions[key] ?? ''))) };
  }
  return {
    ...rest,
    shared: page.shared,
    meta: { ...page.meta, alternates: [], jsonLd: [] },
    data: shortenPictures(data) as PageData['data'],
    pageBody: shortenPictures(page.pageBody) as PageData['pageBody'],
  };
}

/** Whether an answer's `data` is a lean page: a page with its version and without the theme it always carries whole. */
export function isLeanAnswer(data: unknown): data is LeanPageData {
  return typeof data === 'object' && data !== null && !('theme' in data) && typeof (data as { shared?: unknown }).shared === 'string';
}

/**
 * The whole page again, but for its crawlers' meta: a lean answer with the shared part of a page
 * of the same version, and the data source lists it left out from that page. Null when the
 * versions differ, or a list left out is not on the page held.
 */
export function joinShared(lean: LeanPageData, held: PageData): PageData | null {
  if (!held.shared || lean.shared !== held.shared) return null;
  const part = sharedPartOf(held);
  const data = writeOutPictures(lean.data) as PageData['data'];
  const sent = sourcesOf(data) ?? {};
  const versions = lean.sourceVersions ?? {};
  const missing = Object.keys(versions).filter((key) => !Object.hasOwn(sent, key));
  if (missing.length > 0) {
    const heldSources = sourcesOf(held.data) ?? {};
    const heldKeyOf = new Map(Object.entries(held.sourceVersions ?? {}).map(([key, version]) => [version, key]));
    const filled: Sources = { ...sent };
    for (const key of missing) {
      const heldKey = heldKeyOf.get(versions[key]!);
      if (heldKey === undefined || !Object.hasOwn(heldSources, heldKey)) return null;
      filled[key] = heldSources[heldKey];
    }
    data.sources = filled;
  }
  if (part.site) {
    const { cartCount } = (lean.data.site ?? {}) as { cartCount?: number };
    const { languages, ...rest } = part.site;
    data.site = { ...rest, cartCount: cartCount ?? 0, languages: languages.map((language) => languageOn(language, lean.route)) };
  }
  return { ...lean, pageBody: writeOutPictures(lean.pageBody) as PageData['pageBody'], theme: part.theme, layout: part.layout, data };
}
