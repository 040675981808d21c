import { ACCOUNT_CALLS } from './web-api/account-calls';
import { ADDRESS_CALLS } from './web-api/address-calls';
import { AUTH_CALLS } from './web-api/auth-calls';
import { COUPON_CALLS } from './web-api/coupon-calls';
import { CHECKOUT_CALLS } from './web-api/checkout-calls';
import { CART_CALLS } from './web-api/cart-calls';
import { COMMENT_CALLS } from './web-api/comment-calls';
import { KiB, type WebApiTable } from './web-api/contract';
import { FAVORITE_CALLS } from './web-api/favorite-calls';
import { NEWSLETTER_CALLS } from './web-api/newsletter-calls';
import { INQUIRY_CALLS } from './web-api/inquiry-calls';
import { ORDER_CALLS } from './web-api/order-calls';
import { RETURN_CALLS } from './web-api/return-calls';
import { REVIEW_CALLS } from './web-api/review-calls';
import { SECURITY_CALLS } from './web-api/security-calls';

export * from './web-api/contract';

/**
 * Every call of the shopper API, once. The server mounts each entry onto its handler
 * (server/web-api/), the browser calls it through `callApi` (src/api/web-api.ts); both take
 * their types from here. A new call is one entry here, its schemas in `./web-api/<area>.ts`,
 * and one handler. Calls of one area (auth, account, address, favorite, security) sit in
 * that area's table, `./web-api/<area>-calls.ts`.
 */
export const WEB_API = {
  /** Spec §4: reported every 10 s; `navigator.sendBeacon` may send it as text/plain. */
  'visitor/track': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    textBody: true,
    headerFields: { visitorId: 'x-visitor-id' },
    schemas: async () => (await import('./web-api/visitor')).visitorTrack,
  },
  /** A block the browser could not draw, for the merchant's logs. */
  'block-error': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 16 * KiB,
    schemas: async () => (await import('./web-api/block-error')).blockError,
  },
  ...AUTH_CALLS,
  ...ACCOUNT_CALLS,
  ...ADDRESS_CALLS,
  ...FAVORITE_CALLS,
  ...SECURITY_CALLS,
  ...COUPON_CALLS,
  ...ORDER_CALLS,
  ...RETURN_CALLS,
  ...CHECKOUT_CALLS,
  ...CART_CALLS,
  ...REVIEW_CALLS,
  ...COMMENT_CALLS,
  ...NEWSLETTER_CALLS,
  ...INQUIRY_CALLS,
} as const satisfies WebApiTable;

export type WebApi = typeof WEB_API;
export type WebCallName = keyof WebApi;
