import { isUrlLanguage, type UrlLanguage } from '../../schema/languages';
import { loadPage } from './load-page';
import { PageErrorView } from './page-error-view';
import { PageView } from './page-view';

/**
 * The `{-$lang}` prefix only takes the URL languages (spec §1): returning false makes the
 * router try the next candidate, so `/search` is the search page, never a language.
 */
export function parseLanguageParam<Params extends { lang?: string }>(params: Params): (Omit<Params, 'lang'> & { lang?: UrlLanguage }) | false {
  const { lang, ...rest } = params;
  if (lang === undefined) return rest;
  return isUrlLanguage(lang) ? { ...rest, lang } : false;
}

/** A root-level slug (`/about`) that spells a language is that language's home page instead. */
export function parseRootSlugParams<Params extends { lang?: string; slug: string }>(params: Params) {
  if (params.lang === undefined && isUrlLanguage(params.slug)) return false;
  return parseLanguageParam(params);
}

/**
 * Every page route shares this: one loader, one component. Which page a URL names is the
 * server's decision (spec §2 rules and custom categories change at run time); the route
 * files only give each shape a name and a place in the tree. Each route file adds
 * `params: { parse: parseLanguageParam }` itself, so the parsed params keep its own shape.
 */
export const pageRouteOptions = {
  // A new query (`?q=`, `?page=`) is a new page: load it, do not reuse the last one.
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
  loader: loadPage,
  component: PageView,
  errorComponent: PageErrorView,
};
