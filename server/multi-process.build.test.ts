import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from './testing/test-postgres';
import { productionBuildOrWhyNot, startProductionServer, stopProductionServer, type ProductionServer } from './testing/test-production-server';

/*
 * Two real server processes on one PostgreSQL database, each on its own port so the test
 * picks which one answers: what a merchant does through one is seen through the other.
 * They are production servers, so this runs after `npm run build` (scripts/test-all.sh).
 */

const ADMIN_TOKEN = 'admin-token-for-the-process-tests';
/**
 * How long the other process is given: under the page cache's and settings' own 5 s expiry,
 * so only the change bus can explain a change seen within it. How fast it is (the issues'
 * 1 s) is a figure of `npm run bench -- live`, not a test's: a timed assertion failed on a
 * busy machine though nothing was wrong.
 */
const BEFORE_EXPIRY_MS = 4_000;

const runnable = Boolean(testPostgresServer) && productionBuildOrWhyNot('multi-process tests');

type ServerProcess = ProductionServer & { origin: string };

async function startServer(databaseUrl: string | undefined, dataDir: string, workers = 1): Promise<ServerProcess> {
  const env = { PORT: '0', HOST: '127.0.0.1', WORKERS: String(workers), DATA_DIR: dataDir, ADMIN_TOKEN };
  const server = await startProductionServer(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env);
  return { ...server, origin: `127.0.0.1:${server.port}` };
}

const stopServer = stopProductionServer;

describe.skipIf(!runnable)('two server processes on one PostgreSQL database', { timeout: 30_000 }, () => {
  let database: TestPostgresDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-processes-'));
    // Started together on a new database: one migrates and seeds, the other waits its turn.
    [a, b] = await Promise.all([startServer(database.url, join(dataDir, 'a')), startServer(database.url, join(dataDir, 'b'))]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  const pageData = (server: ServerProcess, path: string) => fetch(`http://${server.origin}${path}?request=route`);
  const admin = (server: ServerProcess, method: string, path: string, body?: unknown) =>
    fetch(`http://${server.origin}/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** Asks until the answer is right, and says how long that took. */
  async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > limitMs) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - start;
  }

  it('shows a page a merchant writes through one process through the other at once', async () => {
    expect((await pageData(b, '/page/summer-sale')).status).toBe(404);
    const put = await admin(a, 'PUT', '/pages', {
      key: 'page/summer-sale',
      locale: 'en',
      pageBody: { template: 'page', blocks: [{ id: 'intro', type: 'rich-text', props: { html: '<p>Half price on linen.</p>' } }] },
      meta: { title: 'Summer sale' },
    });
    expect(put.status).toBe(201);
    const took = await within(BEFORE_EXPIRY_MS, async () => (await pageData(b, '/page/summer-sale')).status === 200);
    expect(took).toBeLessThanOrEqual(BEFORE_EXPIRY_MS);
    const body = (await (await pageData(b, '/page/summer-sale')).json()) as { data: { meta: { title: string } } };
    expect(body.data.meta.title).toBe('Summer sale');
  });

  it('applies a site configuration change made through one process in the other at once, though it caches settings', async () => {
    // B has just read (and cached) the settings under which /info/about does not exist.
    expect((await pageData(b, '/info/about')).status).toBe(404);
    const current = ((await (await admin(a, 'GET', '/site-config')).json()) as { data: { siteConfig: { rules: object } } }).data.siteConfig;
    const put = await admin(a, 'PUT', '/site-config', { ...current, rules: { ...current.rules, pageRule: 'info/:slug' } });
    expect(put.status).toBe(200);
    const took = await within(BEFORE_EXPIRY_MS, async () => (await pageData(b, '/info/about')).status === 200);
    expect(took).toBeLessThanOrEqual(BEFORE_EXPIRY_MS);
  });

  it('delivers a live message sent through one process to a websocket held by the other', async () => {
    const ws = new WebSocket(`ws://${b.origin}/ws/message?visitorId=shopper-on-b`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const received = new Promise<unknown>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
    const response = await admin(a, 'POST', '/messages', {
      visitorId: 'shopper-on-b',
      code: 0,
      msg: 'order-shipped',
      data: { order: 'A-1001' },
    });
    expect(response.status).toBe(202);
    const timeout = new Promise((resolve) => setTimeout(() => resolve('nothing arrived'), BEFORE_EXPIRY_MS));
    expect(await Promise.race([received, timeout])).toEqual({ code: 0, msg: 'order-shipped', data: { order: 'A-1001' } });
    ws.close();
  });
});

describe.skipIf(!runnable)('WORKERS', { timeout: 60_000 }, () => {
  let database: TestPostgresDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-workers-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const countOf = (output: string[], text: string) => output.join('').split(text).length - 1;
  async function waitFor(what: () => boolean, limitMs: number) {
    const start = Date.now();
    while (!what() && Date.now() - start < limitMs) await new Promise((resolve) => setTimeout(resolve, 50));
    return what();
  }

  it('runs that many processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const primary = await startServer(database.url, join(dataDir, 'cluster'), 2);
    try {
      expect(await waitFor(() => countOf(primary.output, 'Vitrine is listening') === 2, 45_000)).toBe(true);
      const pids = [...primary.output.join('').matchAll(/Vitrine is listening[^\n]*"pid":(\d+)/g)].map((match) => Number(match[1]));
      expect(new Set(pids).size).toBe(2);
      expect((await fetch(`http://${primary.origin}/?request=route`)).status).toBe(200);

      process.kill(pids[0] ?? 0, 'SIGKILL');
      expect(await waitFor(() => countOf(primary.output, 'Vitrine is listening') === 3, 45_000)).toBe(true);
      expect(primary.output.join('')).toContain('A server process stopped; starting another');
      expect((await fetch(`http://${primary.origin}/?request=route`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => primary.child.once('exit', resolve));
      primary.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const survivors = pids.slice(1).filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(survivors).toEqual([]);
    } finally {
      await stopServer(primary);
    }
  });

  it('stays one process on the embedded database, and says why', async () => {
    const single = await startServer(undefined, join(dataDir, 'embedded'), 3);
    try {
      expect(single.output.join('')).toContain('WORKERS=3 is ignored: the embedded database serves one process');
      expect(single.output.join('')).not.toContain('server processes on port');
      expect((await fetch(`http://${single.origin}/?request=route`)).status).toBe(200);
    } finally {
      await stopServer(single);
    }
  });
});
