import { KiB, type WebApiTable } from './contract';

/** Checkout and payment: `checkout/{slug}`, the thank-you page, and paying an unpaid order later. */
export const CHECKOUT_CALLS = {
  /** Snapshots the shopper's cart into a new checkout; its id is the page's slug. */
  'checkout/start': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./checkout')).checkoutStart,
  },
  /** One change of address, shipping, payment, coupon or remarks; answers the whole checkout, recomputed. */
  'checkout/update': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./checkout')).checkoutUpdate,
  },
  /** Places the order once, however often it is sent, then starts its payment. */
  'checkout/place': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./checkout')).checkoutPlace,
  },
  /** A new payment attempt on one of the caller's unpaid orders (a retry, or paying a transfer order by card). */
  'order/pay': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./checkout')).orderPay,
  },
} as const satisfies WebApiTable;
