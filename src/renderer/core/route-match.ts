import { DEFAULT_LANGUAGE, isUrlLanguage, type UrlLanguage } from '../../schema/languages';
import type { SiteConfig } from '../../schema/site-config';

/** What a URL is: its language, the kind of page, the parameters the pattern captured. */
export type RouteMatch = {
  lang: UrlLanguage;
  kind: string;
  params: Record<string, string>;
  /** The path without the language prefix and without slashes at either end. */
  path: string;
};

export const AUTH_ROUTES = ['forget', 'reset-password', 'signin', 'signup', 'verify-email', 'verify-prompt'] as const;

/** User-area routes under the configurable prefix (spec §2); `wishlist` is our choice of path. */
export const USER_ROUTES = [
  ['center', 'user-center'],
  ['account', 'user-account'],
  ['address', 'user-address'],
  ['article', 'user-article'],
  ['favorite', 'user-favorite'],
  ['security', 'user-security'],
  ['security/activity', 'user-security-activity'],
  ['log', 'user-log'],
  ['info', 'user-info'],
  ['order', 'user-order'],
  ['order/:slug', 'user-order-detail'],
  ['return', 'user-return'],
  ['return/:slug', 'user-return-detail'],
  ['wishlist', 'user-wishlist'],
] as const;

/** Fixed public routes, most specific first (spec §2). */
const FIXED_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['', 'home'],
  ['search', 'search'],
  ['cart', 'cart'],
  ['inquiry/feedback', 'inquiry-feedback'],
  ['inquiry/thankyou', 'inquiry-thankyou'],
  ['inquiry/:slug', 'inquiry'],
  ['checkout/thankyou', 'checkout-thankyou'],
  ['checkout/:slug', 'checkout'],
  ['promotion', 'promotion'],
  ['promotion/:slug', 'promotion'],
  ['coupon', 'coupon'],
  ['coupon/:slug', 'coupon'],
  ['error/404', 'error-404'],
  ['error/500', 'error-500'],
  ['error/403', 'error-403'],
  ...AUTH_ROUTES.map((r) => [`auth/${r}`, `auth-${r}`] as const),
];

/** Matches `pattern` (segments, `:params`, optional trailing `*`) against a slash-free path. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern === '' ? [] : pattern.split('/');
  const have = path === '' ? [] : path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      if (i !== want.length - 1) return null;
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const segment = have[i];
    if (segment === undefined || segment === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return have.length === want.length ? params : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits the language prefix off a pathname: `/zh-HK/page/about` → `zh-HK`, `page/about`. */
export function splitLanguage(pathname: string, config: Pick<SiteConfig, 'languages'>): { lang: UrlLanguage; path: string } {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const [first = '', ...rest] = trimmed.split('/');
  if (isUrlLanguage(first) && config.languages.includes(first)) return { lang: first, path: rest.join('/') };
  return { lang: DEFAULT_LANGUAGE, path: trimmed };
}

/**
 * Resolves a pathname against the site config: custom categories first (merchants
 * override), then the fixed routes, the user area, the detail rules, and finally a
 * single segment as a root-level detail page. Null means the URL names nothing.
 */
export function matchRoute(pathname: string, config: SiteConfig): RouteMatch | null {
  const { lang, path } = splitLanguage(pathname, config);
  const found = (kind: string, params: Record<string, string>): RouteMatch => ({ lang, kind, params, path });

  for (const custom of config.customCategories) {
    const params = matchPattern(custom.path, path);
    if (params) return found(custom.type, params);
  }
  for (const [pattern, kind] of FIXED_ROUTES) {
    const params = matchPattern(pattern, path);
    if (params) return found(kind, params);
  }
  const userPrefix = config.userPrefix.replace(/^\/|\/$/g, '');
  for (const [pattern, kind] of USER_ROUTES) {
    const params = matchPattern(`${userPrefix}/${pattern}`, path);
    if (params) return found(kind, params);
  }
  const { rules } = config;
  const detail: ReadonlyArray<readonly [string, string]> = [
    [`${rules.productRule}/:sku`, 'product'],
    [rules.productRule, 'product'],
    [rules.categoryRule, 'category'],
    [rules.tagRule, 'tag'],
    [rules.collectionRule, 'collection'],
    [rules.articleRule, 'article'],
    [rules.pageRule, 'page'],
    [rules.appRule, 'custom'],
  ];
  for (const [pattern, kind] of detail) {
    const params = matchPattern(pattern, path);
    if (params) return found(kind, params);
  }
  const root = matchPattern(':slug', path);
  return root ? found('root', root) : null;
}
