import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { couponUses, coupons } from '../db/schema';

/*
 * A coupon's uses, counted where they cannot drift: taking one is a conditional update of the
 * coupon's counter (`… where uses < usage_limit returning`), so with a limit of N, 2N checkouts
 * at once get exactly N rows back; the CHECK on the column holds it as well. A cancelled order
 * gives its use back in the cancellation's transaction.
 */

export type CouponUse = { ok: true } | { ok: false; reason: 'limit-reached' | 'shopper-limit-reached' };

export async function useCoupon(tx: Transaction, use: { couponId: string; userId: string; orderId: string }): Promise<CouponUse> {
  const [coupon] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, use.couponId), or(isNull(coupons.usageLimit), lt(coupons.uses, coupons.usageLimit))))
    .returning({ perShopperLimit: coupons.perShopperLimit });
  if (!coupon) return { ok: false, reason: 'limit-reached' };
  if (coupon.perShopperLimit !== null) {
    // The coupon row is locked by the update above until this transaction ends, so two orders of one shopper count one after the other.
    const [held] = await tx.select({ count: count() }).from(couponUses).where(and(eq(couponUses.couponId, use.couponId), eq(couponUses.userId, use.userId)));
    if ((held?.count ?? 0) >= coupon.perShopperLimit) {
      await tx.update(coupons).set({ uses: sql`${coupons.uses} - 1` }).where(eq(coupons.id, use.couponId));
      return { ok: false, reason: 'shopper-limit-reached' };
    }
  }
  await tx.insert(couponUses).values(use);
  return { ok: true };
}

/** Gives back the coupon use of an order (cancelled, or expired unpaid); nothing when it held none. */
export async function releaseCoupon(tx: Transaction, orderId: string): Promise<void> {
  const released = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning({ couponId: couponUses.couponId });
  for (const { couponId } of released) await tx.update(coupons).set({ uses: sql`${coupons.uses} - 1` }).where(eq(coupons.id, couponId));
}
