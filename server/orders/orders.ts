import { and, asc, count, desc, eq, getTableColumns, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { OrderStatus, PayStatus } from '../../src/schema/commerce/states';
import type { OrderDetail } from '../../src/schema/order-pages';
import type { Database, Transaction } from '../db/database';
import { orderEvents, orderLines, orders, products, productVariants, shipments, users } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import type { OrderListPosition } from './order-cursor';
import { lockOrder, orderStateOf, type LockedOrder, type OrderChange } from './order-records';
import { runTransitions, transitionOrder } from './order-transitions';
import { MERCHANT_ORDERS_PAGE_SIZE } from '../../src/schema/admin-api/orders';

/*
 * A shopper's orders, read and changed. Every read and every shopper action names the owner
 * in its query, so another shopper's order is simply not found. Every change goes through
 * `transitionOrder` (order-transitions.ts) with the order row locked, which brings what belongs
 * to the change (stock back, the coupon use released, the refund, the shopper told). What the
 * reads answer is drawn in the reader's language by order-view.ts; the unpaid orders are swept
 * by order-sweeper.ts.
 */

export const ORDERS_PAGE_SIZE = 10;

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
/** An order line, and whether what it bought is on sale now (its page answers, not a 404). */
export type LineRow = typeof orderLines.$inferSelect & { onSale: boolean };

/** What a shopper's cancel does to this order now: at once, a request the merchant decides, or nothing. */
export function cancelKindOf(order: Pick<OrderRow, 'status' | 'payStatus' | 'shippedAt'>): OrderDetail['cancel'] {
  const state = orderStateOf(order);
  if (state.status !== 'in-progress' || state.shipped) return 'none';
  return state.payStatus === 'unpaid' ? 'now' : 'request';
}

async function linesOf(db: Database | Transaction, orderIds: readonly string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const onSale = sql<boolean>`exists (select 1 from ${productVariants} v join ${products} p on p.id = v.product_id where v.id = ${orderLines.variantId} and p.status = 'active')`;
  const rows = await db
    .select({ ...getTableColumns(orderLines), onSale })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** What an order page shows of one order besides the order row: its lines, its timeline and its parcels. */
export type OrderRecord = {
  lines: LineRow[];
  events: (typeof orderEvents.$inferSelect)[];
  shipments: (typeof shipments.$inferSelect)[];
};

export async function orderRecordOf(db: Database | Transaction, order: Pick<OrderRow, 'id'>): Promise<OrderRecord> {
  const [lines, events, parcels] = await Promise.all([
    linesOf(db, [order.id]),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)).limit(200),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.shippedAt)).limit(50),
  ]);
  return { lines: lines.get(order.id) ?? [], events, shipments: parcels };
}

/** A page of orders with their lines, and how many there are in all. */
export type OrdersPage = { rows: OrderRow[]; lines: Map<string, LineRow[]>; total: number };

/** One page of the shopper's orders, newest first, optionally of one status. */
export async function findShopperOrders(db: Database, userId: string, query: { status?: OrderStatus | undefined; page: number }): Promise<OrdersPage> {
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
  return { rows, lines, total: total?.count ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The merchant names an order by its number or its id. */
const merchantKey = (orderNo: string) => (UUID.test(orderNo) ? eq(orders.id, orderNo) : eq(orders.orderNo, orderNo));

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

/** `same-parcel`: the order already has a shipment with this carrier and number (two members shipping one parcel at once). */
export type OrderOutcome = { ok: true; order: LockedOrder } | { ok: false; reason: 'not-found' | 'not-allowed' | 'same-parcel' };

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
      .where(merchantKey(orderNo))
      .limit(1);
    const order = found ? await lockOrder(tx, found.id) : null;
    if (!order) return { ok: false, reason: 'not-found' };
    switch (change.action) {
      case 'ship': {
        // The order is locked: of two presses recording one parcel, the second finds the first's.
        const [recorded] = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.orderId, order.id), eq(shipments.expressName, change.expressName), eq(shipments.expressNumber, change.expressNumber)))
          .limit(1);
        if (recorded) return { ok: false, reason: 'same-parcel' };
        return outcomeOf(await transitionOrder(tx, order, 'ship', 'merchant', { parcel: { expressName: change.expressName, expressNumber: change.expressNumber }, now }));
      }
      case 'pay':
        return outcomeOf(await transitionOrder(tx, order, 'pay', 'merchant', { detail: { method: order.paymentMethod }, now }));
      default:
        return outcomeOf(await transitionOrder(tx, order, change.action, 'merchant', { now }));
    }
  });
}

/** What the merchant's order list keeps: every filter given must match. Days are UTC `YYYY-MM-DD`, both included. */
export type MerchantOrderFilter = {
  status?: OrderStatus | undefined;
  payStatus?: PayStatus | undefined;
  placedFrom?: string | undefined;
  placedTo?: string | undefined;
  userId?: string | undefined;
  /** The shopper's account email, lower-cased as accounts keep it. */
  email?: string | undefined;
  /** The start of the order number, upper-cased as numbers are written; letters, digits and hyphens only. */
  orderNo?: string | undefined;
};

/** One page of the merchant's list, and where the next one starts (null after the oldest). */
export type MerchantOrdersPage = { rows: OrderRow[]; lines: Map<string, LineRow[]>; next: OrderListPosition | null };

/**
 * The merchant's page of orders: newest first by (placed_at, order_no), after `after` when given.
 * Each filter has an index that holds the orders in this order (server/db/schema/commerce.ts),
 * so a page reads its rows and stops however many orders match.
 */
export async function findMerchantOrders(db: Database, filter: MerchantOrderFilter, after: OrderListPosition | null): Promise<MerchantOrdersPage> {
  // The shopper is looked up first so the planner knows whose orders it reads: a regular
  // customer's thousands are then read in order from their index, not all read and sorted.
  const [customer] = filter.email === undefined ? [] : await db.select({ id: users.id }).from(users).where(eq(users.email, filter.email)).limit(1);
  if (filter.email !== undefined && !customer) return { rows: [], lines: new Map(), next: null };
  const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payStatus ? eq(orders.payStatus, filter.payStatus) : undefined,
    filter.placedFrom ? gte(orders.placedAt, dayStart(filter.placedFrom)) : undefined,
    filter.placedTo ? lt(orders.placedAt, new Date(dayStart(filter.placedTo).getTime() + DAY_MS)) : undefined,
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    customer ? eq(orders.userId, customer.id) : undefined,
    filter.orderNo ? like(orders.orderNo, `${filter.orderNo}%`) : undefined,
    after ? sql`(${orders.placedAt}, ${orders.orderNo}) < (${after.placedAt}::timestamptz, ${after.orderNo})` : undefined,
  );
  // A JavaScript Date stops at the millisecond: the position keeps the stored microseconds.
  const placedAtExactly = sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const found = await db
    .select({ ...getTableColumns(orders), placedAtExactly })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.orderNo))
    .limit(MERCHANT_ORDERS_PAGE_SIZE + 1);
  const rows = found.slice(0, MERCHANT_ORDERS_PAGE_SIZE);
  const last = rows.at(-1);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows, lines, next: found.length > MERCHANT_ORDERS_PAGE_SIZE && last ? { placedAt: last.placedAtExactly, orderNo: last.orderNo } : null };
}

/** Any order by number (or id), for the merchant. */
export async function findOrder(db: Database, orderNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(merchantKey(orderNo)).limit(1);
  return row ?? null;
}

/**
 * Sets the team's note on an order by number (or id), or clears it with an empty text; null for
 * an unknown order. A note is no change of the order: `updatedAt`, the timeline and the
 * shopper's open pages are left alone.
 */
export async function writeOrderNote(db: Database, orderNo: string, note: { text: string; by: string }, now = new Date()): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(note.text === '' ? { note: null, noteBy: null, noteAt: null } : { note: note.text, noteBy: note.by, noteAt: now })
    .where(merchantKey(orderNo))
    .returning();
  return row ?? null;
}
