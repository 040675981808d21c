import type { TranslatedLocale } from '../../src/schema/languages';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { couponUses, coupons } from '../db/schema';
import { couponCandidateOf, normalizeCode, promotionRuleOf, promotionTextOf } from '../coupons/coupon-records';
import type { CommerceRules } from './commerce-rules';
import {
  computeDiscounts,
  type AppliedDiscount,
  type CouponCandidate,
  type CouponRefusal,
  type PricingLine,
  type PromotionCandidate,
} from '../coupons/discounts';

/*
 * What a set of lines costs: the subtotal, then the promotions that apply and the coupon the
 * shopper entered, each discount with the reason the shopper reads and its share of each line
 * (so a refund of one line gives back what was paid for it). The cart, the checkout summary
 * and order placement all price through `priceLines`, so the figures a shopper sees are the
 * ones they pay. Shipping is added by the checkout on top of `totalBeforeShippingCents`.
 */

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

const isRunning = (row: { startsAt: Date; endsAt: Date | null }, now: Date) =>
  row.startsAt <= now && (row.endsAt === null || row.endsAt > now);

export async function priceLines(
  db: Database | Transaction,
  rules: CommerceRules,
  lines: readonly PricingLine[],
  options: PricingOptions,
): Promise<Pricing> {
  const running: PromotionCandidate[] = [];
  for (const row of await rules.promotions(db)) {
    if (row.currency !== options.currency || !isRunning(row, options.now)) continue;
    const rule = promotionRuleOf(row.kind, row.params);
    if (rule)
      running.push({
        slug: row.slug,
        title: promotionTextOf(row.translations, options.locales, row.slug).title,
        priority: row.priority,
        exclusive: row.exclusive,
        rule,
      });
  }
  const asked = options.coupon ? { code: normalizeCode(options.coupon.code), userId: options.coupon.userId } : null;
  const candidate = asked ? await findCouponCandidate(db, asked.code, asked.userId, options.locales) : null;
  const result = computeDiscounts(lines, running, asked ? { candidate } : null, options);
  return {
    currency: options.currency,
    subtotalCents: result.subtotalCents,
    discounts: result.discounts,
    discountCents: result.discountCents,
    totalBeforeShippingCents: result.totalBeforeShippingCents,
    coupon: asked && result.coupon ? { code: asked.code, ...result.coupon } : null,
  };
}

/** The coupon a code names, with how many orders of this shopper hold it now. */
async function findCouponCandidate(
  db: Database | Transaction,
  code: string,
  userId: string | null,
  locales: readonly TranslatedLocale[],
): Promise<CouponCandidate | null> {
  if (code === '' || code.length > 40) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) return null;
  let shopperUses = 0;
  if (userId !== null && row.perShopperLimit !== null) {
    const [held] = await db
      .select({ count: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, row.id), eq(couponUses.userId, userId)));
    shopperUses = held?.count ?? 0;
  }
  return couponCandidateOf(row, locales, shopperUses);
}
