import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { formatAddress } from 'localized-address-format';
import { z } from 'zod';
import type { OrderStatus } from '../../src/schema/commerce/states';
import { htmlLang, langPath, localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import type { OrderDetail, OrderEventView, OrderLineView, OrderList, OrderSummary } from '../../src/schema/order-pages';
import { regionName } from '../../src/schema/region-names';
import { addressFieldsSchema, type AddressFields } from '../../src/schema/web-api/address-book';
import type { Database, Transaction } from '../db/database';
import { orderEvents, orderLines, orders, productVariants, shipments } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import type { Logger } from '../logger';
import { productImage } from '../catalog/images/urls';
import { detailHref } from '../catalog/queries/hrefs';
import { pickText } from '../catalog/queries/localized';
import { discountTitlesOf } from '../coupons/coupon-records';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { PageWords } from '../commerce/page-words';
import { methodNamesOf } from '../commerce/shipping';
import { lockOrder, orderStateOf, type LockedOrder, type OrderChange } from './order-records';
import { runTransitions, transitionOrder } from './order-transitions';
import { MERCHANT_ORDERS_PAGE_SIZE } from '../../src/schema/admin-api/orders';

/*
 * A shopper's orders, read and changed. Every read and every shopper action names the owner
 * in its query, so another shopper's order is simply not found. Every change goes through
 * `transitionOrder` (order-transitions.ts) with the order row locked, which brings what belongs
 * to the change (stock back, the coupon use released, the refund, the shopper told).
 */

export const ORDERS_PAGE_SIZE = 10;
const SUMMARY_LINES = 3;

export const thankYouHref = (lang: UrlLanguage, orderNo: string) =>
  `${lang === 'en' ? '' : `/${lang}`}/checkout/thankyou?order=${encodeURIComponent(orderNo)}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a return may be applied for: shipped, not cancelled, and within the window after delivery. */
export function returnsClosedReason(
  order: Pick<typeof orders.$inferSelect, 'shippedAt' | 'deliveredAt' | 'status'>,
  windowDays: number,
  now: Date,
) {
  if (order.shippedAt === null || order.status === 'cancelled' || order.status === 'pending-cancellation') return 'return.notShipped';
  if (order.deliveredAt !== null && now.getTime() > order.deliveredAt.getTime() + windowDays * DAY_MS) return 'return.windowClosed';
  return null;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const storedOptionsSchema = z.array(z.object({ name: z.record(z.string(), z.string()), value: z.record(z.string(), z.string()) })).catch([]);
const storedImageSchema = z.object({ slug: z.string().min(1), position: z.number().int().min(1) }).nullable().catch(null);
const storedDiscountsSchema = z
  .array(
    z.object({
      kind: z.string().optional(),
      name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
      code: z.string().optional(),
      amountCents: z.number().int().min(0),
    }),
  )
  .catch([]);
const text = z.string().catch('');
/** The address an order was placed with, as written then: an order written before a field existed reads it as empty. */
const orderAddressSchema = z
  .object(Object.fromEntries(addressFieldsSchema.keyof().options.map((field) => [field, text])) as Record<keyof AddressFields, typeof text>)
  .partial()
  .catch({});

const money = (amount: number, currency: string) => ({ amount, currency });
const iso = (at: Date) => at.toISOString();

export function orderHref(context: PageWords, orderNo: string): string {
  return `${langPath(context.lang)}${context.userPrefix}order/${encodeURIComponent(orderNo)}`;
}

function lineView(line: LineRow, currency: string, locales: readonly TranslatedLocale[], context: PageWords): OrderLineView {
  const name = (pickText(line.names, locales) || line.productSlug).slice(0, 200);
  const image = storedImageSchema.parse(line.image);
  return {
    id: line.id,
    name,
    options: storedOptionsSchema
      .parse(line.options)
      .slice(0, 12)
      .map((option) => ({ name: pickText(option.name, locales).slice(0, 100), value: pickText(option.value, locales).slice(0, 100) })),
    image: image ? productImage(image.slug, image.position, name.slice(0, 300)) : null,
    href: line.variantId === null ? null : detailHref(context.rules, context.lang, 'product', line.productSlug, line.sku),
    unitPrice: money(line.unitPriceCents, currency),
    quantity: line.quantity,
    lineTotal: money(line.unitPriceCents * line.quantity, currency),
  };
}

function summaryOf(order: OrderRow, lines: readonly LineRow[], context: PageWords): OrderSummary {
  const locales = localeChain(context.lang);
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    payStatus: order.payStatus === 'paid' ? 'paid' : 'unpaid',
    placedAt: iso(order.placedAt),
    total: money(order.totalCents, order.currency),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.slice(0, SUMMARY_LINES).map((line) => lineView(line, order.currency, locales, context)),
    href: orderHref(context, order.orderNo),
  };
}

/** The recipient, the phone and the lines of the address as its country writes it, then the country in the page language. */
function addressView(stored: unknown, lang: UrlLanguage): OrderDetail['address'] {
  const address = orderAddressSchema.parse(stored);
  const country = address.country ?? '';
  const familyFirst = country === 'CN' || country === 'HK' || country === 'TW' || country === 'JP' || country === 'KR';
  const name = (familyFirst ? `${address.lastName ?? ''}${address.firstName ?? ''}` : `${address.firstName ?? ''} ${address.lastName ?? ''}`).trim();
  let lines: string[];
  try {
    lines = formatAddress({
      postalCountry: country || 'US',
      administrativeArea: address.province ?? '',
      locality: address.city ?? '',
      dependentLocality: address.area ?? '',
      postalCode: address.postalCode ?? '',
      addressLines: [address.addressLine ?? '', address.apartment ?? ''].filter((line) => line !== ''),
    }).filter((line) => line.trim() !== '');
  } catch {
    lines = [address.addressLine ?? '', address.apartment ?? '', address.city ?? ''].filter((line) => line !== '');
  }
  // The names the address book and the checkout use; the runtime's names only for a region the shop's table lacks.
  let countryName = regionName(lang, country);
  try {
    if (countryName === country && /^[A-Z]{2}$/.test(country)) countryName = new Intl.DisplayNames([htmlLang(lang)], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown region code stays as it is.
  }
  return {
    name: name.slice(0, 120),
    phone: `${address.countryCode ?? ''} ${address.phone ?? ''}`.trim().slice(0, 40),
    lines: [...lines, ...(countryName ? [countryName] : [])].slice(0, 10).map((line) => line.slice(0, 300)),
  };
}

const shipmentDetailSchema = z.object({ expressName: z.string(), expressNumber: z.string() });

function eventView(row: typeof orderEvents.$inferSelect): OrderEventView {
  const actor = z.enum(['shopper', 'merchant', 'system', 'payment']).catch('system').parse(row.actor);
  const shipment = row.kind === 'ship' ? shipmentDetailSchema.safeParse(row.detail) : null;
  return {
    id: row.id,
    kind: row.kind.slice(0, 40),
    actor,
    status: row.status as OrderStatus,
    payStatus: row.payStatus === 'paid' ? 'paid' : 'unpaid',
    at: iso(row.at),
    shipment: shipment?.success ? { expressName: shipment.data.expressName.slice(0, 100), expressNumber: shipment.data.expressNumber.slice(0, 100) } : null,
  };
}

/**
 * The discounts an order was given, each named in the reader's language: an order keeps what
 * was agreed (the promotion or coupon and its amount), not the words of the language it was
 * placed in. One the shop no longer has keeps the label stored with the order.
 */
async function discountsView(db: Database | Transaction, stored: unknown, currency: string, locales: readonly TranslatedLocale[]): Promise<OrderDetail['discounts']> {
  const discounts = storedDiscountsSchema.parse(stored).slice(0, 20);
  const codesOf = (kind: string) => discounts.flatMap((discount) => (discount.kind === kind && discount.code ? [discount.code] : []));
  const titles = await discountTitlesOf(db, { promotions: codesOf('promotion'), coupons: codesOf('coupon') }, locales);
  return discounts.map((discount) => {
    const known = discount.code ? (discount.kind === 'promotion' ? titles.promotions : discount.kind === 'coupon' ? titles.coupons : undefined)?.get(discount.code) : undefined;
    const storedName = typeof discount.name === 'string' ? discount.name : discount.name ? pickText(discount.name, locales) : '';
    return { name: (known || storedName || discount.code || '').slice(0, 200), amount: money(discount.amountCents, currency) };
  });
}

/** What a shopper's cancel does to this order now: at once, a request the merchant decides, or nothing. */
export function cancelKindOf(order: Pick<OrderRow, 'status' | 'payStatus' | 'shippedAt'>): OrderDetail['cancel'] {
  const state = orderStateOf(order);
  if (state.status !== 'in-progress' || state.shipped) return 'none';
  return state.payStatus === 'unpaid' ? 'now' : 'request';
}

async function linesOf(db: Database | Transaction, orderIds: readonly string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** Everything the order page shows of one order. */
export async function orderDetailOf(
  db: Database | Transaction,
  commerceRules: CommerceRules,
  order: OrderRow,
  context: PageWords,
): Promise<OrderDetail> {
  const locales = localeChain(context.lang);
  const { currency } = order;
  const [lines, events, parcels, methods, discounts] = await Promise.all([
    linesOf(db, [order.id]),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)).limit(200),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.shippedAt)).limit(50),
    methodNamesOf(db, { shipping: order.shippingMethod, payment: order.paymentMethod }, locales),
    discountsView(db, order.discounts, currency, locales),
  ]);
  const orderLinesOf = lines.get(order.id) ?? [];
  return {
    ...summaryOf(order, orderLinesOf, context),
    lines: orderLinesOf.map((line) => lineView(line, currency, locales, context)),
    subtotal: money(order.subtotalCents, currency),
    discounts,
    discountTotal: money(order.discountCents, currency),
    shippingFee: money(order.shippingCents, currency),
    paymentAmount: money(order.totalCents, currency),
    refunded: money(order.refundedCents, currency),
    shippingMethod: order.shippingMethod.slice(0, 40),
    shippingMethodName: methods.shipping?.slice(0, 200) ?? null,
    paymentMethod: order.paymentMethod.slice(0, 40),
    paymentMethodName: methods.payment?.slice(0, 200) ?? null,
    couponCode: order.couponCode,
    remarks: order.remarks.slice(0, 500),
    address: addressView(order.address, context.lang),
    payBy: iso(order.payBy),
    shipments: parcels.map((parcel) => ({ expressName: parcel.expressName, expressNumber: parcel.expressNumber, shippedAt: iso(parcel.shippedAt) })),
    timeline: events.map(eventView),
    cancel: cancelKindOf(order),
    payHref: order.status === 'in-progress' && order.payStatus === 'unpaid' ? thankYouHref(context.lang, order.orderNo) : null,
    returnHref:
      returnsClosedReason(order, (await commerceRules.settings(db)).returnWindowDays, new Date()) === null
        ? `${langPath(context.lang)}${context.userPrefix}return?apply=${encodeURIComponent(order.orderNo)}`
        : null,
  };
}

/** One page of the shopper's orders, newest first, optionally of one status. */
export async function listShopperOrders(
  db: Database,
  userId: string,
  query: { status?: OrderStatus | undefined; page: number },
  context: PageWords,
): Promise<OrderList> {
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.orderNo))
      .limit(ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ORDERS_PAGE_SIZE),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) => summaryOf(row, lines.get(row.id) ?? [], context)),
    pagination: { page: query.page, pageSize: ORDERS_PAGE_SIZE, total: total?.count ?? 0 },
    status: query.status ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shopper's own order by id or number; null for one that does not exist or is another shopper's. */
export async function findShopperOrder(db: Database | Transaction, userId: string, key: { orderId?: string | undefined; orderNo?: string | undefined }): Promise<OrderRow | null> {
  const condition = key.orderId !== undefined ? (UUID.test(key.orderId) ? eq(orders.id, key.orderId) : null) : key.orderNo !== undefined ? eq(orders.orderNo, key.orderNo) : null;
  if (!condition) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(condition, eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type OrderOutcome = { ok: true; order: LockedOrder } | { ok: false; reason: 'not-found' | 'not-allowed' };

const outcomeOf = (changed: OrderChange): OrderOutcome => (changed.ok ? changed : { ok: false, reason: 'not-allowed' });

/**
 * The shopper's cancel: an unpaid order is cancelled at once; a paid one not yet shipped
 * becomes pending cancellation until the merchant decides; anything else is refused.
 */
export async function cancelShopperOrder(db: Database, changes: ChangeBus | undefined, userId: string, orderId: string, now = new Date()): Promise<OrderOutcome> {
  if (!UUID.test(orderId)) return { ok: false, reason: 'not-found' };
  return runTransitions(db, changes, async (tx): Promise<OrderOutcome> => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) return { ok: false, reason: 'not-found' };
    return outcomeOf(await transitionOrder(tx, order, order.payStatus === 'unpaid' ? 'cancel' : 'requestCancel', 'shopper', { now }));
  });
}


/** The merchant's changes, by order number. */
export type MerchantAction =
  | { action: 'ship'; expressName: string; expressNumber: string }
  | { action: 'deliver' }
  | { action: 'approveCancel' }
  | { action: 'refuseCancel' }
  | { action: 'cancel' }
  | { action: 'pay' };

/** Applies a merchant's change to the order with this number (or id), under its row lock. */
export async function changeOrderAsMerchant(db: Database, changes: ChangeBus | undefined, orderNo: string, change: MerchantAction, now = new Date()): Promise<OrderOutcome> {
  return runTransitions(db, changes, async (tx): Promise<OrderOutcome> => {
    const [found] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(UUID.test(orderNo) ? eq(orders.id, orderNo) : eq(orders.orderNo, orderNo))
      .limit(1);
    const order = found ? await lockOrder(tx, found.id) : null;
    if (!order) return { ok: false, reason: 'not-found' };
    switch (change.action) {
      case 'ship':
        return outcomeOf(await transitionOrder(tx, order, 'ship', 'merchant', { parcel: { expressName: change.expressName, expressNumber: change.expressNumber }, now }));
      case 'pay':
        return outcomeOf(await transitionOrder(tx, order, 'pay', 'merchant', { detail: { method: order.paymentMethod }, now }));
      default:
        return outcomeOf(await transitionOrder(tx, order, change.action, 'merchant', { now }));
    }
  });
}

const SWEEP_BATCH = 50;

/**
 * Cancels unpaid orders whose time to pay has passed, through the same cancel as the
 * shopper's (actor `system`), with its effects. Rows another process is already
 * sweeping are skipped, not waited for, so several processes may sweep at once.
 * Answers how many were cancelled.
 */
export async function sweepUnpaidOrders(db: Database, changes: ChangeBus | undefined, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await runTransitions(db, changes, async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.payStatus, 'unpaid'), eq(orders.status, 'in-progress'), lte(orders.payBy, now)))
        .orderBy(asc(orders.payBy))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      let done = 0;
      for (const order of due) {
        const outcome = await transitionOrder(tx, order, 'cancel', 'system', { detail: { reason: 'unpaid-timeout' }, now });
        if (outcome.ok) done += 1;
      }
      return { done, full: due.length === SWEEP_BATCH };
    });
    cancelled += batch.done;
    if (!batch.full) return cancelled;
  }
}

/** Sweeps now and then every `intervalMs` until stopped; a failed sweep is logged and the next one tries again. */
export function startUnpaidOrderSweeper(db: Database, changes: ChangeBus | undefined, logger: Logger, intervalMs = 60_000): () => void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepUnpaidOrders(db, changes)
      .then((count) => {
        if (count > 0) logger.info('Unpaid orders cancelled', { count });
      })
      .catch((error: unknown) => logger.error('Sweeping unpaid orders failed', { error }))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Units of a variant still on sale, for the merchant's stock command's answer. */
export async function stockOf(db: Database, sku: string): Promise<number | null> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)).limit(1);
  return row?.stock ?? null;
}

/** The merchant's order list: newest first, by status, pay status or shopper. */
export async function listOrdersForMerchant(
  db: Database,
  query: { status?: OrderStatus | undefined; payStatus?: 'unpaid' | 'paid' | undefined; userId?: string | undefined; page: number },
  context: PageWords,
): Promise<{ orders: (OrderSummary & { userId: string; shipped: boolean })[]; pagination: OrderList['pagination'] }> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payStatus ? eq(orders.payStatus, query.payStatus) : undefined,
    query.userId ? eq(orders.userId, query.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.orderNo))
      .limit(MERCHANT_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * MERCHANT_ORDERS_PAGE_SIZE),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) => ({ ...summaryOf(row, lines.get(row.id) ?? [], context), userId: row.userId, shipped: row.shippedAt !== null })),
    pagination: { page: query.page, pageSize: MERCHANT_ORDERS_PAGE_SIZE, total: total?.count ?? 0 },
  };
}

/** Any order by number (or id), for the merchant. */
export async function findOrder(db: Database, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(UUID.test(orderNo) ? eq(orders.id, orderNo) : eq(orders.orderNo, orderNo))
    .limit(1);
  return row ?? null;
}
