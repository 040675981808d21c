import { AUTH_ROUTES, USER_ROUTES } from '../../src/renderer/core/route-match';

/**
 * Kinds whose page is about one thing (a product, an article…): the page exists only when
 * an entity resolver finds that thing. Every other kind always exists.
 */
export const DETAIL_KINDS = ['product', 'category', 'tag', 'collection', 'article', 'page', 'root', 'custom'] as const;

/** Kinds that always exist; without a composed body they answer "template does not exist". */
export const ALWAYS_PRESENT_KINDS = [
  'home',
  'search',
  'cart',
  'checkout',
  'checkout-thankyou',
  'inquiry',
  'inquiry-feedback',
  'inquiry-thankyou',
  'promotion',
  'coupon',
  'error',
  'error-404',
  'error-500',
  'error-403',
  ...AUTH_ROUTES.map((route) => `auth-${route}` as const),
  ...USER_ROUTES.map(([, kind]) => kind),
] as const;

export const ROUTE_KIND_NAMES: readonly string[] = [...ALWAYS_PRESENT_KINDS, ...DETAIL_KINDS];

const detailKinds: ReadonlySet<string> = new Set(DETAIL_KINDS);
export function isDetailKind(kind: string): boolean {
  return detailKinds.has(kind);
}

/** Error routes answer with their own status; a custom category of type `error` is a not-found page. */
export type PageStatus = 200 | 403 | 404 | 500;
const ERROR_STATUS: Readonly<Record<string, PageStatus>> = { 'error-404': 404, 'error-500': 500, 'error-403': 403, error: 404 };
export function statusOfKind(kind: string): PageStatus {
  return ERROR_STATUS[kind] ?? 200;
}

/** Pages search engines should leave out: personal, transactional and error pages. */
export function isPrivateKind(kind: string): boolean {
  return /^(?:cart|checkout|checkout-thankyou|inquiry-thankyou|error|error-\d+|auth-.+|user-.+)$/.test(kind);
}
