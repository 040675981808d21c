import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHumanCheck, humanChallengeSchema } from '../../src/schema/web-api/auth';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-postgres';
import { openTestApp, type TestApp } from '../testing/test-app';
import { setHumanCheckDifficulty } from './human-check';
import { FAST_TEST_COST, setPasswordHashCost } from './passwords';

/*
 * Several server processes on one PostgreSQL database (WORKERS): a human check issued by one
 * is checked by another, is spent for all of them, and failed sign-ins count across them.
 */

let database: TestPostgresDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  if (!testPostgresServer) return;
  setPasswordHashCost(FAST_TEST_COST);
  setHumanCheckDifficulty({ min: 1, max: 50 });
  database = await createTestDatabase();
  first = await openTestApp({ databaseUrl: database.url, trustProxy: 1 });
  second = await openTestApp({ databaseUrl: database.url, trustProxy: 1 });
}, 180_000);

afterAll(async () => {
  if (!testPostgresServer) return;
  await first.close();
  await second.close();
  await database.drop();
});

async function post(shop: TestApp, path: string, body: unknown, ip = '192.0.2.10') {
  const response = await shop.app.request(`http://localhost/api/web/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

describe.skipIf(!testPostgresServer)('the auth server across processes on PostgreSQL', () => {
  it('checks a human check issued by another process, and refuses it replayed to either', async () => {
    const issued = await post(first, 'auth/challenge', {});
    const challenge = humanChallengeSchema.parse((issued.body.data as { challenge: unknown }).challenge);
    const solution = await solveChallenge({ challenge, deriveKey });
    const humanCheck = encodeHumanCheck({ challenge, solution: solution! });
    expect((await post(second, 'auth/forget', { account: 'one@example.org', humanCheck }, '192.0.2.11')).status).toBe(200);
    expect((await post(first, 'auth/forget', { account: 'two@example.org', humanCheck }, '192.0.2.12')).status).toBe(400);
  });

  it('counts failed sign-ins from one address in every process', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const shop = attempt % 2 === 0 ? first : second;
      statuses.push((await post(shop, 'auth/signin', { account: 'someone@example.org', password: 'wrong-password' }, '192.0.2.20')).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts failed sign-ins to one account from many addresses in every process, then asks each for the human check', async () => {
    const problems: unknown[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const shop = attempt % 2 === 0 ? first : second;
      const answer = await post(shop, 'auth/signin', { account: 'spread@example.org', password: `guess-${attempt}` }, `192.0.2.${30 + attempt}`);
      problems.push((answer.body.data as { problems: { message: string }[] }).problems[0]?.message);
    }
    expect(problems).toEqual([...Array.from({ length: 5 }, () => 'auth.wrongCredentials'), ...Array.from({ length: 3 }, () => 'auth.humanCheckRequired')]);
  });
});
