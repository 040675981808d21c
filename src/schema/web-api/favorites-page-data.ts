import type { FavoriteSlugs, FavoriteType } from './favorite-types';

/*
 * Apart from the favorite types so that only the hearts' own chunk carries it: the first
 * page of every listing loads it.
 */

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
  const of = (type: FavoriteType): string[] | null => {
    const list: unknown = Object.hasOwn(slugs, type) ? Reflect.get(slugs, type) : undefined;
    return isStringArray(list) ? list : null;
  };
  const [product, article, page] = [of('product'), of('article'), of('page')];
  return product && article && page ? { slugs: { product, article, page }, wishListHref } : null;
}
