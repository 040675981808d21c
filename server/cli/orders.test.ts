import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInShopper } from '../testing/test-shoppers';
import { placeTestOrder, stockLeft, variantWithStock, type TestVariant } from '../testing/test-orders';
import { orders } from '../db/schema';
import { liveShopFor } from '../testing/test-live-shop';
import { ordersCommand } from './orders-command';

/* The merchant's order commands against a live shop server, through its admin API. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const cli = liveShopFor(ordersCommand);
const orders_ = cli.run;

let variant: TestVariant;
let shopperId: string;

beforeAll(async () => {
  variant = await variantWithStock(cli.shop.db, 40, 5);
  shopperId = (await createSignedInShopper(cli.shop.db)).id;
});

const statusOf = async (orderNo: string) => (await cli.shop.db.select({ status: orders.status, payStatus: orders.payStatus }).from(orders).where(eq(orders.orderNo, orderNo)))[0];

describe('npm run orders', () => {
  it('takes a bank transfer, ships, shows and delivers an order', async () => {
    const order = await placeTestOrder(cli.shop.db, { userId: shopperId, variant, quantity: 2, unitPriceCents: 1250 });
    expect(await orders_('mark-paid', order.orderNo)).toMatchObject({ code: 0, out: `${order.orderNo} is now in-progress, paid` });
    expect(await orders_('ship', order.orderNo, 'SF Express', 'SF2026')).toMatchObject({ code: 0, out: `${order.orderNo} shipped with SF Express SF2026` });
    const shown = await orders_('show', order.orderNo);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('2 × Linen shirt (Size: M)  25.00 USD');
    expect(shown.out).toContain('shipped');
    expect(shown.out).toContain('SF Express SF2026');
    expect(await orders_('deliver', order.orderNo)).toMatchObject({ code: 0, out: `${order.orderNo} is now completed, paid` });
    expect((await orders_('list', '--status', 'completed')).out).toContain(order.orderNo);
  });

  it('lists by customer and number, and reads on with --after or --page', async () => {
    const order = await placeTestOrder(cli.shop.db, { userId: shopperId, variant });
    const listed = await orders_('list', '--customer', shopperId, '--number', order.orderNo.toLowerCase());
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.out.split('\n')).toEqual([expect.stringMatching(new RegExp(`^${order.orderNo}  in-progress`)), 'No older orders']);
    expect(await orders_('list', '--customer', shopperId, '--page', '2')).toMatchObject({ code: 0, out: 'No page 2: the orders end on page 1' });
    expect((await orders_('list', '--page', '0')).code).toBe(2);
    expect((await orders_('list', '--page', '2', '--after', 'x')).code).toBe(2);
    const forged = await orders_('list', '--after', 'not-a-next');
    expect(forged.code).toBe(1);
    expect(forged.err).toContain('422');
  });

  it('decides pending cancellations and says what the table refuses, exiting 1', async () => {
    const approved = await placeTestOrder(cli.shop.db, { userId: shopperId, variant, then: ['pay', 'requestCancel'] });
    const before = await stockLeft(cli.shop.db, variant.id);
    expect(await orders_('approve-cancel', approved.orderNo)).toMatchObject({ code: 0, out: `${approved.orderNo} is now cancelled, paid; refunded 30.00 USD` });
    expect(await stockLeft(cli.shop.db, variant.id)).toBe(before + 1);
    const refused = await placeTestOrder(cli.shop.db, { userId: shopperId, variant, then: ['pay', 'requestCancel'] });
    expect((await orders_('refuse-cancel', refused.orderNo)).code).toBe(0);
    expect(await statusOf(refused.orderNo)).toEqual({ status: 'in-progress', payStatus: 'paid' });

    const again = await orders_('approve-cancel', approved.orderNo);
    expect(again.code).toBe(1);
    expect(again.err).toContain('409');
    expect((await orders_('show', 'V19990101-000001')).err).toContain('404');
  });

  it('sets stock, and explains a command it cannot understand with exit code 2', async () => {
    expect(await orders_('stock', variant.sku, '12')).toMatchObject({ code: 0, out: `${variant.sku}: 12 in stock` });
    expect(await stockLeft(cli.shop.db, variant.id)).toBe(12);
    expect((await orders_('stock', variant.sku, 'lots')).code).toBe(2);
    expect((await orders_('ship', 'V1')).code).toBe(2);
  });

  it('adds and takes units relative to the stock, keeps the note, and shows the history', async () => {
    expect(await orders_('stock', variant.sku, '12', 'Shelf count')).toMatchObject({ code: 0, out: `${variant.sku}: 12 in stock` });
    expect(await orders_('stock', variant.sku, '+5', 'Delivery')).toMatchObject({ code: 0, out: `${variant.sku}: 17 in stock` });
    expect(await orders_('stock', variant.sku, '-2')).toMatchObject({ code: 0, out: `${variant.sku}: 15 in stock` });
    const tooMany = await orders_('stock', variant.sku, '-99');
    expect(tooMany.code).not.toBe(0);
    expect(tooMany.err).toContain('409');
    expect(await stockLeft(cli.shop.db, variant.id)).toBe(15);
    const history = await orders_('stock-history', variant.sku);
    expect(history.code).toBe(0);
    const lines = history.out.split('\n');
    expect(lines[0]).toBe(`${variant.sku}: 15 in stock`);
    expect(lines[1]).toMatch(/-2 → +15 {2}adjustment by merchant$/);
    expect(lines[2]).toMatch(/\+5 → +17 {2}adjustment by merchant "Delivery"$/);
    expect(lines[3]).toMatch(/ → +12 {2}count by merchant "Shelf count"$/);
    expect((await orders_()).err).toContain('Usage: npm run orders');
  });

  it('runs as its own process', async () => {
    const order = await placeTestOrder(cli.shop.db, { userId: shopperId, variant });
    const run = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(TSX, [join(ROOT, 'server', 'cli', 'orders.ts'), 'cancel', order.orderNo], { cwd: ROOT, env: cli.env }, (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }));
    });
    expect(run).toEqual({ code: 0, stdout: `${order.orderNo} is now cancelled, unpaid\n` });
  }, 60_000);
});
