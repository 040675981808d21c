import { langPath, type UrlLanguage } from '../schema/languages';
import type { SiteConfig } from '../schema/site-config';
import { splitLanguage } from '../renderer/core/route-match';

/**
 * The same page under another language. `routePath` is the page's path as the server
 * resolved it, without its language prefix (`route.path` of the page data); the query
 * comes from the address the page was loaded at: `search?q=tee` → `/de/search?q=tee`.
 */
export function pathForLanguage(routePath: string, pathAndSearch: string, target: UrlLanguage): string {
  const queryStart = pathAndSearch.search(/[?#]/);
  const query = queryStart === -1 ? '' : pathAndSearch.slice(queryStart).replace(/#.*$/, '');
  const prefix = langPath(target);
  const path = routePath.replace(/^\/+|\/+$/g, '');
  return `${path === '' ? prefix || '/' : `${prefix}/${path}`}${query}`;
}

/**
 * The language a pathname is in, as the server would read it. Only for what the browser
 * must decide before any page data exists (the language of a page it is about to fetch,
 * or of the screen shown when the first page could not be had); a page's own language is
 * the one its page data names (`route.lang`).
 */
export function languageOfPath(pathname: string, config: Pick<SiteConfig, 'languages'>): UrlLanguage {
  return splitLanguage(pathname, config).lang;
}

/** `'/zh-HK' + '/error/404'`: a site path under the prefix of a language. */
export function localizedPath(lang: UrlLanguage, path: `/${string}`): string {
  return `${langPath(lang)}${path}`;
}
