import { randomUUID } from 'node:crypto';
import { asc, eq, gte } from 'drizzle-orm';
import type { Actor, OrderActionName } from '../../src/schema/commerce/states';
import { TRANSLATED_LOCALES, URL_LANGUAGE_OF, localeChain, type TranslatedLocale } from '../../src/schema/languages';
import { detailRulesSchema } from '../../src/schema/site-config';
import type { Transaction } from '../db/database';
import { orders, productVariants } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { insertOrder, lockOrder, type NewOrderLine } from '../orders/order-records';
import { runTransitions, transitionOrder } from '../orders/order-transitions';
import { takeStock } from '../commerce/stock';
import { loadVariantLines } from '../commerce/variant-lines';
import { DEMO_ADDRESSES } from './shopper-addresses';
import { demoShopperId } from './shoppers';

/*
 * The demo shopper's orders, one in every state of spec §4, placed in each of the three
 * languages and moved through the same transition table as real orders, so their timelines
 * read as real ones do. Shipping and payment are stored as the method codes the checkout
 * offers (`standard`, `express`; `card`, `bank-transfer`).
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Step = { action: OrderActionName; actor: Actor; after: number; detail?: Record<string, unknown> };

type DemoOrder = {
  /** What it shows off, for whoever reads the seed. */
  story: string;
  locale: TranslatedLocale;
  /** Index into DEMO_ADDRESSES. */
  address: number;
  shippingMethod: 'standard' | 'express';
  paymentMethod: 'card' | 'bank-transfer';
  /** Which demo variants (by index into the well-stocked ones) and how many. */
  lines: readonly { variant: number; quantity: number }[];
  placedAgo: number;
  /** An unpaid order still open waits this long from its placing. */
  payWithin: number;
  discount?: { name: Record<TranslatedLocale, string>; amountCents: number };
  remarks?: string;
  steps: readonly Step[];
};

const SHIPPING_CENTS = { standard: 500, express: 1500 } as const;
const parcel = (expressName: string, expressNumber: string) => ({ expressName, expressNumber });

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    story: 'delivered long ago, past the return window',
    locale: 'en',
    address: 0,
    shippingMethod: 'standard',
    paymentMethod: 'card',
    lines: [{ variant: 0, quantity: 1 }],
    placedAgo: 120 * DAY,
    payWithin: HOUR,
    steps: [
      { action: 'pay', actor: 'payment', after: 2 * 60_000 },
      { action: 'ship', actor: 'merchant', after: DAY, detail: parcel('UPS', '1Z999AA10123456784') },
      { action: 'deliver', actor: 'merchant', after: 4 * DAY },
    ],
  },
  {
    story: 'cancelled by the shopper before paying',
    locale: 'zh-HK',
    address: 1,
    shippingMethod: 'standard',
    paymentMethod: 'bank-transfer',
    lines: [{ variant: 1, quantity: 2 }],
    placedAgo: 40 * DAY,
    payWithin: DAY,
    steps: [{ action: 'cancel', actor: 'shopper', after: 3 * HOUR }],
  },
  {
    story: 'delivered three days ago, still returnable',
    locale: 'zh-CN',
    address: 2,
    shippingMethod: 'express',
    paymentMethod: 'card',
    lines: [
      { variant: 2, quantity: 1 },
      { variant: 3, quantity: 2 },
    ],
    placedAgo: 8 * DAY,
    payWithin: HOUR,
    discount: { name: { en: 'Spend $100, save $10', 'zh-CN': '满 $100 减 $10', 'zh-HK': '滿 $100 減 $10' }, amountCents: 1000 },
    steps: [
      { action: 'pay', actor: 'payment', after: 60_000 },
      { action: 'ship', actor: 'merchant', after: 20 * HOUR, detail: parcel('SF Express', 'SF1402938475610') },
      { action: 'deliver', actor: 'merchant', after: 4 * DAY },
    ],
  },
  {
    story: 'paid, cancellation asked for: the merchant decides',
    locale: 'en',
    address: 0,
    shippingMethod: 'standard',
    paymentMethod: 'card',
    lines: [{ variant: 4, quantity: 1 }],
    placedAgo: 3 * DAY,
    payWithin: HOUR,
    steps: [
      { action: 'pay', actor: 'payment', after: 90_000 },
      { action: 'requestCancel', actor: 'shopper', after: 5 * HOUR },
    ],
  },
  {
    story: 'shipped, on its way',
    locale: 'zh-HK',
    address: 1,
    shippingMethod: 'express',
    paymentMethod: 'card',
    lines: [{ variant: 5, quantity: 1 }],
    placedAgo: 2 * DAY,
    payWithin: HOUR,
    steps: [
      { action: 'pay', actor: 'payment', after: 60_000 },
      { action: 'ship', actor: 'merchant', after: 18 * HOUR, detail: parcel('SF Express', 'SF1402938475777') },
    ],
  },
  {
    story: 'paid by card, waiting to be shipped',
    locale: 'en',
    address: 0,
    shippingMethod: 'standard',
    paymentMethod: 'card',
    lines: [
      { variant: 6, quantity: 1 },
      { variant: 7, quantity: 1 },
    ],
    placedAgo: 5 * HOUR,
    payWithin: HOUR,
    remarks: 'Please leave the parcel with the concierge.',
    steps: [{ action: 'pay', actor: 'payment', after: 2 * 60_000 }],
  },
  {
    story: 'placed with a bank transfer, not paid yet',
    locale: 'zh-CN',
    address: 2,
    shippingMethod: 'standard',
    paymentMethod: 'bank-transfer',
    lines: [{ variant: 8, quantity: 1 }],
    placedAgo: HOUR,
    // A transfer takes days to arrive: the demo gives it a week, so the demo shop keeps one unpaid order to look at.
    payWithin: 7 * DAY,
    steps: [],
  },
];

const WELL_STOCKED = 5;

/** Nine variants with stock enough to sell, first by id: the same ones on every fresh seed. */
async function demoVariants(tx: Transaction): Promise<{ id: number; imagePosition: number }[]> {
  return tx
    .select({ id: productVariants.id, imagePosition: productVariants.imagePosition })
    .from(productVariants)
    .where(gte(productVariants.stock, WELL_STOCKED))
    .orderBy(asc(productVariants.id))
    .limit(9);
}

/** Each variant as an order line keeps it: name and options in every language, its picture, today's price. */
async function orderLinesFor(tx: Transaction, variants: readonly { id: number; imagePosition: number }[]): Promise<Map<number, Omit<NewOrderLine, 'quantity'>>> {
  const rules = detailRulesSchema.parse({});
  const ids = variants.map((variant) => variant.id);
  const byLocale = new Map(
    await Promise.all(
      TRANSLATED_LOCALES.map(async (locale) => [locale, await loadVariantLines(tx, ids, { locales: localeChain(URL_LANGUAGE_OF[locale]), rules, lang: URL_LANGUAGE_OF[locale] })] as const),
    ),
  );
  const lines = new Map<number, Omit<NewOrderLine, 'quantity'>>();
  for (const variant of variants) {
    const english = byLocale.get('en')?.get(variant.id);
    if (!english) continue;
    const inEvery = (pick: (line: NonNullable<typeof english>) => string) =>
      Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, pick(byLocale.get(locale)?.get(variant.id) ?? english)]));
    lines.set(variant.id, {
      variantId: variant.id,
      productSlug: english.productSlug,
      sku: english.sku,
      names: inEvery((line) => line.name),
      options: english.options.map((_, index) => ({
        name: inEvery((line) => line.options[index]?.name ?? ''),
        value: inEvery((line) => line.options[index]?.value ?? ''),
      })),
      image: { slug: english.productSlug, position: variant.imagePosition },
      unitPriceCents: english.unitPriceCents,
      discountCents: 0,
    });
  }
  return lines;
}

export const demoOrdersSeed: SeedStep = {
  name: 'demo-orders',
  async run(tx) {
    const userId = await demoShopperId(tx);
    if (userId === null) return 'skipped';
    const [held] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
    if (held) return 'skipped';
    const variants = await demoVariants(tx);
    const lineOf = await orderLinesFor(tx, variants);
    const currency = 'USD';
    const now = Date.now();

    for (const demo of DEMO_ORDERS) {
      const lines = demo.lines.flatMap(({ variant, quantity }) => {
        const picked = variants[variant % variants.length];
        const line = picked ? lineOf.get(picked.id) : undefined;
        return line ? [{ ...line, quantity }] : [];
      });
      if (lines.length === 0) continue;
      const placedAt = new Date(now - demo.placedAgo);
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const discountCents = Math.min(demo.discount?.amountCents ?? 0, subtotalCents);
      // The discount shared by the lines in proportion to their amounts, the last taking what rounding leaves.
      let shared = 0;
      const sharedLines = lines.map((line, index) => {
        const share = index === lines.length - 1 ? discountCents - shared : Math.floor((discountCents * line.unitPriceCents * line.quantity) / Math.max(subtotalCents, 1));
        shared += share;
        return { ...line, discountCents: share };
      });
      const shippingCents = SHIPPING_CENTS[demo.shippingMethod];
      const orderId = randomUUID();
      for (const line of sharedLines) await takeStock(tx, line.variantId, line.quantity, { reason: 'sale', actor: 'shopper', orderId });
      const { countryCode, phone, ...address } = DEMO_ADDRESSES[demo.address]!;
      let order = await insertOrder(tx, {
        id: orderId,
        userId,
        checkoutId: null,
        currency,
        lines: sharedLines,
        subtotalCents,
        discountCents,
        shippingCents,
        totalCents: subtotalCents - discountCents + shippingCents,
        shippingMethod: demo.shippingMethod,
        paymentMethod: demo.paymentMethod,
        address: { ...address, countryCode, phone },
        couponCode: null,
        // No promotion of the shop is behind it: the label is kept in every language, as the order page reads it in any.
        discounts: demo.discount ? [{ kind: 'promotion', code: 'demo-spend-save', name: demo.discount.name, amountCents: discountCents }] : [],
        remarks: demo.remarks ?? '',
        locale: demo.locale,
        payBy: new Date(placedAt.getTime() + demo.payWithin),
        now: placedAt,
      });
      let at = placedAt.getTime();
      // Each step with the effects a real one has (a cancellation gives its stock back); seeding tells no one.
      await runTransitions(tx, undefined, async (inner) => {
        for (const step of demo.steps) {
          at += step.after;
          const when = new Date(at);
          const locked = await lockOrder(inner, order.id);
          const carried =
            step.action === 'ship' ? { parcel: parcel(String(step.detail?.expressName), String(step.detail?.expressNumber)) } : { detail: step.detail ?? {} };
          const changed = locked ? await transitionOrder(inner, locked, step.action, step.actor, { ...carried, now: when }) : null;
          if (!changed?.ok) throw new Error(`Demo order "${demo.story}" cannot ${step.action}`);
          order = changed.order;
        }
      });
    }
    return 'seeded';
  },
};
