import { count, eq, sql } from 'drizzle-orm';
import { toMajorUnits } from '../../src/schema/commerce/money';
import type { Database } from '../db/database';
import { orders, products } from '../db/schema';

/** Spec §3 User: what the shopper's orders add up to, in the shop currency's major unit. */
export type OrderFigures = {
  spendingAmount: number;
  paymentAmount: number;
  unpaidOrders: number;
  orderQuantity: number;
  currency: string;
};

const DEFAULT_CURRENCY = 'USD';

/**
 * The order figures of the user center for one shopper, read from their orders in one query:
 * payment = what their paid orders came to, spending = that less what was refunded, unpaid =
 * orders still waiting for payment (a cancelled one no longer waits), quantity = every order
 * placed. Money is summed in minor units in the shop's currency and turned into major units
 * only at the end, so nothing drifts.
 */
export async function orderFigures(db: Database, userId: string): Promise<OrderFigures> {
  const currency = await shopCurrency(db);
  const paid = sql`${orders.payStatus} = 'paid' and ${orders.currency} = ${currency}`;
  const [row] = await db
    .select({
      paidCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${paid}), 0)`,
      refundedCents: sql<string>`coalesce(sum(${orders.refundedCents}) filter (where ${paid}), 0)`,
      unpaid: sql<string>`count(*) filter (where ${orders.payStatus} = 'unpaid' and ${orders.status} = 'in-progress')`,
      placed: count(),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const paidCents = Number(row?.paidCents ?? 0);
  const refundedCents = Number(row?.refundedCents ?? 0);
  return {
    spendingAmount: toMajorUnits({ amount: paidCents - refundedCents, currency }),
    paymentAmount: toMajorUnits({ amount: paidCents, currency }),
    unpaidOrders: Number(row?.unpaid ?? 0),
    orderQuantity: row?.placed ?? 0,
    currency,
  };
}

/** One shop, one currency today: the catalog's, else US dollars for a shop with no products yet. */
async function shopCurrency(db: Database): Promise<string> {
  const [row] = await db.select({ currency: products.currency }).from(products).limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}
