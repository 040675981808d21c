import type { FavoriteSlugs } from './favorite-types';

/*
 * Apart from the favorite types so that only the hearts' own chunk carries it: the first
 * page of every listing loads it.
 */

/**
 * `data.favorites` of a page drawn for a signed-in shopper: what they have favorited, so the
 * hearts are drawn pressed on the server, and where their wish list is. Absent for a visitor.
 */
export type FavoritesPageData = { slugs: FavoriteSlugs; wishListHref: string };

const stringsOr = (value: unknown): string[] | null => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null);

/** Reads `data.favorites` with plain checks (the first page is drawn before zod loads); null when absent or malformed. */
export function readFavoritesPageData(data: Record<string, unknown>): FavoritesPageData | null {
  const value: unknown = data.favorites;
  if (typeof value !== 'object' || value === null || !('slugs' in value) || !('wishListHref' in value)) return null;
  const { slugs, wishListHref } = value;
  if (typeof wishListHref !== 'string' || typeof slugs !== 'object' || slugs === null) return null;
  const product = stringsOr('product' in slugs ? slugs.product : null);
  const article = stringsOr('article' in slugs ? slugs.article : null);
  const page = stringsOr('page' in slugs ? slugs.page : null);
  return product && article && page ? { slugs: { product, article, page }, wishListHref } : null;
}
