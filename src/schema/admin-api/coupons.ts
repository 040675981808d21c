import { z } from 'zod';
import { localeTexts } from './locale-texts';
import { ADMIN_MAX_BODY_BYTES, forRoles, OWNER_ONLY } from './contract';

/*
 * The merchant's coupons and promotions: created and changed as a whole, every problem named
 * by its path, so a write the engine could not price is never stored. A change (PUT) gives the
 * fields to replace; the stored record with them replaced is checked again in full against
 * the same schema as a new one.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const catalogSlugSchema = z.string().max(120).regex(slugPattern, 'Expected a slug: lowercase letters, digits and single hyphens');

export const promotionRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category-percent'), categorySlug: catalogSlugSchema, percent: z.int().min(1).max(100) }),
  z.object({ kind: z.literal('spend-save'), thresholdCents: z.int().min(0).max(100_000_000), saveCents: z.int().min(1).max(100_000_000) }),
  z.object({ kind: z.literal('buy-n-get-one'), n: z.int().min(1).max(100), productSlugs: z.array(catalogSlugSchema).min(1).max(200) }),
]);

export const couponTextSchema = z.object({ title: z.string().trim().min(1).max(120), terms: z.string().trim().max(2000).default('') });
export const promotionTextSchema = z.object({ title: z.string().trim().min(1).max(120), description: z.string().trim().max(2000).default('') });

// Years the database stores as given: PostgreSQL has no year 0, and a far year says "no end" less clearly than `null`.
const instant = z.iso
  .datetime({ offset: true, message: 'Expected an ISO date-time such as 2026-06-01T00:00:00Z' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 9999;
  }, 'Expected a year from 2000 to 9999');
const currency = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO currency code such as USD');

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'Expected letters, digits and hyphens')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['fixed', 'percent']),
    value: z.int().min(1).max(100_000_000),
    currency: currency.default('USD'),
    minSubtotalCents: z.int().min(0).max(100_000_000).default(0),
    scope: z.enum(['order', 'categories', 'products']).default('order'),
    scopeSlugs: z.array(catalogSlugSchema).max(200).default([]),
    startsAt: instant,
    endsAt: instant.nullable().default(null),
    usageLimit: z.int().min(1).max(100_000_000).nullable().default(null),
    perShopperLimit: z.int().min(1).max(10_000).nullable().default(null),
    combinable: z.boolean().default(true),
    listed: z.boolean().default(true),
    translations: localeTexts(couponTextSchema),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === 'percent' && coupon.value > 100) context.addIssue({ code: 'custom', path: ['value'], message: 'A percent coupon takes 1 to 100 percent off' });
    if (coupon.scope !== 'order' && coupon.scopeSlugs.length === 0) context.addIssue({ code: 'custom', path: ['scopeSlugs'], message: `A coupon scoped to ${coupon.scope} names at least one` });
    if (coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends after it starts' });
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

export const promotionInputSchema = z
  .object({
    slug: catalogSlugSchema,
    rule: promotionRuleSchema,
    currency: currency.default('USD'),
    priority: z.int().min(0).max(10_000).default(100),
    exclusive: z.boolean().default(false),
    startsAt: instant,
    endsAt: instant.nullable().default(null),
    translations: localeTexts(promotionTextSchema),
  })
  .superRefine((promotion, context) => {
    if (promotion.endsAt && Date.parse(promotion.endsAt) <= Date.parse(promotion.startsAt)) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'Ends after it starts' });
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;


const couponRecordSchema = z.object({
  code: z.string(),
  kind: z.string(),
  value: z.int(),
  currency: z.string(),
  minSubtotalCents: z.int(),
  scope: z.string(),
  scopeSlugs: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.int().nullable(),
  perShopperLimit: z.int().nullable(),
  combinable: z.boolean(),
  listed: z.boolean(),
  translations: z.unknown(),
  /** Orders that hold it now. */
  uses: z.int(),
});

const promotionRecordSchema = z.object({
  slug: z.string(),
  /** The rule's figures and its `kind`, as stored (see promotionRuleSchema). */
  rule: z.record(z.string(), z.unknown()),
  currency: z.string(),
  priority: z.int(),
  exclusive: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  translations: z.unknown(),
});

/** The fields of a change: any of the record's, checked together with the stored ones. */
const changedFields = z.record(z.string(), z.unknown());

export const COUPON_CALLS = forRoles(OWNER_ONLY, {
  'coupons/list': { method: 'GET', path: '/coupons', answer: z.array(couponRecordSchema), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'coupons/get': { method: 'GET', path: '/coupons/:code', answer: couponRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** 201 with the stored record. */
  'coupons/create': { reads: 'coupons/get', method: 'POST', path: '/coupons', request: couponInputSchema, answer: couponRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'coupons/update': { reads: 'coupons/get', method: 'PUT', path: '/coupons/:code', request: changedFields, answer: couponRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'promotions/list': { method: 'GET', path: '/promotions', answer: z.array(promotionRecordSchema), maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'promotions/get': { method: 'GET', path: '/promotions/:slug', answer: promotionRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** 201 with the stored record. */
  'promotions/create': { reads: 'promotions/get', method: 'POST', path: '/promotions', request: promotionInputSchema, answer: promotionRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'promotions/update': { reads: 'promotions/get', method: 'PUT', path: '/promotions/:slug', request: changedFields, answer: promotionRecordSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
});
