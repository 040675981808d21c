import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { couponClaims, couponUses, coupons, orders, promotions, users } from '../db/schema';
import { testPostgresServer } from '../testing/test-postgres';
import { releaseCoupon, useCoupon } from './coupon-uses';
import { claimCoupon, claimableCoupon, claimableCoupons, claimedCouponsOf } from './coupons';
import { priceLines } from '../commerce/pricing';
import type { PricingLine } from './discounts';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';

/*
 * Coupons on a real database, PGlite always and PostgreSQL when the test server is there:
 * every refusal a shopper can meet, claims kept once and never another shopper's, and usage
 * limits held under parallel orders (2N at once use a limit of N exactly N times).
 */

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const EN = ['en'] as const;
const texts = (title: string) => ({ en: { title, terms: `${title} terms` }, 'zh-CN': { title: `${title}（简）`, terms: '' }, 'zh-HK': { title: `${title}（繁）`, terms: '' } });

type CouponValues = Partial<typeof coupons.$inferInsert> & { code: string };
const couponRow = (values: CouponValues): typeof coupons.$inferInsert => ({
  kind: 'fixed',
  value: 500,
  startsAt: new Date(NOW.getTime() - DAY),
  translations: texts(values.code),
  ...values,
});

const tee: PricingLine = { variantId: 1, productSlug: 'linen-tee', categorySlugs: ['tops', 'apparel'], unitPriceCents: 3000, quantity: 2 };
const mug: PricingLine = { variantId: 2, productSlug: 'stone-mug', categorySlugs: ['kitchen', 'home'], unitPriceCents: 1500, quantity: 1 };

async function newShopper(db: Database): Promise<string> {
  const [row] = await db.insert(users).values({ email: `shopper-${randomUUID()}@vitrine.example`, firstName: 'Test', lastName: 'Shopper', passwordHash: 'x' }).returning({ id: users.id });
  return row!.id;
}

/** An order holding the coupon, placed in one transaction with its use, as checkout places it; null when the use is refused. */
async function placeWithCoupon(db: Database, couponId: string, userId: string): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: `T${randomUUID()}`,
          userId,
          currency: 'USD',
          subtotalCents: 6000,
          totalCents: 5500,
          shippingMethod: 'standard',
          paymentMethod: 'card',
          address: {},
          payBy: new Date(Date.now() + DAY),
        })
        .returning({ id: orders.id });
      const use = await useCoupon(tx, { couponId, userId, orderId: order!.id });
      if (!use.ok) throw new Refused(use.reason);
      return order!.id;
    });
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}
class Refused extends Error {}

function suite(name: string, open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  describe(name, () => {
    let handle: { db: Database; close(): Promise<void> };
    let db: Database;
    let services: Services;
    let shopper: string;
    let other: string;

    beforeAll(async () => {
      handle = await open();
      db = handle.db;
      services = createServices({ db, logger: memoryLogger() });
      shopper = await newShopper(db);
      other = await newShopper(db);
    }, 120_000);
    afterAll(async () => handle?.close());

    const verdictOf = async (code: string, lines: PricingLine[] = [tee, mug], userId: string | null = shopper) =>
      (await priceLines(db, services.commerceRules, lines, { currency: 'USD', locales: EN, now: NOW, coupon: { code, userId } })).coupon;

    it('refuses a code with the reason a shopper can act on', async () => {
      const [used] = await db.insert(coupons).values(couponRow({ code: 'ONCE-EACH', perShopperLimit: 1 })).returning({ id: coupons.id });
      await db.insert(coupons).values([
        couponRow({ code: 'LATER', startsAt: new Date(NOW.getTime() + DAY) }),
        couponRow({ code: 'GONE', endsAt: new Date(NOW.getTime() - 1) }),
        couponRow({ code: 'BIG-BASKET', minSubtotalCents: 20_000 }),
        couponRow({ code: 'BAGS-ONLY', scope: 'categories', scopeSlugs: ['bags'] }),
        couponRow({ code: 'ALONE', combinable: false, value: 100 }),
        couponRow({ code: 'ALL-USED', usageLimit: 1, uses: 1 }),
        couponRow({ code: 'EUROS', currency: 'EUR' }),
      ]);
      expect(await placeWithCoupon(db, used!.id, shopper)).not.toBeNull();
      await db.insert(promotions).values({
        slug: 'kitchen-ten',
        kind: 'category-percent',
        params: { categorySlug: 'kitchen', percent: 10 },
        startsAt: new Date(NOW.getTime() - DAY),
        translations: { en: { title: '10% off kitchen' }, 'zh-HK': { title: '廚房九折' } },
      });
      // Written behind the shop's back: the prices it keeps for a few seconds must hear of it.
      services.commerceRules.forget();

      const reasons = await Promise.all(['NOPE', 'later', ' gone ', 'BIG-BASKET', 'BAGS-ONLY', 'ALONE', 'ALL-USED', 'ONCE-EACH', 'EUROS'].map((code) => verdictOf(code)));
      expect(reasons.map((verdict) => (verdict && !verdict.accepted ? verdict.reason : 'accepted'))).toEqual([
        'unknown',
        'not-started',
        'expired',
        'minimum-not-met',
        'not-applicable',
        'not-combinable',
        'limit-reached',
        'shopper-limit-reached',
        'currency',
      ]);
      // Another shopper has not used theirs yet.
      expect(await verdictOf('ONCE-EACH', [tee, mug], other)).toMatchObject({ accepted: true, code: 'ONCE-EACH' });
    });

    it('prices an accepted code after the running promotions, each reason in the page language', async () => {
      await db.insert(coupons).values(couponRow({ code: 'FIVE-OFF', value: 500 }));
      const priced = await priceLines(db, services.commerceRules, [tee, mug], { currency: 'USD', locales: ['zh-HK', 'en'], now: NOW, coupon: { code: 'five-off', userId: shopper } });
      expect(priced.discounts.map((discount) => [discount.title, discount.amountCents])).toEqual([
        ['廚房九折', 150],
        ['FIVE-OFF（繁）', 500],
      ]);
      expect(priced).toMatchObject({ subtotalCents: 7500, discountCents: 650, totalBeforeShippingCents: 6850, coupon: { code: 'FIVE-OFF', accepted: true } });
      // A promotion that has not started, or in another currency, gives nothing.
      const later = await priceLines(db, services.commerceRules, [mug], { currency: 'USD', locales: EN, now: new Date(NOW.getTime() - 2 * DAY) });
      expect(later.discounts).toEqual([]);
      expect((await priceLines(db, services.commerceRules, [mug], { currency: 'EUR', locales: EN, now: NOW })).discounts).toEqual([]);
    });

    it('keeps one claim however often a shopper claims, and shows it to them alone', async () => {
      await db.insert(coupons).values(couponRow({ code: 'CLAIM-ME', endsAt: new Date(NOW.getTime() + 7 * DAY) }));
      const show = { locales: EN, lang: 'en' as const, now: NOW };
      const claims = await Promise.all([claimCoupon(db, shopper, 'claim-me', show), claimCoupon(db, shopper, 'CLAIM-ME', show), claimCoupon(db, shopper, ' Claim-Me ', show)]);
      expect(claims.every((claim) => claim.ok)).toBe(true);
      const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'CLAIM-ME'));
      expect(await db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon!.id))).toHaveLength(1);

      const mine = await claimedCouponsOf(db, shopper, { locales: EN, now: NOW, currency: 'USD' });
      expect(mine.map((card) => card.code)).toContain('CLAIM-ME');
      expect((await claimedCouponsOf(db, other, { locales: EN, now: NOW, currency: 'USD' })).map((card) => card.code)).not.toContain('CLAIM-ME');
      // Not offered once it has ended, nor in another currency.
      expect((await claimedCouponsOf(db, shopper, { locales: EN, now: new Date(NOW.getTime() + 8 * DAY), currency: 'USD' })).map((card) => card.code)).not.toContain('CLAIM-ME');
      expect(await claimedCouponsOf(db, shopper, { locales: EN, now: NOW, currency: 'EUR' })).toEqual([]);
    });

    it('lists only the claimable coupons, and finds one by its lower-cased code', async () => {
      await db.insert(coupons).values([couponRow({ code: 'HIDDEN', listed: false }), couponRow({ code: 'SHOWN-HERE' })]);
      const show = { locales: ['zh-CN', 'en'] as const, lang: 'zh' as const, now: NOW };
      const listed = (await claimableCoupons(db, show)).map((card) => card.code);
      expect(listed).toContain('SHOWN-HERE');
      for (const code of ['HIDDEN', 'LATER', 'GONE', 'ALL-USED']) expect(listed).not.toContain(code);
      expect(await claimableCoupon(db, 'shown-here', show)).toMatchObject({ href: '/zh/coupon/shown-here', title: 'SHOWN-HERE（简）' });
      expect(await claimableCoupon(db, 'gone', show)).toBeNull();
      expect(await claimableCoupon(db, 'hidden', show)).toBeNull();
      expect(await claimCoupon(db, shopper, 'GONE', show)).toEqual({ ok: false, reason: 'not-found' });
    });

    it('uses a coupon limited to N exactly N times under 2N parallel orders, and gives a use back on cancellation', async () => {
      const limit = 5;
      const [coupon] = await db.insert(coupons).values(couponRow({ code: 'FIRST-FIVE', usageLimit: limit })).returning({ id: coupons.id });
      const buyers = await Promise.all(Array.from({ length: 2 * limit }, () => newShopper(db)));
      const placed = await Promise.all(buyers.map((buyer) => placeWithCoupon(db, coupon!.id, buyer)));
      const orderIds = placed.filter((id): id is string => id !== null);
      expect(orderIds).toHaveLength(limit);
      const [after] = await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
      expect(after?.uses).toBe(limit);
      expect(await db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id))).toHaveLength(limit);
      expect(await verdictOf('FIRST-FIVE')).toMatchObject({ accepted: false, reason: 'limit-reached' });

      await db.transaction((tx) => releaseCoupon(tx, orderIds[0]!));
      const [released] = await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
      expect(released?.uses).toBe(limit - 1);
      expect(await placeWithCoupon(db, coupon!.id, buyers[0]!)).not.toBeNull();
      expect(await placeWithCoupon(db, coupon!.id, buyers[1]!)).toBeNull();
    });

    it('holds a per-shopper limit when one shopper places orders in parallel', async () => {
      const [coupon] = await db.insert(coupons).values(couponRow({ code: 'TWO-EACH', perShopperLimit: 2 })).returning({ id: coupons.id });
      const buyer = await newShopper(db);
      const placed = await Promise.all(Array.from({ length: 6 }, () => placeWithCoupon(db, coupon!.id, buyer)));
      expect(placed.filter((id) => id !== null)).toHaveLength(2);
      const [after] = await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
      expect(after?.uses).toBe(2);
      expect(await verdictOf('TWO-EACH', [tee], buyer)).toMatchObject({ accepted: false, reason: 'shopper-limit-reached' });
    });
  });
}

suite('coupons on PGlite', async () => {
  const handle = await openTestDatabase();
  return { db: handle.db, close: () => handle.close() };
});

describe.skipIf(!testPostgresServer)('on PostgreSQL', () => {
  suite('coupons on PostgreSQL', async () => {
    const handle = await openTestDatabase({ driver: 'postgres' });
    return { db: handle.db, close: () => handle.close() };
  });
});
