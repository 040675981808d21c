import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ReturnActionName, ReturnType } from '../../src/schema/commerce/states';
import { parseOptions } from '../catalog/queries/localized';
import { insertOrder, type LockedOrder, type NewOrderLine } from '../orders/order-records';
import { runTransitions, transitionOrder, type OrderActionInput } from '../orders/order-transitions';
import { applyForReturn, changeReturn, type ReturnActionInput } from '../returns/returns';
import type { Database, Transaction } from '../db/database';
import { orderLines, productTranslations, products, productVariants, returns } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { DEMO_ADDRESSES } from './shopper-addresses';
import { demoShopperId } from './shoppers';

/*
 * The demo shopper's returns, one in every state of spec §4, each on a delivered order of
 * its own made here (the order pages seed their own orders beside these). Orders are placed,
 * paid, shipped and delivered through the same functions the shop uses, days apart, so their
 * timelines read like real ones.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An order line as the shop snapshots it: every translated name, the chosen options, the picture. */
async function snapshotLines(
  tx: Database | Transaction,
  wanted: readonly { variantId: number; quantity: number }[],
): Promise<NewOrderLine[]> {
  const ids = wanted.map((line) => line.variantId);
  const variants = await tx
    .select({ variant: productVariants, slug: products.slug, options: products.options, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  const names = await tx
    .select()
    .from(productTranslations)
    .where(
      inArray(
        productTranslations.productId,
        variants.map((row) => row.productId),
      ),
    );
  return wanted.flatMap((line) => {
    const row = variants.find((candidate) => candidate.variant.id === line.variantId);
    if (!row) return [];
    const chosen = (row.variant.optionValues ?? {}) as Record<string, unknown>;
    const options = parseOptions(row.options).flatMap((option) => {
      const value = option.values.find((candidate) => candidate.code === chosen[option.code]);
      return value ? [{ name: option.name as Record<string, string>, value: value.label as Record<string, string> }] : [];
    });
    return [
      {
        variantId: row.variant.id,
        productSlug: row.slug,
        sku: row.variant.sku,
        names: Object.fromEntries(names.filter((name) => name.productId === row.productId).map((name) => [name.locale, name.name])),
        options,
        image: { slug: row.slug, position: row.variant.imagePosition },
        unitPriceCents: row.variant.priceCents,
        quantity: line.quantity,
        discountCents: 0,
      },
    ];
  });
}

/**
 * An order of `userId` for these variants, placed `placedAt`, then paid, shipped (unless
 * `shipped` is false) and delivered (unless `delivered` is false) a few days later, as the shop
 * would. Stock is not taken: these orders stand for sales long past.
 */
export async function placeShippedOrder(
  tx: Transaction,
  input: {
    userId: string;
    lines: readonly { variantId: number; quantity: number }[];
    placedAt: Date;
    shipped?: boolean;
    delivered?: boolean;
    discountCents?: number;
    shippingCents?: number;
    locale?: string;
  },
): Promise<LockedOrder> {
  const lines = await snapshotLines(tx, input.lines);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = Math.min(input.discountCents ?? 0, subtotal);
  // The order's discount shared out over its lines by value, the last line taking what rounding left.
  let shared = 0;
  const withShares = lines.map((line, index) => {
    const share =
      index === lines.length - 1 ? discount - shared : Math.floor((discount * line.unitPriceCents * line.quantity) / Math.max(1, subtotal));
    shared += share;
    return { ...line, discountCents: share };
  });
  const shipping = input.shippingCents ?? 0;
  const placed = await insertOrder(tx, {
    userId: input.userId,
    checkoutId: null,
    currency: 'USD',
    lines: withShares,
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
    shippingMethod: 'standard',
    paymentMethod: 'card',
    address: DEMO_ADDRESSES[0],
    couponCode: null,
    // A saving from no promotion the shop has: its label is kept in every language, as the order page reads it in any.
    discounts: discount > 0 ? [{ kind: 'promotion', code: 'demo', name: { en: 'Demo saving', 'zh-CN': '演示优惠', 'zh-HK': '示範優惠' }, amountCents: discount }] : [],
    remarks: '',
    locale: input.locale ?? 'en',
    payBy: new Date(input.placedAt.getTime() + 30 * 60_000),
    now: input.placedAt,
  });
  const steps: [Parameters<typeof transitionOrder>[2], Parameters<typeof transitionOrder>[3], number, Omit<OrderActionInput, 'now'>][] = [
    ['pay', 'payment', 0.01, {}],
    ['ship', 'merchant', 1, { parcel: { expressName: 'SF Express', expressNumber: `SF${String(input.placedAt.getTime()).slice(-10)}` } }],
    ...(input.delivered === false ? [] : [['deliver', 'merchant', 3, {}] as ['deliver', 'merchant', number, Omit<OrderActionInput, 'now'>]]),
  ];
  // Paid and waiting for the shop: the first step only.
  const made = input.shipped === false ? steps.slice(0, 1) : steps;
  // Seeding tells no one: there is no shopper's page open yet.
  return runTransitions(tx, undefined, async (inner) => {
    let order = placed;
    for (const [action, actor, days, carried] of made) {
      const changed = await transitionOrder(inner, order, action, actor, { ...carried, now: new Date(input.placedAt.getTime() + days * DAY_MS) });
      if (!changed.ok) throw new Error(`Demo order could not ${action}`);
      order = changed.order;
    }
    return order;
  });
}

type DemoReturn = {
  type: ReturnType;
  description: string;
  locale: 'en' | 'zh-CN' | 'zh-HK';
  /** What happens to it after the application, in order, as [action, days after applying]. */
  steps: readonly (readonly [ReturnActionName, number])[];
};

const PARCEL = { logisticsCompany: 'SF Express', trackingNumber: 'SF1234567890' };
/** The merchant writes to the shopper in the language they ordered in. */
const REFUSAL = {
  en: 'The item shows signs of use beyond trying it on.',
  'zh-CN': '商品有明显使用痕迹，不符合退货条件。',
  'zh-HK': '商品有明顯使用痕跡，不符合退貨條件。',
} as const;

/** One return in each state a shopper can meet. */
const DEMO_RETURNS: readonly DemoReturn[] = [
  { type: 'return-refund', locale: 'en', description: 'The colour is darker than in the pictures.', steps: [] },
  { type: 'return-refund', locale: 'zh-CN', description: '尺码偏小，想退货退款。', steps: [['approve', 1]] },
  {
    type: 'exchange',
    locale: 'zh-HK',
    description: '想換大一碼。',
    steps: [
      ['approve', 1],
      ['sendBack', 2],
    ],
  },
  {
    type: 'return-refund',
    locale: 'en',
    description: 'Arrived with a scratch on the side.',
    steps: [
      ['approve', 1],
      ['sendBack', 2],
      ['receive', 5],
      ['refund', 6],
    ],
  },
  {
    type: 'exchange',
    locale: 'zh-CN',
    description: '收到的颜色不对，想换成灰色。',
    steps: [
      ['approve', 1],
      ['sendBack', 2],
      ['receive', 5],
      ['exchange', 6],
    ],
  },
  { type: 'refund-only', locale: 'zh-HK', description: '包裝破損，產品已經用過。', steps: [['refuse', 1]] },
  { type: 'return-refund', locale: 'en', description: 'Ordered twice by mistake.', steps: [['cancel', 1]] },
];

export const demoReturnsSeed: SeedStep = {
  name: 'demo-returns',
  async run(tx) {
    const userId = await demoShopperId(tx);
    if (userId === null) return 'skipped';
    const [held] = await tx.select({ id: returns.id }).from(returns).where(eq(returns.userId, userId)).limit(1);
    if (held) return 'skipped';
    const variants = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(gt(productVariants.priceCents, 0))
      .orderBy(asc(productVariants.id))
      .limit(DEMO_RETURNS.length * 2);
    if (variants.length < 2) return 'skipped';
    const now = Date.now();
    for (const [index, demo] of DEMO_RETURNS.entries()) {
      // Placed 20 days ago at most, so every order is still inside the 30-day window.
      const placedAt = new Date(now - (20 - index * 2) * DAY_MS);
      const first = variants[(index * 2) % variants.length]!.id;
      const second = variants[(index * 2 + 1) % variants.length]!.id;
      const order = await placeShippedOrder(tx, {
        userId,
        lines: [
          { variantId: first, quantity: 2 },
          { variantId: second, quantity: 1 },
        ],
        placedAt,
        discountCents: index % 2 === 0 ? 500 : 0,
        shippingCents: 800,
        locale: demo.locale,
      });
      const [line] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, 1)));
      const appliedAt = new Date(placedAt.getTime() + 5 * DAY_MS);
      const applied = await applyForReturn(
        tx,
        userId,
        {
          orderNo: order.orderNo,
          type: demo.type,
          lines: [{ lineId: line!.id, quantity: 1 }],
          description: demo.description,
          pictures: [],
        },
        appliedAt,
      );
      if (!applied.ok) throw new Error(`Demo return could not be applied for: ${applied.reason}`);
      for (const [action, days] of demo.steps) {
        const at = new Date(appliedAt.getTime() + days * DAY_MS);
        const input: ReturnActionInput =
          action === 'sendBack'
            ? { sendBack: { ...PARCEL, deliveryTime: at } }
            : action === 'refuse'
              ? { refuse: { reason: REFUSAL[demo.locale] } }
              : {};
        const actor = action === 'cancel' || action === 'sendBack' ? 'shopper' : 'merchant';
        const changed = await changeReturn(tx, undefined, { returnNo: applied.returnNo }, action, actor, input, at);
        if (!changed.ok) throw new Error(`Demo return could not ${action}: ${changed.reason}`);
      }
    }
    return 'seeded';
  },
};
