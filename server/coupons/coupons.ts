import { and, asc, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { couponInputSchema, promotionInputSchema, type CouponInput, type PromotionInput } from '../../src/schema/admin-api/coupons';
import type { TranslatedLocale, UrlLanguage } from '../../src/schema/languages';
import type { CouponCard, PromotionCard } from '../../src/schema/web-api/coupon';
import { hrefIn } from '../catalog/queries/hrefs';
import type { Database, Transaction } from '../db/database';
import { couponClaims, couponUses, coupons, promotions } from '../db/schema';
import { problemsFromZod, type Problem } from '../http/problems';
import {
  couponTextOf,
  normalizeCode,
  promotionRuleOf,
  promotionTextOf,
  runningCoupon,
  runningPromotion,
  scopeSlugsOf,
} from './coupon-records';

/*
 * Coupons a shopper can see and keep: the claimable ones listed on `coupon`, one coupon's
 * page, claiming one (once: a second claim changes nothing), and the claimed ones still
 * usable, which the checkout offers. Below them, the merchant's writes.
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
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalizeCode(slug)), claimable(options.now)))
    .limit(1);
  return row ? couponCardOf(row, options) : null;
}

export type ClaimOutcome = { ok: true; coupon: CouponCard } | { ok: false; reason: 'not-found' };

/** Keeps a coupon for the shopper; claiming it again changes nothing and answers the same. */
export async function claimCoupon(db: Database, userId: string, code: string, options: ShowOptions): Promise<ClaimOutcome> {
  const normalized = normalizeCode(code);
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalized), claimable(options.now)))
    .limit(1);
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
    .where(
      and(
        eq(couponClaims.userId, userId),
        eq(coupons.currency, options.currency),
        runningCoupon(options.now),
        or(isNull(coupons.usageLimit), lt(coupons.uses, coupons.usageLimit)),
      ),
    )
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
  const rows = await db
    .select()
    .from(promotions)
    .where(runningPromotion(options.now))
    .orderBy(asc(promotions.priority), asc(promotions.slug))
    .limit(200);
  return rows.flatMap((row) => promotionCardOf(row, options) ?? []);
}

export async function findRunningPromotion(db: Database, slug: string, now: Date): Promise<PromotionRow | null> {
  if (slug.length > 120) return null;
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.slug, slug), runningPromotion(now)))
    .limit(1);
  return row ?? null;
}

/*
 * The merchant's coupons and promotions: created and changed as a whole, every problem named
 * by its path, so a write the engine could not price is never stored. A change is the stored
 * record with the given fields replaced, checked again in full.
 */

/** A coupon as the merchant reads it: its input fields, and how many orders hold it now. */
export function couponRecordOf(row: CouponRow) {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency: row.currency,
    minSubtotalCents: row.minSubtotalCents,
    scope: row.scope,
    scopeSlugs: scopeSlugsOf(row.scopeSlugs),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perShopperLimit: row.perShopperLimit,
    combinable: row.combinable,
    listed: row.listed,
    translations: row.translations,
    uses: row.uses,
  };
}

export function promotionRecordOf(row: PromotionRow) {
  const params = typeof row.params === 'object' && row.params !== null ? row.params : {};
  return {
    slug: row.slug,
    rule: { ...params, kind: row.kind },
    currency: row.currency,
    priority: row.priority,
    exclusive: row.exclusive,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    translations: row.translations,
  };
}

function couponValues(input: CouponInput) {
  return { ...input, startsAt: new Date(input.startsAt), endsAt: input.endsAt === null ? null : new Date(input.endsAt) };
}

function promotionValues(input: PromotionInput) {
  const { rule, ...rest } = input;
  const { kind, ...params } = rule;
  return { ...rest, kind, params, startsAt: new Date(input.startsAt), endsAt: input.endsAt === null ? null : new Date(input.endsAt) };
}

export type AdminWrite<T> =
  { ok: true; value: T; created: boolean } | { ok: false; status: 404 | 409 | 422; message: string; problems: Problem[] };

const refused = (status: 404 | 409 | 422, message: string, problems: Problem[] = []) => ({ ok: false as const, status, message, problems });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function listCoupons(db: Database) {
  return (await db.select().from(coupons).orderBy(asc(coupons.code))).map(couponRecordOf);
}

export async function readCoupon(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row ? couponRecordOf(row) : null;
}

export async function createCoupon(db: Database, body: unknown): Promise<AdminWrite<ReturnType<typeof couponRecordOf>>> {
  const parsed = couponInputSchema.safeParse(body);
  if (!parsed.success) return refused(422, 'Invalid coupon', problemsFromZod(parsed.error, body));
  const [row] = await db.insert(coupons).values(couponValues(parsed.data)).onConflictDoNothing().returning();
  if (!row) return refused(409, `A coupon ${parsed.data.code} exists already`, [{ path: 'code', message: 'Already taken' }]);
  return { ok: true, value: couponRecordOf(row), created: true };
}

/** Replaces the fields given; the code stays. A limit below the orders holding it now is refused, not stored. */
export async function updateCoupon(db: Database, code: string, body: unknown): Promise<AdminWrite<ReturnType<typeof couponRecordOf>>> {
  if (!isRecord(body))
    return refused(422, 'Invalid coupon', [{ path: '(the whole body)', message: 'Expected an object of the fields to change' }]);
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).for('update').limit(1);
    if (!stored) return refused(404, `No coupon ${code}`);
    const { uses, ...current } = couponRecordOf(stored);
    const merged = { ...current, ...body, code: stored.code };
    const parsed = couponInputSchema.safeParse(merged);
    if (!parsed.success) return refused(422, 'Invalid coupon', problemsFromZod(parsed.error, merged));
    if (parsed.data.usageLimit !== null && parsed.data.usageLimit < uses) {
      return refused(422, 'Invalid coupon', [{ path: 'usageLimit', message: `${uses} orders hold it now; the limit cannot be lower` }]);
    }
    const [row] = await tx.update(coupons).set(couponValues(parsed.data)).where(eq(coupons.id, stored.id)).returning();
    return { ok: true as const, value: couponRecordOf(row ?? stored), created: false };
  });
}

export async function listPromotions(db: Database) {
  return (await db.select().from(promotions).orderBy(asc(promotions.priority), asc(promotions.slug))).map(promotionRecordOf);
}

export async function readPromotion(db: Database, slug: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug)).limit(1);
  return row ? promotionRecordOf(row) : null;
}

export async function createPromotion(db: Database, body: unknown): Promise<AdminWrite<ReturnType<typeof promotionRecordOf>>> {
  const parsed = promotionInputSchema.safeParse(body);
  if (!parsed.success) return refused(422, 'Invalid promotion', problemsFromZod(parsed.error, body));
  const [row] = await db.insert(promotions).values(promotionValues(parsed.data)).onConflictDoNothing().returning();
  if (!row) return refused(409, `A promotion ${parsed.data.slug} exists already`, [{ path: 'slug', message: 'Already taken' }]);
  return { ok: true, value: promotionRecordOf(row), created: true };
}

export async function updatePromotion(
  db: Database,
  slug: string,
  body: unknown,
): Promise<AdminWrite<ReturnType<typeof promotionRecordOf>>> {
  if (!isRecord(body))
    return refused(422, 'Invalid promotion', [{ path: '(the whole body)', message: 'Expected an object of the fields to change' }]);
  const [stored] = await db.select().from(promotions).where(eq(promotions.slug, slug)).limit(1);
  if (!stored) return refused(404, `No promotion ${slug}`);
  const merged = { ...promotionRecordOf(stored), ...body, slug: stored.slug };
  const parsed = promotionInputSchema.safeParse(merged);
  if (!parsed.success) return refused(422, 'Invalid promotion', problemsFromZod(parsed.error, merged));
  const [row] = await db.update(promotions).set(promotionValues(parsed.data)).where(eq(promotions.id, stored.id)).returning();
  return { ok: true, value: promotionRecordOf(row ?? stored), created: false };
}
