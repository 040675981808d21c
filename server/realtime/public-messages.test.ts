import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import { changeOrderAsMerchant, cancelShopperOrder } from '../orders/orders';
import { moveStockThen, setStock, takeStock } from '../commerce/stock';
import { openTestShop, placeTestOrder, stockLeft, variantWithStock, type TestShop, type TestVariant } from '../testing/test-orders';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { createServices, type Services } from '../services';
import { testPostgresServer } from '../testing/test-postgres';
import { createPostgresChangeBus } from '../events/postgres-change-bus';
import { liveMessageSchema } from '../../src/schema/realtime-messages';

/*
 * Who hears what over /ws/message: a product's stock is public news, told to every open page
 * once the change commits; a shopper's own news reaches only the sockets their session opened.
 */

let shop: TestShop;
let services: Services;
let node: NodeServer;
let base: string;
let variant: TestVariant;

beforeAll(async () => {
  shop = await openTestShop('pglite');
  services = createServices({ db: shop.db, logger: memoryLogger() });
  node = createNodeServer({ app: new Hono(), logger: memoryLogger(), changes: services.changes, shopperOfCookie: services.shopperOfCookie });
  base = `ws://127.0.0.1:${await listen(node.server, 0, '127.0.0.1')}`;
  variant = await variantWithStock(shop.db, 3, 2);
}, 120_000);

afterAll(async () => {
  await node?.close();
  await shop?.close();
});

type Tab = { ws: WebSocket; received: { msg: string; data?: unknown }[] };

function open(visitorId: string, token?: string): Promise<Tab> {
  const ws = new WebSocket(`${base}/ws/message?visitorId=${visitorId}`, token ? { headers: { cookie: `${SESSION_COOKIE}=${token}` } } : {});
  const received: Tab['received'] = [];
  ws.on('message', (raw) => received.push(liveMessageSchema.parse(JSON.parse(String(raw)))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, received }));
    ws.once('error', reject);
  });
}

const kinds = (tab: Tab) => tab.received.map((message) => message.msg);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('public and private live messages', () => {
  it('a stock change reaches every open page once committed; the shopper’s order news reaches only the shopper', async () => {
    const mei = await createSignedInShopper(shop.db);
    const ada = await createSignedInShopper(shop.db);
    const meiTab = await open('visitor-pub-mei', mei.token);
    const adaTab = await open('visitor-pub-ada', ada.token);
    const visitorTab = await open('visitor-pub-guest');
    // Naming a shopper in the address makes no one that shopper.
    const impostor = await new Promise<Tab>((resolve, reject) => {
      const ws = new WebSocket(`${base}/ws/message?visitorId=visitor-pub-x&userId=${mei.id}`);
      const received: Tab['received'] = [];
      ws.on('message', (raw) => received.push(liveMessageSchema.parse(JSON.parse(String(raw)))));
      ws.once('open', () => resolve({ ws, received }));
      ws.once('error', reject);
    });

    const order = await placeTestOrder(shop.db, { userId: mei.id, variant, quantity: 3 });
    await cancelShopperOrder(shop.db, services.changes, mei.id, order.id);

    const stockNews = { code: 0, msg: 'stock-changed', data: { productId: expect.any(Number), variantId: variant.id, sku: variant.sku, stock: 3, inStock: true } };
    for (const tab of [meiTab, adaTab, visitorTab, impostor]) await expect.poll(() => tab.received).toContainEqual(stockNews);
    await expect.poll(() => kinds(meiTab)).toContain('order-changed');
    await settle();
    for (const tab of [adaTab, visitorTab, impostor]) expect(kinds(tab)).toEqual(['stock-changed']);
    expect(kinds(meiTab).sort()).toEqual(['order-changed', 'stock-changed']);

    // A merchant's change that moves no stock is the shopper's alone.
    const paid = await placeTestOrder(shop.db, { userId: mei.id, variant, then: ['pay'] });
    for (const tab of [meiTab, adaTab, visitorTab, impostor]) tab.received.length = 0;
    await changeOrderAsMerchant(shop.db, services.changes, paid.orderNo, { action: 'ship', expressName: 'SF Express', expressNumber: 'SF7' });
    await expect.poll(() => kinds(meiTab)).toEqual(['order-changed']);
    await settle();
    for (const tab of [adaTab, visitorTab, impostor]) expect(tab.received).toEqual([]);
    for (const tab of [meiTab, adaTab, visitorTab, impostor]) tab.ws.close();
  });

  it('the merchant’s stock count reaches open pages with the product’s in-stock flag', async () => {
    const tab = await open('visitor-pub-count');
    await moveStockThen(shop.db, services.changes, (tx) => setStock(tx, variant.sku, 0));
    await expect.poll(() => tab.received).toEqual([{ code: 0, msg: 'stock-changed', data: expect.objectContaining({ variantId: variant.id, stock: 0 }) }]);
    await moveStockThen(shop.db, services.changes, (tx) => setStock(tx, variant.sku, 4));
    await expect.poll(() => tab.received.at(-1)).toEqual({ code: 0, msg: 'stock-changed', data: expect.objectContaining({ variantId: variant.id, stock: 4, inStock: true }) });
    tab.ws.close();
  });

  it('a transaction that rolls back tells no one, and moves nothing', async () => {
    const tab = await open('visitor-pub-rollback');
    const before = await stockLeft(shop.db, variant.id);
    await expect(
      moveStockThen(shop.db, services.changes, async (tx) => {
        await takeStock(tx, variant.id, 1, { reason: 'sale', actor: 'shopper' });
        throw new Error('payment refused after the stock was taken');
      }),
    ).rejects.toThrow('payment refused');
    await settle();
    expect(tab.received).toEqual([]);
    expect(await stockLeft(shop.db, variant.id)).toBe(before);
    tab.ws.close();
  });
});

/** Two server processes on one PostgreSQL database: the stock moves in one, the visitor's socket is held by the other. */
describe.skipIf(!testPostgresServer)('public messages across server processes (TEST_DATABASE_URL)', () => {
  it('reach a visitor’s socket in the other process, after the commit', async () => {
    const shared = await openTestShop('postgres');
    const busOf = () => createPostgresChangeBus({ databaseUrl: shared.databaseUrl!, logger: memoryLogger(), applicationName: 'vitrine-public-live-test' });
    const [busA, busB] = [await busOf(), await busOf()];
    const nodeB = createNodeServer({ app: new Hono(), logger: memoryLogger(), changes: busB });
    try {
      const portB = await listen(nodeB.server, 0, '127.0.0.1');
      const far = await variantWithStock(shared.db, 6, 1);
      const ws = new WebSocket(`ws://127.0.0.1:${portB}/ws/message?visitorId=visitor-far-away`);
      const received: unknown[] = [];
      ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });

      await moveStockThen(shared.db, busA, (tx) => setStock(tx, far.sku, 2));

      await expect.poll(() => received, { timeout: 5_000 }).toEqual([
        { code: 0, msg: 'stock-changed', data: { productId: expect.any(Number), variantId: far.id, sku: far.sku, stock: 2, inStock: true } },
      ]);
      ws.close();
    } finally {
      await nodeB.close();
      await busA.close();
      await busB.close();
      await shared.close();
    }
  }, 120_000);
});
