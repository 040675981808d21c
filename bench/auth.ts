import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeHumanCheck, humanChallengeSchema } from '../src/schema/web-api/auth';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { users } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { DEMO_SHOPPER } from '../server/demo/shoppers';
import { memoryLogger } from '../server/logger';
import { createServices } from '../server/services';
import { setHumanCheckDifficulty } from '../server/accounts/human-check';
import { hashPassword, passwordHashCost } from '../server/accounts/passwords';

/*
 * `npm run bench -- auth`: sign-in time with the production scrypt cost, and `auth/forget`
 * for known against unknown accounts (the issue asks the two to stay within 50 ms at p95,
 * so the answer does not tell whether an account exists). In process, on a fresh demo
 * database; every request comes from its own client address so no throttle interferes.
 */

const SAMPLES = Number(process.env.BENCH_AUTH_SAMPLES ?? 40);

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export async function runAuthBench(): Promise<void> {
  // Solving the human check is the browser's work, not the server's: kept cheap here.
  setHumanCheckDifficulty({ min: 1, max: 50 });
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-auth-'));
  const database = await openDatabase({ dataDir });
  try {
    await seedDatabase(database.db);
    const services = createServices({ db: database.db, logger: memoryLogger() });
    const app = createApp({
      services,
      html: { render: () => Promise.resolve('<!doctype html>') },
      adminToken: null,
      trustProxy: 1,
    });
    let client = 0;
    const post = async (path: string, body: unknown) => {
      client++;
      const started = process.hrtime.bigint();
      const response = await app.request(`http://localhost/api/web/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
        body: JSON.stringify(body),
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return { ms, data: ((await response.json()) as { data: unknown }).data };
    };
    const humanCheck = async () => {
      const { data } = await post('auth/challenge', {});
      const challenge = humanChallengeSchema.parse((data as { challenge: unknown }).challenge);
      const solution = await solveChallenge({ challenge, deriveKey });
      return encodeHumanCheck({ challenge, solution: solution! });
    };

    // Accounts that exist, one per forget request: each address may be sent a link only once a minute.
    const passwordHash = await hashPassword('bench-password');
    const known = Array.from({ length: SAMPLES }, (_, index) => `bench-known-${index}@example.org`);
    await database.db.insert(users).values(known.map((email) => ({ email, passwordHash, firstName: 'Bench', lastName: 'Shopper' })));

    const signIn: number[] = [];
    const forgetKnown: number[] = [];
    const forgetUnknown: number[] = [];
    for (let round = 0; round < 3; round++) await post('auth/signin', { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    // Interleaved, so drift on the machine touches every series alike.
    for (let index = 0; index < SAMPLES; index++) {
      signIn.push((await post('auth/signin', { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })).ms);
      forgetKnown.push((await post('auth/forget', { account: known[index], humanCheck: await humanCheck() })).ms);
      forgetUnknown.push((await post('auth/forget', { account: `bench-nobody-${index}@example.org`, humanCheck: await humanCheck() })).ms);
    }
    await services.mailer.idle();

    // The user center's page data, drawn for the signed-in demo shopper on every request (never cached).
    const signedIn = await app.request('http://localhost/api/web/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '10.255.0.1' },
      body: JSON.stringify({ account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userCenter: number[] = [];
    for (let index = 0; index < SAMPLES * 5; index++) {
      const started = process.hrtime.bigint();
      const response = await app.request('http://localhost/user/center?request=route', { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`user/center page data answered ${response.status}`);
      if (index >= 5) userCenter.push(Number(process.hrtime.bigint() - started) / 1e6);
    }

    const cost = passwordHashCost();
    const row = (name: string, values: number[]) =>
      console.log(`${name.padEnd(26)}${String(values.length).padStart(9)}${percentile(values, 0.5).toFixed(1).padStart(9)}${percentile(values, 0.95).toFixed(1).padStart(9)}`);
    console.log(`\nAuth (in process, scrypt N=${cost.N} r=${cost.r} p=${cost.p})`);
    console.log(`${'call'.padEnd(26)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
    row('auth/signin (password)', signIn);
    row('auth/forget, known', forgetKnown);
    row('auth/forget, unknown', forgetUnknown);
    row('user/center page data', userCenter);
    const center = percentile(userCenter, 0.95);
    console.log(`user/center page data p95: ${center.toFixed(1)} ms (target ≤ 30 ms: ${center <= 30 ? 'met' : 'missed'})`);
    const gap = Math.abs(percentile(forgetKnown, 0.95) - percentile(forgetUnknown, 0.95));
    console.log(`forget p95 known vs unknown: ${gap.toFixed(1)} ms apart (target ≤ 50 ms: ${gap <= 50 ? 'met' : 'missed'})`);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
