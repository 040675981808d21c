import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMERS_PAGE_SIZE, type ListedCustomer } from '../../src/schema/admin-api/customers';
import { hashToken, newToken, SESSION_COOKIE } from '../accounts/sessions';
import { accountLog, auditLog, oneTimeTokens, users } from '../db/schema';
import { DEMO_ORDERS } from '../demo/orders';
import { DEMO_ADDRESSES } from '../demo/shopper-addresses';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { adminRequest, demoShopOn, type AdminAnswer, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createSignedInShopper, signInAgain } from '../testing/test-shoppers';

type Page = { customers: ListedCustomer[]; next: string | null };
type Detail = {
  customer: { id: string; email: string | null; newsletter: string | null };
  addresses: unknown[];
  orders: { count: number; latest: { orderNo: string; placedAt: string }[] };
  signIns: { success: boolean; reason: string }[];
  sessions: { createdAt: string; lastSeenAt: string; device: { browser: string; os: string } }[];
};

/** Every page of the list for `query`, following `next` to the end. */
async function walk(shop: TestApp, query: Record<string, string> = {}): Promise<{ customers: ListedCustomer[]; pages: number }> {
  const customers: ListedCustomer[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const search: URLSearchParams = new URLSearchParams({ ...query, ...(after ? { after } : {}) });
    const answer: AdminAnswer<Page> = await adminRequest<Page>(shop.app, 'GET', `/customers?${search}`);
    expect(answer.status, answer.body.msg).toBe(200);
    customers.push(...answer.body.data.customers);
    after = answer.body.data.next;
    pages += 1;
  } while (after !== null && pages < 100);
  return { customers, pages };
}

/** A shopper's request as their browser makes it, with their session cookie. */
async function userInfo(shop: TestApp, token: string): Promise<number> {
  const response = await shop.app.request('http://localhost/api/web/user/info', {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: 'http://localhost', 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status;
}

const SAME_MOMENT = CUSTOMERS_PAGE_SIZE - 2;

describe.each(TEST_DRIVERS)('customers in the back office on %s', (driver) => {
  const opened = demoShopOn(driver);

  it('walks every account exactly once, newest first, across pages ending inside one millisecond', async () => {
    const { shop } = opened;
    // A page but two of accounts made in one statement share one moment (told apart by id); 5
    // older ones share one millisecond, a microsecond apart, and the first page ends among them.
    await shop.db
      .insert(users)
      .values(
        Array.from({ length: SAME_MOMENT }, (_, n) => ({
          email: `walk-${String(n).padStart(3, '0')}@list.example`,
          passwordHash: 'not-a-hash',
        })),
      );
    await shop.db.insert(users).values(
      Array.from({ length: 5 }, (_, n) => ({
        email: `walk-old-${n}@list.example`,
        passwordHash: 'not-a-hash',
        createdAt: sql`${`2021-05-05T10:00:00.00000${n + 1}Z`}::timestamptz`,
      })),
    );

    const mine = await walk(shop, { q: 'walk-' });
    expect(mine.pages).toBe(2);
    expect(mine.customers).toHaveLength(SAME_MOMENT + 5);
    expect(new Set(mine.customers.map((customer) => customer.id)).size).toBe(SAME_MOMENT + 5);
    expect(mine.customers.slice(SAME_MOMENT).map((customer) => customer.email)).toEqual(
      [4, 3, 2, 1, 0].map((n) => `walk-old-${n}@list.example`),
    );

    const everyone = await walk(shop);
    const [all] = await shop.db.select({ n: count() }).from(users);
    expect(everyone.pages).toBeGreaterThan(1);
    expect(everyone.customers).toHaveLength(all!.n);
    expect(new Set(everyone.customers.map((customer) => customer.id)).size).toBe(all!.n);
    const times = everyone.customers.map((customer) => customer.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('finds accounts by the start of their email in any case, and reads % and _ as themselves', async () => {
    const { shop } = opened;
    const found = await walk(shop, { q: '  WALK-01' });
    expect(found.customers.map((customer) => customer.email).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => `walk-01${n}@list.example`),
    );
    expect((await walk(shop, { q: 'walk%' })).customers).toEqual([]);
    expect((await walk(shop, { q: 'walk_0' })).customers).toEqual([]);

    const demo = await walk(shop, { q: DEMO_SHOPPER.email.toUpperCase() });
    expect(demo.customers).toEqual([
      expect.objectContaining({
        email: DEMO_SHOPPER.email,
        firstName: DEMO_SHOPPER.firstName,
        emailVerified: true,
        orders: expect.any(Number) as number,
      }),
    ]);
    expect(demo.customers[0]!.orders).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
    expect(demo.customers[0]!.lastSignInAt).not.toBeNull();
    const unverified = await walk(shop, { q: 'walk-', emailVerified: 'false' });
    expect(unverified.customers).toHaveLength(SAME_MOMENT + 5);
    expect((await walk(shop, { q: 'walk-', emailVerified: 'true' })).customers).toEqual([]);
  });

  it('refuses an `after` the list never gave, and a filter it cannot take, naming them', async () => {
    const { shop } = opened;
    const forged = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2026-02-30T10:00:00.000000Z', '7b0c9d3e-1f2a-4b5c-8d6e-9f0a1b2c3d4e'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-01-30T10:00:00.000000Z', "'; drop table users; --"])).toString('base64url'),
    ];
    for (const after of forged) {
      const answer = await adminRequest<{ issues: { path: string }[] }>(shop.app, 'GET', `/customers?after=${encodeURIComponent(after)}`);
      expect(answer.status, after).toBe(422);
      expect(answer.body.data.issues).toEqual([expect.objectContaining({ path: 'after' })]);
    }
    const filter = await adminRequest<{ issues: { path: string }[] }>(shop.app, 'GET', '/customers?emailVerified=maybe');
    expect(filter.status).toBe(422);
    expect(filter.body.data.issues).toEqual([expect.objectContaining({ path: 'emailVerified' })]);
  });

  it('reads an account with its addresses, orders, sign-ins and open sessions, and never a secret', async () => {
    const { shop } = opened;
    const [demo] = await shop.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email));
    const laptop = await signInAgain(shop.db, demo!.id);
    const phone = await signInAgain(shop.db, demo!.id, {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const resetToken = newToken();
    await shop.db
      .insert(oneTimeTokens)
      .values({ tokenHash: hashToken(resetToken), purpose: 'reset-password', userId: demo!.id, expiresAt: new Date(Date.now() + 60_000) });

    const answer = await adminRequest<Detail>(shop.app, 'GET', `/customers/${demo!.id}`);
    expect(answer.status, answer.body.msg).toBe(200);
    const detail = answer.body.data;
    expect(detail.customer).toMatchObject({
      id: demo!.id,
      email: DEMO_SHOPPER.email,
      mobile: DEMO_SHOPPER.mobile,
      firstName: DEMO_SHOPPER.firstName,
      locale: 'en',
    });
    expect(detail.addresses).toHaveLength(DEMO_ADDRESSES.length);
    expect(detail.orders.count).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
    expect(detail.orders.latest).toHaveLength(5);
    const placed = detail.orders.latest.map((order) => order.placedAt);
    expect(placed).toEqual([...placed].sort().reverse());
    expect(detail.signIns).toEqual(expect.arrayContaining([expect.objectContaining({ success: false, reason: 'wrong-password' })]));
    // The seeded phone that is still signed in, and the two sessions just started; the office computer signed out long ago.
    expect(detail.sessions).toHaveLength(3);
    expect(detail.sessions.map((session) => session.device.os)).toEqual(expect.arrayContaining(['iOS', 'macOS']));

    const json = JSON.stringify(answer.body);
    for (const secret of [
      demo!.passwordHash,
      'scrypt$',
      laptop.token,
      phone.token,
      hashToken(laptop.token),
      hashToken(phone.token),
      laptop.sessionId,
      phone.sessionId,
      resetToken,
      hashToken(resetToken),
    ]) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/password_?hash|token|secret/i);
  });

  it('ends every session of an account: their next request is signed out, and the answer says how many', async () => {
    const { shop } = opened;
    const shopper = await createSignedInShopper(shop.db);
    const second = await signInAgain(shop.db, shopper.id);
    const bystander = await createSignedInShopper(shop.db);
    expect(await userInfo(shop, shopper.token)).toBe(200);

    const ended = await adminRequest<{ ended: number }>(shop.app, 'POST', `/customers/${shopper.id}/end-sessions`);
    expect(ended.status, ended.body.msg).toBe(200);
    expect(ended.body.data).toEqual({ ended: 2 });
    expect(await userInfo(shop, shopper.token)).toBe(401);
    expect(await userInfo(shop, second.token)).toBe(401);
    expect(await userInfo(shop, bystander.token)).toBe(200);
    expect((await adminRequest<Detail>(shop.app, 'GET', `/customers/${shopper.id}`)).body.data.sessions).toEqual([]);

    // The shopper's own change log says the shop did it; the audit log keeps the write once, as nothing changed the second time.
    const again = await adminRequest<{ ended: number }>(shop.app, 'POST', `/customers/${shopper.id}/end-sessions`);
    expect(again.body.data).toEqual({ ended: 0 });
    const logged = await shop.db
      .select()
      .from(accountLog)
      .where(and(eq(accountLog.userId, shopper.id), eq(accountLog.kind, 'sessions-ended-by-shop')));
    expect(logged.map((entry) => entry.detail)).toEqual([{ count: 2 }]);
    const audited = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'customers/end-sessions'), eq(auditLog.target, `/customers/${shopper.id}/end-sessions`)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actor: 'admin token',
      before: expect.objectContaining({ sessions: expect.any(Array) as unknown[] }),
    });
  });

  it('answers 404 for an id that names no account, malformed or not', async () => {
    const { shop } = opened;
    for (const id of ['7b0c9d3e-1f2a-4b5c-8d6e-9f0a1b2c3d4e', 'not-an-id']) {
      expect((await adminRequest(shop.app, 'GET', `/customers/${id}`)).status, id).toBe(404);
      expect((await adminRequest(shop.app, 'POST', `/customers/${id}/end-sessions`)).status, id).toBe(404);
    }
  });
});
