import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, computeDiscounts, percentOf, type CouponCandidate, type PromotionCandidate } from './discounts';
import type { PricingLine } from './discounts';

/*
 * The discount arithmetic on any cart: shares add up to their discount, no line pays less
 * than nothing, the same cart prices the same whatever order its promotions come in.
 */

const NOW = new Date('2026-06-01T12:00:00Z');
const line = (variantId: number, unitPriceCents: number, quantity: number, extra: Partial<PricingLine> = {}): PricingLine => ({
  variantId,
  productSlug: `product-${variantId}`,
  categorySlugs: ['tops', 'apparel'],
  unitPriceCents,
  quantity,
  ...extra,
});
const promotion = (slug: string, rule: PromotionCandidate['rule'], extra: Partial<PromotionCandidate> = {}): PromotionCandidate => ({ slug, title: slug, priority: 100, exclusive: false, rule, ...extra });
const coupon = (extra: Partial<CouponCandidate> = {}): CouponCandidate => ({
  id: 'c1',
  code: 'TEN',
  title: 'Ten off',
  kind: 'fixed',
  value: 1000,
  currency: 'USD',
  minSubtotalCents: 0,
  scope: 'order',
  scopeSlugs: [],
  combinable: true,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  usageLimit: null,
  uses: 0,
  perShopperLimit: null,
  shopperUses: 0,
  ...extra,
});
const price = (lines: PricingLine[], promotions: PromotionCandidate[] = [], candidate: CouponCandidate | null | undefined = undefined) =>
  computeDiscounts(lines, promotions, candidate === undefined ? null : { candidate }, { currency: 'USD', now: NOW });

const lineArb = fc.record({
  variantId: fc.integer({ min: 1, max: 1_000_000 }),
  productSlug: fc.constantFrom('tee', 'mug', 'tote', 'cap'),
  categorySlugs: fc.subarray(['tops', 'apparel', 'kitchen', 'bags']),
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const linesArb = fc.uniqueArray(lineArb, { selector: (l) => l.variantId, minLength: 0, maxLength: 8 });
const ruleArb: fc.Arbitrary<PromotionCandidate['rule']> = fc.oneof(
  fc.record({ kind: fc.constant('category-percent' as const), categorySlug: fc.constantFrom('tops', 'kitchen', 'bags'), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('spend-save' as const), thresholdCents: fc.integer({ min: 0, max: 200_000 }), saveCents: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('buy-n-get-one' as const), n: fc.integer({ min: 1, max: 4 }), productSlugs: fc.subarray(['tee', 'mug', 'tote', 'cap'], { minLength: 1 }) }),
);
const promotionsArb = fc.uniqueArray(
  fc.record({ slug: fc.stringMatching(/^[a-z]{1,6}$/), title: fc.constant('t'), priority: fc.integer({ min: 0, max: 5 }), exclusive: fc.boolean(), rule: ruleArb }),
  { selector: (p) => p.slug, maxLength: 5 },
);
const couponArb = fc.record({
  kind: fc.constantFrom('fixed' as const, 'percent' as const),
  value: fc.integer({ min: 1, max: 100 }),
  scope: fc.constantFrom('order' as const, 'categories' as const, 'products' as const),
  scopeSlugs: fc.subarray(['tops', 'kitchen', 'tee', 'mug']),
  combinable: fc.boolean(),
  minSubtotalCents: fc.integer({ min: 0, max: 100_000 }),
});

describe('the split of a discount over lines', () => {
  it('gives shares that add up to the amount, none above its line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 10 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, fraction) => {
        const whole = weights.reduce((sum, weight) => sum + weight, 0);
        const amount = Math.floor(whole * fraction);
        const shares = allocate(amount, weights);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(whole === 0 ? 0 : amount);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(weights[index] ?? 0);
        });
      }),
    );
  });

  it('splits a cent the same way every time: the larger remainder first, then the earlier line', () => {
    expect(allocate(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(allocate(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [300, 300, 400])).toEqual([3, 3, 4]);
    expect(allocate(5, [333, 333, 334])).toEqual([2, 1, 2]);
  });

  it('rounds a percent half a cent up', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(999, 100)).toBe(999);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (amount, percent) => {
      expect(Math.abs(percentOf(amount, percent) - (amount * percent) / 100)).toBeLessThanOrEqual(0.5);
    }));
  });
});

describe('any cart with any promotions and coupon', () => {
  it('keeps each discount equal to its shares and the total between zero and the subtotal', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, fc.option(couponArb), (lines, promotions, asked) => {
        const result = price(lines, promotions, asked ? coupon(asked) : undefined);
        const paidPerLine = new Map(lines.map((l) => [l.variantId, l.unitPriceCents * l.quantity]));
        for (const discount of result.discounts) {
          expect(discount.amountCents).toBeGreaterThan(0);
          expect(discount.shares.reduce((sum, share) => sum + share.amountCents, 0)).toBe(discount.amountCents);
          for (const share of discount.shares) paidPerLine.set(share.variantId, (paidPerLine.get(share.variantId) ?? 0) - share.amountCents);
        }
        for (const left of paidPerLine.values()) expect(left).toBeGreaterThanOrEqual(0);
        expect(result.discountCents).toBeLessThanOrEqual(result.subtotalCents);
        expect(result.totalBeforeShippingCents).toBe(result.subtotalCents - result.discountCents);
        expect(result.totalBeforeShippingCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices the same whatever order the promotions are read in', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, fc.context(), (lines, promotions, context) => {
        const reversed = [...promotions].reverse();
        context.log(JSON.stringify(reversed.map((p) => p.slug)));
        expect(price(lines, reversed)).toEqual(price(lines, promotions));
      }),
    );
  });

  it('applies at most one exclusive promotion, and then nothing else', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, (lines, promotions) => {
        const { discounts } = price(lines, promotions);
        const exclusive = new Set(promotions.filter((p) => p.exclusive).map((p) => p.slug));
        if (discounts.some((d) => exclusive.has(d.code))) expect(discounts).toHaveLength(1);
      }),
    );
  });
});

describe('promotions', () => {
  const tee = line(1, 2000, 2, { productSlug: 'tee', categorySlugs: ['tops', 'apparel'] });
  const mug = line(2, 1500, 1, { productSlug: 'mug', categorySlugs: ['kitchen', 'home'] });

  it('takes a percent off the lines of a category, parents included', () => {
    const result = price([tee, mug], [promotion('tops-20', { kind: 'category-percent', categorySlug: 'apparel', percent: 20 })]);
    expect(result.discounts).toEqual([{ source: 'promotion', code: 'tops-20', title: 'tops-20', amountCents: 800, shares: [{ variantId: 1, amountCents: 800 }] }]);
    expect(result.totalBeforeShippingCents).toBe(4700);
  });

  it('saves a fixed amount from a threshold, spread over the lines by price', () => {
    const spend = promotion('spend', { kind: 'spend-save', thresholdCents: 5500, saveCents: 1100 });
    expect(price([tee, mug], [spend]).discounts[0]?.shares).toEqual([
      { variantId: 1, amountCents: 800 },
      { variantId: 2, amountCents: 300 },
    ]);
    expect(price([tee], [spend]).discounts).toEqual([]);
  });

  it('gives the cheapest unit of every n + 1 away', () => {
    const cheap = line(3, 500, 1, { productSlug: 'cap' });
    const rule = promotion('b2g1', { kind: 'buy-n-get-one', n: 2, productSlugs: ['tee', 'cap'] });
    expect(price([tee, cheap], [rule]).discounts[0]?.shares).toEqual([{ variantId: 3, amountCents: 500 }]);
    expect(price([tee], [rule]).discounts).toEqual([]);
    expect(price([line(1, 2000, 6, { productSlug: 'tee' })], [rule]).discounts[0]?.amountCents).toBe(4000);
  });

  it('lets the best exclusive promotion apply alone, else every combinable one by priority', () => {
    const small = promotion('a-small', { kind: 'spend-save', thresholdCents: 0, saveCents: 100 }, { exclusive: true });
    const big = promotion('b-big', { kind: 'spend-save', thresholdCents: 0, saveCents: 900 }, { exclusive: true });
    const combinable = promotion('c', { kind: 'category-percent', categorySlug: 'tops', percent: 10 });
    expect(price([tee, mug], [small, big, combinable]).discounts.map((d) => d.code)).toEqual(['b-big']);
    const late = promotion('late', { kind: 'spend-save', thresholdCents: 0, saveCents: 100 }, { priority: 200 });
    expect(price([tee, mug], [late, combinable]).discounts.map((d) => d.code)).toEqual(['c', 'late']);
    // An exclusive promotion that does not apply leaves the combinable ones be.
    const elsewhere = promotion('x', { kind: 'category-percent', categorySlug: 'bags', percent: 50 }, { exclusive: true });
    expect(price([tee, mug], [elsewhere, combinable]).discounts.map((d) => d.code)).toEqual(['c']);
  });
});

describe('coupons', () => {
  const tee = line(1, 2000, 2, { productSlug: 'tee', categorySlugs: ['tops', 'apparel'] });
  const mug = line(2, 1500, 1, { productSlug: 'mug', categorySlugs: ['kitchen', 'home'] });
  const refusal = (candidate: CouponCandidate | null, lines = [tee, mug], promotions: PromotionCandidate[] = []) => {
    const verdict = price(lines, promotions, candidate).coupon;
    return verdict && !verdict.accepted ? verdict.reason : 'accepted';
  };

  it('says why a code is refused', () => {
    expect(refusal(null)).toBe('unknown');
    expect(refusal(coupon({ startsAt: new Date('2026-07-01T00:00:00Z') }))).toBe('not-started');
    expect(refusal(coupon({ endsAt: NOW }))).toBe('expired');
    expect(refusal(coupon({ minSubtotalCents: 10_000 }))).toBe('minimum-not-met');
    expect(refusal(coupon({ scope: 'products', scopeSlugs: ['tote'] }))).toBe('not-applicable');
    expect(refusal(coupon({ usageLimit: 3, uses: 3 }))).toBe('limit-reached');
    expect(refusal(coupon({ perShopperLimit: 1, shopperUses: 1 }))).toBe('shopper-limit-reached');
    expect(refusal(coupon({ currency: 'EUR' }))).toBe('currency');
    expect(refusal(coupon())).toBe('accepted');
  });

  it('takes a percent off only the lines in its scope', () => {
    const result = price([tee, mug], [], coupon({ kind: 'percent', value: 10, scope: 'categories', scopeSlugs: ['kitchen'] }));
    expect(result.discounts).toEqual([{ source: 'coupon', code: 'TEN', title: 'Ten off', amountCents: 150, shares: [{ variantId: 2, amountCents: 150 }] }]);
  });

  it('never takes more than the lines it covers', () => {
    expect(price([mug], [], coupon({ value: 99_999 })).totalBeforeShippingCents).toBe(0);
  });

  it('applies after the promotions when it combines', () => {
    const tops = promotion('tops', { kind: 'category-percent', categorySlug: 'tops', percent: 50 });
    const result = price([tee], [tops], coupon({ kind: 'percent', value: 10 }));
    expect(result.discounts.map((d) => [d.code, d.amountCents])).toEqual([
      ['tops', 2000],
      ['TEN', 200],
    ]);
  });

  it('replaces the promotions when it does not combine and saves more, and is refused when it saves less', () => {
    const tops = promotion('tops', { kind: 'category-percent', categorySlug: 'tops', percent: 10 });
    const better = price([tee, mug], [tops], coupon({ combinable: false, value: 1000 }));
    expect(better.discounts.map((d) => d.code)).toEqual(['TEN']);
    expect(better.coupon).toEqual({ accepted: true, couponId: 'c1' });
    expect(refusal(coupon({ combinable: false, value: 100 }), [tee, mug], [tops])).toBe('not-combinable');
    expect(refusal(coupon({ combinable: false, value: 100 }), [tee, mug], [])).toBe('accepted');
  });
});
