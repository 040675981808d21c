import { eq, sql } from 'drizzle-orm';
import type { Actor, OrderState, OrderStatus, PayStatus } from '../../src/schema/commerce/states';
import type { Transaction } from '../db/database';
import { orderEvents, orderLines, orderNumbers, orders, returnNumbers } from '../db/schema';

/*
 * The few writes every order goes through: numbering, placing, and the row lock under which
 * `transitionOrder` (order-transitions.ts) moves it, so two changes at once are applied one
 * after the other and the second is judged on the state the first left.
 */

/** `V20261124-000042`: the day in UTC and that day's sequence, taken under the day's row lock. */
export async function nextNumber(tx: Transaction, kind: 'order' | 'return', now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const table = kind === 'order' ? orderNumbers : returnNumbers;
  const [row] = await tx
    .insert(table)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: table.day, set: { last: sql`${table.last} + 1` } })
    .returning({ last: table.last });
  return `${kind === 'order' ? 'V' : 'R'}${day}-${String(row!.last).padStart(6, '0')}`;
}

export type LockedOrder = typeof orders.$inferSelect;

/** The order, locked until the transaction ends; null when there is none (or it is another shopper's, when `userId` is given). */
export async function lockOrder(tx: Transaction, orderId: string, userId?: string): Promise<LockedOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  return row;
}

export function orderStateOf(order: Pick<LockedOrder, 'status' | 'payStatus' | 'shippedAt'>): OrderState {
  return { status: order.status as OrderStatus, payStatus: order.payStatus as PayStatus, shipped: order.shippedAt !== null };
}

export type OrderChange = { ok: true; order: LockedOrder } | { ok: false; reason: 'not-allowed'; state: OrderState };

/** A timeline row: a transition's own (written by its effects), or something that is not a state change (placed, a declined payment). */
export async function recordOrderEvent(
  tx: Transaction,
  order: Pick<LockedOrder, 'id' | 'status' | 'payStatus'>,
  kind: string,
  actor: Actor,
  detail: Record<string, unknown> = {},
  now: Date = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId: order.id, kind, actor, status: order.status, payStatus: order.payStatus, detail, at: now });
}

export type NewOrderLine = {
  variantId: number;
  productSlug: string;
  sku: string;
  /** `{locale: name}` in every translated language. */
  names: Record<string, string>;
  /** `[{name: {locale}, value: {locale}}]`. */
  options: { name: Record<string, string>; value: Record<string, string> }[];
  /** The line's picture: product slug and image position, or null. */
  image: { slug: string; position: number } | null;
  unitPriceCents: number;
  quantity: number;
  discountCents: number;
};

export type NewOrder = {
  /** The order's id when its units were taken before it was written (their history names it); made by the database otherwise. */
  id?: string;
  userId: string;
  checkoutId: string | null;
  currency: string;
  lines: readonly NewOrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingMethod: string;
  paymentMethod: string;
  address: unknown;
  couponCode: string | null;
  discounts: unknown;
  remarks: string;
  locale: string;
  payBy: Date;
  now: Date;
};

/** Writes an order, its lines and its first timeline row ("placed"). Stock and coupon uses are the caller's, in the same transaction. */
export async function insertOrder(tx: Transaction, input: NewOrder): Promise<LockedOrder> {
  const { lines, now, ...fields } = input;
  const orderNo = await nextNumber(tx, 'order', now);
  const [order] = await tx
    .insert(orders)
    .values({ ...fields, orderNo, placedAt: now, updatedAt: now })
    .returning();
  await tx.insert(orderLines).values(lines.map((line, index) => ({ ...line, orderId: order!.id, position: index + 1 })));
  await recordOrderEvent(tx, order!, 'placed', 'shopper', {}, now);
  return order!;
}
