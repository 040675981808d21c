/*
 * Plain values, no zod: the hearts read them on the first page, before the browser loads zod.
 */

/** What a shopper can favorite (spec §3 wish list: article, product, page). */
export const FAVORITE_TYPES = ['product', 'article', 'page'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** Slugs by type, as plain arrays. */
export type FavoriteSlugs = Record<FavoriteType, string[]>;
