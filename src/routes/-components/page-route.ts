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

/**
 * A root-level segment (`/zh-HK`) that spells a language is that language's home, never a
 * page of the default language named after it.
 */
export function parseCatchAllParams<Params extends { lang?: string; _splat?: string }>(params: Params) {
  if (params.lang === undefined && isUrlLanguage((params._splat ?? '').replace(/\/+$/, ''))) return false;
  return parseLanguageParam(params);
}

/**
 * What both page routes share: one loader, one component. Which page a URL names is the
 * server's decision (spec §2 rules, custom categories and the user prefix change at run
 * time). Each route file adds its own `params.parse`, so the parsed params keep its shape.
 */
export const pageRouteOptions = {
  // A new query (`?q=`, `?page=`) is a new page: load it, do not reuse the last one.
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
  loader: loadPage,
  component: PageView,
  errorComponent: PageErrorView,
};
