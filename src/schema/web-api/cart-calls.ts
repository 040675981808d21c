import { KiB, type WebApiTable } from './contract';

const cartSchemas = () => import('./cart');

/**
 * The cart (`cart`, the cart drawer): a guest's by the cart cookie, a signed-in shopper's by
 * account, so none of them needs a session. Every answer is the whole cart with its `count`.
 */
export const CART_CALLS = {
  'cart/get': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await cartSchemas()).cartGet,
  },
  'cart/add': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await cartSchemas()).cartAdd,
  },
  'cart/update': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await cartSchemas()).cartUpdate,
  },
  'cart/coupon': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await cartSchemas()).cartCoupon,
  },
  'cart/remove': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await cartSchemas()).cartRemove,
  },
} as const satisfies WebApiTable;
