
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { accountLog, addresses, users } from '../db/schema';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import type { HtmlRenderer } from '../ssr/html-renderer';
import type { SavedAddress } from '../../src/schema/web-api/address-book';
import { FAST_TEST_COST, hashPassword } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';

/*
 * The address book calls through the real app on a seeded PGlite shop, signed in as two
 * shoppers: each call is tried on the other one's address, which must read as not found.
 */

const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML is not part of this suite')) };
const OTHER = { email: 'other-shopper@vitrine.example', password: 'another-secret-1' };

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let demoCookie: string;
let otherCookie: string;
let demoId: string;

type Address = SavedAddress;
type Envelope = {
  code: number;
  msg: string;
  data: { addresses: Address[]; id?: string; problems?: { path: string; message: string }[]; key?: string };
};

async function call(path: string, body: unknown, cookie?: string): Promise<{ status: number; body: Envelope }> {
  const response = await app.request(`http://localhost/api/web/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function signIn(account: string, password: string): Promise<string> {
  const response = await app.request('http://localhost/api/web/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`Could not sign in as ${account}`);
  return token;
}

const US = {
  country: 'US',
  province: 'CA',
  city: 'San Francisco',
  postalCode: '94103',
  firstName: 'Mei',
  lastName: 'Chen',
  addressLine: '1 Market St',
  apartment: 'Suite 400',
  countryCode: '+1',
  phone: '415 555 2671',
};
const CN = {
  country: 'CN',
  province: '上海市',
  city: '上海市',
  area: '黄浦区',
  postalCode: '200001',
  firstName: '梅',
  lastName: '陈',
  addressLine: '南京东路 100 号',
  countryCode: '+86',
  phone: '13800138000',
};
const HK = { country: 'HK', province: '九龍', city: '油尖旺區', firstName: '美', lastName: '陳', addressLine: '彌敦道 1 號', countryCode: '+852', phone: '91234567' };

const problemsOf = (answer: { body: Envelope }) =>
  Object.fromEntries((answer.body.data.problems ?? []).map((problem) => [problem.path, problem.message]));

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
  // The demo seed may give the demo shopper addresses; this suite starts from an empty book.
  const [demo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
  demoId = demo!.id;
  await database.db.delete(addresses).where(eq(addresses.userId, demoId));
  await database.db.insert(users).values({ email: OTHER.email, firstName: 'Other', lastName: 'Shopper', passwordHash: await hashPassword(OTHER.password, FAST_TEST_COST) });
  app = createApp({ services: createServices({ db: database.db, logger: memoryLogger() }), html: htmlNotUnderTest, adminToken: null });
  demoCookie = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  otherCookie = await signIn(OTHER.email, OTHER.password);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('the address book calls', () => {
  it('answers a signed-out caller with code 50', async () => {
    const answer = await call('address/list', {});
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(50);
  });

  it('makes the first address the default and keeps what each country uses', async () => {
    const added = await call('address/add', { ...US, area: 'SoMa' }, demoCookie);
    expect(added.status).toBe(200);
    expect(added.body.data.addresses).toHaveLength(1);
    const [first] = added.body.data.addresses;
    expect(first).toMatchObject({ country: 'US', postalCode: '94103', phone: '4155552671', isDefault: true, apartment: 'Suite 400' });
    // The United States write no district: a value left from another country is not kept.
    expect(first?.area).toBe('');
    const log = await database.db.select().from(accountLog).where(and(eq(accountLog.userId, demoId), eq(accountLog.kind, 'address-added')));
    expect(log).toHaveLength(1);
  });

  it('adds more without moving the default, and lists the default first', async () => {
    await call('address/add', CN, demoCookie);
    const added = await call('address/add', HK, demoCookie);
    const book = added.body.data.addresses;
    expect(book.map((address) => address.country)).toEqual(['US', 'HK', 'CN']);
    expect(book.filter((address) => address.isDefault).map((address) => address.country)).toEqual(['US']);
    expect(added.body.data.id).toBe(book[1]?.id);
  });

  it('names every field that breaks the country’s rules, and stores nothing', async () => {
    const empty = await call('address/add', { country: 'US' }, demoCookie);
    expect(empty.status).toBe(400);
    expect(problemsOf(empty)).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.required',
      addressLine: 'validation.required',
      city: 'validation.required',
      province: 'validation.required',
      postalCode: 'validation.required',
      countryCode: 'validation.required',
      phone: 'validation.required',
    });
    expect(problemsOf(empty)).not.toHaveProperty('apartment');

    const wrong = await call('address/add', { ...US, postalCode: '9410', phone: '12', firstName: 'x'.repeat(51) }, demoCookie);
    expect(problemsOf(wrong)).toEqual({ postalCode: 'address.postalCodeFormat', phone: 'address.phoneFormat', firstName: 'validation.lengthLimit' });
    const noCountry = await call('address/add', { ...US, country: 'ZZ' }, demoCookie);
    expect(problemsOf(noCountry)).toEqual({ country: 'validation.select' });
    const shortMobile = await call('address/add', { ...CN, phone: '1380013800' }, demoCookie);
    expect(problemsOf(shortMobile)).toEqual({ phone: 'address.phoneFormat' });

    const list = await call('address/list', {}, demoCookie);
    expect(list.body.data.addresses).toHaveLength(3);
  });

  it('edits, sets the default and deletes only the shopper’s own addresses', async () => {
    const book = (await call('address/list', {}, demoCookie)).body.data.addresses;
    const hk = book.find((address) => address.country === 'HK')!;

    for (const [path, body] of [
      ['address/edit', { ...HK, addressLine: 'Stolen', id: hk.id }],
      ['address/setDefault', { id: hk.id }],
      ['address/delete', { id: hk.id }],
    ] as const) {
      const answer = await call(path, body, otherCookie);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body), path).not.toContain('彌敦道');
    }
    expect((await call('address/list', {}, otherCookie)).body.data.addresses).toEqual([]);
    const unchanged = (await call('address/list', {}, demoCookie)).body.data.addresses;
    expect(unchanged).toEqual(book);

    const edited = await call('address/edit', { ...HK, addressLine: '彌敦道 2 號', id: hk.id }, demoCookie);
    expect(edited.body.data.addresses.find((address) => address.id === hk.id)?.addressLine).toBe('彌敦道 2 號');

    const defaulted = await call('address/setDefault', { id: hk.id }, demoCookie);
    expect(defaulted.body.data.addresses[0]).toMatchObject({ id: hk.id, isDefault: true });
    expect(defaulted.body.data.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const book = (await call('address/list', {}, demoCookie)).body.data.addresses;
    const deleted = await call('address/delete', { id: book[0]!.id }, demoCookie);
    expect(deleted.status).toBe(200);
    const left = deleted.body.data.addresses;
    expect(left.map((address) => address.country)).toEqual(['CN', 'US']);
    expect(left[0]?.isDefault).toBe(true);
    const log = await database.db.select().from(accountLog).where(and(eq(accountLog.userId, demoId), like(accountLog.kind, 'address-%')));
    expect(log.map((entry) => entry.kind).sort()).toEqual(['address-added', 'address-added', 'address-added', 'address-changed', 'address-changed', 'address-deleted']);
  });

  it('an unknown or malformed id is not found', async () => {
    expect((await call('address/delete', { id: '00000000-0000-4000-8000-000000000000' }, demoCookie)).status).toBe(404);
    expect(problemsOf(await call('address/delete', { id: 'nope' }, demoCookie))).toEqual({ id: 'address.notFound' });
  });

  it('refuses an address past the limit with a message', async () => {
    const rows = Array.from({ length: 48 }, (_, index) => ({ ...US, addressLine: `${index} Market St`, userId: demoId, phone: '4155552671' }));
    await database.db.insert(addresses).values(rows);
    const full = await call('address/add', US, demoCookie);
    expect(full.status).toBe(409);
    expect(full.body.data.key).toBe('address.full');
    expect((await call('address/list', {}, demoCookie)).body.data.addresses).toHaveLength(50);
  });
});
