import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StockMovement } from '../../src/schema/commerce/stock';
import { orders, stockMovements } from '../db/schema';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { placeTestOrder, stockLeft, TEST_DRIVERS, variantWithStock, type TestVariant } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { runTransitions, transitionOrder } from '../orders/order-transitions';
import { lockOrder } from '../orders/order-records';

/*
 * A variant's stock history and the merchant's relative stock writes, through the real admin
 * API on PGlite and PostgreSQL: every move is kept with why, who and by how much and adds up
 * to the stock; a relative write racing purchases loses none of them and never goes below
 * zero; a write that would changes nothing.
 */

type History = { sku: string; stock: number; movements: StockMovement[] };

describe.each(TEST_DRIVERS)('stock history on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  let shopper: { id: string };

  beforeAll(async () => {
    shop = opened.shop;
    shopper = await createSignedInShopper(shop.db, { firstName: 'Mei' });
  });

  const admin = (method: 'GET' | 'PUT', path: string, body?: unknown) => adminRequest(shop.app, method, path, { body });

  async function historyOf(variant: TestVariant): Promise<History> {
    const answer = await admin('GET', `/stock/${encodeURIComponent(variant.sku)}/history?limit=500`);
    expect(answer.status).toBe(200);
    return answer.body.data as History;
  }

  it('keeps every move with why, who and by how much, newest first, naming the order', async () => {
    const variant = await variantWithStock(shop.db, 10, 5);
    const earlier = (await historyOf(variant)).movements;
    // variantWithStock's own count, as a merchant's, is the newest move before this test's.
    expect(earlier[0]).toMatchObject({ stockAfter: 10, reason: 'count', actor: 'merchant', orderNo: null });
    expect((await admin('PUT', '/stock', { sku: variant.sku, stock: 12, note: 'Shelf count' })).body.data).toEqual({ sku: variant.sku, stock: 12 });
    const order = await placeTestOrder(shop.db, { userId: shopper.id, variant, quantity: 3 });
    await runTransitions(shop.db, undefined, async (tx) => {
      const locked = await lockOrder(tx, order.id, shopper.id);
      return transitionOrder(tx, locked!, 'cancel', 'shopper');
    });
    expect((await admin('PUT', '/stock', { sku: variant.sku, change: 5, note: 'Delivery from the workshop' })).body.data).toEqual({ sku: variant.sku, stock: 17 });

    const history = await historyOf(variant);
    expect(history.stock).toBe(17);
    const moves = history.movements.slice(0, history.movements.length - earlier.length);
    expect(moves.map(({ change, stockAfter, reason, actor, orderNo, note }) => ({ change, stockAfter, reason, actor, orderNo, note }))).toEqual([
      { change: 5, stockAfter: 17, reason: 'adjustment', actor: 'merchant', orderNo: null, note: 'Delivery from the workshop' },
      { change: 3, stockAfter: 12, reason: 'order-cancelled', actor: 'shopper', orderNo: order.orderNo, note: null },
      { change: -3, stockAfter: 9, reason: 'sale', actor: 'shopper', orderNo: order.orderNo, note: null },
      { change: 2, stockAfter: 12, reason: 'count', actor: 'merchant', orderNo: null, note: 'Shelf count' },
    ]);
    expect(history.movements.slice(moves.length)).toEqual(earlier);
  });

  it('loses no sale to a relative write racing purchases, and never goes below zero', async () => {
    const variant = await variantWithStock(shop.db, 4, 6);
    const before = (await historyOf(variant)).movements.length;
    const buyers = Array.from({ length: 12 }, () => placeTestOrder(shop.db, { userId: shopper.id, variant }).then(() => true, () => false));
    const deliveries = Array.from({ length: 4 }, () => admin('PUT', '/stock', { sku: variant.sku, change: 2 }));
    const [sold, added] = await Promise.all([Promise.all(buyers), Promise.all(deliveries)]);
    expect(added.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const sales = sold.filter(Boolean).length;
    // Four units and eight delivered: at least the first four buyers got theirs, and no more than twelve units went.
    expect(sales).toBeGreaterThanOrEqual(4);
    const left = await stockLeft(shop.db, variant.id);
    expect(left).toBe(4 + 8 - sales);
    expect(left).toBeGreaterThanOrEqual(0);

    const moves = (await historyOf(variant)).movements.slice(0, -before || undefined);
    expect(moves.filter((move) => move.reason === 'sale')).toHaveLength(sales);
    expect(moves.filter((move) => move.reason === 'adjustment').map((move) => move.change)).toEqual([2, 2, 2, 2]);
    expect(moves.reduce((sum, move) => sum + move.change, 0)).toBe(left - 4);
    // Newest first, each move's units follow from the one before it.
    for (const [index, move] of moves.entries()) {
      const older = moves[index + 1];
      if (older) expect(move.stockAfter).toBe(older.stockAfter + move.change);
    }
  });

  it('refuses a change that would go below zero or past the most units, changing nothing, and names what is wrong', async () => {
    const variant = await variantWithStock(shop.db, 3, 7);
    const before = await historyOf(variant);

    const taken = await admin('PUT', '/stock', { sku: variant.sku, change: -5 });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toContain(`SKU ${variant.sku} has 3 in stock`);
    expect(await stockLeft(shop.db, variant.id)).toBe(3);
    expect(await historyOf(variant)).toEqual(before);

    const over = await admin('PUT', '/stock', { sku: variant.sku, change: 1_000_000 });
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain('would pass 1,000,000');

    const both = await admin('PUT', '/stock', { sku: variant.sku, stock: 3, change: 1 });
    expect(both.status).toBe(422);
    expect(JSON.stringify(both.body)).toContain('change');
    const neither = await admin('PUT', '/stock', { sku: variant.sku });
    expect(neither.status).toBe(422);
    expect(JSON.stringify(neither.body)).toContain('stock');
    expect((await admin('PUT', '/stock', { sku: variant.sku, change: 0 })).status).toBe(422);
    expect((await admin('PUT', '/stock', { sku: variant.sku, change: 1, note: 'x'.repeat(201) })).status).toBe(422);
    expect((await admin('PUT', '/stock', { sku: 'NO-SUCH-SKU', change: 1 })).status).toBe(404);
    expect((await admin('GET', '/stock/NO-SUCH-SKU/history')).status).toBe(404);
    expect((await admin('GET', `/stock/${encodeURIComponent(variant.sku)}/history?limit=0`)).status).toBe(422);
    expect(await historyOf(variant)).toEqual(before);
  });

  it('names the order of every demo sale: units taken before the order is written carry its id', async () => {
    const sales = await shop.db
      .select({ orderNo: orders.orderNo })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(eq(stockMovements.reason, 'sale'));
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.filter((sale) => sale.orderNo === null)).toEqual([]);
  });
});
