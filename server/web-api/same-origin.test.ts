import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/schema/envelope';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import { createOwnOriginCheck } from '../http/origin';
import { loadConfig } from '../config';
import { openTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';

/*
 * Every /api/web call changes something: another site must not be able to make a signed-in
 * shopper's browser send one. The session's own page data tells whether it still lives.
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await openTestApp();
}, 120_000);
afterAll(() => shop.close());

const call = (path: string, init: { headers: Record<string, string>; body?: string }) =>
  shop.app.request(`http://localhost/api/web/${path}`, { method: 'POST', body: init.body ?? '{}', headers: init.headers });

async function stillSignedIn(token: string): Promise<boolean> {
  const response = await shop.app.request('http://localhost/user/security?request=route', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  return response.status === 200;
}

describe('same-origin writes to the shop API', () => {
  it('refuses a cross-site form post that carries the shopper’s cookie, and the session lives on', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const response = await call('auth/logout', {
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded', cookie: `${SESSION_COOKIE}=${shopper.token}` },
      body: 'x=1',
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: number; msg: string };
    expect(body.code).toBe(ResponseCode.permission);
    expect(body.msg).toContain('elsewhere.example');
    expect(await stillSignedIn(shopper.token)).toBe(true);
  });

  it('refuses a cross-site JSON call even when it names no Origin but the browser says cross-site', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const response = await call('auth/logout', { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${shopper.token}` } });
    expect(response.status).toBe(403);
    expect(await stillSignedIn(shopper.token)).toBe(true);
  });

  it('refuses a text/plain body from the shop’s own page with 415', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const response = await call('auth/logout', { headers: { origin: 'http://localhost', 'content-type': 'text/plain;charset=UTF-8', cookie: `${SESSION_COOKIE}=${shopper.token}` } });
    expect(response.status).toBe(415);
    expect(await stillSignedIn(shopper.token)).toBe(true);
  });

  it('accepts same-origin JSON, by Origin or by Sec-Fetch-Site', async () => {
    const first = await createSignedInShopper(shop.db);
    const byOrigin = await call('auth/logout', { headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${first.token}` } });
    expect(byOrigin.status).toBe(200);
    expect(await stillSignedIn(first.token)).toBe(false);
    const second = await createSignedInShopper(shop.db);
    const bySite = await call('auth/logout', { headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${second.token}` } });
    expect(bySite.status).toBe(200);
    expect(await stillSignedIn(second.token)).toBe(false);
  });

  it('accepts a client that is not a browser when it sends its session in x-auth, and refuses one that leans on a cookie', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const withCookie = await call('auth/logout', { headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${shopper.token}` } });
    expect(withCookie.status).toBe(403);
    expect(await stillSignedIn(shopper.token)).toBe(true);
    const withHeader = await call('auth/logout', { headers: { 'content-type': 'application/json', 'x-auth': shopper.token } });
    expect(withHeader.status).toBe(200);
    expect(await stillSignedIn(shopper.token)).toBe(false);
  });
});

describe('which origins are the shop’s own', () => {
  const request = new URL('http://shop.example/api/web/auth/logout');
  it('takes the host the request was sent to where every host is trusted, whatever the scheme behind a proxy', () => {
    const own = createOwnOriginCheck({});
    expect(own('https://shop.example', request)).toBe(true);
    expect(own('http://shop.example.evil.test', request)).toBe(false);
    expect(own('null', request)).toBe(false);
  });

  it('takes PUBLIC_ORIGIN, the allowed hosts and the host asked, and no other host, when they are set', () => {
    const own = createOwnOriginCheck({ publicOrigin: 'https://www.shop.example', allowedHosts: ['shop.example', 'm.shop.example:8080'] });
    const internal = new URL('http://10.0.0.5:3000/api/web/auth/logout');
    expect(own('https://www.shop.example', internal)).toBe(true);
    expect(own('https://m.shop.example:8080', internal)).toBe(true);
    expect(own('http://10.0.0.5:3000', internal)).toBe(true);
    expect(own('http://10.0.0.5:3001', internal)).toBe(false);
    expect(own('https://other.example', request)).toBe(false);
  });

  it('takes the host asked in production with an empty allow list, as the README starts it', () => {
    const own = createOwnOriginCheck({ allowedHosts: [] });
    const local = new URL('http://localhost:3000/api/web/cart/add');
    expect(own('http://localhost:3000', local)).toBe(true);
    expect(own('http://localhost:3001', local)).toBe(false);
    expect(own('http://127.0.0.1:3000', local)).toBe(false);
  });

});

/*
 * The shop exactly as the README's production start configures it: NODE_ENV=production and
 * ADMIN_TOKEN, no ALLOWED_HOSTS. A shopper on http://localhost:3000 adds to the cart, posts
 * the no-script cart form and signs up to the newsletter; another site still may not.
 */
describe('the production start of the README', () => {
  let production: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: TEST_ADMIN_TOKEN, PORT: '3000' });
    expect(config.allowedHosts).toEqual([]);
    production = await openTestApp({ publicOrigin: config.publicOrigin, allowedHosts: config.allowedHosts, fallbackOrigin: config.fallbackOrigin });
  }, 120_000);
  afterAll(() => production?.close());

  const addToCart = (headers: Record<string, string>) =>
    production.app.request('http://localhost:3000/api/web/cart/add', {
      method: 'POST',
      body: JSON.stringify({ productSlug: 'heavyweight-hoodie', quantity: 1 }),
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers a call from the shop’s own page and fills the cart', async () => {
    const response = await addToCart({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    const body = (await response.json()) as { code: number; msg: string; data: { count: number } };
    expect(response.status, body.msg).toBe(200);
    expect(body.data.count).toBe(1);
  });

  it('refuses another site, by Origin or by Sec-Fetch-Site, with 403 and code 30, and makes no cart', async () => {
    for (const headers of [{ origin: 'https://elsewhere.example' }, { origin: 'http://localhost:3001' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await addToCart(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { code: number }).code).toBe(ResponseCode.permission);
      expect(response.headers.get('set-cookie') ?? '').not.toContain('vitrine_cart');
    }
  });

  it('takes the no-script cart form from the shop’s own page and refuses it from another site', async () => {
    const post = (origin: string) =>
      production.app.request('http://localhost:3000/cart', {
        method: 'POST',
        body: new URLSearchParams({ action: 'coupon', code: '' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      });
    const own = await post('http://localhost:3000');
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toMatch(/^\/cart\?notice=/);
    expect((await post('https://elsewhere.example')).status).toBe(403);
  });
});
