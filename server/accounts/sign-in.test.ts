import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { SESSION_COOKIE } from './sessions';

let shop: TestApp;
beforeAll(async () => {
  shop = await openTestApp();
}, TEST_APP_STARTUP_MS);
afterAll(() => shop.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.app.request(`http://localhost/api/web/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', ...headers },
    body: JSON.stringify(body),
  });

function sessionCookie(response: Response): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  return match?.[1] || null;
}

describe('sign-in by password and sign-out', () => {
  it('signs the demo shopper in with an HttpOnly, SameSite=Lax cookie that scripts cannot read', async () => {
    const response = await post('auth/signin', { account: DEMO_SHOPPER.email.toUpperCase(), password: DEMO_SHOPPER.password });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: { userInfo: { email: string; firstName: string } } };
    expect(body.code).toBe(0);
    expect(body.data.userInfo).toMatchObject({ email: DEMO_SHOPPER.email, firstName: DEMO_SHOPPER.firstName });
    expect(JSON.stringify(body)).not.toContain('password');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = sessionCookie(response);
    expect(token).not.toBeNull();
    expect(Buffer.from(token!, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('signs in by mobile number with its country code', async () => {
    const response = await post('auth/signin', {
      account: DEMO_SHOPPER.mobile.slice(3),
      countryCode: '+86',
      password: DEMO_SHOPPER.password,
    });
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown account alike, naming the password field', async () => {
    const wrong = await post('auth/signin', { account: DEMO_SHOPPER.email, password: 'not-the-password' });
    const unknown = await post('auth/signin', { account: 'nobody@vitrine.example', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(sessionCookie(wrong)).toBeNull();
  });

  it('names the field of a malformed account with the spec message key', async () => {
    const response = await post('auth/signin', { account: '12345', countryCode: '+86', password: 'x' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { msg: string; data: { problems: { path: string; message: string }[] } };
    expect(body.data.problems).toContainEqual({ path: 'account', message: 'validation.accountFormat' });
    expect(body.msg).toContain('Account format error');
  });

  it('clears the session cookie on sign-out', async () => {
    const signedIn = await post('auth/signin', { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    const token = sessionCookie(signedIn)!;
    const out = await post('auth/logout', {}, { 'x-auth': token });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${SESSION_COOKIE}=;`));
  });
});
