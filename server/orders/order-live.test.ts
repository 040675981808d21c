import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSignedInShopper } from '../testing/test-shoppers';
import { SESSION_COOKIE } from '../accounts/sessions';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { createServices, type Services } from '../services';
import { liveMessageSchema } from '../../src/schema/realtime-messages';
import { testPostgresServer } from '../testing/test-postgres';
import { createPostgresChangeBus } from '../events/postgres-change-bus';
import { cancelShopperOrder, changeOrderAsMerchant } from './orders';
import { openTestShop, placeTestOrder, variantWithStock, type TestShop, type TestVariant } from '../testing/test-orders';

/*
 * An order's change reaches its shopper's open websocket, and only theirs: the server learns
 * who a socket belongs to from the session cookie at the upgrade, never from anything the
 * client says.
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
  variant = await variantWithStock(shop.db, 50);
}, 120_000);

afterAll(async () => {
  await node?.close();
  await shop?.close();
});

function connect(query: string, token?: string): Promise<{ ws: WebSocket; received: unknown[] }> {
  const ws = new WebSocket(`${base}/ws/message?${query}`, token ? { headers: { cookie: `${SESSION_COOKIE}=${token}` } } : {});
  const received: unknown[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, received }));
    ws.once('error', reject);
  });
}

describe('order changes over /ws/message', () => {
  it('reach every open tab of the order’s shopper, and no one else’s', async () => {
    const mei = await createSignedInShopper(shop.db);
    const ada = await createSignedInShopper(shop.db);
    const order = await placeTestOrder(shop.db, { userId: mei.id, variant, then: ['pay'] });
    const firstTab = await connect('visitorId=visitor-mei-1', mei.token);
    const secondTab = await connect('visitorId=visitor-mei-2', mei.token);
    const otherShopper = await connect('visitorId=visitor-ada', ada.token);
    // A visitor who names the shopper in the address is still only a visitor.
    const impostor = await connect(`visitorId=visitor-x&userId=${mei.id}`);

    await changeOrderAsMerchant(shop.db, services.changes, order.orderNo, { action: 'ship', expressName: 'SF Express', expressNumber: 'SF42' });

    const expected = { code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: 'in-progress', payStatus: 'paid' } };
    await expect.poll(() => firstTab.received).toEqual([expected]);
    await expect.poll(() => secondTab.received).toEqual([expected]);
    expect(liveMessageSchema.parse(firstTab.received[0])).toEqual(expected);
    // Give a stray delivery time to arrive before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherShopper.received).toEqual([]);
    expect(impostor.received).toEqual([]);
    for (const { ws } of [firstTab, secondTab, otherShopper, impostor]) ws.close();
  });

  it('tells the shopper of their own cancellation, and a signed-out socket hears nothing', async () => {
    const mei = await createSignedInShopper(shop.db);
    const order = await placeTestOrder(shop.db, { userId: mei.id, variant });
    const tab = await connect('visitorId=visitor-mei-3', mei.token);
    const expiredSession = await connect('visitorId=visitor-mei-4', 'not-a-session-token');

    await cancelShopperOrder(shop.db, services.changes, mei.id, order.id);

    // The cancel puts the stock back, which every open page hears: only the order is the shopper's own news.
    const ownNews = (received: unknown[]) => received.filter((message) => liveMessageSchema.parse(message).msg !== 'stock-changed');
    await expect.poll(() => ownNews(tab.received)).toEqual([
      { code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: 'cancelled', payStatus: 'unpaid' } },
    ]);
    expect(ownNews(expiredSession.received)).toEqual([]);
    tab.ws.close();
    expiredSession.ws.close();
  });
});

/** Two server processes on one PostgreSQL database: the change is made in one, the shopper's socket is held by the other. */
describe.skipIf(!testPostgresServer)('order changes across server processes (TEST_DATABASE_URL)', () => {
  it('reach the shopper’s socket in the other process', async () => {
    const shared = await openTestShop('postgres');
    const busOf = () => createPostgresChangeBus({ databaseUrl: shared.databaseUrl!, logger: memoryLogger(), applicationName: 'vitrine-order-live-test' });
    const [busA, busB] = [await busOf(), await busOf()];
    const servicesB = createServices({ db: shared.db, logger: memoryLogger(), changes: busB });
    const nodeB = createNodeServer({ app: new Hono(), logger: memoryLogger(), changes: busB, shopperOfCookie: servicesB.shopperOfCookie });
    try {
      const portB = await listen(nodeB.server, 0, '127.0.0.1');
      const mei = await createSignedInShopper(shared.db);
      const order = await placeTestOrder(shared.db, { userId: mei.id, variant: await variantWithStock(shared.db, 5), then: ['pay'] });
      const ws = new WebSocket(`ws://127.0.0.1:${portB}/ws/message?visitorId=visitor-far`, { headers: { cookie: `${SESSION_COOKIE}=${mei.token}` } });
      const received: unknown[] = [];
      ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });

      await changeOrderAsMerchant(shared.db, busA, order.orderNo, { action: 'ship', expressName: 'SF Express', expressNumber: 'SF9' });

      await expect.poll(() => received, { timeout: 5_000 }).toEqual([
        { code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: 'in-progress', payStatus: 'paid' } },
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
