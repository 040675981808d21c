import type { Database } from '../db/database';
import { products } from '../db/schema';

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
 * The order figures of the user center for one shopper.
 *
 * The seam for orders: the shop has no orders table yet, so every figure is zero. When the
 * orders work lands, this is the one function to fill in (spending = paid orders' totals,
 * payment = what was paid, unpaid = orders whose pay status is unpaid, quantity = orders
 * placed), each a query on that shopper's `user_id`; the user center, `user/info` and the
 * account pages read the figures from here alone.
 */
export async function orderFigures(db: Database, _userId: string): Promise<OrderFigures> {
  return { spendingAmount: 0, paymentAmount: 0, unpaidOrders: 0, orderQuantity: 0, currency: await shopCurrency(db) };
}

/** One shop, one currency today: the catalog's, else US dollars for a shop with no products yet. */
async function shopCurrency(db: Database): Promise<string> {
  const [row] = await db.select({ currency: products.currency }).from(products).limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}
