import { and, asc, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { TranslatedLocale, UrlLanguage } from '../../src/schema/languages';
import type { CouponCard, PromotionCard } from '../../src/schema/web-api/coupon';
import { hrefIn } from '../catalog/queries/hrefs';
import type { Database, Transaction } from '../db/database';
import { couponClaims, couponUses, coupons, promotions } from '../db/schema';
import { couponTextOf, normalizeCode, promotionRuleOf, promotionTextOf, runningCoupon, runningPromotion } from './coupon-records';

/*
 * Coupons a shopper can see and keep: the claimable ones listed on `coupon`, one coupon's
 * page, claiming one (once: a second claim changes nothing), and the claimed ones still
 * usable, which the checkout offers.
 */

type CouponRow = typeof coupons.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;
export type ShowOptions = { locales: readonly TranslatedLocale[]; lang: UrlLanguage; now: Date };

/** `coupon/{slug}`: the code lower-cased. */
export const couponSlugOf = (code: string) => code.toLowerCase();

export function couponCardOf(row: CouponRow, options: Pick<ShowOptions, 'locales' | 'lang'>): CouponCard {
  const text = couponTextOf(row.translations, options.locales, row.code);
  return {
    code: row.code,
    href: hrefIn(options.lang, `coupon/${encodeURIComponent(couponSlugOf(row.code))}`),
    title: text.title,
    terms: text.terms,
    kind: row.kind === 'percent' ? 'percent' : 'fixed',
    value: row.value,
    currency: row.currency,
    minSubtotalCents: row.minSubtotalCents,
    scope: row.scope === 'categories' || row.scope === 'products' ? row.scope : 'order',
    combinable: row.combinable,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function promotionCardOf(row: PromotionRow, options: Pick<ShowOptions, 'locales' | 'lang'>): PromotionCard | null {
  const rule = promotionRuleOf(row.kind, row.params);
  if (!rule) return null;
  const text = promotionTextOf(row.translations, options.locales, row.slug);
  return {
    slug: row.slug,
    href: hrefIn(options.lang, `promotion/${encodeURIComponent(row.slug)}`),
    title: text.title,
    description: text.description,
    kind: rule.kind,
    exclusive: row.exclusive,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** Listed, running and not used up: what a shopper may still claim. */
function claimable(now: Date) {
  return and(eq(coupons.listed, true), runningCoupon(now), or(isNull(coupons.usageLimit), lt(coupons.uses, coupons.usageLimit)));
}

/** The `coupon` page: claimable coupons, those ending soonest first. */
export async function claimableCoupons(db: Database, options: ShowOptions): Promise<CouponCard[]> {
  const rows = await db.select().from(coupons).where(claimable(options.now)).orderBy(asc(coupons.endsAt), asc(coupons.code)).limit(200);
  return rows.map((row) => couponCardOf(row, options));
}

/** The coupon a `coupon/{slug}` page shows; null (a 404) when it is not claimable now. */
export async function claimableCoupon(db: Database, slug: string, options: ShowOptions): Promise<CouponCard | null> {
  if (slug.length > 40) return null;
  const [row] = await db.select().from(coupons).where(and(eq(coupons.code, normalizeCode(slug)), claimable(options.now))).limit(1);
  return row ? couponCardOf(row, options) : null;
}

export type ClaimOutcome = { ok: true; coupon: CouponCard } | { ok: false; reason: 'not-found' };

/** Keeps a coupon for the shopper; claiming it again changes nothing and answers the same. */
export async function claimCoupon(db: Database, userId: string, code: string, options: ShowOptions): Promise<ClaimOutcome> {
  const normalized = normalizeCode(code);
  const [row] = await db.select().from(coupons).where(and(eq(coupons.code, normalized), claimable(options.now))).limit(1);
  if (!row) return { ok: false, reason: 'not-found' };
  await db.insert(couponClaims).values({ couponId: row.id, userId }).onConflictDoNothing();
  return { ok: true, coupon: couponCardOf(row, options) };
}

/**
 * The shopper's claimed coupons they can use now in `currency`: running, not used up, and
 * within their own limit. The checkout offers these; any of them may still be refused for a
 * cart (a minimum, a scope), which pricing says.
 */
export async function claimedCouponsOf(
  db: Database | Transaction,
  userId: string,
  options: { locales: readonly TranslatedLocale[]; now: Date; currency: string; lang?: UrlLanguage },
): Promise<CouponCard[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(and(eq(couponClaims.userId, userId), eq(coupons.currency, options.currency), runningCoupon(options.now), or(isNull(coupons.usageLimit), lt(coupons.uses, coupons.usageLimit))))
    .orderBy(asc(coupons.endsAt), asc(coupons.code));
  const limited = rows.filter(({ coupon }) => coupon.perShopperLimit !== null).map(({ coupon }) => coupon.id);
  const held = new Map<string, number>();
  if (limited.length > 0) {
    const counts = await db
      .select({ couponId: couponUses.couponId, count: count() })
      .from(couponUses)
      .where(and(eq(couponUses.userId, userId), inArray(couponUses.couponId, limited)))
      .groupBy(couponUses.couponId);
    for (const row of counts) held.set(row.couponId, row.count);
  }
  const show = { locales: options.locales, lang: options.lang ?? 'en' };
  return rows
    .filter(({ coupon }) => coupon.perShopperLimit === null || (held.get(coupon.id) ?? 0) < coupon.perShopperLimit)
    .map(({ coupon }) => couponCardOf(coupon, show));
}

/** The `promotion` page: running promotions, by priority. */
export async function runningPromotions(db: Database, options: ShowOptions): Promise<PromotionCard[]> {
  const rows = await db.select().from(promotions).where(runningPromotion(options.now)).orderBy(asc(promotions.priority), asc(promotions.slug)).limit(200);
  return rows.flatMap((row) => promotionCardOf(row, options) ?? []);
}

export async function findRunningPromotion(db: Database, slug: string, now: Date): Promise<PromotionRow | null> {
  if (slug.length > 120) return null;
  const [row] = await db.select().from(promotions).where(and(eq(promotions.slug, slug), runningPromotion(now))).limit(1);
  return row ?? null;
}
