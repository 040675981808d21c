import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/schema/envelope';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../accounts/test-shoppers';
import { createOwnOriginCheck } from '../http/origin';
import { openTestApp, type TestApp } from '../http/test-app';

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

  it('takes PUBLIC_ORIGIN and the allowed hosts, and no other host, when they are set', () => {
    const own = createOwnOriginCheck({ publicOrigin: 'https://www.shop.example', allowedHosts: ['shop.example', 'm.shop.example:8080'] });
    const internal = new URL('http://10.0.0.5:3000/api/web/auth/logout');
    expect(own('https://www.shop.example', internal)).toBe(true);
    expect(own('https://m.shop.example:8080', internal)).toBe(true);
    expect(own('http://10.0.0.5:3000', internal)).toBe(false);
    expect(own('https://other.example', request)).toBe(false);
  });
});
