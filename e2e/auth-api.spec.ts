import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext } from '@playwright/test';
import { encodeHumanCheck, humanChallengeSchema } from '../src/schema/web-api/auth';
import { adminToken, expect, test } from './support';
import { mailOrigin, shopOrigin } from './fixture-names';

/*
 * The auth server as the production build runs it: sign up by email with the code and the
 * link read from the outbox, sign out, sign in by password and by code, recover the password.
 * The pages that drive these calls have journeys of their own; this one proves the server
 * end to end, cookies and all.
 */

type Envelope = { code: number; data: unknown };

async function call(request: APIRequestContext, path: string, body: unknown) {
  // As the shop's own pages send it: a signed-in call without its origin is refused.
  const response = await request.post(`/api/web/${path}`, { data: body, headers: { origin: shopOrigin } });
  return { status: response.status(), headers: response.headersArray(), body: (await response.json()) as Envelope };
}

async function humanCheck(request: APIRequestContext): Promise<string> {
  const { body } = await call(request, 'auth/challenge', {});
  const challenge = humanChallengeSchema.parse((body.data as { challenge: unknown }).challenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodeHumanCheck({ challenge, solution: solution! });
}

async function latestMessage(request: APIRequestContext, recipient: string, template: string): Promise<string> {
  // Some messages are written just after the answer: asked again until it is there.
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const entries = ((await response.json()) as { data: { template: string; body: string }[] }).data;
    const found = entries.find((entry) => entry.template === template);
    if (found) return found.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${template} message to ${recipient}`);
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const linkIn = (body: string) => /(http\S+token=\S+)/.exec(body)![1]!;

test('sign up by email, verify by code and link, sign out, sign in by password and by code, reset the password', async ({ playwright, baseURL }) => {
  const shopper = await playwright.request.newContext({ baseURL });
  const email = `journey-${Date.now()}@example.org`;

  const signedUp = await call(shopper, 'auth/signup', {
    account: email,
    password: 'first-password',
    firstName: 'Lin',
    lastName: 'Ho',
    birthday: '1988-03-02',
    agreement: true,
    humanCheck: await humanCheck(shopper),
    lang: 'zh-HK',
  });
  expect(signedUp.body.data).toEqual({ channel: 'email', resendAfterSeconds: 60 });

  const welcome = await latestMessage(shopper, email, 'signup-code');
  expect(linkIn(welcome)).toMatch(new RegExp(`^${mailOrigin}/zh-HK/auth/verify-email\\?token=`));
  const verified = await call(shopper, 'auth/verify-code', { account: email, code: codeIn(welcome) });
  expect(verified.body.data).toMatchObject({ userInfo: { email, firstName: 'Lin' } });
  const sessionCookie = verified.headers.find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('vitrine_session='));
  expect(sessionCookie?.value).toMatch(/HttpOnly/i);

  const link = new URL(linkIn(welcome));
  expect((await call(shopper, 'auth/verify-email', { token: link.searchParams.get('token') })).body.data).toEqual({ email });

  await call(shopper, 'auth/logout', {});
  expect((await call(shopper, 'user/editEmail', { email: 'other@example.org' })).status).toBe(401);
  expect((await call(shopper, 'auth/signin', { account: email, password: 'first-password' })).body.data).toMatchObject({ status: 'signed-in' });

  const other = await playwright.request.newContext({ baseURL });
  await call(other, 'auth/send-code', { account: email, purpose: 'signin', humanCheck: await humanCheck(other) });
  const code = codeIn(await latestMessage(other, email, 'signin-code'));
  expect((await call(other, 'auth/signin-code', { account: email, code })).body.data).toMatchObject({ userInfo: { email } });

  await call(other, 'auth/forget', { account: email, humanCheck: await humanCheck(other) });
  const resetLink = new URL(linkIn(await latestMessage(other, email, 'reset-password')));
  expect(resetLink.pathname).toBe('/zh-HK/auth/reset-password');
  expect((await call(other, 'auth/reset-password', { token: resetLink.searchParams.get('token'), password: 'second-password' })).status).toBe(200);
  // Every session ended: the first browser is signed out too.
  expect((await call(shopper, 'user/editEmail', { email: 'other@example.org' })).status).toBe(401);
  expect((await call(shopper, 'auth/signin', { account: email, password: 'first-password' })).status).toBe(400);
  expect((await call(shopper, 'auth/signin', { account: email, password: 'second-password' })).body.data).toMatchObject({ status: 'signed-in' });
  await shopper.dispose();
  await other.dispose();
});
