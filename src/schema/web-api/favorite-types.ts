/*
 * Plain values, no zod: the hearts read them on the first page, before the browser loads zod.
 */

/** What a shopper can favorite (spec §3 wish list: article, product, page). */
export const FAVORITE_TYPES = ['product', 'article', 'page'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** Slugs by type, as plain arrays. */
export type FavoriteSlugs = Record<FavoriteType, string[]>;

/**
 * `data.favorites` of a page drawn for a signed-in shopper: what they have favorited, so the
 * hearts are drawn pressed on the server, and where their wish list is. Absent for a visitor.
 */
export type FavoritesPageData = { slugs: FavoriteSlugs; wishListHref: string };

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads `data.favorites` with plain checks (the first page is drawn before zod loads); null when absent or malformed. */
export function readFavoritesPageData(data: Record<string, unknown>): FavoritesPageData | null {
  const value = Object.hasOwn(data, 'favorites') ? data.favorites : undefined;
  if (typeof value !== 'object' || value === null || !('slugs' in value) || !('wishListHref' in value)) return null;
  const { slugs, wishListHref } = value;
  if (typeof wishListHref !== 'string' || typeof slugs !== 'object' || slugs === null) return null;
  const of = (type: FavoriteType): unknown => (Object.hasOwn(slugs, type) ? Reflect.get(slugs, type) : undefined);
  const product = of('product');
  const article = of('article');
  const page = of('page');
  if (!isStringArray(product) || !isStringArray(article) || !isStringArray(page)) return null;
  return { slugs: { product, article, page }, wishListHref };
}
