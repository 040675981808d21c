import type { DetailRules } from './site-config';

/**
 * What the shop knows about one kind of page. Everything that lists route kinds (matching,
 * statuses, noindex, the custom-category types, the templates merchants may write, which
 * kinds need a resolver) reads this one table, so a new kind is one entry here plus its resolver and template.
 * The schema of each kind's page data sits beside it in `route-kind-data.ts`, keyed by the
 * same names and held complete by the type checker: this file stays free of zod because the
 * browser matches routes before it loads any schema.
 */
export type RouteKindEntry = {
  /**
   * Path patterns under the optional `/{lang}` prefix, tried in table order: literal
   * segments, `:params`, an optional trailing `*`. `{xRule}` stands for that detail rule of
   * the site config (`{productRule}/:sku`). Empty: reached only through a custom category.
   */
  paths: readonly string[];
  /** `user`: the paths sit under the configurable user prefix (`/user/`). */
  under?: 'user';
  /** The page exists only when the kind's resolver finds what the URL names; otherwise 404. */
  detail?: true;
  /** The HTTP status the page answers with; 200 unless given. */
  status?: 403 | 404 | 500;
  /** Personal, transactional or error pages: noindex and left out of the sitemap. */
  private?: true;
  /**
   * Only a signed-in shopper may see it: a visitor's page data request answers 401 (code 50)
   * and the HTML request 302, both towards `{langPath}/auth/signin?redirect=<the page asked for>`.
   * Its page data is built for each shopper and never shared; every other kind is built once
   * for everyone, and the shopper's header part is added to a copy.
   */
  needsShopper?: true;
  /**
   * Its data belongs to whoever asks, signed in or not (the cart a guest's cookie names): the
   * page is built for each request and never shared or kept.
   */
  perVisitor?: true;
  /** A merchant may give a custom category this kind as its `type` (spec §2). */
  customCategory?: true;
  /** Its data is drawn only by blocks, so a fresh shop seeds `template:<kind>` for it. */
  defaultTemplate?: true;
};

export type RouteKindTable = Readonly<Record<string, RouteKindEntry>>;

const rule = (name: keyof DetailRules) => `{${name}}`;

/** Spec §2's routes, most specific first within each group: the order is the matching order. */
export const ROUTE_KINDS = {
  home: { paths: [''] },
  search: { paths: ['search'], defaultTemplate: true },
  cart: { paths: ['cart'], private: true, perVisitor: true, defaultTemplate: true },
  'inquiry-feedback': { paths: ['inquiry/feedback'], defaultTemplate: true },
  'inquiry-thankyou': { paths: ['inquiry/thankyou'], private: true, defaultTemplate: true },
  // A slug names the product or content page a quote is about (else 404); a custom category without one asks about nothing in particular.
  inquiry: { paths: ['inquiry/:slug'], customCategory: true, detail: true, defaultTemplate: true },
  // The list always exists; a slug names one running promotion or claimable coupon, else 404.
  promotion: { paths: ['promotion', 'promotion/:slug'], customCategory: true, detail: true, defaultTemplate: true },
  coupon: { paths: ['coupon', 'coupon/:slug'], customCategory: true, detail: true, defaultTemplate: true },
  'checkout-thankyou': { paths: ['checkout/thankyou'], detail: true, private: true, needsShopper: true, defaultTemplate: true },
  checkout: { paths: ['checkout/:slug'], detail: true, private: true, needsShopper: true, customCategory: true, defaultTemplate: true },
  'error-404': { paths: ['error/404'], status: 404, private: true },
  'error-500': { paths: ['error/500'], status: 500, private: true },
  'error-403': { paths: ['error/403'], status: 403, private: true },
  'auth-forget': { paths: ['auth/forget'], private: true, defaultTemplate: true },
  'auth-reset-password': { paths: ['auth/reset-password'], private: true, defaultTemplate: true },
  'auth-signin': { paths: ['auth/signin'], private: true, defaultTemplate: true },
  'auth-signup': { paths: ['auth/signup'], private: true, defaultTemplate: true },
  'auth-verify-email': { paths: ['auth/verify-email'], private: true, defaultTemplate: true },
  'auth-verify-prompt': { paths: ['auth/verify-prompt'], private: true, defaultTemplate: true },

  'user-center': { paths: ['center'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-account': { paths: ['account'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-address': { paths: ['address'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-article': { paths: ['article'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-favorite': { paths: ['favorite'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-security': { paths: ['security'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-security-activity': { paths: ['security/activity'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-log': { paths: ['log'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-info': { paths: ['info'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-order': { paths: ['order'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-order-detail': { paths: ['order/:slug'], under: 'user', private: true, needsShopper: true, detail: true, defaultTemplate: true },
  'user-return': { paths: ['return'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  'user-return-detail': { paths: ['return/:slug'], under: 'user', private: true, needsShopper: true, detail: true, defaultTemplate: true },
  // Our choice of path: spec §2 names the page but not its address.
  'user-wishlist': { paths: ['wishlist'], under: 'user', private: true, needsShopper: true, defaultTemplate: true },
  // The shopper's quote requests and feedback with the shop's answers; `?no=` opens one, and is not found when it names none of theirs.
  'user-inquiry': { paths: ['inquiry'], under: 'user', private: true, needsShopper: true, detail: true, defaultTemplate: true },

  product: {
    paths: [`${rule('productRule')}/:sku`, rule('productRule')],
    detail: true,
    customCategory: true,
    defaultTemplate: true,
  },
  category: { paths: [rule('categoryRule')], detail: true, customCategory: true, defaultTemplate: true },
  tag: { paths: [rule('tagRule')], detail: true, customCategory: true, defaultTemplate: true },
  collection: { paths: [rule('collectionRule')], detail: true, customCategory: true, defaultTemplate: true },
  article: { paths: [rule('articleRule')], detail: true, customCategory: true, defaultTemplate: true },
  page: { paths: [rule('pageRule')], detail: true, customCategory: true, defaultTemplate: true },
  /** An app page (`app/*`): the merchant's composition under its own path, else `template:custom`. */
  custom: { paths: [rule('appRule')], detail: true, customCategory: true },
  /** A not-found page a merchant places at an address of their choosing. */
  error: { paths: [], status: 404, private: true, customCategory: true },
  /** Last: any single segment is tried as a content page (`/about`). */
  root: { paths: [':slug'], detail: true, customCategory: true },
} as const satisfies RouteKindTable;

export type RouteKind = keyof typeof ROUTE_KINDS;

type KindsWhere<Flag extends keyof RouteKindEntry> = {
  [K in RouteKind]: (typeof ROUTE_KINDS)[K] extends Record<Flag, true> ? K : never;
}[RouteKind];
export type DetailKind = KindsWhere<'detail'>;
export type CustomCategoryType = KindsWhere<'customCategory'>;

function isRouteKindOf(table: RouteKindTable, name: string): boolean {
  return Object.hasOwn(table, name);
}

export function isRouteKind(name: string): name is RouteKind {
  return isRouteKindOf(ROUTE_KINDS, name);
}

export const ROUTE_KIND_NAMES: readonly RouteKind[] = Object.keys(ROUTE_KINDS).filter(isRouteKind);

/** Alphabetical, as merchants read them in the site config's JSON Schema and its messages. */
export const CUSTOM_CATEGORY_TYPES: readonly CustomCategoryType[] = ROUTE_KIND_NAMES.filter(
  (kind): kind is CustomCategoryType => 'customCategory' in ROUTE_KINDS[kind],
).sort();

/** The entry of a kind in `table`, or undefined when the table has no such kind. */
export function routeKindEntry(table: RouteKindTable, kind: string): RouteKindEntry | undefined {
  return isRouteKindOf(table, kind) ? table[kind] : undefined;
}
