import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { localeChain, TRANSLATED_LOCALES, URL_LANGUAGE_OF, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import type { AddressBook, AddressFields, SavedAddress } from '../../src/schema/web-api/address-book';
import type { ChangeBus } from '../events/change-bus';
import type { Database, Transaction } from '../db/database';
import { checkouts, orders, products, productTranslations, productVariants } from '../db/schema';
import { parseOptions, pickText } from '../catalog/queries/localized';
import { addressBookOf } from '../addresses/addresses';
import { removeShopperCartLines, shopperCartCoupon, shopperCartLines } from '../cart/cart-store';
import { useCoupon } from '../coupons/coupon-uses';
import { insertOrder, type LockedOrder, type NewOrderLine } from '../orders/order-records';
import { priceLines, type Pricing } from '../commerce/pricing';
import type { CommerceRules } from '../commerce/commerce-rules';
import { activePaymentMethodCodes, activeShippingRules, fittingShipping, type ShippingFit } from '../commerce/shipping';
import { moveStockThen, takeStock } from '../commerce/stock';
import { loadLineFacts, type LineFacts } from '../commerce/line-facts';

/*
 * A checkout: the cart's lines snapshotted when the shopper proceeds, and the choices made on
 * its page. Its facts (what it holds, costs and may be shipped and paid with) are read here,
 * from today's prices and the shop's rules, every time it is shown or changed, and once more
 * inside the transaction that places it; nothing the browser sends is a price. The facts hold
 * no words, links or pictures: the page draws those in its language (checkout-view.ts) after
 * the transaction. Placing locks the checkout row, so any number of submits at once make one
 * order (the unique index on `orders.checkout_id` holds it too) and each answers that order.
 */

const linesSchema = z.array(z.object({ variantId: z.int(), quantity: z.int().min(1) }));
type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The language an order placed from a page in `lang` keeps, for the mail and messages about it
 * later; the checkout's discounts are named in it, as the order stores them.
 */
export function orderLocaleOf(lang: UrlLanguage): TranslatedLocale {
  return localeChain(lang)[0] ?? 'en';
}

/** The languages an order's locale reads, best first: the same as those of the page it was placed from. */
const localesOf = (locale: TranslatedLocale) => localeChain(URL_LANGUAGE_OF[locale]);

/** Snapshots the shopper's cart into a new checkout with the first choices made for them; null when the cart is empty. */
export async function startCheckout(db: Database, userId: string): Promise<string | null> {
  const lines = await shopperCartLines(db, userId);
  if (lines.length === 0) return null;
  const found = await loadLineFacts(
    db,
    lines.map((line) => line.variantId),
  );
  const kept = lines.filter((line) => found.has(line.variantId));
  if (kept.length === 0) return null;
  const currency = found.get(kept[0]!.variantId)!.currency;
  const [book, methods, couponCode] = await Promise.all([addressBookOf(db, userId), activePaymentMethodCodes(db), shopperCartCoupon(db, userId)]);
  const address = book.addresses[0] ?? null;
  const [row] = await db
    .insert(checkouts)
    .values({
      userId,
      lines: kept.map(({ variantId, quantity }) => ({ variantId, quantity })),
      currency,
      addressId: address?.id ?? null,
      address: address ? snapshotOf(address) : null,
      paymentMethod: methods[0] ?? null,
      couponCode,
    })
    .returning({ id: checkouts.id });
  return row!.id;
}

function snapshotOf(address: SavedAddress): AddressFields {
  const { id: _id, isDefault: _isDefault, ...values } = address;
  return values;
}

async function ownCheckout(db: Database | Transaction, checkoutId: string, userId: string, lock = false): Promise<CheckoutRow | null> {
  const query = db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * What a checkout holds, costs and may be shipped and paid with right now: all that pricing and
 * placing read, in no page's language. Only the discounts' titles are words, in the language
 * the facts were read for (`locale`), as an order placed from them stores them.
 */
export type CheckoutFacts = {
  row: CheckoutRow;
  locale: TranslatedLocale;
  lines: { ref: { variantId: number; quantity: number }; line: LineFacts }[];
  book: AddressBook;
  country: string | null;
  pricing: Pricing;
  /** The shipping methods that fit, first offered first, each with its fee for this checkout. */
  shippingOptions: ShippingFit[];
  shipping: ShippingFit | null;
  /** The codes of the payment methods offered, first offered first. */
  paymentMethods: string[];
  totalCents: number;
};

/** The checkout's facts now; `locale` names its discounts (an order placed from them keeps that language). */
async function checkoutFactsOf(
  db: Database | Transaction,
  commerceRules: CommerceRules,
  row: CheckoutRow,
  locale: TranslatedLocale,
  now: Date,
): Promise<CheckoutFacts> {
  const refs = linesSchema.safeParse(row.lines);
  const wanted = refs.success ? refs.data : [];
  const [found, book, rules, paymentMethods] = await Promise.all([
    loadLineFacts(
      db,
      wanted.map((line) => line.variantId),
    ),
    addressBookOf(db, row.userId),
    activeShippingRules(db),
    activePaymentMethodCodes(db),
  ]);
  const lines = wanted.flatMap((ref) => {
    const line = found.get(ref.variantId);
    return line ? [{ ref, line }] : [];
  });
  const pricing = await priceLines(
    db,
    commerceRules,
    lines.map(({ ref, line }) => ({
      variantId: ref.variantId,
      productSlug: line.productSlug,
      categorySlugs: line.categorySlugs,
      unitPriceCents: line.unitPriceCents,
      quantity: ref.quantity,
    })),
    { currency: row.currency, locales: localesOf(locale), now, coupon: row.couponCode ? { code: row.couponCode, userId: row.userId } : undefined },
  );
  const chosen = book.addresses.find((address) => address.id === row.addressId);
  const snapshot = z.object({ country: z.string() }).safeParse(row.address);
  const country = chosen?.country ?? (snapshot.success ? snapshot.data.country : null);
  const units = lines.reduce((sum, { ref }) => sum + ref.quantity, 0);
  const shippingOptions = fittingShipping(rules, {
    country,
    units,
    totalBeforeShippingCents: pricing.totalBeforeShippingCents,
    currency: row.currency,
  });
  // Until the shopper picks one (or when the address rules their pick out), the first method that fits is the one shown and charged.
  const shipping = shippingOptions.find((option) => option.code === row.shippingMethod) ?? shippingOptions[0] ?? null;
  return {
    row,
    locale,
    lines,
    book,
    country,
    pricing,
    shippingOptions,
    shipping,
    paymentMethods,
    totalCents: pricing.totalBeforeShippingCents + (shipping?.feeCents ?? 0),
  };
}

/** The shopper's checkout's facts now, for its page; null when it is not theirs (or does not exist). */
export async function shopperCheckoutFacts(
  db: Database,
  commerceRules: CommerceRules,
  checkoutId: string,
  userId: string,
  locale: TranslatedLocale,
  now: Date,
): Promise<CheckoutFacts | null> {
  const row = await ownCheckout(db, checkoutId, userId);
  return row ? checkoutFactsOf(db, commerceRules, row, locale, now) : null;
}

export type CheckoutChange = {
  addressId?: string | undefined;
  shippingMethod?: string | undefined;
  paymentMethod?: string | undefined;
  couponCode?: string | undefined;
  remarks?: string | undefined;
};

export type UpdateOutcome =
  | { ok: true; facts: CheckoutFacts }
  | { ok: false; reason: 'not-found' | 'placed' | 'address-not-found' | 'shipping-unavailable' | 'payment-unavailable' };

/** Applies one change (each field given is a choice) and answers the checkout's facts recomputed, its discounts named in `locale`. */
export async function updateCheckout(
  db: Database,
  commerceRules: CommerceRules,
  checkoutId: string,
  userId: string,
  change: CheckoutChange,
  locale: TranslatedLocale,
  now = new Date(),
): Promise<UpdateOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const row = await ownCheckout(tx, checkoutId, userId, true);
      if (!row) return { ok: false, reason: 'not-found' } as const;
      if (row.orderId) return { ok: false, reason: 'placed' } as const;
      const set: Partial<CheckoutRow> = { updatedAt: now };
      if (change.addressId !== undefined) {
        const { addresses } = await addressBookOf(tx, userId);
        const address = addresses.find((candidate) => candidate.id === change.addressId);
        if (!address) return { ok: false, reason: 'address-not-found' } as const;
        set.addressId = address.id;
        set.address = snapshotOf(address);
      }
      if (change.paymentMethod !== undefined) {
        const methods = await activePaymentMethodCodes(tx);
        if (!methods.includes(change.paymentMethod)) return { ok: false, reason: 'payment-unavailable' } as const;
        set.paymentMethod = change.paymentMethod;
      }
      if (change.couponCode !== undefined) set.couponCode = change.couponCode === '' ? null : change.couponCode;
      if (change.remarks !== undefined) set.remarks = change.remarks;
      if (change.shippingMethod !== undefined) set.shippingMethod = change.shippingMethod;
      const [updated] = await tx.update(checkouts).set(set).where(eq(checkouts.id, row.id)).returning();
      const facts = await checkoutFactsOf(tx, commerceRules, updated!, locale, now);
      // Whether a method fits depends on the row as changed; refused, the change is rolled back whole.
      if (change.shippingMethod !== undefined && facts.shipping?.code !== change.shippingMethod) throw new UpdateRefused();
      return { ok: true, facts } as const;
    });
  } catch (error) {
    if (error instanceof UpdateRefused) return { ok: false, reason: 'shipping-unavailable' };
    throw error;
  }
}

class UpdateRefused extends Error {}

export type PlaceRefusal =
  | { reason: 'not-found' }
  | { reason: 'empty' }
  | { reason: 'address-missing' }
  | { reason: 'shipping-unavailable' }
  | { reason: 'payment-unavailable' }
  | { reason: 'coupon-refused'; detail: string }
  | { reason: 'out-of-stock'; index: number; name: string; available: number };

export type PlaceOutcome =
  { ok: true; order: Pick<LockedOrder, 'id' | 'orderNo' | 'paymentMethod'>; placedNow: boolean } | ({ ok: false } & PlaceRefusal);

class Refused extends Error {
  constructor(readonly refusal: PlaceRefusal) {
    super(refusal.reason);
  }
}

/**
 * Names and options of each line in every translated language, so an order reads the same
 * whatever language it is opened in, and the name in the order's own language (`locale`'s,
 * else English, else the product's slug), which stands in for a language the product has no
 * name in and which an out-of-stock refusal names. Two reads for all lines and languages:
 * placing runs under the checkout's lock, where every query counts.
 */
async function orderLinesOf(tx: Transaction, facts: CheckoutFacts): Promise<{ line: NewOrderLine; name: string }[]> {
  const productIds = [...new Set(facts.lines.map(({ line }) => line.productId))];
  const variantIds = facts.lines.map(({ ref }) => ref.variantId);
  const [names, variants] = await Promise.all([
    tx
      .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, productIds)),
    tx
      .select({
        id: productVariants.id,
        optionValues: productVariants.optionValues,
        options: products.options,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, variantIds)),
  ]);
  const shares = new Map<number, number>();
  for (const discount of facts.pricing.discounts)
    for (const share of discount.shares) shares.set(share.variantId, (shares.get(share.variantId) ?? 0) + share.amountCents);
  const inEach = (pick: (locale: TranslatedLocale) => string) =>
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, pick(locale)]));
  const nameIn = (productId: number, locale: TranslatedLocale) => names.find((row) => row.productId === productId && row.locale === locale);
  const reading = [...localesOf(facts.locale), 'en' as const];
  return facts.lines.map(({ ref, line }) => {
    const name = (reading.map((locale) => nameIn(line.productId, locale)).find((row) => row !== undefined)?.name ?? line.productSlug).slice(0, 200);
    const variant = variants.find((candidate) => candidate.id === ref.variantId);
    const chosen = (variant?.optionValues ?? {}) as Record<string, unknown>;
    const options = parseOptions(variant?.options).flatMap((option) => {
      const value = option.values.find((candidate) => candidate.code === chosen[option.code]);
      return value
        ? [
            {
              name: inEach((locale) => pickText(option.name, [locale]) || option.code),
              value: inEach((locale) => pickText(value.label, [locale]) || value.code),
            },
          ]
        : [];
    });
    return {
      line: {
        variantId: ref.variantId,
        productSlug: line.productSlug,
        sku: line.sku,
        names: inEach((locale) => nameIn(line.productId, locale)?.name ?? name),
        options,
        image: line.picture === null ? null : { slug: line.productSlug, position: line.picture },
        unitPriceCents: line.unitPriceCents,
        quantity: ref.quantity,
        discountCents: shares.get(ref.variantId) ?? 0,
      },
      name,
    };
  });
}

/**
 * Places the checkout's order, once: priced again, stock taken line by line, the coupon used,
 * the order written and the bought lines taken out of the cart, all in one transaction under
 * the checkout's lock. Any refusal rolls all of it back. A checkout already placed answers its order.
 * Open pages of the bought products hear of the new stock once it commits. `locale` is the
 * order's language (`orderLocaleOf` the page's): the order keeps it, and its discounts' names in it.
 */
export async function placeCheckout(
  db: Database,
  commerceRules: CommerceRules,
  changes: ChangeBus | undefined,
  checkoutId: string,
  userId: string,
  locale: TranslatedLocale,
  now = new Date(),
): Promise<PlaceOutcome> {
  try {
    return await moveStockThen(db, changes, async (tx) => {
      const row = await ownCheckout(tx, checkoutId, userId, true);
      if (!row) throw new Refused({ reason: 'not-found' });
      if (row.orderId) {
        const [order] = await tx
          .select({ id: orders.id, orderNo: orders.orderNo, paymentMethod: orders.paymentMethod })
          .from(orders)
          .where(eq(orders.id, row.orderId));
        if (order) return { ok: true, order, placedNow: false } as const;
      }
      const facts = await checkoutFactsOf(tx, commerceRules, row, locale, now);
      if (facts.lines.length === 0) throw new Refused({ reason: 'empty' });
      const address = facts.book.addresses.find((candidate) => candidate.id === row.addressId);
      const addressValues = address ? snapshotOf(address) : row.address;
      if (!addressValues || facts.country === null) throw new Refused({ reason: 'address-missing' });
      if (!facts.shipping) throw new Refused({ reason: 'shipping-unavailable' });
      const method = facts.paymentMethods.find((code) => code === row.paymentMethod);
      if (!method) throw new Refused({ reason: 'payment-unavailable' });
      const coupon = facts.pricing.coupon;
      if (coupon && !coupon.accepted) throw new Refused({ reason: 'coupon-refused', detail: coupon.reason });

      // Everything that locks nothing others wait for comes first: a popular variant's row, locked
      // by taking its stock, and the day's order number are held only for the writes that need them.
      const settings = await commerceRules.settings(tx);
      const lines = await orderLinesOf(tx, facts);
      await removeShopperCartLines(
        tx,
        userId,
        facts.lines.map(({ ref }) => ref.variantId),
      );
      // The units are taken before the order is written: their history names the order by the id it will have.
      const orderId = randomUUID();
      for (const [index, { ref, line }] of facts.lines.entries()) {
        if (!(await takeStock(tx, ref.variantId, ref.quantity, { reason: 'sale', actor: 'shopper', orderId })))
          throw new Refused({ reason: 'out-of-stock', index, name: lines[index]!.name, available: Math.max(0, line.stock) });
      }
      const order = await insertOrder(tx, {
        id: orderId,
        userId,
        checkoutId: row.id,
        currency: row.currency,
        lines: lines.map(({ line }) => line),
        subtotalCents: facts.pricing.subtotalCents,
        discountCents: facts.pricing.discountCents,
        shippingCents: facts.shipping.feeCents,
        totalCents: facts.totalCents,
        shippingMethod: facts.shipping.code,
        paymentMethod: method,
        address: addressValues,
        couponCode: coupon?.accepted ? coupon.code : null,
        discounts: facts.pricing.discounts.map((discount) => ({
          kind: discount.source,
          code: discount.code,
          name: discount.title,
          amountCents: discount.amountCents,
        })),
        remarks: row.remarks,
        locale,
        payBy: new Date(now.getTime() + settings.unpaidTimeoutMinutes * 60_000),
        now,
      });
      if (coupon?.accepted) {
        const used = await useCoupon(tx, { couponId: coupon.couponId, userId, orderId: order.id });
        if (!used.ok) throw new Refused({ reason: 'coupon-refused', detail: used.reason });
      }
      await tx.update(checkouts).set({ orderId: order.id, updatedAt: now }).where(eq(checkouts.id, row.id));
      return { ok: true, order: { id: order.id, orderNo: order.orderNo, paymentMethod: order.paymentMethod }, placedNow: true } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}
