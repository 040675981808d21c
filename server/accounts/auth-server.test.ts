import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHumanCheck, humanChallengeSchema, type HumanChallenge } from '../../src/schema/web-api/auth';
import { accountLog, sessions, signInEvents, users } from '../db/schema';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';
import { SIGN_IN_LIMITS } from './auth-handlers';
import { consumeCode, issueCode, issueToken } from './codes';
import { issueHumanCheck, setHumanCheckDifficulty } from './human-check';
import { FAST_TEST_COST, setPasswordHashCost } from './passwords';
import { SESSION_COOKIE } from './sessions';
import { DEVICE_COOKIE } from './devices';

let shop: TestApp;
beforeAll(async () => {
  setPasswordHashCost(FAST_TEST_COST);
  setHumanCheckDifficulty({ min: 1, max: 50 });
  // Addresses come from X-Forwarded-For, so each test can be its own client.
  shop = await openTestApp({ trustProxy: 1 });
}, 120_000);
afterAll(() => shop.close());

let nextIp = 1;
/** A client address nobody else in this file uses. */
const freshIp = () => `203.0.113.${nextIp++}`;

type Envelope = { code: number; msg: string; data: unknown };
type Refusal = { code: number; msg: string; data: { problems: { path: string; message: string }[] } };

async function post(path: string, body: unknown, { ip = '198.51.100.1', ...headers }: Record<string, string> = {}) {
  const response = await shop.app.request(`http://localhost/api/web/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Envelope };
}

const problemsOf = (body: Envelope) => (body as Refusal).data.problems;

function cookie(response: Response, name: string): string | null {
  const match = new RegExp(`${name}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
  return match?.[1] || null;
}

async function humanCheck(): Promise<string> {
  const { body } = await post('auth/challenge', {});
  const challenge = humanChallengeSchema.parse((body.data as { challenge: unknown }).challenge);
  return solved(challenge);
}

async function solved(challenge: HumanChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return encodeHumanCheck({ challenge, solution });
}

type OutboxEntry = { template: string; recipient: string; subject: string; body: string; locale: string };

async function outboxOf(recipient: string): Promise<OutboxEntry[]> {
  await shop.services.mailer.idle();
  const response = await shop.app.request(`http://localhost/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`, {
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

const codeIn = (entry: OutboxEntry | undefined) => /\b(\d{6})\b/.exec(entry?.body ?? '')?.[1] ?? '';
const tokenIn = (entry: OutboxEntry | undefined) => /token=([\w%-]+)/.exec(entry?.body ?? '')?.[1] ?? '';

let signups = 0;
const newAddress = () => `shopper${++signups}-${Date.now()}@example.org`;

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  return post(
    'auth/signup',
    {
      account: email,
      password: 'a-long-password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthday: '1990-12-10',
      agreement: true,
      humanCheck: await humanCheck(),
      ...extra,
    },
    { ip: freshIp() },
  );
}

/** A new verified account, signed in: its address and session token. */
async function newAccount(): Promise<{ email: string; token: string }> {
  const email = newAddress();
  await signUp(email);
  const [mail] = await outboxOf(email);
  const verified = await post('auth/verify-code', { account: email, code: codeIn(mail) });
  expect(verified.response.status).toBe(200);
  return { email, token: cookie(verified.response, SESSION_COOKIE)! };
}

describe('the human check', () => {
  it('accepts a solved challenge once and refuses it replayed', async () => {
    const check = await humanCheck();
    const first = await post('auth/forget', { account: newAddress(), humanCheck: check }, { ip: freshIp() });
    expect(first.response.status).toBe(200);
    const again = await post('auth/forget', { account: newAddress(), humanCheck: check }, { ip: freshIp() });
    expect(again.response.status).toBe(400);
    expect(problemsOf(again.body)).toEqual([{ path: 'humanCheck', message: 'validation.verificationFailed' }]);
  });

  it('refuses a challenge whose signature was forged', async () => {
    const { body } = await post('auth/challenge', {});
    const challenge = humanChallengeSchema.parse((body.data as { challenge: unknown }).challenge);
    // An easier challenge the client made up, under the real one's signature.
    const forged = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    const answer = await post('auth/forget', { account: newAddress(), humanCheck: await solved(forged) }, { ip: freshIp() });
    expect(answer.response.status).toBe(400);
    expect(problemsOf(answer.body)).toContainEqual({ path: 'humanCheck', message: 'validation.verificationFailed' });
  });

  it('refuses an expired challenge and a missing or garbled one', async () => {
    const stale = await issueHumanCheck(shop.services.db, Date.now() - 11 * 60 * 1000);
    for (const humanCheck of [await solved(stale), 'bm90IGpzb24=', '']) {
      const answer = await post('auth/forget', { account: newAddress(), humanCheck }, { ip: freshIp() });
      expect(answer.response.status).toBe(400);
      expect(problemsOf(answer.body)).toContainEqual({ path: 'humanCheck', message: 'validation.verificationFailed' });
    }
    const missing = await post('auth/forget', { account: newAddress() }, { ip: freshIp() });
    expect(problemsOf(missing.body).map((problem) => problem.path)).toEqual(['humanCheck']);
  });
});

describe('sign-up', () => {
  it('mails a code and a verify link; the code signs the new shopper in, the link verifies the address once', async () => {
    const email = newAddress();
    const answer = await signUp(email, { lang: 'zh-HK' });
    expect(answer.response.status).toBe(200);
    expect(answer.body.data).toEqual({ channel: 'email', resendAfterSeconds: 60 });
    expect(cookie(answer.response, SESSION_COOKIE)).toBeNull();

    const [mail] = await outboxOf(email);
    expect(mail).toMatchObject({ template: 'signup-code', locale: 'zh-HK' });
    expect(mail!.body).toContain('http://localhost/zh-HK/auth/verify-email?token=');

    const wrong = await post('auth/verify-code', { account: email, code: codeIn(mail) === '000000' ? '111111' : '000000' });
    expect(problemsOf(wrong.body)).toEqual([{ path: 'code', message: 'auth.wrongCode' }]);
    const verified = await post('auth/verify-code', { account: email, code: codeIn(mail) });
    expect(verified.response.status).toBe(200);
    expect(verified.body.data).toMatchObject({ userInfo: { email, firstName: 'Ada', lastName: 'Lovelace' } });
    expect(cookie(verified.response, SESSION_COOKIE)).not.toBeNull();

    const link = await post('auth/verify-email', { token: decodeURIComponent(tokenIn(mail)) });
    expect(link.body.data).toEqual({ email });
    const [user] = await shop.services.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    const reused = await post('auth/verify-email', { token: decodeURIComponent(tokenIn(mail)) });
    expect(problemsOf(reused.body)).toEqual([{ path: 'token', message: 'auth.linkInvalid' }]);
  });

  it('answers an address that has an account exactly as a new one, mails its owner a note and changes nothing', async () => {
    const taken = await signUp(DEMO_SHOPPER.email.toUpperCase());
    const fresh = await signUp(newAddress());
    expect(taken.response.status).toBe(fresh.response.status);
    expect(taken.body).toEqual(fresh.body);
    const [note] = await outboxOf(DEMO_SHOPPER.email);
    expect(note).toMatchObject({ template: 'signup-exists' });
    expect(codeIn(note)).toBe('');
    const signIn = await post('auth/signin', { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, { ip: freshIp() });
    expect(signIn.body.data).toMatchObject({ status: 'signed-in', userInfo: { firstName: DEMO_SHOPPER.firstName } });
  });

  it('names each wrong field with its spec message', async () => {
    const answer = await signUp(newAddress(), { agreement: false, birthday: '2999-01-01', firstName: '  ', password: 'short' });
    expect(answer.response.status).toBe(400);
    expect(problemsOf(answer.body)).toEqual(
      expect.arrayContaining([
        { path: 'agreement', message: 'validation.privacyAgreement' },
        { path: 'birthday', message: 'auth.birthdayInvalid' },
        { path: 'firstName', message: 'validation.firstNameRequired' },
        { path: 'password', message: 'auth.passwordTooShort' },
      ]),
    );
  });

  it('signs up by a Hong Kong mobile number, stored in E.164, the code sent as a text message', async () => {
    const answer = await signUp('6123 4567', { countryCode: '852' });
    expect(answer.body.data).toEqual({ channel: 'sms', resendAfterSeconds: 60 });
    const [text] = await outboxOf('+85261234567');
    expect(text).toMatchObject({ template: 'signup-code' });
    expect(text!.body).not.toContain('verify-email');
  });
});

describe('codes', () => {
  it('sign in by a code sent to the address; an unknown address gets the same answer and nothing is sent', async () => {
    const known = await post('auth/send-code', { account: DEMO_SHOPPER.email, purpose: 'signin', humanCheck: await humanCheck() }, { ip: freshIp() });
    const unknownAddress = newAddress();
    const unknown = await post('auth/send-code', { account: unknownAddress, purpose: 'signin', humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(known.response.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxOf(unknownAddress)).toEqual([]);
    const [mail] = await outboxOf(DEMO_SHOPPER.email);
    expect(mail).toMatchObject({ template: 'signin-code' });
    const signedIn = await post('auth/signin-code', { account: DEMO_SHOPPER.email, code: codeIn(mail) }, { ip: freshIp() });
    expect(signedIn.body.data).toMatchObject({ userInfo: { email: DEMO_SHOPPER.email } });
    const again = await post('auth/signin-code', { account: DEMO_SHOPPER.email, code: codeIn(mail) }, { ip: freshIp() });
    expect(problemsOf(again.body)).toEqual([{ path: 'code', message: 'auth.wrongCode' }]);
  });

  it('gives a code 5 tries: after them even the right code is refused as expired', async () => {
    const { email } = await newAccount();
    await post('auth/send-code', { account: email, purpose: 'signin', humanCheck: await humanCheck() }, { ip: freshIp() });
    const code = codeIn((await outboxOf(email))[0]);
    const wrong = code === '123456' ? '654321' : '123456';
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post('auth/signin-code', { account: email, code: wrong }, { ip: `${ip}${attempt}` });
      expect(problemsOf(answer.body)).toEqual([{ path: 'code', message: 'auth.wrongCode' }]);
    }
    const right = await post('auth/signin-code', { account: email, code }, { ip: freshIp() });
    expect(problemsOf(right.body)).toEqual([{ path: 'code', message: 'auth.codeExpired' }]);
  });

  it('refuses a code after its 10 minutes', async () => {
    const target = newAddress();
    const issued = new Date(Date.now() - 10 * 60 * 1000 - 1000);
    const code = await issueCode(shop.services.db, { purpose: 'signin', target, userId: null }, issued);
    expect(await consumeCode(shop.services.db, { purpose: 'signin', target, code })).toEqual({ ok: false, reason: 'expired' });
    const fresh = await issueCode(shop.services.db, { purpose: 'signin', target, userId: null });
    expect(await consumeCode(shop.services.db, { purpose: 'signin', target, code: fresh })).toEqual({ ok: true, userId: null });
  });

  it('limits resends per address with Retry-After, the same for an unknown address', async () => {
    for (const account of [DEMO_SHOPPER.mobile.slice(3), '13900001111']) {
      const first = await post('auth/send-code', { account, countryCode: '+86', purpose: 'signin', humanCheck: await humanCheck() }, { ip: freshIp() });
      expect(first.response.status).toBe(200);
      const soon = await post('auth/send-code', { account, countryCode: '+86', purpose: 'signin', humanCheck: await humanCheck() }, { ip: freshIp() });
      expect(soon.response.status).toBe(429);
      expect(Number(soon.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(soon.response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(problemsOf(soon.body)).toEqual([{ path: 'account', message: 'auth.resendTooSoon' }]);
    }
  });

  it('limits codes sent from one client address, whatever addresses they go to', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let send = 0; send < 21; send++) {
      const answer = await post('auth/forget', { account: newAddress(), humanCheck: await humanCheck() }, { ip });
      statuses.push(answer.response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sign-in throttling', () => {
  const wrongSignIn = (account: string, ip: string) => post('auth/signin', { account, password: 'not-the-password' }, { ip });

  it('slows failed sign-ins per address and account, the same for an unknown account, and records them for a known one', async () => {
    const { email } = await newAccount();
    const ip = freshIp();
    for (const account of [email, newAddress()]) {
      for (let attempt = 0; attempt < 5; attempt++) expect((await wrongSignIn(account, ip)).response.status).toBe(400);
      const blocked = await post('auth/signin', { account, password: 'a-long-password' }, { ip });
      expect(blocked.response.status).toBe(429);
      expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(problemsOf(blocked.body)).toEqual([{ path: 'password', message: 'auth.tooManyAttempts' }]);
    }
    // From another address the shopper still signs in, passing the human check the account's failures now ask for.
    const unchecked = await post('auth/signin', { account: email, password: 'a-long-password' }, { ip: freshIp() });
    expect(problemsOf(unchecked.body)).toEqual([{ path: 'humanCheck', message: 'auth.humanCheckRequired' }]);
    const elsewhere = await post('auth/signin', { account: email, password: 'a-long-password', humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(elsewhere.body.data).toMatchObject({ status: 'signed-in' });

    const [user] = await shop.services.db.select().from(users).where(eq(users.email, email));
    const events = await shop.services.db.select().from(signInEvents).where(eq(signInEvents.userId, user!.id));
    expect(events.filter((event) => !event.success && event.reason === 'wrong-password')).toHaveLength(5);
    expect(events.filter((event) => event.reason === 'throttled')).toHaveLength(1);
    expect(events.filter((event) => event.success && event.ip === '203.0.113.' + String(nextIp - 1))).toHaveLength(1);
  });

  it('slows every sign-in from an address after many failures on different accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt++) expect((await wrongSignIn(newAddress(), ip)).response.status).toBe(400);
    const blocked = await post('auth/signin', { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }, { ip });
    expect(blocked.response.status).toBe(429);
  });
});

describe('failed sign-ins to one account from many addresses', () => {
  const { humanCheckAfter, codeAfter } = SIGN_IN_LIMITS.perAccount;
  const checkAsked = [{ path: 'humanCheck', message: 'auth.humanCheckRequired' }];
  const wrongPassword = [{ path: 'password', message: 'auth.wrongCredentials' }];

  it('asks for the human check after a few, from any address and for an unknown account alike, and lets the owner in with it', async () => {
    const { email } = await newAccount();
    for (const account of [email, newAddress()]) {
      const answers = [];
      for (let attempt = 0; attempt < 30; attempt++) answers.push(await post('auth/signin', { account, password: `guess-${attempt}` }, { ip: freshIp() }));
      // None is made to wait, which would shut the owner out with the attacker.
      expect(answers.map((answer) => answer.response.status)).toEqual(Array.from({ length: 30 }, () => 400));
      expect(answers.slice(0, humanCheckAfter).map((answer) => problemsOf(answer.body))).toEqual(Array.from({ length: humanCheckAfter }, () => wrongPassword));
      // After them no password is tried without a solved check: the spread-out guesser learns nothing more.
      for (const answer of answers.slice(humanCheckAfter)) expect(problemsOf(answer.body)).toEqual(checkAsked);
    }

    const unchecked = await post('auth/signin', { account: email, password: 'a-long-password' }, { ip: freshIp() });
    expect(problemsOf(unchecked.body)).toEqual(checkAsked);
    expect(cookie(unchecked.response, SESSION_COOKIE)).toBeNull();
    const garbled = await post('auth/signin', { account: email, password: 'a-long-password', humanCheck: 'not-a-solution' }, { ip: freshIp() });
    expect(problemsOf(garbled.body)).toEqual([{ path: 'humanCheck', message: 'validation.verificationFailed' }]);
    expect(cookie(garbled.response, SESSION_COOKIE)).toBeNull();

    const check = await humanCheck();
    const owner = await post('auth/signin', { account: email, password: 'a-long-password', humanCheck: check }, { ip: freshIp() });
    expect(owner.body.data).toMatchObject({ status: 'signed-in', userInfo: { email } });
    expect(cookie(owner.response, SESSION_COOKIE)).not.toBeNull();
    const replayed = await post('auth/signin', { account: email, password: 'a-long-password', humanCheck: check }, { ip: freshIp() });
    expect(problemsOf(replayed.body)).toEqual([{ path: 'humanCheck', message: 'validation.verificationFailed' }]);
  });

  it('asks a new browser for a mailed code after many, even with the right password and the check; the owner reads it and gets in', async () => {
    const { email } = await newAccount();
    for (let attempt = 0; attempt < codeAfter; attempt++) {
      const check = attempt < humanCheckAfter ? {} : { humanCheck: await humanCheck() };
      const answer = await post('auth/signin', { account: email, password: `guess-${attempt}`, ...check }, { ip: freshIp() });
      expect(problemsOf(answer.body), `attempt ${attempt + 1}`).toEqual(wrongPassword);
    }
    const credentials = { account: email, password: 'a-long-password' };
    const first = await post('auth/signin', { ...credentials, humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(first.body.data).toEqual({ status: 'code-required', channel: 'email', resendAfterSeconds: 60 });
    expect(cookie(first.response, SESSION_COOKIE)).toBeNull();
    const mail = (await outboxOf(email)).find((entry) => entry.template === 'new-device-code');
    const wrongCode = await post('auth/signin', { ...credentials, code: codeIn(mail) === '000000' ? '111111' : '000000', humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(problemsOf(wrongCode.body)).toEqual([{ path: 'code', message: 'auth.wrongCode' }]);
    const second = await post('auth/signin', { ...credentials, code: codeIn(mail), humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(second.body.data).toMatchObject({ status: 'signed-in' });
    // The browser that read the code is known now: it needs only the check.
    const device = cookie(second.response, DEVICE_COOKIE)!;
    const later = await post('auth/signin', { ...credentials, humanCheck: await humanCheck() }, { ip: freshIp(), cookie: `${DEVICE_COOKIE}=${device}` });
    expect(later.body.data).toMatchObject({ status: 'signed-in' });
  });
});

describe('recovery', () => {
  it('mails a single-use reset link that sets the password and ends every session', async () => {
    const { email, token: oldSession } = await newAccount();
    const known = await post('auth/forget', { account: email, humanCheck: await humanCheck() }, { ip: freshIp(), referer: 'http://localhost/zh/auth/forget' });
    const unknown = await post('auth/forget', { account: newAddress(), humanCheck: await humanCheck() }, { ip: freshIp() });
    expect(known.body).toEqual(unknown.body);
    const mail = (await outboxOf(email)).find((entry) => entry.template === 'reset-password');
    expect(mail).toMatchObject({ locale: 'zh-CN' });
    expect(mail!.body).toContain('http://localhost/zh/auth/reset-password?token=');
    const token = decodeURIComponent(tokenIn(mail));

    const reset = await post('auth/reset-password', { token, password: 'a-new-long-password' });
    expect(reset.response.status).toBe(200);
    const stillIn = await post('user/editEmail', { email: newAddress() }, { 'x-auth': oldSession });
    expect(stillIn.response.status).toBe(401);
    const [user] = await shop.services.db.select().from(users).where(eq(users.email, email));
    const live = await shop.services.db.select().from(sessions).where(and(eq(sessions.userId, user!.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const log = await shop.services.db.select().from(accountLog).where(eq(accountLog.userId, user!.id));
    expect(log.map((entry) => entry.kind)).toContain('password');

    const second = await post('auth/reset-password', { token, password: 'yet-another-password' });
    expect(problemsOf(second.body)).toEqual([{ path: 'token', message: 'auth.linkInvalid' }]);
    expect((await post('auth/signin', { account: email, password: 'a-new-long-password' }, { ip: freshIp() })).body.data).toMatchObject({
      status: 'signed-in',
    });
  });

  it('never writes a forged Host into a link: production names its own origin', async () => {
    const production = createApp({
      services: shop.services,
      html: { render: () => Promise.resolve('<!doctype html>') },
      adminToken: TEST_ADMIN_TOKEN,
      allowedHosts: ['shop.test'],
      fallbackOrigin: 'http://shop.test',
      trustProxy: 1,
    });
    const { email } = await newAccount();
    const answer = await production.request('http://evil.example/api/web/auth/forget', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ account: email, humanCheck: await humanCheck() }),
    });
    expect(answer.status).toBe(200);
    const mail = (await outboxOf(email)).find((entry) => entry.template === 'reset-password');
    expect(mail!.body).toContain('http://shop.test/auth/reset-password?token=');
    expect(mail!.body).not.toContain('evil.example');
  });

  it('refuses a reset link after its 30 minutes', async () => {
    const { email } = await newAccount();
    const [user] = await shop.services.db.select().from(users).where(eq(users.email, email));
    const token = await issueToken(
      shop.services.db,
      { purpose: 'reset-password', userId: user!.id, target: email, lifetimeMs: 30 * 60 * 1000 },
      new Date(Date.now() - 31 * 60 * 1000),
    );
    const reset = await post('auth/reset-password', { token, password: 'a-new-long-password' });
    expect(problemsOf(reset.body)).toEqual([{ path: 'token', message: 'auth.linkInvalid' }]);
  });
});

describe('login email verification', () => {
  it('asks a browser new to the account for a mailed code, then lets it in without one', async () => {
    const { email } = await newAccount();
    await shop.services.db.update(users).set({ loginEmailVerification: true }).where(eq(users.email, email));
    const credentials = { account: email, password: 'a-long-password' };
    const first = await post('auth/signin', credentials, { ip: freshIp() });
    expect(first.body.data).toEqual({ status: 'code-required', channel: 'email', resendAfterSeconds: 60 });
    expect(cookie(first.response, SESSION_COOKIE)).toBeNull();
    const mail = (await outboxOf(email)).find((entry) => entry.template === 'new-device-code');
    const second = await post('auth/signin', { ...credentials, code: codeIn(mail) }, { ip: freshIp() });
    expect(second.body.data).toMatchObject({ status: 'signed-in' });
    const device = cookie(second.response, DEVICE_COOKIE)!;
    const later = await post('auth/signin', credentials, { ip: freshIp(), cookie: `${DEVICE_COOKIE}=${device}` });
    expect(later.body.data).toMatchObject({ status: 'signed-in' });
  });
});

describe('changing the email address', () => {
  it('confirms the new address by a code sent to it, logs the change and tells the old address', async () => {
    const { email, token } = await newAccount();
    const next = newAddress();
    const asked = await post('user/editEmail', { email: next }, { 'x-auth': token, ip: freshIp() });
    expect(asked.body.data).toEqual({ status: 'code-sent', channel: 'email', resendAfterSeconds: 60 });
    const code = codeIn((await outboxOf(next))[0]);
    const changed = await post('user/editEmail', { email: next, code }, { 'x-auth': token, ip: freshIp() });
    expect(changed.body.data).toMatchObject({ status: 'changed', userInfo: { email: next } });
    expect((await outboxOf(email))[0]).toMatchObject({ template: 'address-changed' });
    const [user] = await shop.services.db.select().from(users).where(eq(users.email, next));
    const log = await shop.services.db.select().from(accountLog).where(eq(accountLog.userId, user!.id));
    expect(log.map((entry) => entry.kind)).toContain('email');
  });

  it('answers an address of another account like a free one until the code is confirmed', async () => {
    const { token } = await newAccount();
    const { email: othersAddress } = await newAccount();
    const free = await post('user/editEmail', { email: newAddress() }, { 'x-auth': token, ip: freshIp() });
    const taken = await post('user/editEmail', { email: othersAddress }, { 'x-auth': token, ip: freshIp() });
    expect(taken.body).toEqual(free.body);
    const code = codeIn((await outboxOf(othersAddress)).find((entry) => entry.template === 'change-code'));
    const refused = await post('user/editEmail', { email: othersAddress, code }, { 'x-auth': token, ip: freshIp() });
    expect(refused.response.status).toBe(409);
    expect(problemsOf(refused.body)).toEqual([{ path: 'email', message: 'auth.addressTaken' }]);
  });

  it('changes the mobile number by a text-message code', async () => {
    const { token } = await newAccount();
    await post('user/editMobile', { mobile: '13900002222', countryCode: '+86' }, { 'x-auth': token, ip: freshIp() });
    const code = codeIn((await outboxOf('+8613900002222'))[0]);
    const changed = await post('user/editMobile', { mobile: '13900002222', countryCode: '+86', code }, { 'x-auth': token, ip: freshIp() });
    expect(changed.body.data).toMatchObject({ status: 'changed', userInfo: { mobile: '+8613900002222' } });
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465', MAIL_FROM: 'Shop <shop@example.org>' }).mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Shop <shop@example.org>',
    });
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});

describe('the outbox through the admin API', () => {
  it('is read only with the admin token', async () => {
    const anonymous = await shop.app.request('http://localhost/api/admin/outbox');
    expect(anonymous.status).toBe(401);
    const wrong = await shop.app.request('http://localhost/api/admin/outbox', { headers: { authorization: 'Bearer not-the-admin-token' } });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toMatch(/\d{6}/);
  });
});
