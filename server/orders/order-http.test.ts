import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInShopper } from '../testing/test-shoppers';
import { SESSION_COOKIE } from '../accounts/sessions';
import { orderEvents, orders, shipments } from '../db/schema';
import { createTestDatabase, type TestPostgresDatabase } from '../testing/test-postgres';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { placeTestOrder, stockLeft, TEST_DRIVERS, variantWithStock, type TestVariant } from '../testing/test-orders';

/*
 * The order calls and pages through the real app, and the merchant's admin API beside them,
 * on PGlite and PostgreSQL: each one tried by the wrong shopper, with a change the table
 * refuses, and with bad fields.
 */

type Answer = { status: number; body: { code: number; msg: string; data: Record<string, unknown> & { order?: Record<string, unknown> } } };

describe.each(TEST_DRIVERS)('orders over HTTP on %s', (driver) => {
  let shop: TestApp;
  let postgres: TestPostgresDatabase | undefined;
  let mei: { id: string; token: string };
  let ada: { id: string; token: string };
  let variant: TestVariant;

  beforeAll(async () => {
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp(postgres ? { databaseUrl: postgres.url } : {});
    mei = await createSignedInShopper(shop.db, { firstName: 'Mei' });
    ada = await createSignedInShopper(shop.db, { firstName: 'Ada' });
    variant = await variantWithStock(shop.db, 80, 3);
  }, TEST_APP_STARTUP_MS * 2);

  afterAll(async () => {
    await shop?.close();
    await postgres?.drop();
  });

  async function web(path: string, body: unknown, token?: string): Promise<Answer> {
    const response = await shop.app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  async function admin(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> {
    const response = await shop.app.request(`http://localhost/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  const page = (path: string, token?: string) => shop.app.request(`http://localhost${path}`, { headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });

  it('lists, reads and cancels the shopper’s own orders', async () => {
    const order = await placeTestOrder(shop.db, { userId: mei.id, variant, quantity: 2 });
    const listed = await web('order/list', { page: 1, lang: 'zh-HK' }, mei.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.orders).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'in-progress', payStatus: 'unpaid', href: `/zh-HK/user/order/${order.orderNo}` })]);

    const read = await web('order/get', { orderNo: order.orderNo, lang: 'zh-HK' }, mei.token);
    expect(read.body.data.order).toMatchObject({ id: order.id, cancel: 'now', paymentAmount: { amount: 5500, currency: 'USD' } });
    // Unpaid: the page leads to its payment; nothing shipped, so no return yet.
    expect(read.body.data.order).toMatchObject({ payHref: `/zh-HK/checkout/thankyou?order=${order.orderNo}`, returnHref: null });

    const before = await stockLeft(shop.db, variant.id);
    const cancelled = await web('order/cancel', { orderId: order.id }, mei.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({ status: 'cancelled', cancel: 'none' });
    expect(await stockLeft(shop.db, variant.id)).toBe(before + 2);
    expect((await web('order/list', { status: 'cancelled', page: 1 }, mei.token)).body.data.orders).toHaveLength(1);
  });

  it('answers another shopper’s order as not found, to read and to cancel, and changes nothing', async () => {
    const order = await placeTestOrder(shop.db, { userId: mei.id, variant });
    for (const body of [{ orderId: order.id }, { orderNo: order.orderNo }]) {
      const read = await web('order/get', body, ada.token);
      expect(read.status).toBe(404);
      expect(read.body.data).toMatchObject({ key: 'order.notFound' });
    }
    expect((await web('order/cancel', { orderId: order.id }, ada.token)).status).toBe(404);
    expect((await web('order/list', { page: 1 }, ada.token)).body.data.orders).toEqual([]);
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('in-progress');

    expect((await page(`/user/order/${order.orderNo}?request=route`, ada.token)).status).toBe(404);
    expect((await page('/user/order/V20990101-999999?request=route', mei.token)).status).toBe(404);
    const own = await page(`/user/order/${order.orderNo}?request=route`, mei.token);
    expect(own.status).toBe(200);
    const pageData = (await own.json()) as { data: { data: { order: { orderNo: string } }; meta: { title: string } } };
    expect(pageData.data.data.order.orderNo).toBe(order.orderNo);
    expect(pageData.data.meta.title).toContain(order.orderNo);
    expect((await page(`/user/order/${order.orderNo}?request=route`)).status).toBe(401);
  });

  it('draws the list page for the shopper, with the status filter from the address', async () => {
    const response = await page('/zh/user/order?status=pending-cancellation&request=route', mei.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pageData = (await response.json()) as { data: { data: { orderList: { status: string; orders: unknown[] } } } };
    expect(pageData.data.data.orderList).toMatchObject({ status: 'pending-cancellation', orders: [] });
  });

  it('refuses a cancel the table does not allow with 409, and refuses bad fields by name', async () => {
    const order = await placeTestOrder(shop.db, { userId: mei.id, variant, then: ['pay', 'ship'] });
    const refused = await web('order/cancel', { orderId: order.id }, mei.token);
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ key: 'order.cannotCancel' });
    const badId = await web('order/cancel', { orderId: 'not-an-id' }, mei.token);
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body.data)).toContain('orderId');
    expect((await web('order/get', {}, mei.token)).status).toBe(400);
    expect((await web('order/list', { page: 0 }, mei.token)).status).toBe(400);
    expect((await web('order/list', { page: 1 })).status).toBe(401);
  });

  it('lets the merchant ship, deliver, decide cancellations and take a transfer as paid, each by the table', async () => {
    const paid = await placeTestOrder(shop.db, { userId: mei.id, variant, then: ['pay'] });
    const bad = await admin('POST', `/orders/${paid.orderNo}/ship`, { expressName: '', expressNumber: 42 });
    expect(bad.status).toBe(422);
    expect((bad.body.data.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['expressName', 'expressNumber']);
    expect((await admin('POST', '/orders/V19990101-000001/ship', { expressName: 'SF', expressNumber: '1' })).status).toBe(404);

    const shipped = await admin('POST', `/orders/${paid.orderNo}/ship`, { expressName: 'SF Express', expressNumber: 'SF777' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.order).toMatchObject({ shipments: [expect.objectContaining({ expressName: 'SF Express', expressNumber: 'SF777' })] });
    expect((await admin('POST', `/orders/${paid.orderNo}/approve-cancel`)).status).toBe(409);
    expect((await web('order/get', { orderNo: paid.orderNo }, mei.token)).body.data.order).toMatchObject({ payHref: null, returnHref: `/user/return?apply=${paid.orderNo}` });
    const delivered = await admin('POST', `/orders/${paid.orderNo}/deliver`);
    expect(delivered.body.data.order).toMatchObject({ status: 'completed' });
    // Past the return window after delivery, the page no longer offers a return.
    await shop.db.update(orders).set({ deliveredAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(orders.id, paid.id));
    expect((await web('order/get', { orderNo: paid.orderNo }, mei.token)).body.data.order).toMatchObject({ returnHref: null });
    const events = await shop.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, paid.id));
    expect(events.map((event) => event.kind)).toEqual(['placed', 'pay', 'ship', 'deliver']);

    const unpaid = await placeTestOrder(shop.db, { userId: mei.id, variant, quantity: 3 });
    expect((await admin('POST', `/orders/${unpaid.orderNo}/ship`, { expressName: 'SF', expressNumber: '1' })).status).toBe(409);
    expect(await shop.db.select().from(shipments).where(eq(shipments.orderId, unpaid.id))).toEqual([]);
    expect((await admin('POST', `/orders/${unpaid.orderNo}/mark-paid`)).body.data.order).toMatchObject({ payStatus: 'paid' });
    expect((await admin('POST', `/orders/${unpaid.orderNo}/mark-paid`)).status).toBe(409);

    expect((await web('order/cancel', { orderId: unpaid.id }, mei.token)).body.data.order).toMatchObject({ status: 'pending-cancellation' });
    const before = await stockLeft(shop.db, variant.id);
    const approved = await admin('POST', `/orders/${unpaid.orderNo}/approve-cancel`);
    expect(approved.body.data.order).toMatchObject({ status: 'cancelled', refunded: approved.body.data.order?.paymentAmount });
    expect(await stockLeft(shop.db, variant.id)).toBe(before + 3);

    const another = await placeTestOrder(shop.db, { userId: mei.id, variant, then: ['pay', 'requestCancel'] });
    expect((await admin('POST', `/orders/${another.orderNo}/refuse-cancel`)).body.data.order).toMatchObject({ status: 'in-progress' });
    const toCancel = await placeTestOrder(shop.db, { userId: mei.id, variant });
    expect((await admin('POST', `/orders/${toCancel.orderNo}/cancel`)).body.data.order).toMatchObject({ status: 'cancelled' });
  });

  it('lists and reads orders for the merchant, sets stock and the buying rules', async () => {
    const listed = await admin('GET', `/orders?userId=${mei.id}&status=completed`);
    expect(listed.status).toBe(200);
    expect((listed.body.data.orders as { status: string }[]).every((order) => order.status === 'completed')).toBe(true);
    expect((await admin('GET', '/orders?status=lost')).status).toBe(422);
    const [first] = listed.body.data.orders as { orderNo: string }[];
    expect((await admin('GET', `/orders/${first!.orderNo}`)).body.data.order).toMatchObject({ orderNo: first!.orderNo, userId: mei.id });
    expect((await admin('GET', '/orders/V19990101-000001')).status).toBe(404);

    expect((await admin('PUT', '/stock', { sku: variant.sku, stock: 7 })).body.data).toEqual({ sku: variant.sku, stock: 7 });
    expect(await stockLeft(shop.db, variant.id)).toBe(7);
    expect((await admin('PUT', '/stock', { sku: variant.sku, stock: -1 })).status).toBe(422);
    expect((await admin('PUT', '/stock', { sku: 'NO-SUCH-SKU', stock: 1 })).status).toBe(404);

    expect((await admin('GET', '/commerce-settings')).body.data).toMatchObject({ unpaidTimeoutMinutes: 30 });
    const settings = { unpaidTimeoutMinutes: 45, returnWindowDays: 14, maxLineQuantity: 10 };
    expect((await admin('PUT', '/commerce-settings', settings)).body.data).toMatchObject(settings);
    expect((await admin('GET', '/commerce-settings')).body.data).toMatchObject(settings);
    const refused = await admin('PUT', '/commerce-settings', { unpaidTimeoutMinutes: 0 });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.data)).toContain('unpaidTimeoutMinutes');
  });
});
