import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { accountLog, avatars, orders, users } from '../db/schema';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { createApp } from '../app';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import { FAST_TEST_COST, hashPassword, setPasswordHashCost } from './passwords';
import { SESSION_COOKIE } from './sessions';
import { DEMO_ORDERS } from '../demo/orders';

let db: Database;
let app: ReturnType<typeof createApp>;
let close: (() => Promise<void>) | undefined;

const OTHER = { email: 'other@vitrine.example', password: 'other-password-1' };

beforeAll(async () => {
  setPasswordHashCost(FAST_TEST_COST);
  const database = await openTestDatabase({ from: 'demo' });
  db = database.db;
  await db.insert(users).values({ email: OTHER.email, passwordHash: await hashPassword(OTHER.password), firstName: 'Ola', lastName: 'Berg' });
  const services = createServices({ db, logger: memoryLogger() });
  app = createApp({ services, html: { render: () => Promise.resolve('<!doctype html>') }, adminToken: null });
  close = () => database.close();
}, 120_000);
afterAll(() => close?.());

type Answer = { code: number; msg: string; data: Record<string, unknown> & { problems?: { path: string; message: string }[] } };

async function call(path: string, body: unknown, token: string | null): Promise<{ status: number; body: Answer }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers['x-auth'] = token;
  const response = await app.request(`http://localhost/api/web/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function upload(file: Blob, name: string, token: string): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.append('avatar', file, name);
  const response = await app.request('http://localhost/api/web/user/editAvatar', { method: 'POST', headers: { 'x-auth': token }, body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function signIn(account: string, password: string): Promise<string> {
  const response = await app.request('http://localhost/api/web/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  expect(response.status).toBe(200);
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no session cookie');
  return token;
}

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const logOf = async (userId: string, kind: string) =>
  db.select().from(accountLog).where(and(eq(accountLog.userId, userId), eq(accountLog.kind, kind)));

describe('user/info', () => {
  it('answers the caller’s profile with the figures of their demo orders and never the password hash', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const { status, body } = await call('user/info', {}, token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: DEMO_SHOPPER.email,
      mobile: DEMO_SHOPPER.mobile,
      bio: DEMO_SHOPPER.bio,
      birthday: DEMO_SHOPPER.birthday,
      unpaidOrders: 1,
      currency: 'USD',
    });
    // The figures are what the shopper's orders say, summed here one by one: the demo orders in
    // every state, and the delivered ones the demo returns were made from, some of them refunded.
    const placed = await db.select().from(orders).where(eq(orders.userId, (await userRow(DEMO_SHOPPER.email)).id));
    expect(body.data.orderQuantity).toBe(placed.length);
    expect(placed.length).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
    const paid = placed.filter((order) => order.payStatus === 'paid');
    const paidCents = paid.reduce((sum, order) => sum + order.totalCents, 0);
    const refundedCents = paid.reduce((sum, order) => sum + order.refundedCents, 0);
    expect(refundedCents).toBeGreaterThan(0);
    expect(body.data.paymentAmount).toBe(paidCents / 100);
    expect(body.data.spendingAmount).toBe((paidCents - refundedCents) / 100);
    expect(typeof body.data.creditsBalance).toBe('number');
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('answers code 50 to a visitor without a session', async () => {
    const { status, body } = await call('user/info', {}, null);
    expect(status).toBe(401);
    expect(body.code).toBe(50);
  });
});

describe('user/editName and user/editInfo', () => {
  it('changes the caller’s names, logs the change, and ignores any id in the body', async () => {
    const other = await userRow(OTHER.email);
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const demo = await userRow(DEMO_SHOPPER.email);
    // The demo shopper's seeded history holds entries of its own; this change adds exactly one.
    const loggedBefore = (await logOf(demo.id, 'name')).length;
    const { status, body } = await call('user/editName', { firstName: ' Meiling ', lastName: 'Chen', nickName: 'Ling', id: other.id, userId: other.id }, token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: demo.id, firstName: 'Meiling', nickName: 'Ling' });
    expect((await userRow(DEMO_SHOPPER.email)).firstName).toBe('Meiling');
    expect((await userRow(OTHER.email)).firstName).toBe('Ola');
    expect(await logOf(demo.id, 'name')).toHaveLength(loggedBefore + 1);
    expect(await logOf(other.id, 'name')).toHaveLength(0);
    await call('user/editName', { firstName: DEMO_SHOPPER.firstName, lastName: DEMO_SHOPPER.lastName, nickName: DEMO_SHOPPER.nickName }, token);
  });

  it('names the field over its cap and the missing first name, and changes nothing', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const { status, body } = await call('user/editName', { firstName: '', lastName: 'x'.repeat(51) }, token);
    expect(status).toBe(400);
    expect(body.data.problems).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'validation.firstNameRequired' },
        { path: 'lastName', message: 'validation.lengthLimit' },
      ]),
    );
    expect((await userRow(DEMO_SHOPPER.email)).lastName).toBe(DEMO_SHOPPER.lastName);
  });

  it('changes bio and birthday, refusing a day that does not exist and a bio over its cap', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const refused = await call('user/editInfo', { bio: 'b'.repeat(501), birthday: '2001-02-30' }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.problems).toEqual(
      expect.arrayContaining([
        { path: 'bio', message: 'validation.lengthLimit' },
        { path: 'birthday', message: 'account.birthdayInvalid' },
      ]),
    );
    const missing = await call('user/editInfo', { bio: '', birthday: ' ' }, token);
    expect(missing.body.data.problems).toContainEqual({ path: 'birthday', message: 'validation.birthdayRequired' });

    const { status, body } = await call('user/editInfo', { bio: 'Tea and trains.', birthday: '1990-01-31' }, token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ bio: 'Tea and trains.', birthday: '1990-01-31' });
    const demo = await userRow(DEMO_SHOPPER.email);
    expect(await logOf(demo.id, 'info')).toHaveLength(1);
    await call('user/editInfo', { bio: DEMO_SHOPPER.bio, birthday: DEMO_SHOPPER.birthday }, token);
  });
});

describe('user/editPassword', () => {
  it('refuses a wrong current password, naming it, and changes nothing', async () => {
    const token = await signIn(OTHER.email, OTHER.password);
    const elsewhere = await signIn(OTHER.email, OTHER.password);
    const before = (await userRow(OTHER.email)).passwordHash;
    const { status, body } = await call('user/editPassword', { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, token);
    expect(status).toBe(400);
    expect(body.data.problems).toEqual([{ path: 'currentPassword', message: 'account.wrongPassword' }]);
    expect((await userRow(OTHER.email)).passwordHash).toBe(before);
    expect((await call('user/info', {}, elsewhere)).status).toBe(200);
  });

  it('refuses a new password shorter than the sign-up allows and a confirmation that differs', async () => {
    const token = await signIn(OTHER.email, OTHER.password);
    const short = await call('user/editPassword', { currentPassword: OTHER.password, newPassword: 'short', confirmPassword: 'short' }, token);
    expect(short.body.data.problems).toContainEqual({ path: 'newPassword', message: 'account.passwordTooShort' });
    const differs = await call('user/editPassword', { currentPassword: OTHER.password, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' }, token);
    expect(differs.body.data.problems).toContainEqual({ path: 'confirmPassword', message: 'account.passwordMismatch' });
  });

  it('ends every other session of the shopper, keeps this one, logs it, and the new password signs in', async () => {
    const token = await signIn(OTHER.email, OTHER.password);
    const elsewhere = await signIn(OTHER.email, OTHER.password);
    const demoToken = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const { status, body } = await call('user/editPassword', { currentPassword: OTHER.password, newPassword: 'a-new-password', confirmPassword: 'a-new-password' }, token);
    expect(status).toBe(200);
    expect(body.data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await call('user/info', {}, token)).status).toBe(200);
    expect((await call('user/info', {}, elsewhere)).status).toBe(401);
    // Another shopper's sessions are not theirs to end.
    expect((await call('user/info', {}, demoToken)).status).toBe(200);
    await signIn(OTHER.email, 'a-new-password');
    const other = await userRow(OTHER.email);
    const [entry] = await logOf(other.id, 'password');
    expect(entry?.detail).toEqual({ sessionsEnded: body.data.sessionsEnded });
    expect(JSON.stringify(entry)).not.toContain('a-new-password');
  });
});

describe('user/editAvatar', () => {
  const picture = (format: 'png' | 'jpeg') =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a6ea5' } })
      .withExif({ IFD0: { Copyright: 'where-i-live', Artist: 'someone' } })
      .toFormat(format)
      .toBuffer();

  it('takes a PNG named .jpg by its bytes and stores a 256×256 WebP without EXIF, served by version', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const demo = await userRow(DEMO_SHOPPER.email);
    const png = await picture('png');
    const { status, body } = await upload(new Blob([new Uint8Array(png)], { type: 'image/jpeg' }), 'holiday.jpg', token);
    expect(status).toBe(200);
    const after = await userRow(DEMO_SHOPPER.email);
    expect(after.avatarVersion).toBe(demo.avatarVersion + 1);
    expect(body.data.avatar).toBe(`/avatars/${demo.id}.webp?v=${after.avatarVersion}`);

    const [stored] = await db.select().from(avatars).where(eq(avatars.userId, demo.id));
    const metadata = await sharp(stored!.webp).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(stored!.webp).includes('where-i-live')).toBe(false);
    expect(await logOf(demo.id, 'avatar')).not.toHaveLength(0);

    const served = await app.request(`http://localhost${String(body.data.avatar)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(stored!.webp))).toBe(true);
  });

  it('serves nothing for a shopper without an avatar, nor for an address that is not one', async () => {
    const other = await userRow(OTHER.email);
    expect((await app.request(`http://localhost/avatars/${other.id}.webp?v=1`)).status).toBe(404);
    expect((await app.request('http://localhost/avatars/..%2Fetc.webp')).status).toBe(404);
  });

  it('refuses a text file named .png and declared a PNG, keeping the avatar it had', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const before = await userRow(DEMO_SHOPPER.email);
    const { status, body } = await upload(new Blob(['<svg onload="alert(1)">not a picture</svg>'], { type: 'image/png' }), 'me.png', token);
    expect(status).toBe(400);
    expect(body.data.problems).toEqual([{ path: 'avatar', message: 'account.avatarType' }]);
    expect((await userRow(DEMO_SHOPPER.email)).avatarVersion).toBe(before.avatarVersion);
  });

  it('refuses a picture one byte over 2 MB with 413, naming the limit', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const jpeg = await picture('jpeg');
    const oversized = new Uint8Array(2 * 1024 * 1024 + 1);
    oversized.set(jpeg);
    const { status, body } = await upload(new Blob([oversized], { type: 'image/jpeg' }), 'big.jpg', token);
    expect(status).toBe(413);
    expect(body.msg).toMatch(/2 MB/);
    expect(body.data.problems).toEqual([{ path: 'avatar', message: 'account.avatarTooLarge' }]);
  });

  it('changes only the caller’s avatar', async () => {
    const token = await signIn(OTHER.email, 'a-new-password');
    const demoBefore = await userRow(DEMO_SHOPPER.email);
    const other = await userRow(OTHER.email);
    expect((await upload(new Blob([new Uint8Array(await picture('jpeg'))]), 'me.jpg', token)).status).toBe(200);
    expect((await userRow(DEMO_SHOPPER.email)).avatarVersion).toBe(demoBefore.avatarVersion);
    expect((await userRow(OTHER.email)).avatarVersion).toBe(other.avatarVersion + 1);
  });
});

describe('the user area’s pages', () => {
  const pageData = async (path: string, token: string | null) => {
    const response = await app.request(`http://localhost${path}?request=route`, { headers: token ? { 'x-auth': token } : {} });
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as { data: { data?: Record<string, unknown>; pageBody: { blocks: { type: string }[] } | null } } };
  };

  it('draws the user center for the shopper who asks, with their own profile and the links of the user area', async () => {
    const token = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const { status, body, cacheControl } = await pageData('/zh-HK/user/center', token);
    expect(status).toBe(200);
    expect(cacheControl).toMatch(/private/);
    expect(body.data.pageBody?.blocks.map((block) => block.type)).toEqual(['user-center']);
    const [placed] = await db.select({ count: count() }).from(orders).where(eq(orders.userId, (await userRow(DEMO_SHOPPER.email)).id));
    expect(body.data.data?.profile).toMatchObject({ email: DEMO_SHOPPER.email, creditsBalance: 1280, orderQuantity: placed!.count });
    expect(body.data.data?.userArea).toContainEqual({ page: 'activity', href: '/zh-HK/user/security/activity' });
  });

  it('never shows one shopper’s profile on another’s page, nor to a visitor', async () => {
    const demoToken = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await pageData('/user/account', demoToken);
    const otherToken = await signIn(OTHER.email, 'a-new-password');
    const other = await pageData('/user/account', otherToken);
    expect(other.body.data.data?.profile).toMatchObject({ email: OTHER.email });
    expect(JSON.stringify(other.body)).not.toContain(DEMO_SHOPPER.email);
    const visitor = await pageData('/user/info', null);
    expect(visitor.body.data?.data?.profile).toBeUndefined();
    expect(JSON.stringify(visitor.body)).not.toContain(DEMO_SHOPPER.email);
  });
});
