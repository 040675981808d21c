import { and, asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { orderEvents, orderLines, orders, productVariants, returnEvents, returnImages, returns } from '../db/schema';
import { testPostgresServer } from '../testing/test-postgres';
import { coreSeed, seedDatabase } from '../demo/seed';
import { catalogSeed } from '../demo/seed-catalog';
import { demoShopperSeed } from '../demo/shoppers';
import { demoReturnsSeed, placeShippedOrder } from '../demo/returns';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import type { HtmlRenderer } from '../ssr/html-renderer';
import { insertOrder } from '../orders/order-records';
import { runTransitions, transitionOrder } from '../orders/order-transitions';
import { refundForUnits } from './returns';

/*
 * Returns through the real app, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL:
 * each rule that protects money or another shopper's data is tried by a request that means
 * to break it, and a refused change is checked to have changed nothing.
 */

const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML is not part of this suite')) };
const ADMIN_TOKEN = 'returns-test-admin-token';
const DAY_MS = 24 * 60 * 60 * 1000;

type Envelope = { code: number; msg: string; data: Record<string, unknown> & { problems?: { path: string; message: string }[] } };
type Answer = { status: number; body: Envelope };

const engines = [
  { name: 'PGlite', postgres: false, available: true },
  { name: 'PostgreSQL', postgres: true, available: Boolean(testPostgresServer) },
];

/** A JPEG carrying EXIF (camera, a comment), as a phone would send one. */
async function photoWithMetadata(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0a080' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'secret-location' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe.each(engines)('returns on $name', ({ postgres, available }) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let variantIds: number[];

  async function call(path: string, body: unknown, token?: string): Promise<Answer> {
    const response = await app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function apply(
    token: string,
    fields: { orderNo: string; type?: string; lines: unknown; description?: string },
    pictures: { bytes: Uint8Array; name: string; type: string }[] = [],
  ): Promise<Answer> {
    const form = new FormData();
    form.set('orderNo', fields.orderNo);
    form.set('type', fields.type ?? 'return-refund');
    form.set('lines', JSON.stringify(fields.lines));
    if (fields.description !== undefined) form.set('description', fields.description);
    for (const picture of pictures)
      form.append('pictures', new File([new Uint8Array(picture.bytes)], picture.name, { type: picture.type }));
    const response = await app.request('http://localhost/api/web/return/apply', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: `${SESSION_COOKIE}=${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const response = await app.request(`http://localhost/api/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  /** A delivered (or only shipped) order of `userId`: 3 units of one variant with a discount of 100 on that line, and 1 of another. */
  async function deliveredOrder(userId: string, options: { deliveredDaysAgo?: number; delivered?: boolean } = {}) {
    const placedAt = new Date(Date.now() - ((options.deliveredDaysAgo ?? 1) + 3) * DAY_MS);
    const order = await database.db.transaction((tx) =>
      placeShippedOrder(tx, {
        userId,
        lines: [
          { variantId: variantIds[0]!, quantity: 3 },
          { variantId: variantIds[1]!, quantity: 1 },
        ],
        placedAt,
        discountCents: 0,
        shippingCents: 500,
        ...(options.delivered === false ? { delivered: false } : {}),
      }),
    );
    // A known price and discount on the first line, so the refund can be worked out by hand.
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
    await database.db.update(orderLines).set({ unitPriceCents: 1000, discountCents: 100 }).where(eq(orderLines.id, lines[0]!.id));
    await database.db.update(orderLines).set({ unitPriceCents: 2500, discountCents: 0 }).where(eq(orderLines.id, lines[1]!.id));
    await database.db.update(orders).set({ subtotalCents: 5500, discountCents: 100, totalCents: 5900 }).where(eq(orders.id, order.id));
    return { orderNo: order.orderNo, orderId: order.id, lineId: lines[0]!.id, otherLineId: lines[1]!.id };
  }

  const returnedQuantity = async (lineId: string) =>
    (await database.db.select({ n: orderLines.returnedQuantity }).from(orderLines).where(eq(orderLines.id, lineId)))[0]!.n;

  async function snapshot(returnNo: string) {
    const [row] = await database.db.select().from(returns).where(eq(returns.returnNo, returnNo));
    const events = await database.db.select().from(returnEvents).where(eq(returnEvents.returnId, row!.id));
    return { row, events: events.length };
  }

  beforeAll(async () => {
    if (!available) return;
    database = await openTestDatabase({ driver: postgres ? 'postgres' : 'pglite' });
    await seedDatabase(database.db, [coreSeed, catalogSeed, demoShopperSeed, demoReturnsSeed]);
    const services = createServices({ db: database.db, logger: memoryLogger() });
    app = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
    alice = await createSignedInShopper(database.db, { nickName: 'Alice' });
    bob = await createSignedInShopper(database.db, { nickName: 'Bob' });
    variantIds = (
      await database.db.select({ id: productVariants.id }).from(productVariants).where(gt(productVariants.priceCents, 0)).limit(2)
    ).map((row) => row.id);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!available)('takes parallel applications for one line only up to what was bought', async () => {
    const order = await deliveredOrder(alice.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.data.problems).toEqual([{ path: 'lines', message: 'return.tooMany' }]);
    }
    expect(await returnedQuantity(order.lineId)).toBe(3);
    const [created] = await database.db.select({ n: returns.id }).from(returns).where(eq(returns.orderId, order.orderId));
    expect(created).toBeDefined();
    expect((await database.db.select().from(returns).where(eq(returns.orderId, order.orderId))).length).toBe(3);

    // A cancelled application gives its unit back, and it can be applied for again.
    const first = answers.find((answer) => answer.status === 200)!.body.data.returnNo as string;
    const cancelled = await call('return/cancel', { returnNo: first }, alice.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.return).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await returnedQuantity(order.lineId)).toBe(2);
    expect((await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 2 }] })).status).toBe(409);
    expect((await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] })).status).toBe(200);
    expect(await returnedQuantity(order.lineId)).toBe(3);
  });

  it.skipIf(!available)('computes the refund on the server: the units less their share of the line discount', async () => {
    expect(refundForUnits({ unitPriceCents: 1000, quantity: 3, discountCents: 100 }, 0, 1)).toBe(967);
    expect(
      refundForUnits({ unitPriceCents: 1000, quantity: 3, discountCents: 100 }, 0, 1) +
        refundForUnits({ unitPriceCents: 1000, quantity: 3, discountCents: 100 }, 1, 1) +
        refundForUnits({ unitPriceCents: 1000, quantity: 3, discountCents: 100 }, 2, 1),
    ).toBe(2900);
    const order = await deliveredOrder(alice.id);
    const applied = await apply(alice.token, {
      orderNo: order.orderNo,
      lines: [
        { lineId: order.lineId, quantity: 2 },
        { lineId: order.otherLineId, quantity: 1 },
      ],
      // A price in the request is not a field of the call and is ignored.
      description: 'Too small',
    });
    expect(applied.status).toBe(200);
    const detail = await call('return/get', { returnNo: applied.body.data.returnNo }, alice.token);
    expect(detail.body.data.return).toMatchObject({
      refund: { amount: 2000 - 66 + 2500, currency: 'USD' },
      description: 'Too small',
      auditStatus: 'pending-approval',
    });
  });

  it.skipIf(!available)('enforces the return window from delivery, and refuses an order not shipped', async () => {
    const late = await deliveredOrder(alice.id, { deliveredDaysAgo: 31 });
    const refusedLate = await apply(alice.token, { orderNo: late.orderNo, lines: [{ lineId: late.lineId, quantity: 1 }] });
    expect(refusedLate.status).toBe(409);
    expect(refusedLate.body.data.problems).toEqual([{ path: 'orderNo', message: 'return.windowClosed' }]);
    const inTime = await deliveredOrder(alice.id, { deliveredDaysAgo: 29 });
    expect((await apply(alice.token, { orderNo: inTime.orderNo, lines: [{ lineId: inTime.lineId, quantity: 1 }] })).status).toBe(200);
    // Shipped long ago but never delivered: the window has not started.
    const travelling = await deliveredOrder(alice.id, { deliveredDaysAgo: 60, delivered: false });
    expect((await apply(alice.token, { orderNo: travelling.orderNo, lines: [{ lineId: travelling.lineId, quantity: 1 }] })).status).toBe(
      200,
    );

    const paidOnly = await runTransitions(database.db, undefined, async (tx) => {
      const placedAt = new Date();
      const placed = await insertOrder(tx, {
        userId: alice.id,
        checkoutId: null,
        currency: 'USD',
        lines: [
          {
            variantId: variantIds[0]!,
            productSlug: 'x',
            sku: 'x',
            names: { en: 'X' },
            options: [],
            image: null,
            unitPriceCents: 1000,
            quantity: 1,
            discountCents: 0,
          },
        ],
        subtotalCents: 1000,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 1000,
        shippingMethod: 'standard',
        paymentMethod: 'demo-card',
        address: {},
        couponCode: null,
        discounts: [],
        remarks: '',
        locale: 'en',
        payBy: new Date(placedAt.getTime() + 60_000),
        now: placedAt,
      });
      const paid = await transitionOrder(tx, placed, 'pay', 'payment');
      return paid.ok ? paid.order : placed;
    });
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, paidOnly.id));
    const notShipped = await apply(alice.token, { orderNo: paidOnly.orderNo, lines: [{ lineId: line!.id, quantity: 1 }] });
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.data.problems).toEqual([{ path: 'orderNo', message: 'return.notShipped' }]);
    expect(await returnedQuantity(line!.id)).toBe(0);
  });

  it.skipIf(!available)("answers another shopper's order, return and pictures as not found", async () => {
    const order = await deliveredOrder(alice.id);
    const photo = await photoWithMetadata();
    const theirs = await apply(bob.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.data.problems).toEqual([{ path: 'orderNo', message: 'return.orderNotFound' }]);
    // A line of another order of one's own is not a line of this order.
    const own = await deliveredOrder(bob.id);
    expect((await apply(bob.token, { orderNo: own.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] })).status).toBe(404);

    const applied = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] }, [
      { bytes: photo, name: 'scratch.jpg', type: 'image/jpeg' },
    ]);
    const returnNo = applied.body.data.returnNo as string;
    const before = await snapshot(returnNo);
    expect((await call('return/get', { returnNo }, bob.token)).status).toBe(404);
    expect((await call('return/cancel', { returnNo }, bob.token)).status).toBe(404);
    expect(
      (
        await call(
          'return/sendBack',
          { returnNo, logisticsCompany: 'SF', trackingNumber: '1', deliveryTime: new Date().toISOString() },
          bob.token,
        )
      ).status,
    ).toBe(404);
    expect((await call('return/list', {}, bob.token)).body.data.returns).toEqual([]);
    const asOwner = await app.request(`http://localhost/returns/${returnNo}/1.webp`, {
      headers: { cookie: `${SESSION_COOKIE}=${alice.token}` },
    });
    expect(asOwner.status).toBe(200);
    expect(
      (await app.request(`http://localhost/returns/${returnNo}/1.webp`, { headers: { cookie: `${SESSION_COOKIE}=${bob.token}` } })).status,
    ).toBe(404);
    expect((await app.request(`http://localhost/returns/${returnNo}/1.webp`)).status).toBe(404);
    // The merchant sees the shopper's pictures through the admin API; nobody else's way in changes.
    const merchant = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const seen = await app.request(`http://localhost/api/admin/returns/${returnNo}/pictures/1.webp`, { headers: merchant });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(Buffer.from(await asOwner.arrayBuffer()));
    for (const file of ['2.webp', '4.webp', '1.png', '..%2F1.webp'])
      expect((await app.request(`http://localhost/api/admin/returns/${returnNo}/pictures/${file}`, { headers: merchant })).status, file).toBe(404);
    expect((await app.request(`http://localhost/api/admin/returns/${returnNo}/pictures/1.webp`)).status).toBe(401);
    expect(await snapshot(returnNo)).toEqual(before);
  });

  it.skipIf(!available)('refuses files that are not pictures by name, and stores real ones re-encoded without metadata', async () => {
    const order = await deliveredOrder(alice.id);
    const fake = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] }, [
      { bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'), name: 'photo.png', type: 'image/png' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.data.problems).toEqual([{ path: 'pictures', message: 'return.pictureType' }]);
    expect(await returnedQuantity(order.lineId)).toBe(0);

    const huge = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] }, [
      { bytes: new Uint8Array(4 * 1024 * 1024 + 1), name: 'huge.jpg', type: 'image/jpeg' },
    ]);
    expect(huge.status).toBe(413);
    expect(huge.body.data.problems).toEqual([{ path: 'pictures', message: 'return.pictureTooLarge' }]);
    expect(await returnedQuantity(order.lineId)).toBe(0);

    const photo = await photoWithMetadata();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const four = Array.from({ length: 4 }, () => ({ bytes: photo, name: 'a.jpg', type: 'image/jpeg' }));
    const tooMany = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] }, four);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.problems?.[0]?.path).toBe('pictures');

    const applied = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] }, four.slice(0, 2));
    expect(applied.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(returns)
      .where(eq(returns.returnNo, applied.body.data.returnNo as string));
    const stored = await database.db.select().from(returnImages).where(eq(returnImages.returnId, row!.id));
    expect(stored).toHaveLength(2);
    const metadata = await sharp(Buffer.from(stored[0]!.webp)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(stored[0]!.webp).includes('secret-location')).toBe(false);
    const detail = await call('return/get', { returnNo: row!.returnNo }, alice.token);
    expect(detail.body.data.return).toMatchObject({ pictures: [`/returns/${row!.returnNo}/1.webp`, `/returns/${row!.returnNo}/2.webp`] });
  });

  it.skipIf(!available)('moves only along the transition table: an illegal change is a 409 that changes nothing', async () => {
    const order = await deliveredOrder(alice.id);
    const applied = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 2 }] });
    const returnNo = applied.body.data.returnNo as string;
    const parcel = { returnNo, logisticsCompany: 'SF Express', trackingNumber: 'SF100200300', deliveryTime: new Date().toISOString() };

    for (const attempt of [
      () => call('return/sendBack', parcel, alice.token),
      () => admin('POST', `/returns/${returnNo}/receive`),
      () => admin('POST', `/returns/${returnNo}/refund`),
      () => admin('POST', `/returns/${returnNo}/exchange`),
      () => admin('POST', `/returns/${returnNo}/end`),
    ]) {
      const before = await snapshot(returnNo);
      expect((await attempt()).status).toBe(409);
      expect(await snapshot(returnNo)).toEqual(before);
    }
    expect((await admin('POST', `/returns/${returnNo}/refuse`, { reason: '' })).status).toBe(422);
    expect((await admin('POST', '/returns/R20990101-000001/approve')).status).toBe(404);
    expect((await admin('POST', `/returns/${returnNo}/teleport`)).status).toBe(404);

    const approved = await admin('POST', `/returns/${returnNo}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.return).toMatchObject({ auditStatus: 'approved', merchantAddress: { consignee: 'Vitrine Returns' } });
    const before = await snapshot(returnNo);
    expect((await call('return/cancel', { returnNo }, alice.token)).status).toBe(409);
    expect((await admin('POST', `/returns/${returnNo}/approve`)).status).toBe(409);
    expect(await snapshot(returnNo)).toEqual(before);

    const sent = await call('return/sendBack', parcel, alice.token);
    expect(sent.status).toBe(200);
    expect(sent.body.data.return).toMatchObject({ logisticsCompany: 'SF Express', trackingNumber: 'SF100200300', canSendBack: false });
    expect((await call('return/sendBack', parcel, alice.token)).status).toBe(409);
    expect((await admin('POST', `/returns/${returnNo}/refund`)).status).toBe(409);
    expect((await admin('POST', `/returns/${returnNo}/receive`)).status).toBe(200);
    const refunded = await admin('POST', `/returns/${returnNo}/refund`);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.return).toMatchObject({ status: 'completed', refund: { amount: 2000 - 66 } });
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after!.refundedCents).toBe(1934);
    const timeline = await database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.kind, 'refunded')));
    expect(timeline).toHaveLength(1);
    // Completed: the units stay returned, and a second refund is not possible.
    expect(await returnedQuantity(order.lineId)).toBe(2);
    expect((await admin('POST', `/returns/${returnNo}/refund`)).status).toBe(409);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!.refundedCents).toBe(1934);
  });

  it.skipIf(!available)('refunds only within what the order was paid, and a refusal gives the units back', async () => {
    const order = await deliveredOrder(alice.id);
    const applied = await apply(alice.token, {
      orderNo: order.orderNo,
      type: 'refund-only',
      lines: [{ lineId: order.otherLineId, quantity: 1 }],
    });
    const returnNo = applied.body.data.returnNo as string;
    await admin('POST', `/returns/${returnNo}/approve`);
    // Say most of the order was already refunded some other way.
    await database.db.update(orders).set({ refundedCents: 5000 }).where(eq(orders.id, order.orderId));
    const before = await snapshot(returnNo);
    const over = await admin('POST', `/returns/${returnNo}/refund`);
    expect(over.status).toBe(409);
    expect(await snapshot(returnNo)).toEqual(before);
    expect((await database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!.refundedCents).toBe(5000);

    const other = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 3 }] });
    expect(await returnedQuantity(order.lineId)).toBe(3);
    const refused = await admin('POST', `/returns/${other.body.data.returnNo as string}/refuse`, { reason: 'Worn' });
    expect(refused.body.data.return).toMatchObject({
      status: 'ended',
      auditStatus: 'refused',
      refuseDescription: 'Worn',
      merchantAddress: null,
    });
    expect(await returnedQuantity(order.lineId)).toBe(0);
  });

  it.skipIf(!available)('names bad fields of an application', async () => {
    const order = await deliveredOrder(alice.id);
    const answer = await apply(alice.token, {
      orderNo: order.orderNo,
      type: 'gift',
      lines: [{ lineId: order.lineId, quantity: 0 }],
      description: 'x'.repeat(501),
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.data.problems ?? []).map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['type', 'description']));
    expect(paths.some((path) => path.startsWith('lines'))).toBe(true);
    expect((await apply(alice.token, { orderNo: order.orderNo, lines: 'not json' })).status).toBe(400);
    const signedOut = await app.request('http://localhost/api/web/return/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{}',
    });
    expect(signedOut.status).toBe(401);
  });

  it.skipIf(!available)('draws the return pages for their owner only: the list, the form from an order, one return', async () => {
    const order = await deliveredOrder(alice.id);
    const applied = await apply(alice.token, { orderNo: order.orderNo, lines: [{ lineId: order.lineId, quantity: 1 }] });
    const returnNo = applied.body.data.returnNo as string;
    const page = async (path: string, token: string) => {
      const response = await app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      type Shown = {
        returnList: { returns: { returnNo: string }[] };
        returnApply: {
          orderNo: string;
          form: { orderNo: string; closedReason: string | null; lines: { lineId: string; bought: number; returnable: number }[] } | null;
        } | null;
        returnLinks: { returns: string; orders: string };
        returnDetail: Record<string, unknown>;
      };
      return { status: response.status, body: (await response.json()) as { data: { data: Shown; route: { kind: string } } | null } };
    };
    const list = await page('/user/return', alice.token);
    expect(list.status).toBe(200);
    expect(list.body.data?.data.returnList.returns.map((entry) => entry.returnNo)).toContain(returnNo);
    expect(list.body.data?.data.returnApply).toBeNull();
    expect(list.body.data?.data.returnLinks).toEqual({ returns: '/user/return', orders: '/user/order' });

    const form = await page(`/zh-HK/user/return?apply=${order.orderNo}`, alice.token);
    expect(form.body.data?.data.returnApply?.form).toMatchObject({ orderNo: order.orderNo, closedReason: null });
    expect(form.body.data?.data.returnApply?.form?.lines[0]).toMatchObject({ lineId: order.lineId, bought: 3, returnable: 2 });
    expect(form.body.data?.data.returnLinks.returns).toBe('/zh-HK/user/return');
    expect((await page(`/user/return?apply=${order.orderNo}`, bob.token)).body.data?.data.returnApply).toEqual({
      orderNo: order.orderNo,
      form: null,
    });

    const detail = await page(`/user/return/${returnNo}`, alice.token);
    expect(detail.status).toBe(200);
    expect(detail.body.data?.data.returnDetail).toMatchObject({ returnNo, canCancel: true, canSendBack: false });
    expect((await page(`/user/return/${returnNo}`, bob.token)).status).toBe(404);
    expect((await page('/user/return/R20990101-000001', alice.token)).status).toBe(404);
    expect((await page('/user/return/nothing', alice.token)).status).toBe(404);
  });

  it.skipIf(!available)('seeds the demo shopper a return in every state', async () => {
    const listed = await admin('GET', '/returns?limit=100');
    const states = (listed.body.data.returns as { status: string; auditStatus: string }[]).map(
      (entry) => `${entry.status}/${entry.auditStatus}`,
    );
    expect(states).toEqual(
      expect.arrayContaining([
        'pending-approval/pending-approval',
        'pending-approval/approved',
        'completed/approved',
        'ended/refused',
        'cancelled/pending-approval',
      ]),
    );
  });
});
