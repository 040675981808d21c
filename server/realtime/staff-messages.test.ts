import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Overview } from '../../src/schema/admin-api/overview';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { STAFF_COOKIE, staffSocketSessions } from '../admin/admin-access';
import { addStaff, startStaffSession } from '../admin/staff-accounts';
import { moveStockThen, setStock } from '../commerce/stock';
import { createPostgresChangeBus } from '../events/postgres-change-bus';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { openTestShop, variantWithStock } from '../testing/test-orders';
import { testPostgresServer } from '../testing/test-postgres';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff, TEST_STAFF_PASSWORD } from '../testing/test-staff';

/*
 * The back office's live socket on a real server and database: a staff member's socket hears
 * that the work waiting changed, and nobody else's does; a burst of changes is told a few times,
 * not once per change; and the news crosses server processes.
 */

const ORIGIN = 'http://localhost';
/** Longer than the server folds a burst for (1 s), twice over. */
const QUIET_MS = 2_500;

let shop: TestApp;
let node: NodeServer;
let base: string;

beforeAll(async () => {
  setPasswordHashCost(FAST_TEST_COST);
  shop = await openTestApp();
  node = createNodeServer({
    app: shop.app,
    logger: shop.logger,
    changes: shop.services.changes,
    shopperOfCookie: shop.services.shopperOfCookie,
    staffSessions: staffSocketSessions(shop.db),
  });
  base = `ws://127.0.0.1:${await listen(node.server, 0, '127.0.0.1')}`;
}, TEST_APP_STARTUP_MS);

afterAll(async () => {
  await node?.close();
  await shop?.close();
});

type Tab = { ws: WebSocket; received: { msg: string }[]; closed: Promise<{ code: number; reason: string }> };

function open(query: string, cookie?: string): Promise<Tab> {
  const ws = new WebSocket(`${base}/ws/message?${query}`, cookie ? { headers: { cookie } } : {});
  const received: Tab['received'] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw)) as { msg: string }));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, received, closed }));
    ws.once('error', reject);
  });
}

const workNews = (tab: Tab) => tab.received.filter((message) => message.msg === 'work-changed').length;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

let members = 0;
/** A support member added by the owner's script, and the cookie of their sign-in from the back office page. */
function signedInMember(): Promise<{ cookie: string }> {
  return signedInStaff(shop.app, `live-${++members}@staff.example`, 'support');
}

async function staffCall(method: 'GET' | 'POST', path: string, cookie: string): Promise<Response> {
  return shop.app.request(`${ORIGIN}/api/admin${path}`, { method, headers: { cookie, ...(method === 'GET' ? {} : { origin: ORIGIN }) } });
}

async function sendFeedback(shopper: { email: string; token: string }): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ kind: 'feedback', message: 'Will the linen come back in blue?', account: shopper.email }))
    form.append(name, value);
  const response = await shop.app.request(`${ORIGIN}/api/web/inquiry/send`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: `${SESSION_COOKIE}=${shopper.token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the staff’s live news', () => {
  it('tells a staff member’s socket when a shopper sends an inquiry, and the overview then counts it; no one else’s socket hears it', async () => {
    const { cookie } = await signedInMember();
    const shopper = await createSignedInShopper(shop.db);
    const staffTab = await open('for=staff', cookie);
    const shopperTab = await open('visitorId=visitor-staff-news-1', `${SESSION_COOKIE}=${shopper.token}`);
    const guestTab = await open('visitorId=visitor-staff-news-2');
    // The member's own shop page carries the back office cookie too, but asked for no staff news.
    const ownShopTab = await open('visitorId=visitor-staff-news-3', cookie);
    // Asking for the staff's news without a session, or with a shopper's, makes no one staff.
    const noSession = await open('for=staff');
    const shopperAsking = await open('for=staff', `${SESSION_COOKIE}=${shopper.token}`);
    for (const refused of [noSession, shopperAsking])
      expect(await refused.closed).toEqual({ code: 1008, reason: 'Sign in to the back office first' });
    // The member's own sign-in was news too: let it pass.
    await quiet();
    staffTab.received.length = 0;

    const before = (await (await staffCall('GET', '/overview', cookie)).json()) as { data: Overview };
    await sendFeedback(shopper);

    await expect.poll(() => workNews(staffTab), { timeout: 5_000 }).toBe(1);
    expect(staffTab.received).toEqual([{ code: 0, msg: 'work-changed' }]);
    const after = (await (await staffCall('GET', '/overview', cookie)).json()) as { data: Overview };
    expect(after.data.inquiriesOpen).toBe(before.data.inquiriesOpen + 1);

    await quiet();
    for (const tab of [shopperTab, guestTab, ownShopTab, noSession, shopperAsking]) expect(workNews(tab)).toBe(0);
    for (const tab of [staffTab, shopperTab, guestTab, ownShopTab]) tab.ws.close();
  }, 30_000);

  it('treats a socket opened with an ended session as no one’s, and closes an open one once its session ends', async () => {
    const { cookie } = await signedInMember();
    const open1 = await open('for=staff', cookie);
    await quiet();
    open1.received.length = 0;

    expect((await staffCall('POST', '/session/end', cookie)).status).toBe(200);
    const afterSignOut = await open('for=staff', cookie);
    expect(await afterSignOut.closed).toEqual({ code: 1008, reason: 'Sign in to the back office first' });

    await sendFeedback(await createSignedInShopper(shop.db));
    expect(await open1.closed).toEqual({ code: 1008, reason: 'The back office session ended' });
    expect(workNews(open1)).toBe(0);
  }, 30_000);

  it('tells a burst of stock moves a few times, not once per move, and none of the shop’s public stock news', async () => {
    const { cookie } = await signedInMember();
    const staffTab = await open('for=staff', cookie);
    await quiet();
    staffTab.received.length = 0;
    const variant = await variantWithStock(shop.db, 50, 3);

    const moves = 150;
    const started = Date.now();
    for (let count = 0; count < moves; count += 1) {
      await moveStockThen(shop.db, shop.services.changes, (tx) => setStock(tx, variant.sku, 100 + count));
      // Spread over a few seconds, as an import's requests are: the server's timers run between them.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const seconds = (Date.now() - started) / 1000;
    await quiet();

    expect(workNews(staffTab)).toBeGreaterThanOrEqual(2);
    // One a second at most, with the one at the start and the one that closes the burst.
    expect(workNews(staffTab)).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
    expect(staffTab.received.every((message) => message.msg === 'work-changed')).toBe(true);
    staffTab.ws.close();
  }, 60_000);
});

/** Two server processes on one PostgreSQL database: the stock moves in one, the member's socket is held by the other. */
describe.skipIf(!testPostgresServer)('the staff’s live news across server processes (TEST_DATABASE_URL)', () => {
  it('reaches a staff socket in the other process', async () => {
    const shared = await openTestShop('postgres');
    const busOf = () =>
      createPostgresChangeBus({ databaseUrl: shared.databaseUrl!, logger: memoryLogger(), applicationName: 'vitrine-staff-live-test' });
    const [busA, busB] = [await busOf(), await busOf()];
    const nodeB = createNodeServer({
      app: new Hono(),
      logger: memoryLogger(),
      changes: busB,
      staffSessions: staffSocketSessions(shared.db),
    });
    try {
      const portB = await listen(nodeB.server, 0, '127.0.0.1');
      const member = await addStaff(shared.db, { email: 'far@staff.example', role: 'support', password: TEST_STAFF_PASSWORD });
      const session = await startStaffSession(shared.db, { staffId: member!.id, ip: '203.0.113.9', userAgent: 'test' });
      const ws = new WebSocket(`ws://127.0.0.1:${portB}/ws/message?for=staff`, { headers: { cookie: `${STAFF_COOKIE}=${session.token}` } });
      const received: unknown[] = [];
      ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });

      const far = await variantWithStock(shared.db, 6, 1);
      await moveStockThen(shared.db, busA, (tx) => setStock(tx, far.sku, 2));

      await expect.poll(() => received, { timeout: 5_000 }).toEqual([{ code: 0, msg: 'work-changed' }]);
      ws.close();
    } finally {
      await nodeB.close();
      await busA.close();
      await busB.close();
      await shared.close();
    }
  }, 120_000);
});
