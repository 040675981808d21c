import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, adminPath, STAFF_ROLES, type AdminCall, type StaffRole } from '../../src/schema/admin-api';
import { STAFF_SIGN_IN_LIMITS } from './staff-admin';
import { STAFF_COOKIE } from './admin-access';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { adminRequest, demoShopOn, openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { openTestShop, TEST_DRIVERS } from '../testing/test-orders';
import { addStaff, changeStaff, findStaff } from './staff-accounts';
import { eq } from 'drizzle-orm';
import { staff } from '../db/schema';

const ORIGIN = 'http://localhost';
const PASSWORD = 'a-staff-password-long-enough';
type Envelope<Data = Record<string, unknown>> = { code: number; msg: string; data: Data };
type Answer<Data = Record<string, unknown>> = { status: number; body: Envelope<Data>; setCookie: string };

let shop: TestApp;
beforeAll(async () => {
  setPasswordHashCost(FAST_TEST_COST);
  shop = await openTestApp();
}, TEST_APP_STARTUP_MS);
afterAll(() => shop.close());

/** A call as the back office's browser makes it: the cookie it holds, from the shop's own page. */
async function browserCall<Data = Record<string, unknown>>(
  method: AdminCall['method'],
  path: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<Data>> {
  const response = await shop.app.request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { origin: ORIGIN }),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // A call that answers a file (the newsletter's CSV) has no envelope.
  const json = (response.headers.get('content-type') ?? '').includes('json');
  const answered = json ? ((await response.json()) as Envelope<Data>) : { code: 0, msg: await response.text(), data: {} as Data };
  return { status: response.status, body: answered, setCookie: response.headers.get('set-cookie') ?? '' };
}

function cookieFrom(setCookie: string, name: string): string {
  const match = new RegExp(`${name}=([^;]*)`).exec(setCookie);
  if (!match?.[1]) throw new Error(`No ${name} cookie in ${setCookie}`);
  return `${name}=${match[1]}`;
}

async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<string> {
  const answer = await browserCall('POST', '/session', { body: { email, password }, headers });
  expect(answer.status, answer.body.msg).toBe(200);
  return cookieFrom(answer.setCookie, STAFF_COOKIE);
}

let counter = 0;
/** A new member of `role`, added by the owner's script, and the cookie of their first sign-in. */
async function member(role: StaffRole): Promise<{ email: string; cookie: string }> {
  const email = `${role}-${++counter}@staff.example`;
  const added = await adminRequest(shop.app, 'POST', '/staff', { body: { email, role, password: PASSWORD } });
  expect(added.status, added.body.msg).toBe(201);
  return { email, cookie: await signIn(email) };
}

/** A request to any call, with placeholder params and an empty body: enough to meet its role check. */
const anyRequest = (call: AdminCall, cookie?: string) =>
  browserCall(call.method, adminPath(call.path, Object.fromEntries([...call.path.matchAll(/:(\w+)/g)].map((match) => [match[1]!, 'x']))), {
    ...(cookie ? { cookie } : {}),
    ...(call.method === 'GET' ? {} : { body: {} }),
  });

describe('the contract names who may make each call', () => {
  it('lets the owner make every call, and names a reading call only where one exists', () => {
    for (const [name, call] of Object.entries(ADMIN_API)) {
      if (call.roles === 'anyone') continue;
      expect(call.roles, name).toContain('owner');
      if ('reads' in call) expect(ADMIN_API[call.reads as keyof typeof ADMIN_API]?.method, `${name} reads ${call.reads}`).toBe('GET');
    }
  });
});

describe('signing in to the back office', () => {
  it('signs a member in with an HttpOnly, SameSite=Strict cookie apart from the shopper one, and says who they are', async () => {
    const email = 'owner-sign-in@staff.example';
    await adminRequest(shop.app, 'POST', '/staff', { body: { email, role: 'owner', password: PASSWORD } });
    const answer = await browserCall('POST', '/session', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ caller: { kind: 'staff', email, role: 'owner' } });
    expect(answer.setCookie).toMatch(/HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=Strict/i);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|scrypt/i);
    const who = await browserCall('GET', '/session', { cookie: cookieFrom(answer.setCookie, STAFF_COOKIE) });
    expect(who.body.data).toEqual({ caller: { kind: 'staff', email, role: 'owner' } });
  });

  it('answers a wrong password and an unknown email alike, and waits after five failures from one address', async () => {
    const { email } = await member('support');
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const unknown = await browserCall('POST', '/session', { body: { email: 'nobody@staff.example', password: PASSWORD }, headers });
    const wrong = await browserCall('POST', '/session', { body: { email, password: `${PASSWORD}x` }, headers });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(wrong.body.msg).toBe(unknown.body.msg);
    for (let attempt = 1; attempt < STAFF_SIGN_IN_LIMITS.perIpAndAccount.limit; attempt++) {
      expect((await browserCall('POST', '/session', { body: { email, password: 'wrong-password-again' }, headers })).status).toBe(401);
    }
    const waiting = await browserCall('POST', '/session', { body: { email, password: PASSWORD }, headers });
    expect(waiting.status).toBe(429);
    expect(waiting.setCookie).toBe('');
  });

  it('refuses a field it cannot take by its name', async () => {
    const answer = await browserCall('POST', '/session', { body: { email: 'not-an-email', password: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' }), expect.objectContaining({ path: 'password' })]));
  });
});

describe('every admin call is refused to whoever its contract does not name', () => {
  const calls = Object.entries(ADMIN_API).filter(([, call]) => call.roles !== 'anyone');
  // Signing out or changing one's password would end the session the next calls use.
  const keepsSession = ([name]: [string, AdminCall]) => name !== 'session/end' && name !== 'session/password';

  it('refuses each call to no session and to a shopper session, with 401', async () => {
    const signedIn = await shop.app.request(`${ORIGIN}/api/web/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    const shopper = cookieFrom(signedIn.headers.get('set-cookie') ?? '', SESSION_COOKIE);
    for (const [name, call] of calls) {
      expect((await anyRequest(call)).status, `${name} without a session`).toBe(401);
      expect((await anyRequest(call, shopper)).status, `${name} with a shopper session`).toBe(401);
    }
  });

  it.each(STAFF_ROLES)('refuses each call not open to %s with 403 naming the call, and lets the others through', async (role) => {
    const { cookie } = await member(role);
    for (const [name, call] of calls.filter(keepsSession)) {
      const answer = await anyRequest(call, cookie);
      if ((call.roles as readonly string[]).includes(role)) {
        expect([401, 403], `${name} for ${role}: ${answer.body.msg}`).not.toContain(answer.status);
      } else {
        expect(answer.status, `${name} for ${role}`).toBe(403);
        expect(answer.body.msg).toContain(name);
      }
    }
  });
});

describe('a staff write must come from the shop own pages', () => {
  it('refuses a write from another site, or from no page at all, and takes it from the back office', async () => {
    const { cookie } = await member('editor');
    const write = { translations: { en: { name: 'Linen' } } };
    const foreign = await browserCall('PUT', '/tags/linen-from-afar', { cookie, body: write, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const scripted = await shop.app.request(`${ORIGIN}/api/admin/tags/linen-from-afar`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(write) });
    expect(scripted.status).toBe(403);
    expect((await browserCall('GET', '/tags/linen-from-afar', { cookie })).status).toBe(404);
    expect((await browserCall('PUT', '/tags/linen-from-afar', { cookie, body: write })).status).toBe(201);
  });
});

describe('staff sessions end', () => {
  it('ends a session at sign-out: its cookie is no one after', async () => {
    const { cookie } = await member('support');
    expect((await browserCall('GET', '/orders', { cookie })).status).toBe(200);
    const out = await browserCall('POST', '/session/end', { cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(new RegExp(`${STAFF_COOKIE}=;`));
    expect((await browserCall('GET', '/orders', { cookie })).status).toBe(401);
  });

  it('ends every other session at a password change, keeps this one, and the old password signs no one in', async () => {
    const { email, cookie: laptop } = await member('editor');
    const phone = await signIn(email);
    const wrong = await browserCall('PUT', '/session/password', { cookie: laptop, body: { currentPassword: 'not-the-password', newPassword: 'a-new-long-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.issues).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    const short = await browserCall('PUT', '/session/password', { cookie: laptop, body: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(short.body.data.issues).toEqual([expect.objectContaining({ path: 'newPassword' })]);
    const changed = await browserCall('PUT', '/session/password', { cookie: laptop, body: { currentPassword: PASSWORD, newPassword: 'a-new-long-password' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ endedSessions: 1 });
    expect((await browserCall('GET', '/session', { cookie: phone })).status).toBe(401);
    expect((await browserCall('GET', '/session', { cookie: laptop })).status).toBe(200);
    expect((await browserCall('POST', '/session', { body: { email, password: PASSWORD } })).status).toBe(401);
    await signIn(email, 'a-new-long-password');
  });

  it('ends every session of a member the owner disables or gives a new password, and a disabled member cannot sign in', async () => {
    const { email, cookie } = await member('support');
    expect((await adminRequest(shop.app, 'PUT', `/staff/${email}`, { body: { disabled: true } })).status).toBe(200);
    expect((await browserCall('GET', '/session', { cookie })).status).toBe(401);
    expect((await browserCall('POST', '/session', { body: { email, password: PASSWORD } })).status).toBe(401);
    await adminRequest(shop.app, 'PUT', `/staff/${email}`, { body: { disabled: false } });
    const again = await signIn(email);
    await adminRequest(shop.app, 'PUT', `/staff/${email}`, { body: { password: 'another-long-password' } });
    expect((await browserCall('GET', '/session', { cookie: again })).status).toBe(401);
  });
});

describe('the staff the owner keeps', () => {
  it('lists members without a secret, refuses an email already on the staff, and an unknown member is a 404', async () => {
    const { email } = await member('editor');
    const twice = await adminRequest(shop.app, 'POST', '/staff', { body: { email, role: 'support', password: PASSWORD } });
    expect(twice.status).toBe(409);
    const list = await adminRequest<{ staff: { email: string; role: string }[] }>(shop.app, 'GET', '/staff');
    expect(list.body.data.staff).toContainEqual(expect.objectContaining({ email, role: 'editor', disabled: false }));
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|passwordHash/);
    expect((await adminRequest(shop.app, 'PUT', '/staff/nobody@staff.example', { body: { role: 'owner' } })).status).toBe(404);
    const nothing = await adminRequest(shop.app, 'PUT', `/staff/${email}`, { body: {} });
    expect(nothing.status).toBe(422);
  });
});

describe.each(TEST_DRIVERS)('the last owner (%s)', (driver) => {
  it('stays: two owners demoting each other at once leave one of them owner, every time', async () => {
    const test = await openTestShop(driver);
    try {
      // Several rounds: a lock order that can deadlock does not fail every time.
      for (let round = 0; round < 6; round++) {
        const [ada, bo] = [`ada-${round}@staff.example`, `bo-${round}@staff.example`];
        await addStaff(test.db, { email: ada, role: 'owner', password: PASSWORD });
        await addStaff(test.db, { email: bo, role: 'owner', password: PASSWORD });
        const results = await Promise.all([changeStaff(test.db, ada, { role: 'editor' }), changeStaff(test.db, bo, { disabled: true })]);
        expect(results.filter((result) => result.ok), `round ${round}`).toHaveLength(1);
        expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'last-owner' });
        const owners = [await findStaff(test.db, ada), await findStaff(test.db, bo)].filter((row) => row?.role === 'owner' && row.disabledAt === null);
        expect(owners).toHaveLength(1);
        // The one left ends the round as the shop's only owner, for the next round's pair to race again.
        await changeStaff(test.db, owners[0]!.email, { disabled: true }).then((result) => expect(result).toEqual({ ok: false, reason: 'last-owner' }));
        await test.db.delete(staff).where(eq(staff.email, owners[0]!.email));
      }
    } finally {
      await test.close();
    }
  });
});

describe('the audit log', () => {
  type Entry = { actor: string; call: string; target: string; before: unknown; after: unknown };
  const audit = async (query = '') => (await adminRequest<{ entries: Entry[]; next: number | null }>(shop.app, 'GET', `/audit${query}`)).body.data;

  it('keeps who changed what, with what the call read before and after', async () => {
    const { email, cookie } = await member('editor');
    const tag = (name: string) => ({ translations: { en: { name } } });
    expect((await browserCall('PUT', '/tags/audited', { cookie, body: tag('Audited') })).status).toBe(201);
    expect((await browserCall('PUT', '/tags/audited', { cookie, body: tag('Audited again') })).status).toBe(200);
    const [changed, created] = (await audit(`?staff=${email}`)).entries;
    expect(created).toMatchObject({ actor: email, call: 'tags/put', target: '/tags/audited', before: null, after: { tag: { translations: { en: { name: 'Audited' } } } } });
    expect(changed).toMatchObject({ before: { tag: { translations: { en: { name: 'Audited' } } } }, after: { tag: { translations: { en: { name: 'Audited again' } } } } });
  });

  it('names the admin token for a script, and keeps nothing of a refused write, a dry run or a write that changed nothing', async () => {
    const stamp = Date.now();
    await adminRequest(shop.app, 'PUT', `/tags/scripted-${stamp}`, { body: { translations: { en: { name: 'Scripted' } } } });
    await adminRequest(shop.app, 'PUT', `/tags/scripted-${stamp}`, { body: { translations: { en: { name: 'Scripted' } } } });
    await adminRequest(shop.app, 'PUT', `/tags/refused-${stamp}`, { body: { translations: { en: { name: '' } } } });
    await adminRequest(shop.app, 'POST', '/products/batch?dryRun=true', { body: { products: [] } });
    const entries = (await audit('?limit=200')).entries.filter((entry) => entry.target.includes(String(stamp)) || entry.target.includes('dryRun'));
    expect(entries).toEqual([expect.objectContaining({ actor: 'admin token', call: 'tags/put', target: `/tags/scripted-${stamp}` })]);
  });

  it('pages newest first by a key, filters by call, and is the owner alone to read', async () => {
    for (const name of ['one', 'two', 'three']) await adminRequest(shop.app, 'PUT', `/tags/paged-${name}`, { body: { translations: { en: { name } } } });
    const first = await audit('?call=tags/put&limit=2');
    expect(first.entries.map((entry) => entry.target)).toEqual(['/tags/paged-three', '/tags/paged-two']);
    const second = await audit(`?call=tags/put&limit=2&before=${first.next}`);
    expect(second.entries[0]!.target).toBe('/tags/paged-one');
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.call))).toEqual(new Set(['tags/put']));
    const { cookie } = await member('support');
    expect((await browserCall('GET', '/audit', { cookie })).status).toBe(403);
  });
});

describe.each(TEST_DRIVERS)('two staff members deciding one order at once (%s)', (driver) => {
  const demo = demoShopOn(driver);

  it('applies the decision once: one is told the order changed meanwhile, and the shopper is refunded once', async () => {
    const { app } = demo.shop;
    const listed = await adminRequest<{ orders: { orderNo: string }[] }>(app, 'GET', '/orders?status=pending-cancellation', {});
    const orderNo = listed.body.data.orders[0]?.orderNo;
    expect(orderNo, 'the demo shop has an order whose shopper asked to cancel it').toBeDefined();
    const cookies: string[] = [];
    for (const name of ['ana', 'ben']) {
      const email = `${name}-${driver}@staff.example`;
      expect((await adminRequest(app, 'POST', '/staff', { body: { email, role: 'support', password: PASSWORD } })).status).toBe(201);
      const signedIn = await app.request(`${ORIGIN}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      cookies.push(cookieFrom(signedIn.headers.get('set-cookie') ?? '', STAFF_COOKIE));
    }
    const answers = await Promise.all(
      cookies.map((cookie) => app.request(`${ORIGIN}/api/admin/orders/${orderNo}/approve-cancel`, { method: 'POST', headers: { cookie, origin: ORIGIN } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const order = await adminRequest<{ order: { status: string; timeline: { kind: string }[] } }>(app, 'GET', `/orders/${orderNo}`);
    expect(order.body.data.order.status).toBe('cancelled');
    expect(order.body.data.order.timeline.filter((event) => event.kind === 'approveCancel')).toHaveLength(1);
    expect(order.body.data.order.timeline.filter((event) => event.kind === 'refunded')).toHaveLength(1);
  });
});
