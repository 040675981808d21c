import useSWR, { mutate } from 'swr';
import { z } from 'zod';
import { readStored, writeStored } from '../state/storage';
import { request } from './client';

/** What can be a favorite: the three lists of the wish list (spec §3). */
export const favoriteKindSchema = z.enum(['product', 'article', 'page']);
export type FavoriteKind = z.infer<typeof favoriteKindSchema>;
export type FavoriteTarget = { type: FavoriteKind; id: string | number };

/*
 * The spec shows neither the payloads of these calls nor, except for the wish list, their
 * answers, and the server does not serve them yet: the target shape above is the client's
 * proposal, and the list answer is passed on unparsed for the block that shows it to check.
 */
const favoriteItemSchema = z.record(z.string(), z.unknown());
export const wishListSchema = z.object({
  article: z
    .array(favoriteItemSchema)
    .nullish()
    .transform((items) => items ?? []),
  product: z
    .array(favoriteItemSchema)
    .nullish()
    .transform((items) => items ?? []),
  page: z
    .array(favoriteItemSchema)
    .nullish()
    .transform((items) => items ?? []),
});
export type WishList = z.infer<typeof wishListSchema>;
export const EMPTY_WISH_LIST: WishList = { article: [], product: [], page: [] };

export const favoriteCountSchema = z.number().int().min(0);

export type FavoriteListQuery = { type?: FavoriteKind; page?: number; pageSize?: number };

export const favoriteKeys = {
  list: (query: FavoriteListQuery) => ['/favorite/list', query] as const,
  count: ['/favorite/count'] as const,
  wishList: ['/favorite/wishList'] as const,
};

export const fetchFavoriteList = (query: FavoriteListQuery = {}) => request('/favorite/list', { body: query, schema: z.unknown() });
export const fetchFavoriteCount = () => request('/favorite/count', { schema: favoriteCountSchema });

export function useFavoriteList(query: FavoriteListQuery = {}) {
  return useSWR(favoriteKeys.list(query), () => fetchFavoriteList(query));
}

export function useFavoriteCount() {
  return useSWR(favoriteKeys.count, fetchFavoriteCount);
}

let wishListLoad: Promise<WishList> | null = null;

/**
 * The wish list, loaded once per page (spec §4). When it comes back empty a flag is stored
 * and later page loads skip the call; adding a favorite or signing in clears the flag.
 */
export function loadWishList(): Promise<WishList> {
  if (readStored('notWishList')) return Promise.resolve(EMPTY_WISH_LIST);
  wishListLoad ??= request('/favorite/wishList', { schema: wishListSchema }).then(
    (wishList) => {
      if (wishList.article.length + wishList.product.length + wishList.page.length === 0) writeStored('notWishList', true);
      return wishList;
    },
    (error: unknown) => {
      // A failed load may be tried again; only an answer counts as the one load.
      wishListLoad = null;
      throw error;
    },
  );
  return wishListLoad;
}

/** Forgets this page's wish list load, so the next one asks the server again. */
export function forgetWishListLoad(): void {
  wishListLoad = null;
}

export function useWishList() {
  return useSWR(favoriteKeys.wishList, loadWishList, { revalidateOnFocus: false, revalidateOnReconnect: false });
}

async function changeFavorite(path: '/favorite/add' | '/favorite/cancel', target: FavoriteTarget): Promise<void> {
  await request(path, { body: target, schema: z.unknown() });
  writeStored('notWishList', false);
  forgetWishListLoad();
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/favorite/'));
}

export const addFavorite = (target: FavoriteTarget) => changeFavorite('/favorite/add', target);
export const cancelFavorite = (target: FavoriteTarget) => changeFavorite('/favorite/cancel', target);
