import { KiB, type WebApiTable } from './contract';

const favoriteSchemas = () => import('./favorite');

/** Favorites and the wish list (spec §7 `/favorite/*`): every call is the signed-in shopper's own. */
export const FAVORITE_CALLS = {
  'favorite/add': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await favoriteSchemas()).favoriteAdd,
  },
  'favorite/cancel': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await favoriteSchemas()).favoriteCancel,
  },
  'favorite/list': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await favoriteSchemas()).favoriteList,
  },
  'favorite/count': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await favoriteSchemas()).favoriteCount,
  },
  'favorite/wishList': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await favoriteSchemas()).favoriteWishList,
  },
} as const satisfies WebApiTable;
