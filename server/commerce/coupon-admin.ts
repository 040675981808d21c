import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons, promotions } from '../db/schema';
import type { Problem } from '../http/problems';
import { problemsFromZod } from '../http/problems';
import { couponInputSchema, promotionInputSchema, type CouponInput, type PromotionInput } from '../../src/schema/admin-api/coupons';
import { scopeSlugsOf } from './coupon-records';

/*
 * The merchant's coupons and promotions: created and changed as a whole, every problem named
 * by its path, so a write the engine could not price is never stored. A change is the stored
 * record with the given fields replaced, checked again in full.
 */

type CouponRow = typeof coupons.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

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

export type AdminWrite<T> = { ok: true; value: T; created: boolean } | { ok: false; status: 404 | 409 | 422; message: string; problems: Problem[] };

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
  if (!isRecord(body)) return refused(422, 'Invalid coupon', [{ path: '(the whole body)', message: 'Expected an object of the fields to change' }]);
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

export async function updatePromotion(db: Database, slug: string, body: unknown): Promise<AdminWrite<ReturnType<typeof promotionRecordOf>>> {
  if (!isRecord(body)) return refused(422, 'Invalid promotion', [{ path: '(the whole body)', message: 'Expected an object of the fields to change' }]);
  const [stored] = await db.select().from(promotions).where(eq(promotions.slug, slug)).limit(1);
  if (!stored) return refused(404, `No promotion ${slug}`);
  const merged = { ...promotionRecordOf(stored), ...body, slug: stored.slug };
  const parsed = promotionInputSchema.safeParse(merged);
  if (!parsed.success) return refused(422, 'Invalid promotion', problemsFromZod(parsed.error, merged));
  const [row] = await db.update(promotions).set(promotionValues(parsed.data)).where(eq(promotions.id, stored.id)).returning();
  return { ok: true, value: promotionRecordOf(row ?? stored), created: false };
}
