import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { localeChain, TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { detailRulesSchema } from '../../src/schema/site-config';
import type { CheckoutView } from '../../src/schema/web-api/checkout';
import type { AddressBook, AddressFields, SavedAddress } from '../../src/schema/web-api/address-book';
import type { ChangeBus } from '../events/change-bus';
import type { Database, Transaction } from '../db/database';
import { checkouts, orders, products, productTranslations, productVariants } from '../db/schema';
import { parseOptions, pickText } from '../catalog/queries/localized';
import { addressBookOf } from '../addresses/addresses';
import { thankYouHref } from '../orders/order-view';
import { removeShopperCartLines, shopperCartCoupon, shopperCartLines } from '../cart/cart-store';
import { useCoupon } from '../coupons/coupon-uses';
import { insertOrder, type LockedOrder, type NewOrderLine } from '../orders/order-records';
import { priceLines, type Pricing } from '../commerce/pricing';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { PageWords } from '../commerce/page-words';
import { activePaymentMethods, activeShippingRules, fittingShipping, type OfferedPaymentMethod, type ShippingFit } from '../commerce/shipping';
import { moveStockThen, takeStock } from '../commerce/stock';
import { claimedCouponsOf } from '../coupons/coupons';
import type { CouponCard } from '../../src/schema/web-api/coupon';
import { loadVariantLines, type VariantLine } from '../commerce/variant-lines';
import type { Payments } from '../payments/payments';

/*
 * A checkout: the cart's lines snapshotted when the shopper proceeds, and the choices made on
 * its page. Its figures are computed here, from today's prices and the shop's rules, every
 * time it is shown or changed, and once more inside the transaction that places it; nothing
 * the browser sends is a price. Placing locks the checkout row, so any number of submits at
 * once make one order (the unique index on `orders.checkout_id` holds it too) and each answers
 * that order.
 */

const linesSchema = z.array(z.object({ variantId: z.int(), quantity: z.int().min(1) }));
type CheckoutRow = typeof checkouts.$inferSelect;

/** The test cards of the offered methods' providers, printed beside the card form (none in production). */
type TestCardsFor = Payments['testCardsFor'];

/** Snapshots the shopper's cart into a new checkout with the first choices made for them; null when the cart is empty. */
export async function startCheckout(db: Database, userId: string): Promise<string | null> {
  const lines = await shopperCartLines(db, userId);
  if (lines.length === 0) return null;
  const found = await loadVariantLines(
    db,
    lines.map((line) => line.variantId),
    { locales: ['en'], rules: detailRulesSchema.parse({}), lang: 'en' },
  );
  const kept = lines.filter((line) => found.has(line.variantId));
  if (kept.length === 0) return null;
  const currency = found.get(kept[0]!.variantId)!.currency;
  const [book, methods, couponCode] = await Promise.all([addressBookOf(db, userId), activePaymentMethods(db, ['en']), shopperCartCoupon(db, userId)]);
  const address = book.addresses[0] ?? null;
  const [row] = await db
    .insert(checkouts)
    .values({
      userId,
      lines: kept.map(({ variantId, quantity }) => ({ variantId, quantity })),
      currency,
      addressId: address?.id ?? null,
      address: address ? snapshotOf(address) : null,
      paymentMethod: methods[0]?.code ?? null,
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

type Figures = {
  row: CheckoutRow;
  lines: { ref: { variantId: number; quantity: number }; line: VariantLine }[];
  book: AddressBook;
  country: string | null;
  pricing: Pricing;
  shippingOptions: ShippingFit[];
  shipping: ShippingFit | null;
  methods: OfferedPaymentMethod[];
  claimed: CouponCard[];
  totalCents: number;
};

/** Everything a checkout costs and offers right now, read in the page language. */
async function figuresOf(db: Database | Transaction, commerceRules: CommerceRules, row: CheckoutRow, words: PageWords, now: Date): Promise<Figures> {
  const locales = localeChain(words.lang);
  const refs = linesSchema.safeParse(row.lines);
  const wanted = refs.success ? refs.data : [];
  const [found, book, rules, methods, claimed] = await Promise.all([
    loadVariantLines(
      db,
      wanted.map((line) => line.variantId),
      { locales, rules: words.rules, lang: words.lang },
    ),
    addressBookOf(db, row.userId),
    activeShippingRules(db, locales),
    activePaymentMethods(db, locales),
    claimedCouponsOf(db, row.userId, { locales, now, currency: row.currency, lang: words.lang }),
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
    { currency: row.currency, locales, now, coupon: row.couponCode ? { code: row.couponCode, userId: row.userId } : undefined },
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
    lines,
    book,
    country,
    pricing,
    shippingOptions,
    shipping,
    methods,
    claimed,
    totalCents: pricing.totalBeforeShippingCents + (shipping?.feeCents ?? 0),
  };
}

function viewOf(figures: Figures, words: PageWords, placedOrderNo: string | null, testCardsFor: TestCardsFor): CheckoutView {
  const { row, pricing } = figures;
  const money = (amount: number) => ({ amount, currency: row.currency });
  const selectedMethod = figures.methods.find((method) => method.code === row.paymentMethod)?.code ?? null;
  return {
    id: row.id,
    lines: figures.lines.map(({ ref, line }) => ({
      variantId: ref.variantId,
      name: line.name,
      options: line.options,
      image: line.image,
      href: line.href,
      unitPrice: money(line.unitPriceCents),
      quantity: ref.quantity,
      lineTotal: money(line.unitPriceCents * ref.quantity),
      short: line.stock < ref.quantity,
    })),
    addressBook: figures.book,
    addressId: figures.book.addresses.some((address) => address.id === row.addressId) ? row.addressId : null,
    shippingOptions: figures.shippingOptions.map((option) => ({
      code: option.code,
      name: option.name,
      estimate: option.estimate,
      fee: money(option.feeCents),
    })),
    shippingMethod: figures.shipping?.code ?? null,
    payment: {
      methods: figures.methods,
      selected: selectedMethod,
      demoCards: testCardsFor(figures.methods.map((method) => method.provider)),
      order: null,
    },
    couponCode: row.couponCode,
    claimedCoupons: figures.claimed.slice(0, 20).map((coupon) => ({ code: coupon.code, title: coupon.title })),
    coupon: pricing.coupon
      ? { code: pricing.coupon.code, accepted: pricing.coupon.accepted, reason: pricing.coupon.accepted ? null : pricing.coupon.reason }
      : null,
    remarks: row.remarks,
    summary: {
      subtotal: money(pricing.subtotalCents),
      discounts: pricing.discounts.map((discount) => ({ title: discount.title, amount: money(discount.amountCents) })),
      discount: money(pricing.discountCents),
      shipping: figures.shipping ? money(figures.shipping.feeCents) : null,
      total: money(figures.totalCents),
    },
    placed: placedOrderNo ? { orderNo: placedOrderNo, thankYouHref: thankYouHref(words.lang, placedOrderNo) } : null,
  };
}

async function orderNoOf(db: Database | Transaction, orderId: string | null): Promise<string | null> {
  if (!orderId) return null;
  const [row] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
  return row?.orderNo ?? null;
}

/** The checkout as its page draws it; null when it is not the shopper's (or does not exist). */
export async function checkoutViewOf(
  db: Database,
  commerceRules: CommerceRules,
  checkoutId: string,
  userId: string,
  words: PageWords,
  testCardsFor: TestCardsFor,
  now = new Date(),
): Promise<CheckoutView | null> {
  const row = await ownCheckout(db, checkoutId, userId);
  if (!row) return null;
  return viewOf(await figuresOf(db, commerceRules, row, words, now), words, await orderNoOf(db, row.orderId), testCardsFor);
}

export type CheckoutChange = {
  addressId?: string | undefined;
  shippingMethod?: string | undefined;
  paymentMethod?: string | undefined;
  couponCode?: string | undefined;
  remarks?: string | undefined;
};

export type UpdateOutcome =
  | { ok: true; view: CheckoutView }
  | { ok: false; reason: 'not-found' | 'placed' | 'address-not-found' | 'shipping-unavailable' | 'payment-unavailable' };

/** Applies one change (each field given is a choice) and answers the checkout recomputed. */
export async function updateCheckout(
  db: Database,
  commerceRules: CommerceRules,
  checkoutId: string,
  userId: string,
  change: CheckoutChange,
  words: PageWords,
  testCardsFor: TestCardsFor,
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
        const methods = await activePaymentMethods(tx, ['en']);
        if (!methods.some((method) => method.code === change.paymentMethod)) return { ok: false, reason: 'payment-unavailable' } as const;
        set.paymentMethod = change.paymentMethod;
      }
      if (change.couponCode !== undefined) set.couponCode = change.couponCode === '' ? null : change.couponCode;
      if (change.remarks !== undefined) set.remarks = change.remarks;
      if (change.shippingMethod !== undefined) set.shippingMethod = change.shippingMethod;
      const [updated] = await tx.update(checkouts).set(set).where(eq(checkouts.id, row.id)).returning();
      const figures = await figuresOf(tx, commerceRules, updated!, words, now);
      // Whether a method fits depends on the row as changed; refused, the change is rolled back whole.
      if (change.shippingMethod !== undefined && figures.shipping?.code !== change.shippingMethod) throw new UpdateRefused();
      return { ok: true, view: viewOf(figures, words, null, testCardsFor) } as const;
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
 * whatever language it is opened in. Two reads for all lines and languages: placing runs
 * under the checkout's lock, where every query counts.
 */
async function orderLinesOf(tx: Transaction, figures: Figures): Promise<NewOrderLine[]> {
  const productIds = [...new Set(figures.lines.map(({ line }) => line.productId))];
  const variantIds = figures.lines.map(({ ref }) => ref.variantId);
  const [names, variants] = await Promise.all([
    tx
      .select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, productIds)),
    tx
      .select({
        id: productVariants.id,
        optionValues: productVariants.optionValues,
        imagePosition: productVariants.imagePosition,
        options: products.options,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, variantIds)),
  ]);
  const shares = new Map<number, number>();
  for (const discount of figures.pricing.discounts)
    for (const share of discount.shares) shares.set(share.variantId, (shares.get(share.variantId) ?? 0) + share.amountCents);
  const inEach = (pick: (locale: TranslatedLocale) => string) =>
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, pick(locale)]));
  return figures.lines.map(({ ref, line }) => {
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
      variantId: ref.variantId,
      productSlug: line.productSlug,
      sku: line.sku,
      names: inEach((locale) => names.find((row) => row.productId === line.productId && row.locale === locale)?.name ?? line.name),
      options,
      image: line.image ? { slug: line.productSlug, position: variant?.imagePosition ?? 1 } : null,
      unitPriceCents: line.unitPriceCents,
      quantity: ref.quantity,
      discountCents: shares.get(ref.variantId) ?? 0,
    };
  });
}

/**
 * Places the checkout's order, once: priced again, stock taken line by line, the coupon used,
 * the order written and the bought lines taken out of the cart, all in one transaction under
 * the checkout's lock. Any refusal rolls all of it back. A checkout already placed answers its order.
 * Open pages of the bought products hear of the new stock once it commits.
 */
export async function placeCheckout(
  db: Database,
  commerceRules: CommerceRules,
  changes: ChangeBus | undefined,
  checkoutId: string,
  userId: string,
  words: PageWords,
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
      const figures = await figuresOf(tx, commerceRules, row, words, now);
      if (figures.lines.length === 0) throw new Refused({ reason: 'empty' });
      const address = figures.book.addresses.find((candidate) => candidate.id === row.addressId);
      const addressValues = address ? snapshotOf(address) : row.address;
      if (!addressValues || figures.country === null) throw new Refused({ reason: 'address-missing' });
      if (!figures.shipping) throw new Refused({ reason: 'shipping-unavailable' });
      const method = figures.methods.find((candidate) => candidate.code === row.paymentMethod);
      if (!method) throw new Refused({ reason: 'payment-unavailable' });
      const coupon = figures.pricing.coupon;
      if (coupon && !coupon.accepted) throw new Refused({ reason: 'coupon-refused', detail: coupon.reason });

      // Everything that locks nothing others wait for comes first: a popular variant's row, locked
      // by taking its stock, and the day's order number are held only for the writes that need them.
      const settings = await commerceRules.settings(tx);
      const lines = await orderLinesOf(tx, figures);
      await removeShopperCartLines(
        tx,
        userId,
        figures.lines.map(({ ref }) => ref.variantId),
      );
      for (const [index, { ref, line }] of figures.lines.entries()) {
        if (!(await takeStock(tx, ref.variantId, ref.quantity)))
          throw new Refused({ reason: 'out-of-stock', index, name: line.name, available: Math.max(0, line.stock) });
      }
      const order = await insertOrder(tx, {
        userId,
        checkoutId: row.id,
        currency: row.currency,
        lines,
        subtotalCents: figures.pricing.subtotalCents,
        discountCents: figures.pricing.discountCents,
        shippingCents: figures.shipping.feeCents,
        totalCents: figures.totalCents,
        shippingMethod: figures.shipping.code,
        paymentMethod: method.code,
        address: addressValues,
        couponCode: coupon?.accepted ? coupon.code : null,
        discounts: figures.pricing.discounts.map((discount) => ({
          kind: discount.source,
          code: discount.code,
          name: discount.title,
          amountCents: discount.amountCents,
        })),
        remarks: row.remarks,
        locale: localeChain(words.lang)[0] ?? 'en',
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
