import { KiB, type WebApiTable } from './contract';

const couponSchemas = () => import('./coupon');

/** Claimed coupons (`coupon/{slug}`'s Claim button, and the coupons offered at checkout): each call is the signed-in shopper's own. */
export const COUPON_CALLS = {
  'coupon/claim': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await couponSchemas()).couponClaim,
  },
  'coupon/mine': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await couponSchemas()).couponMine,
  },
} as const satisfies WebApiTable;
