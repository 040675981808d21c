import { and, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database, Transaction } from '../db/database';
import { pickTranslation } from '../catalog/queries/localized';
import { coupons, promotions } from '../db/schema';
import type { CouponCandidate, PromotionRule } from './discounts';
import { couponTextSchema, promotionRuleSchema, promotionTextSchema } from '../../src/schema/admin-api/coupons';

/*
 * Coupons and promotions as stored: their rules and their words in each language, read back
 * through the same schemas the merchant's writes are checked with, so a row the engine cannot
 * understand is skipped rather than priced wrongly.
 */

const titleSchema = z.object({ title: z.string().trim().min(1) });

export function promotionRuleOf(kind: string, params: unknown): PromotionRule | null {
  const parsed = promotionRuleSchema.safeParse({ ...(typeof params === 'object' && params !== null ? params : {}), kind });
  return parsed.success ? parsed.data : null;
}

export function couponTextOf(translations: unknown, locales: readonly TranslatedLocale[], code: string) {
  return pickTranslation(translations, locales, couponTextSchema) ?? { title: code, terms: '' };
}

export function promotionTextOf(translations: unknown, locales: readonly TranslatedLocale[], slug: string) {
  return pickTranslation(translations, locales, promotionTextSchema) ?? { title: slug, description: '' };
}

export const scopeSlugsOf = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((slug): slug is string => typeof slug === 'string') : []);

/**
 * The titles promotions (by slug) and coupons (by code) go by in `locales` today, ended ones
 * too: an order shows the discounts it was given in its reader's language. One the shop no
 * longer has (or has no words for) is absent.
 */
export async function discountTitlesOf(
  db: Database | Transaction,
  wanted: { promotions: readonly string[]; coupons: readonly string[] },
  locales: readonly TranslatedLocale[],
): Promise<{ promotions: Map<string, string>; coupons: Map<string, string> }> {
  const [promotionRows, couponRows] = await Promise.all([
    wanted.promotions.length === 0
      ? []
      : db.select({ key: promotions.slug, translations: promotions.translations }).from(promotions).where(inArray(promotions.slug, [...wanted.promotions])),
    wanted.coupons.length === 0
      ? []
      : db.select({ key: coupons.code, translations: coupons.translations }).from(coupons).where(inArray(coupons.code, [...wanted.coupons])),
  ]);
  const titles = (rows: readonly { key: string; translations: unknown }[]) =>
    new Map(
      rows.flatMap((row) => {
        const words = pickTranslation(row.translations, locales, titleSchema);
        return words ? [[row.key, words.title] as const] : [];
      }),
    );
  return { promotions: titles(promotionRows), coupons: titles(couponRows) };
}

/** Started and not ended at `now`. */
export function runningCoupon(now: Date): SQL {
  return and(lte(coupons.startsAt, now), or(isNull(coupons.endsAt), gt(coupons.endsAt, now)))!;
}

export function runningPromotion(now: Date): SQL {
  return and(lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)))!;
}

/** Codes are typed in any case and with stray spaces; they are stored upper-cased. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function couponCandidateOf(row: typeof coupons.$inferSelect, locales: readonly TranslatedLocale[], shopperUses: number): CouponCandidate {
  return {
    id: row.id,
    code: row.code,
    title: couponTextOf(row.translations, locales, row.code).title,
    kind: row.kind === 'percent' ? 'percent' : 'fixed',
    value: row.value,
    currency: row.currency,
    minSubtotalCents: row.minSubtotalCents,
    scope: row.scope === 'categories' || row.scope === 'products' ? row.scope : 'order',
    scopeSlugs: scopeSlugsOf(row.scopeSlugs),
    combinable: row.combinable,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    uses: row.uses,
    perShopperLimit: row.perShopperLimit,
    shopperUses,
  };
}
