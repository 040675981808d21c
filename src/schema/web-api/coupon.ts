import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { safeUrl } from '../meta';
import { listingSubjectSchema, paginationSchema, productSortSchema, productSummarySchema } from '../catalog';

/*
 * Coupons and promotions as a shopper sees them: on the `coupon` and `promotion` pages, in
 * the claim call's answer, and among their claimed coupons at checkout. Amounts are minor
 * units in the coupon's currency, drawn by the browser with `formatMoney`.
 */

/** What a shopper types; the server upper-cases it. */
export const COUPON_CODE_MAX = 40;
export const couponCodeSchema = z.string().trim().min(1, 'validation.required').max(COUPON_CODE_MAX, 'validation.lengthLimit');

export const couponCardSchema = z.object({
  code: z.string().max(COUPON_CODE_MAX),
  /** `coupon/{slug}`: the code lower-cased. */
  href: safeUrl,
  title: z.string().max(120),
  terms: z.string().max(2000),
  kind: z.enum(['fixed', 'percent']),
  /** Minor units off (`fixed`) or whole percent off (`percent`). */
  value: z.int().min(1),
  currency: z.string().length(3),
  minSubtotalCents: z.int().min(0),
  scope: z.enum(['order', 'categories', 'products']),
  combinable: z.boolean(),
  /** ISO instants. */
  startsAt: z.string().max(40),
  endsAt: z.string().max(40).nullable(),
});
export type CouponCard = z.infer<typeof couponCardSchema>;

export const promotionCardSchema = z.object({
  slug: z.string().max(120),
  href: safeUrl,
  title: z.string().max(120),
  description: z.string().max(2000),
  kind: z.enum(['category-percent', 'spend-save', 'buy-n-get-one']),
  exclusive: z.boolean(),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40).nullable(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

/** `coupon` lists the claimable coupons; `coupon/{slug}` shows one of them (`coupon` set). */
export const couponKindDataSchema = z.object({
  coupons: z.array(couponCardSchema).max(200),
  coupon: couponCardSchema.nullable(),
  /** The `coupon` list page, for the way back from a coupon. */
  couponsHref: safeUrl,
});

/**
 * `promotion` lists the running promotions; `promotion/{slug}` shows one (`promotion` set,
 * the listing's subject) with the products it covers, which the product list block draws.
 */
export const promotionKindDataSchema = z.object({
  promotions: z.array(promotionCardSchema).max(200),
  promotion: listingSubjectSchema.extend({ card: promotionCardSchema }).nullable(),
  promotionsHref: safeUrl,
  products: z.array(productSummarySchema),
  pagination: paginationSchema,
  sort: productSortSchema,
});

/** The page language the coupons' words and links are drawn in. */
const langField = z.enum(URL_LANGUAGES).default('en');

export const couponClaim = {
  request: z.object({ code: couponCodeSchema, lang: langField }),
  response: z.object({ claimed: z.literal(true), coupon: couponCardSchema }),
};

export const couponMine = {
  request: z.object({ currency: z.string().regex(/^[A-Z]{3}$/).default('USD'), lang: langField }),
  response: z.object({ coupons: z.array(couponCardSchema) }),
};
