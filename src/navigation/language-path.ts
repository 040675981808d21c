import { isUrlLanguage, langPath, type UrlLanguage } from '../schema/languages';
import type { PageData } from '../schema/page';
import type { SiteConfig } from '../schema/site-config';
import { splitLanguage } from '../renderer/core/route-match';

/**
 * The same page under another language: `/zh-HK/search?q=tee` → `/search?q=tee` for en,
 * `/de/search?q=tee` for de. The prefix is recognised the way the server recognises it,
 * so a root-level slug such as `/about` is never mistaken for a language.
 */
export function pathForLanguage(pathAndSearch: string, target: UrlLanguage, config: Pick<SiteConfig, 'languages'>): string {
  const queryStart = pathAndSearch.search(/[?#]/);
  const pathname = queryStart === -1 ? pathAndSearch : pathAndSearch.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : pathAndSearch.slice(queryStart).replace(/#.*$/, '');
  const { path } = splitLanguage(pathname, config);
  const prefix = langPath(target);
  const localized = path === '' ? prefix || '/' : `${prefix}/${path}`;
  return `${localized}${rest}`;
}

/** The language a pathname is in, as the server would read it. */
export function languageOfPath(pathname: string, config: Pick<SiteConfig, 'languages'>): UrlLanguage {
  return splitLanguage(pathname, config).lang;
}

/** `'/zh-HK' + '/error/404'`: a site path under the prefix of a language. */
export function localizedPath(lang: UrlLanguage, path: `/${string}`): string {
  return `${langPath(lang)}${path}`;
}

/** The page's language: what the server resolved, if the shop offers it, else what the URL says. */
export function pageLanguage(pageData: PageData, url: string, siteConfig: SiteConfig): UrlLanguage {
  const claimed = pageData.route.lang;
  if (isUrlLanguage(claimed) && siteConfig.languages.includes(claimed)) return claimed;
  return languageOfPath(url.replace(/[?#].*$/, ''), siteConfig);
}
