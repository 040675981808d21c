import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database, Transaction } from '../db/database';
import { paymentMethods, shippingMethods } from '../db/schema';
import { pickTranslation } from '../catalog/queries/localized';

/*
 * The shop's shipping and payment methods as a checkout offers them. A shipping method fits
 * when it serves the destination country (or every country, `*`), takes as many units as the
 * cart holds and charges in the checkout's currency; it is free once the total before
 * shipping reaches its threshold. What a method costs and where it goes are read apart from
 * its words (name, estimate, description), which only a page shows, in its language.
 */

export type ShippingRule = {
  code: string;
  countries: readonly string[];
  feeCents: number;
  freeFromCents: number | null;
  maxUnits: number | null;
  currency: string;
};

export type ShippingFit = { code: string; feeCents: number };

export type ShippingWords = { name: string; estimate: string };

const countriesSchema = z.array(z.string());
const shippingWords = z.object({ name: z.string(), estimate: z.string().default('') });
const paymentWords = z.object({ name: z.string(), description: z.string().default('') });

/** The methods that fit a destination and a cart, cheapest rules first as the merchant ordered them. */
export function fittingShipping(
  rules: readonly ShippingRule[],
  order: { country: string | null; units: number; totalBeforeShippingCents: number; currency: string },
): ShippingFit[] {
  if (order.country === null) return [];
  return rules
    .filter((rule) => rule.currency === order.currency)
    .filter((rule) => rule.countries.includes('*') || rule.countries.includes(order.country!))
    .filter((rule) => rule.maxUnits === null || order.units <= rule.maxUnits)
    .map((rule) => ({
      code: rule.code,
      feeCents: rule.freeFromCents !== null && order.totalBeforeShippingCents >= rule.freeFromCents ? 0 : rule.feeCents,
    }));
}

/** The merchant's order, the same for every read of the methods. */
const shippingOrder = () => [asc(shippingMethods.position), asc(shippingMethods.code)];

export async function activeShippingRules(db: Database | Transaction): Promise<ShippingRule[]> {
  const rows = await db
    .select({
      code: shippingMethods.code,
      countries: shippingMethods.countries,
      feeCents: shippingMethods.feeCents,
      freeFromCents: shippingMethods.freeFromCents,
      maxUnits: shippingMethods.maxUnits,
      currency: shippingMethods.currency,
    })
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(...shippingOrder());
  return rows.map((row) => {
    const countries = countriesSchema.safeParse(row.countries);
    return {
      code: row.code,
      countries: countries.success ? countries.data : [],
      feeCents: row.feeCents,
      freeFromCents: row.freeFromCents,
      maxUnits: row.maxUnits,
      currency: row.currency,
    };
  });
}

/** The active shipping methods' words in `locales`, by code: the code itself names one without any. */
export async function activeShippingWords(db: Database | Transaction, locales: readonly TranslatedLocale[]): Promise<Map<string, ShippingWords>> {
  const rows = await db
    .select({ code: shippingMethods.code, translations: shippingMethods.translations })
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(...shippingOrder());
  return new Map(
    rows.map((row) => {
      const words = pickTranslation(row.translations, locales, shippingWords);
      return [row.code, { name: words?.name ?? row.code, estimate: words?.estimate ?? '' }];
    }),
  );
}

export type OfferedPaymentMethod = { code: string; provider: string; name: string; description: string };

const paymentOrder = () => [asc(paymentMethods.position), asc(paymentMethods.code)];

/** The codes of the payment methods offered now, first offered first. */
export async function activePaymentMethodCodes(db: Database | Transaction): Promise<string[]> {
  const rows = await db.select({ code: paymentMethods.code }).from(paymentMethods).where(eq(paymentMethods.active, true)).orderBy(...paymentOrder());
  return rows.map((row) => row.code);
}

export async function activePaymentMethods(
  db: Database | Transaction,
  locales: readonly TranslatedLocale[],
): Promise<OfferedPaymentMethod[]> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.active, true)).orderBy(...paymentOrder());
  return rows.map((row) => {
    const words = pickTranslation(row.translations, locales, paymentWords);
    return { code: row.code, provider: row.provider, name: words?.name ?? row.code, description: words?.description ?? '' };
  });
}

const methodName = z.object({ name: z.string().trim().min(1) });

/**
 * What the shop calls a shipping and a payment method in `locales` today, offered or not (an
 * order names the methods it was placed with long after); null for a method the shop no
 * longer has, or has no name for.
 */
export async function methodNamesOf(
  db: Database | Transaction,
  codes: { shipping: string; payment: string },
  locales: readonly TranslatedLocale[],
): Promise<{ shipping: string | null; payment: string | null }> {
  const [[shipping], [payment]] = await Promise.all([
    db.select({ translations: shippingMethods.translations }).from(shippingMethods).where(eq(shippingMethods.code, codes.shipping)).limit(1),
    db.select({ translations: paymentMethods.translations }).from(paymentMethods).where(eq(paymentMethods.code, codes.payment)).limit(1),
  ]);
  return {
    shipping: shipping ? (pickTranslation(shipping.translations, locales, methodName)?.name ?? null) : null,
    payment: payment ? (pickTranslation(payment.translations, locales, methodName)?.name ?? null) : null,
  };
}
