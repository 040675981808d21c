import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { couponsCommand, type CouponsIo } from './coupons';

/*
 * `npm run coupons` against the seeded shop's admin API: it lists the demo coupons with
 * their state, creates from a file, and prints every problem of a refused file by its path.
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await openTestApp();
}, TEST_APP_STARTUP_MS);
afterAll(async () => shop?.close());

function io(files: Record<string, unknown> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CouponsIo = {
    call: async (method, path, body) => {
      const response = await shop.app.request(`http://localhost/api/admin${path}`, {
        method,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { code: number; msg: string; data: unknown };
      return { status: response.status, ...answer };
    },
    readJson: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file, open '${path}'`);
      return files[path];
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { value, out, err };
}

describe('npm run coupons', () => {
  it('lists the coupons with what they take off, their state and their uses', async () => {
    const { value, out } = io();
    expect(await couponsCommand(['list'], value)).toBe(0);
    expect(out.find((line) => line.startsWith('WELCOME10'))).toMatch(/10% off\trunning .*\tno limit/);
    expect(out.find((line) => line.startsWith('EXPIRED5'))).toMatch(/ended/);
    expect(out.find((line) => line.startsWith('SPRING20'))).toMatch(/not started/);
    expect(out.find((line) => line.startsWith('FLASH50'))).toMatch(/20\/20 used \(limit reached\)/);
  });

  it('lists the promotions', async () => {
    const { value, out } = io();
    expect(await couponsCommand(['promotions'], value)).toBe(0);
    expect(out.find((line) => line.startsWith('shoe-days'))).toMatch(/category-percent\tpriority 5, exclusive\trunning/);
  });

  it('creates a coupon and a promotion from files, and prints every problem of a refused one', async () => {
    const files = {
      'good.json': { code: 'CLI5', kind: 'fixed', value: 500, startsAt: '2026-01-01T00:00:00Z', translations: { en: { title: '$5 off' } } },
      'bad.json': { code: 'CLI6', kind: 'fixed', value: -1, startsAt: '2026-01-01T00:00:00Z', translations: {} },
      'promotion.json': { slug: 'cli-bags', rule: { kind: 'spend-save', thresholdCents: 5000, saveCents: 500 }, startsAt: '2026-01-01T00:00:00Z', translations: { en: { title: 'Save $5' } } },
    };
    const good = io(files);
    expect(await couponsCommand(['create', 'good.json'], good.value)).toBe(0);
    expect(good.out[0]).toMatch(/^Coupon created: .*"code":"CLI5"/);
    const bad = io(files);
    expect(await couponsCommand(['create', 'bad.json'], bad.value)).toBe(1);
    expect(bad.err).toEqual(['Refused (422): nothing was stored', expect.stringMatching(/^ {2}value: /), expect.stringMatching(/^ {2}translations\.en: /)]);
    const promotion = io(files);
    expect(await couponsCommand(['create-promotion', 'promotion.json'], promotion.value)).toBe(0);
    const changed = io({ 'end.json': { endsAt: '2026-02-01T00:00:00Z' } });
    expect(await couponsCommand(['update-promotion', 'cli-bags', 'end.json'], changed.value)).toBe(0);
    expect(changed.out[0]).toMatch(/^Promotion changed: .*"endsAt":"2026-02-01T00:00:00.000Z"/);
  });

  it('explains its usage when the command line cannot be understood', async () => {
    for (const argv of [[], ['frobnicate'], ['create'], ['list', 'extra']]) {
      const { value, err } = io();
      expect(await couponsCommand(argv, value)).toBe(2);
      expect(err.join('\n')).toContain('Usage: npm run coupons -- <command>');
    }
    const missing = io();
    expect(await couponsCommand(['create', 'missing.json'], missing.value)).toBe(1);
    expect(missing.err[0]).toMatch(/^Failed: ENOENT/);
  });
});
