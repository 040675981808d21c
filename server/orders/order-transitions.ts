import { eq, sql } from 'drizzle-orm';
import { orderTransition, type Actor, type OrderActionName } from '../../src/schema/commerce/states';
import { orderChangedMessageSchema } from '../../src/schema/realtime-messages';
import type { Database, Transaction } from '../db/database';
import { orderLines, orders, shipments } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import { announceWorkChanged } from '../events/work-news';
import { releaseCoupon } from '../coupons/coupon-uses';
import { orderStateOf, recordOrderEvent, type LockedOrder, type OrderChange } from './order-records';
import { moveStockThen, returnStock } from '../commerce/stock';

/*
 * What each order action does, beside the table that says when it may (src/schema/commerce/states.ts,
 * which the browser reads too, so the effects live here on the server). `transitionOrder` is the
 * only way an order changes state: it asks the table, applies the new state and runs the
 * action's effects, those inside the transaction first (stock, coupon, history: all of it or none
 * of it), those that talk to the outside once the transaction has committed (a rolled-back change
 * tells no one anything). A new action is an entry in ORDER_ACTIONS and one here.
 */

/** Effects written in the change's own transaction, in the order listed. */
type OrderStepEffect =
  /** The timeline row of the action, with what it carried. */
  | 'record-history'
  /** The parcel the shopper reads (spec §3): a shipment row. */
  | 'record-shipment'
  /** Every line's units back on sale. */
  | 'restock-lines'
  /** The order's coupon use given back to the coupon. */
  | 'release-coupon'
  /** A paid order's money back: `refunded_cents` = what was paid, and a `refunded` timeline row. */
  | 'refund-payment';

/** Effects that reach outside the database, run once the change is committed. */
type OrderNewsEffect =
  /** The `order-changed` message to the shopper's open pages, with the order as the transaction left it. */
  'tell-shopper';

type OrderEffects = { inTransaction: readonly OrderStepEffect[]; afterCommit: readonly OrderNewsEffect[] };

export const ORDER_EFFECTS = {
  pay: { inTransaction: ['record-history'], afterCommit: ['tell-shopper'] },
  cancel: { inTransaction: ['record-history', 'restock-lines', 'release-coupon'], afterCommit: ['tell-shopper'] },
  requestCancel: { inTransaction: ['record-history'], afterCommit: ['tell-shopper'] },
  approveCancel: { inTransaction: ['record-history', 'restock-lines', 'release-coupon', 'refund-payment'], afterCommit: ['tell-shopper'] },
  refuseCancel: { inTransaction: ['record-history'], afterCommit: ['tell-shopper'] },
  ship: { inTransaction: ['record-history', 'record-shipment'], afterCommit: ['tell-shopper'] },
  deliver: { inTransaction: ['record-history'], afterCommit: ['tell-shopper'] },
} as const satisfies Record<OrderActionName, OrderEffects>;

export type Parcel = { expressName: string; expressNumber: string };

/** What an action carries: the parcel of a shipment; anything else worth keeping on the timeline row. */
export type OrderActionInput = { parcel?: Parcel; detail?: Record<string, unknown>; now?: Date };

type Step = { order: LockedOrder; action: OrderActionName; actor: Actor; detail: Record<string, unknown>; parcel: Parcel | undefined; now: Date };

const STEP_EFFECTS: Record<OrderStepEffect, (tx: Transaction, step: Step) => Promise<LockedOrder | void>> = {
  'record-history': (tx, { order, action, actor, detail, now }) => recordOrderEvent(tx, order, action, actor, detail, now),
  'record-shipment': async (tx, { order, action, parcel, now }) => {
    if (!parcel) throw new Error(`An order's ${action} needs its parcel`);
    await tx.insert(shipments).values({ orderId: order.id, ...parcel, shippedAt: now });
  },
  'restock-lines': async (tx, { order, actor }) => {
    const lines = await tx.select({ variantId: orderLines.variantId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const why = { reason: 'order-cancelled', actor: actor === 'payment' ? 'system' : actor, orderId: order.id } as const;
    for (const line of lines) if (line.variantId !== null) await returnStock(tx, line.variantId, line.quantity, why);
  },
  'release-coupon': (tx, { order }) => releaseCoupon(tx, order.id),
  'refund-payment': async (tx, { order, actor, now }) => {
    if (order.payStatus !== 'paid') return;
    const [refunded] = await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.totalCents}`, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await recordOrderEvent(tx, refunded!, 'refunded', actor, { amountCents: refunded!.totalCents, currency: refunded!.currency }, now);
    return refunded!;
  },
};

type Announced = Pick<LockedOrder, 'id' | 'orderNo' | 'userId' | 'status' | 'payStatus'>;

// What a transaction has to tell once it commits, per transaction: each order once, as the transaction left it.
const newsOfTransaction = new WeakMap<Transaction, Map<string, Announced>>();

/**
 * Runs `work` in one transaction and, once it commits, sends what its changes have to tell: each
 * order it moved to its shopper's open pages, each variant whose stock moved to the product's,
 * and the staff's open back office that the work waiting for them changed.
 * Every order change runs inside one; `transitionOrder` refuses to run outside.
 */
export async function runTransitions<T>(db: Database | Transaction, changes: ChangeBus | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const news = new Map<string, Announced>();
  const result = await moveStockThen(db, changes, (tx) => {
    newsOfTransaction.set(tx, news);
    return work(tx);
  });
  for (const order of news.values()) await announceOrderChange(changes, order);
  if (news.size > 0) announceWorkChanged(changes);
  return result;
}

/** The order's shopper hears of it once the transaction inside `runTransitions` commits. */
export function tellShopperAfterCommit(tx: Transaction, order: Announced): void {
  const news = newsOfTransaction.get(tx);
  if (!news) throw new Error('An order change runs inside runTransitions, which tells its shopper once it commits');
  news.set(order.id, order);
}

/**
 * Moves a locked order by `action` if the table allows it: the new state with the time the action
 * stands for (paid, shipped, delivered, cancelled), then the action's effects. A change the table
 * refuses changes nothing, tells no one and answers why; the caller answers 409.
 */
export async function transitionOrder(tx: Transaction, order: LockedOrder, action: OrderActionName, actor: Actor, input: OrderActionInput = {}): Promise<OrderChange> {
  if (!newsOfTransaction.has(tx)) throw new Error('An order change runs inside runTransitions, which tells its shopper once it commits');
  const now = input.now ?? new Date();
  const state = orderStateOf(order);
  const next = orderTransition(state, action, actor);
  if (!next) return { ok: false, reason: 'not-allowed', state };
  const stamps: Partial<LockedOrder> = {
    ...(action === 'pay' ? { paidAt: now } : {}),
    ...(action === 'ship' && order.shippedAt === null ? { shippedAt: now } : {}),
    ...(action === 'deliver' ? { deliveredAt: now } : {}),
    ...(next.status === 'cancelled' ? { cancelledAt: now } : {}),
  };
  const [updated] = await tx
    .update(orders)
    .set({ status: next.status, payStatus: next.payStatus, ...stamps, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const effects: OrderEffects = ORDER_EFFECTS[action];
  let step: Step = { order: updated!, action, actor, detail: { ...input.detail, ...input.parcel }, parcel: input.parcel, now };
  for (const effect of effects.inTransaction) step = { ...step, order: (await STEP_EFFECTS[effect](tx, step)) ?? step.order };
  if (effects.afterCommit.includes('tell-shopper')) tellShopperAfterCommit(tx, step.order);
  return { ok: true, order: step.order };
}

/**
 * Tells the shopper's open pages that their order moved, in whichever process holds their
 * websocket. Only ever after the change is committed: `runTransitions` calls it.
 */
async function announceOrderChange(changes: ChangeBus | undefined, order: Announced): Promise<void> {
  if (!changes) return;
  const message = orderChangedMessageSchema.parse({
    code: 0,
    msg: 'order-changed',
    data: { orderId: order.id, orderNo: order.orderNo, status: order.status, payStatus: order.payStatus },
  });
  await changes.publish('shopper-message', { userId: order.userId, message });
}
