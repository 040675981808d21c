import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/schema/envelope';
import { accountLogSchema, signInHistorySchema, userSecurityDataSchema } from '../../src/schema/security-pages';
import { eq } from 'drizzle-orm';
import { signInEvents, users } from '../db/schema';
import { seedDatabase } from '../demo/seed';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { demoShopperSecuritySeed } from '../demo/shopper-security';
import { openTestApp, type TestApp } from '../testing/test-app';
import { memoryLogger } from '../logger';
import { createNodeServer, listen } from '../node-server';
import { hashPassword } from './passwords';
import { SESSION_COOKIE } from './sessions';
import { createSignedInShopper, signInAgain } from '../testing/test-shoppers';

/*
 * The security page's calls and pages, tried the way a shopper (or someone else) would:
 * a session ends at once, and nothing of another shopper's is reached.
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await openTestApp();
}, 120_000);
afterAll(() => shop.close());

const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const call = (path: string, token: string, body: unknown = {}) =>
  shop.app.request(`http://localhost/api/web/${path}`, {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
    body: JSON.stringify(body),
  });

const pageData = async (path: string, token: string) => {
  const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  return { status: response.status, body: (await response.json()) as { code: number; data: { data: Record<string, unknown> } | null } };
};

async function sessionsOf(token: string) {
  const { body } = await pageData('/user/security', token);
  return userSecurityDataSchema.parse(body.data?.data.security).sessions;
}

describe('ending sessions', () => {
  it('lists every live session with its device, IP and sign-in method, the current one first', async () => {
    const shopper = await createSignedInShopper(shop.db);
    await signInAgain(shop.db, shopper.id, { ip: '198.51.100.20', userAgent: SAFARI_ON_IPHONE, loginMethod: 'code' });
    const sessions = await sessionsOf(shopper.token);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ id: shopper.sessionId, current: true, device: { browser: 'Chrome', os: 'macOS' }, loginMethod: 'password' });
    expect(sessions[1]).toMatchObject({ current: false, ip: '198.51.100.20', device: { browser: 'Safari', os: 'iOS' }, loginMethod: 'code' });
  });

  it('ends another session of the shopper at once: its token no longer reaches the user area', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const phone = await signInAgain(shop.db, shopper.id, { userAgent: SAFARI_ON_IPHONE });
    expect((await pageData('/user/security', phone.token)).status).toBe(200);
    const response = await call('security/revokeSession', shopper.token, { sessionId: phone.sessionId });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { current: false } });
    const after = await pageData('/user/security', phone.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ResponseCode.authInvalid);
    expect((await call('security/revokeOtherSessions', phone.token)).status).toBe(401);
    expect((await sessionsOf(shopper.token)).map((session) => session.id)).toEqual([shopper.sessionId]);
  });

  it('answers another shopper’s session id with 404 and leaves that session alone', async () => {
    const mallory = await createSignedInShopper(shop.db);
    const victim = await createSignedInShopper(shop.db);
    const response = await call('security/revokeSession', mallory.token, { sessionId: victim.sessionId });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { data: { problems: unknown[] } };
    expect(body.data.problems).toEqual([{ path: 'sessionId', message: 'security.sessionNotFound' }]);
    // The same answer as for an id that never existed: nothing says the session is there.
    const unknown = await call('security/revokeSession', mallory.token, { sessionId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(body);
    expect((await pageData('/user/security', victim.token)).status).toBe(200);
    expect(JSON.stringify((await pageData('/user/security', mallory.token)).body)).not.toContain(victim.sessionId);
  });

  it('signs out when the current session is ended from the list, clearing its cookie', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const response = await call('security/revokeSession', shopper.token, { sessionId: shopper.sessionId });
    expect(await response.json()).toMatchObject({ code: 0, data: { current: true } });
    expect(response.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await pageData('/user/security', shopper.token)).status).toBe(401);
  });

  it('signs out everywhere else, keeping only the current session, and logs it', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const others = [await signInAgain(shop.db, shopper.id), await signInAgain(shop.db, shopper.id, { userAgent: SAFARI_ON_IPHONE })];
    const bystander = await createSignedInShopper(shop.db);
    const response = await call('security/revokeOtherSessions', shopper.token);
    expect(await response.json()).toMatchObject({ code: 0, data: { ended: 2 } });
    expect((await sessionsOf(shopper.token)).map((session) => session.id)).toEqual([shopper.sessionId]);
    for (const other of others) expect((await pageData('/user/center', other.token)).status).toBe(401);
    expect((await pageData('/user/security', bystander.token)).status).toBe(200);
    const log = accountLogSchema.parse((await pageData('/user/log', shopper.token)).body.data?.data.accountLog);
    expect(log.entries.map((entry) => entry.kind)).toEqual(['sessions-ended']);
  });

  it('refuses a session id that is not one, naming the field', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const response = await call('security/revokeSession', shopper.token, { sessionId: 'nope' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { data: { problems: Array<{ path: string }> } }).data.problems[0]?.path).toBe('sessionId');
  });
});

describe('the login email verification switch', () => {
  it('turns on and off, shows on the page and in the change log', async () => {
    const shopper = await createSignedInShopper(shop.db);
    expect(userSecurityDataSchema.parse((await pageData('/user/security', shopper.token)).body.data?.data.security).loginEmailVerification).toBe(false);
    expect(await (await call('security/loginVerification', shopper.token, { enabled: true })).json()).toMatchObject({ data: { enabled: true } });
    expect(userSecurityDataSchema.parse((await pageData('/user/security', shopper.token)).body.data?.data.security).loginEmailVerification).toBe(true);
    const other = await createSignedInShopper(shop.db);
    expect(userSecurityDataSchema.parse((await pageData('/user/security', other.token)).body.data?.data.security).loginEmailVerification).toBe(false);
    const log = accountLogSchema.parse((await pageData('/user/log', shopper.token)).body.data?.data.accountLog);
    expect(log.entries[0]).toMatchObject({ kind: 'login-email-verification' });
    expect(log.entries.length).toBe(1);
  });

  it('answers a visitor with code 50', async () => {
    const response = await shop.app.request('http://localhost/api/web/security/loginVerification', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the sign-in history', () => {
  it('shows successes and failures, newest first, a page at a time, and only the shopper’s own', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const other = await createSignedInShopper(shop.db);
    const start = Date.UTC(2026, 0, 1);
    await shop.db.insert(signInEvents).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: shopper.id,
        ip: `192.0.2.${index}`,
        userAgent: SAFARI_ON_IPHONE,
        loginMethod: 'password',
        success: index % 5 !== 0,
        reason: index % 5 === 0 ? 'wrong-password' : '',
        at: new Date(start + index * 60_000),
      })),
    );
    await shop.db.insert(signInEvents).values({ userId: other.id, ip: '203.0.113.99', loginMethod: 'password', success: true });
    const first = signInHistorySchema.parse((await pageData('/user/security/activity', shopper.token)).body.data?.data.signInHistory);
    expect(first.pagination).toEqual({ page: 1, pageSize: 20, total: 25 });
    expect(first.events[0]).toMatchObject({ ip: '192.0.2.24', success: true, device: { browser: 'Safari', os: 'iOS' } });
    expect(first.events.find((event) => event.ip === '192.0.2.20')).toMatchObject({ success: false, reason: 'wrong-password' });
    const second = signInHistorySchema.parse((await pageData('/user/security/activity?page=2', shopper.token)).body.data?.data.signInHistory);
    expect(second.events.map((event) => event.ip)).toEqual(['192.0.2.4', '192.0.2.3', '192.0.2.2', '192.0.2.1', '192.0.2.0']);
    expect(JSON.stringify([first, second])).not.toContain('203.0.113.99');
  });
});

describe('the demo shopper’s security pages', () => {
  it('show a phone still signed in, a failed sign-in among the history and a few changes, seeded once', async () => {
    const [demo] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
    const here = await signInAgain(shop.db, demo!.id);
    const sessions = await sessionsOf(here.token);
    expect(sessions.map((session) => [session.current, session.device.browser, session.device.os])).toEqual([
      [true, 'Chrome', 'macOS'],
      [false, 'Safari', 'iOS'],
    ]);
    const history = signInHistorySchema.parse((await pageData('/user/security/activity', here.token)).body.data?.data.signInHistory);
    expect(history.events.some((event) => !event.success && event.reason === 'wrong-password')).toBe(true);
    expect(history.events.filter((event) => event.success).length).toBeGreaterThanOrEqual(2);
    const log = accountLogSchema.parse((await pageData('/user/log', here.token)).body.data?.data.accountLog);
    expect(log.entries.map((entry) => entry.kind)).toEqual(['session-ended', 'password', 'name']);
    expect(await seedDatabase(shop.db, [demoShopperSecuritySeed])).toEqual({ 'demo-shopper-security': 'skipped' });
  });
});

describe('where a session was started', () => {
  it('names a session on the shop’s own machine by its loopback address, over IPv4 and IPv6 alike', async () => {
    const email = `loopback-${randomUUID()}@test.example`;
    await shop.db.insert(users).values({ email, passwordHash: await hashPassword('loopback-password'), firstName: 'Lou' });
    for (const [host, expected] of [
      ['127.0.0.1', '127.0.0.1'],
      ['::1', '::1'],
    ] as const) {
      const node = createNodeServer({ app: shop.app, logger: memoryLogger() });
      try {
        const port = await listen(node.server, 0, host);
        const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
        const signedIn = await fetch(`${origin}/api/web/auth/signin`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ account: email, password: 'loopback-password' }),
        });
        expect(signedIn.status).toBe(200);
        const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
        const current = (await sessionsOf(token)).find((session) => session.current);
        expect(current?.ip, host).toBe(expected);
      } finally {
        await node.close();
      }
    }
  });
});
