import { KiB, type WebApiTable } from './contract';

/** The shopper's orders (`user/order`, `user/order/{slug}`). Paying one is the checkout's call. */
export const ORDER_CALLS = {
  'order/list': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./order')).orderList,
  },
  'order/get': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./order')).orderGet,
  },
  'order/cancel': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./order')).orderCancel,
  },
} as const satisfies WebApiTable;
