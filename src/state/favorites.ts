import { proxy } from 'valtio/vanilla';
import type { FavoriteSlugs, FavoriteType } from '../schema/web-api/favorite-types';

/**
 * What the signed-in shopper has favorited, as the browser knows it (spec §4 wish list).
 * `slugs` is null until the wish list loads or a heart is first pressed: until then each
 * heart shows what the page data says, drawn by the server for this shopper.
 */
export const favoriteStore = proxy<{ slugs: FavoriteSlugs | null }>({ slugs: null });

export function setFavoriteSlugs(slugs: FavoriteSlugs | null): void {
  favoriteStore.slugs = slugs && { product: [...slugs.product], article: [...slugs.article], page: [...slugs.page] };
}

/** Marks one favorite on or off; the first change starts from what the page said. */
export function markFavorite(type: FavoriteType, slug: string, on: boolean, startFrom: FavoriteSlugs | null): void {
  const slugs = favoriteStore.slugs ?? { product: [...(startFrom?.product ?? [])], article: [...(startFrom?.article ?? [])], page: [...(startFrom?.page ?? [])] };
  const others = slugs[type].filter((candidate) => candidate !== slug);
  slugs[type] = on ? [slug, ...others] : others;
  favoriteStore.slugs = slugs;
}

/** Whether this is a favorite: the store once it knows, else what the page was drawn with. */
export function isFavorite(type: FavoriteType, slug: string, fromPage: FavoriteSlugs | null, state: { readonly slugs: FavoriteSlugs | null } = favoriteStore): boolean {
  return (state.slugs ?? fromPage)?.[type].includes(slug) ?? false;
}

/** How many favorites there are, or null when neither the store nor the page knows. */
export function favoriteCount(fromPage: FavoriteSlugs | null, state: { readonly slugs: FavoriteSlugs | null } = favoriteStore): number | null {
  const slugs = state.slugs ?? fromPage;
  return slugs ? slugs.product.length + slugs.article.length + slugs.page.length : null;
}
