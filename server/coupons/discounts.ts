/*
 * The arithmetic of discounts, apart from the database so it can be checked on any input:
 * which promotions apply and in what order, what a coupon takes off, and how each discount
 * splits over the lines. Every amount is whole minor units; a discount never takes more
 * from a line than is left of it, so the total never goes below zero.
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
export const COUPON_REFUSALS = [
  'unknown',
  'not-started',
  'expired',
  'minimum-not-met',
  'not-applicable',
  'not-combinable',
  'limit-reached',
  'shopper-limit-reached',
  'currency',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export type PromotionRule =
  | { kind: 'category-percent'; categorySlug: string; percent: number }
  | { kind: 'spend-save'; thresholdCents: number; saveCents: number }
  | { kind: 'buy-n-get-one'; n: number; productSlugs: readonly string[] };

export type PromotionCandidate = {
  slug: string;
  /** In the page language. */
  title: string;
  priority: number;
  exclusive: boolean;
  rule: PromotionRule;
};

export type CouponCandidate = {
  id: string;
  code: string;
  title: string;
  kind: 'fixed' | 'percent';
  value: number;
  currency: string;
  minSubtotalCents: number;
  scope: 'order' | 'categories' | 'products';
  scopeSlugs: readonly string[];
  combinable: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  uses: number;
  perShopperLimit: number | null;
  /** Orders of this shopper holding it now; 0 for a visitor. */
  shopperUses: number;
};

export type CouponOutcome = { accepted: true; couponId: string } | { accepted: false; reason: CouponRefusal };

export type DiscountResult = {
  subtotalCents: number;
  discounts: AppliedDiscount[];
  discountCents: number;
  totalBeforeShippingCents: number;
  coupon: CouponOutcome | null;
};

const lineTotal = (line: PricingLine) => line.unitPriceCents * line.quantity;

/**
 * Splits `amount` over lines in proportion to their weights, by largest remainder: the shares
 * add up to `amount` exactly, and ties go to the earlier line so the split is always the same.
 * `amount` must not exceed the sum of the weights; then no share exceeds its weight.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || whole <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map((value) => Math.floor(value));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if ((shares[index] ?? 0) < (weights[index] ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return shares;
}

/** A whole percent of an amount, half a cent and up rounded up (the shopper's way). */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

/**
 * What one promotion takes off each line, given what is left of each line (`left`): the
 * amounts are never above `left`. Zero everywhere when it does not apply.
 */
export function promotionShares(
  rule: PromotionRule,
  lines: readonly PricingLine[],
  left: readonly number[],
  subtotalCents: number,
): number[] {
  switch (rule.kind) {
    case 'category-percent': {
      const eligible = lines.map((line, index) => (line.categorySlugs.includes(rule.categorySlug) ? (left[index] ?? 0) : 0));
      const base = eligible.reduce((sum, value) => sum + value, 0);
      return allocate(Math.min(base, percentOf(base, rule.percent)), eligible);
    }
    case 'spend-save': {
      if (subtotalCents < rule.thresholdCents) return lines.map(() => 0);
      const base = left.reduce((sum, value) => sum + value, 0);
      return allocate(Math.min(base, rule.saveCents), left);
    }
    case 'buy-n-get-one': {
      // Every unit of the products on offer, dearest first: each run of n + 1 ends with its cheapest unit, which is free.
      const units = lines.flatMap((line, index) =>
        rule.productSlugs.includes(line.productSlug)
          ? Array.from({ length: line.quantity }, () => ({ index, price: line.unitPriceCents }))
          : [],
      );
      units.sort((a, b) => b.price - a.price || a.index - b.index);
      const free = lines.map(() => 0);
      for (let position = rule.n; position < units.length; position += rule.n + 1) {
        const unit = units[position];
        if (unit) free[unit.index] = (free[unit.index] ?? 0) + unit.price;
      }
      return free.map((amount, index) => Math.min(amount, left[index] ?? 0));
    }
  }
}

function discountOf(
  source: 'promotion' | 'coupon',
  code: string,
  title: string,
  lines: readonly PricingLine[],
  shares: readonly number[],
): AppliedDiscount | null {
  const amountCents = shares.reduce((sum, share) => sum + share, 0);
  if (amountCents <= 0) return null;
  return {
    source,
    code,
    title,
    amountCents,
    shares: lines
      .map((line, index) => ({ variantId: line.variantId, amountCents: shares[index] ?? 0 }))
      .filter((share) => share.amountCents > 0),
  };
}

/** Promotions in the order they apply: priority, then slug, so equal priorities never swap between requests. */
export function byPriority(a: PromotionCandidate, b: PromotionCandidate): number {
  return a.priority - b.priority || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/**
 * The promotions that apply: the exclusive one saving the most (ties by priority, then slug)
 * alone when any exclusive one applies, else every combinable one in priority order, each on
 * what the ones before it left.
 */
export function applyPromotions(
  lines: readonly PricingLine[],
  promotions: readonly PromotionCandidate[],
): { discounts: AppliedDiscount[]; left: number[] } {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const full = lines.map(lineTotal);
  let best: { discount: AppliedDiscount; shares: number[]; promotion: PromotionCandidate } | null = null;
  for (const promotion of [...promotions].filter((candidate) => candidate.exclusive).sort(byPriority)) {
    const shares = promotionShares(promotion.rule, lines, full, subtotal);
    const discount = discountOf('promotion', promotion.slug, promotion.title, lines, shares);
    if (discount && (!best || discount.amountCents > best.discount.amountCents)) best = { discount, shares, promotion };
  }
  if (best) return { discounts: [best.discount], left: full.map((value, index) => value - (best.shares[index] ?? 0)) };

  const left = [...full];
  const discounts: AppliedDiscount[] = [];
  for (const promotion of [...promotions].filter((candidate) => !candidate.exclusive).sort(byPriority)) {
    const shares = promotionShares(promotion.rule, lines, left, subtotal);
    const discount = discountOf('promotion', promotion.slug, promotion.title, lines, shares);
    if (!discount) continue;
    shares.forEach((share, index) => (left[index] = (left[index] ?? 0) - share));
    discounts.push(discount);
  }
  return { discounts, left };
}

/** Why a coupon cannot be used now, before looking at the lines; null when nothing stands in its way. */
export function couponStanding(coupon: CouponCandidate, currency: string, now: Date): CouponRefusal | null {
  if (coupon.currency !== currency) return 'currency';
  if (now.getTime() < coupon.startsAt.getTime()) return 'not-started';
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit) return 'limit-reached';
  if (coupon.perShopperLimit !== null && coupon.shopperUses >= coupon.perShopperLimit) return 'shopper-limit-reached';
  return null;
}

function couponShares(coupon: CouponCandidate, lines: readonly PricingLine[], left: readonly number[]): number[] {
  const inScope = (line: PricingLine) =>
    coupon.scope === 'order' ||
    (coupon.scope === 'categories'
      ? line.categorySlugs.some((slug) => coupon.scopeSlugs.includes(slug))
      : coupon.scopeSlugs.includes(line.productSlug));
  const eligible = lines.map((line, index) => (inScope(line) ? (left[index] ?? 0) : 0));
  const base = eligible.reduce((sum, value) => sum + value, 0);
  const wanted = coupon.kind === 'fixed' ? coupon.value : percentOf(base, coupon.value);
  return allocate(Math.min(base, wanted), eligible);
}

/**
 * Prices lines with the promotions that are running and the coupon the shopper entered.
 * A coupon that does not combine is not simply refused when a promotion applies: when it
 * saves more than the promotions together it is taken alone, in their place; otherwise it is
 * refused as `not-combinable` and the promotions stay. The shopper always gets the better one.
 */
export function computeDiscounts(
  lines: readonly PricingLine[],
  promotions: readonly PromotionCandidate[],
  coupon: { candidate: CouponCandidate | null } | null,
  options: { currency: string; now: Date },
): DiscountResult {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const promoted = applyPromotions(lines, promotions);
  let discounts = promoted.discounts;
  let verdict: CouponOutcome | null = null;

  if (coupon) {
    const candidate = coupon.candidate;
    const standing = candidate ? couponStanding(candidate, options.currency, options.now) : 'unknown';
    if (!candidate || standing) verdict = { accepted: false, reason: standing ?? 'unknown' };
    else if (subtotalCents < candidate.minSubtotalCents) verdict = { accepted: false, reason: 'minimum-not-met' };
    else {
      const alone = discountOf('coupon', candidate.code, candidate.title, lines, couponShares(candidate, lines, lines.map(lineTotal)));
      if (!alone) verdict = { accepted: false, reason: 'not-applicable' };
      else if (candidate.combinable) {
        const after = discountOf('coupon', candidate.code, candidate.title, lines, couponShares(candidate, lines, promoted.left));
        if (after) {
          discounts = [...discounts, after];
          verdict = { accepted: true, couponId: candidate.id };
        } else verdict = { accepted: false, reason: 'not-applicable' };
      } else {
        const promotionTotal = promoted.discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
        if (promoted.discounts.length > 0 && alone.amountCents <= promotionTotal) verdict = { accepted: false, reason: 'not-combinable' };
        else {
          discounts = [alone];
          verdict = { accepted: true, couponId: candidate.id };
        }
      }
    }
  }

  const discountCents = discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  return { subtotalCents, discounts, discountCents, totalBeforeShippingCents: subtotalCents - discountCents, coupon: verdict };
}
