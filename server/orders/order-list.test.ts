import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_ORDERS_PAGE_SIZE } from '../../src/schema/admin-api/orders';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { orders } from '../db/schema';
import { adminRequest, demoShopOn, type AdminAnswer } from '../testing/test-app';
import { placeTestOrder, TEST_DRIVERS, variantWithStock } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';

/*
 * The merchant's order list, `after` one page's `next` to the end: every order once, newest
 * first, orders placed in one millisecond (even one microsecond) included; each filter; and
 * what it refuses. The demo shop's orders are in it too, so every expectation is read from
 * the database beside the list, not counted by hand.
 */

type Listed = { orderNo: string; placedAt: string; status: string; payStatus: string; userId: string };
type Page = { orders: Listed[]; next: string | null };
type Stored = { orderNo: string; at: string; status: string; payStatus: string; userId: string };

const STATUSES = ['completed', 'in-progress', 'cancelled', 'pending-cancellation'] as const;
/** The moment 60 orders share. */
const SHARED_MOMENT = '2001-03-01T10:00:00.000Z';

describe.each(TEST_DRIVERS)('the merchant order list (%s)', (driver) => {
  const demo = demoShopOn(driver);
  let ada: { id: string; email: string };
  let bo: { id: string; email: string };

  const list = <Data = Page>(query: Record<string, string>) =>
    adminRequest<Data>(demo.shop.app, 'GET', `/orders?${new URLSearchParams(query)}`);

  /** Every page from the newest, following `next`, and the orders in the order they came. */
  async function walk(
    query: Record<string, string> = {},
    between?: (page: number) => Promise<void>,
  ): Promise<{ orderNos: string[]; pages: number }> {
    const orderNos: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer: AdminAnswer<Page> = await list<Page>({ ...query, ...(after === null ? {} : { after }) });
      expect(answer.status, answer.body.msg).toBe(200);
      expect(answer.body.data.orders.length).toBeLessThanOrEqual(MERCHANT_ORDERS_PAGE_SIZE);
      orderNos.push(...answer.body.data.orders.map((order) => order.orderNo));
      after = answer.body.data.next;
      pages += 1;
      if (pages > 100) throw new Error('The list never ends');
      await between?.(pages);
    } while (after !== null);
    return { orderNos, pages };
  }

  /** Every stored order, newest first by the stored time to the microsecond, then by number. */
  async function stored(): Promise<Stored[]> {
    const rows = await demo.shop.db
      .select({
        orderNo: orders.orderNo,
        at: sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
        status: orders.status,
        payStatus: orders.payStatus,
        userId: orders.userId,
      })
      .from(orders);
    return rows.sort((a, b) => (a.at === b.at ? (a.orderNo < b.orderNo ? 1 : -1) : a.at < b.at ? 1 : -1));
  }

  beforeAll(async () => {
    const { db } = demo.shop;
    ada = await createSignedInShopper(db);
    bo = await createSignedInShopper(db);
    const row = (orderNo: string, userId: string, index: number, placedAt: Date | ReturnType<typeof sql>) => ({
      id: randomUUID(),
      orderNo,
      userId,
      status: STATUSES[index % STATUSES.length]!,
      payStatus: index % 3 === 0 ? 'unpaid' : 'paid',
      currency: 'USD',
      subtotalCents: 1000,
      totalCents: 1000,
      shippingMethod: 'standard',
      paymentMethod: 'card',
      address: {},
      placedAt,
      payBy: new Date('2001-04-01T00:00:00Z'),
    });
    // 60 at one moment and 60 in one millisecond, a microsecond apart (each more than a page, so
    // a page ends among them), and 40 over the days around them.
    const number = (day: string, index: number) => `V${day.replaceAll('-', '')}-${String(index).padStart(6, '0')}`;
    await db.insert(orders).values([
      ...Array.from({ length: 60 }, (_, index) =>
        row(number('2001-03-01', 100 + index), index % 2 ? ada.id : bo.id, index, new Date(SHARED_MOMENT)),
      ),
      ...Array.from({ length: 60 }, (_, index) =>
        row(
          number('2001-03-01', 200 + index),
          index % 2 ? bo.id : ada.id,
          index,
          sql`${`2001-03-01T09:00:00.123${String(index).padStart(3, '0')}Z`}::timestamptz`,
        ),
      ),
      ...Array.from({ length: 40 }, (_, index) => {
        const at = new Date(Date.UTC(2001, 1, 26, 23, 30) + index * 3 * 3_600_000);
        return row(number(at.toISOString().slice(0, 10), 300 + index), index % 4 ? bo.id : ada.id, index, at);
      }),
    ]);
  });

  it('walks every order exactly once, newest first, orders of one millisecond included', async () => {
    const expected = (await stored()).map((order) => order.orderNo);
    const { orderNos, pages } = await walk();
    expect(pages).toBeGreaterThan(2);
    expect(new Set(orderNos).size).toBe(orderNos.length);
    expect(orderNos).toEqual(expected);
  });

  it('neither repeats nor skips an older order when one is placed while walking', async () => {
    const before = (await stored()).map((order) => order.orderNo);
    const variant = await variantWithStock(demo.shop.db, 10, 2);
    let placed = '';
    const { orderNos } = await walk({}, async (page) => {
      if (page === 1) placed = (await placeTestOrder(demo.shop.db, { userId: ada.id, variant })).orderNo;
    });
    expect(orderNos).toEqual(before);
    // The next walk starts with it.
    expect((await list({})).body.data.orders[0]?.orderNo).toBe(placed);
  });

  it('keeps only the orders each filter names, all of them, newest first', async () => {
    const all = await stored();
    const day = (order: Stored) => order.at.slice(0, 10);
    const cases: [Record<string, string>, (order: Stored) => boolean][] = [
      [{ status: 'cancelled' }, (order) => order.status === 'cancelled'],
      [{ payStatus: 'unpaid' }, (order) => order.payStatus === 'unpaid'],
      [{ placedFrom: '2001-03-01', placedTo: '2001-03-01' }, (order) => day(order) === '2001-03-01'],
      [{ placedFrom: '2001-03-02' }, (order) => day(order) >= '2001-03-02'],
      [{ placedTo: '2001-02-28' }, (order) => day(order) <= '2001-02-28'],
      [{ userId: ada.id }, (order) => order.userId === ada.id],
      [{ email: bo.email.toUpperCase() }, (order) => order.userId === bo.id],
      [{ orderNo: 'v20010301' }, (order) => order.orderNo.startsWith('V20010301')],
      [{ orderNo: 'V20010301-000203' }, (order) => order.orderNo === 'V20010301-000203'],
      [
        { status: 'completed', payStatus: 'paid', placedTo: '2001-03-01', email: ada.email },
        (order) => order.status === 'completed' && order.payStatus === 'paid' && day(order) <= '2001-03-01' && order.userId === ada.id,
      ],
    ];
    for (const [query, keeps] of cases) {
      const expected = all.filter(keeps).map((order) => order.orderNo);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(query)).toBeLessThan(all.length);
      expect((await walk(query)).orderNos, JSON.stringify(query)).toEqual(expected);
    }
    expect((await list({ email: 'nobody@test.example' })).body.data).toEqual({ orders: [], next: null });
  });

  it('refuses a cursor it did not give and a filter it cannot read with 422 naming the field', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { next } = (await list({})).body.data;
    const refused: [Record<string, string>, string][] = [
      [{ after: 'not-a-cursor' }, 'after'],
      [{ after: `${next}x` }, 'after'],
      [{ after: cursor(['2026-02-30T10:00:00.000000Z', 'V20260230-000001']) }, 'after'],
      [{ after: cursor(['2026-01-01T10:00:00Z', 'V20260101-000001']) }, 'after'],
      [{ after: cursor({ placedAt: '2026-01-01T10:00:00.000000Z' }) }, 'after'],
      [{ after: 'x'.repeat(201) }, 'after'],
      [{ placedFrom: '2026-13-01' }, 'placedFrom'],
      [{ placedTo: 'yesterday' }, 'placedTo'],
      [{ placedFrom: '2026-03-02', placedTo: '2026-03-01' }, 'placedTo'],
      [{ email: 'not-an-email' }, 'email'],
      [{ orderNo: 'V2026%' }, 'orderNo'],
      [{ status: 'lost' }, 'status'],
    ];
    for (const [query, field] of refused) {
      const answer = await list<{ issues: { path: string }[] }>(query);
      expect(answer.status, JSON.stringify(query)).toBe(422);
      expect(
        answer.body.data.issues.map((issue) => issue.path),
        JSON.stringify(query),
      ).toEqual([field]);
      expect(answer.body.msg).toContain(field);
    }
    // A position the list never gave, but a real one, only names where to read on from.
    const older = await list({ after: cursor(['2001-03-01T10:00:00.000000Z', 'V20010301-000150']) });
    expect(older.status).toBe(200);
    expect(older.body.data.orders[0]?.orderNo).toBe('V20010301-000149');
    expect(
      older.body.data.orders.every(
        (order) => order.placedAt < SHARED_MOMENT || (order.placedAt === SHARED_MOMENT && order.orderNo < 'V20010301-000150'),
      ),
    ).toBe(true);
  });

  it('answers support staff and refuses an editor', async () => {
    setPasswordHashCost(FAST_TEST_COST);
    const cookieOf = async (role: 'support' | 'editor') => (await signedInStaff(demo.shop.app, `${role}-${randomUUID()}@staff.example`, role)).cookie;
    const asStaff = async (role: 'support' | 'editor') =>
      (await demo.shop.app.request('http://localhost/api/admin/orders?status=completed', { headers: { cookie: await cookieOf(role) } }))
        .status;
    expect(await asStaff('support')).toBe(200);
    expect(await asStaff('editor')).toBe(403);
  });
});
