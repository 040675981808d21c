import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { createTestDatabase, type TestPostgresDatabase } from './test-postgres';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { openTestDatabase } from './test-database';
import { emptyShopSteps, seedDatabase, seedSteps } from '../demo/seed';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';
import { escapeHtml } from '../../src/renderer/core/escape-html';
import type { HtmlRenderer } from '../ssr/html-renderer';

/*
 * The whole HTTP app on the seeded demo shop in a fresh PGlite database, for tests that
 * throw strange requests at it. HTML is drawn by a stand-in that writes the head the real
 * renderer would (title, canonical) and, like the router, decodes the URL it is given.
 */

/** Opening and seeding a fresh shop takes seconds, more on a busy machine: the hook that does it waits this long. */
export const TEST_APP_STARTUP_MS = 60_000;

export const TEST_ADMIN_TOKEN = 'admin-token-for-the-hardening-tests';

const headOnlyRenderer: HtmlRenderer = {
  render: ({ url, pageData }) => {
    decodeURI(url);
    const canonical = pageData.meta.canonical ? `<link rel="canonical" href="${escapeHtml(pageData.meta.canonical)}">` : '';
    return Promise.resolve(`<!doctype html><html><head><title>${escapeHtml(pageData.meta.title)}</title>${canonical}</head><body></body></html>`);
  },
};

export type TestApp = {
  app: ReturnType<typeof createApp>;
  logger: ReturnType<typeof memoryLogger>;
  services: Services;
  /** The seeded database behind the app, for a test to add what it needs (a signed-in shopper). */
  db: Database;
  close(): Promise<void>;
};

export async function openTestApp(
  options: Partial<Pick<AppOptions, 'publicOrigin' | 'allowedHosts' | 'fallbackOrigin' | 'trustProxy'>> & {
    /** A PostgreSQL database instead of a fresh PGlite one; several apps on one stand for several server processes. */
    databaseUrl?: string;
    /** `empty`: a shop of the merchant's own before its first product (emptyShopSteps); the demo shop otherwise. */
    start?: 'demo' | 'empty';
  } = {},
): Promise<TestApp> {
  const { databaseUrl, start = 'demo', ...appOptions } = options;
  let database: DatabaseHandle;
  if (databaseUrl) {
    database = await openDatabase({ dataDir: '', databaseUrl });
    await seedDatabase(database.db, start === 'empty' ? emptyShopSteps : seedSteps);
  } else if (start === 'empty') {
    database = await openTestDatabase({ from: 'migrated' });
    await seedDatabase(database.db, emptyShopSteps);
  } else {
    database = await openTestDatabase({ from: 'demo' });
  }
  const logger = memoryLogger();
  const services = createServices({ db: database.db, logger });
  const app = createApp({ services, html: headOnlyRenderer, adminToken: TEST_ADMIN_TOKEN, ...appOptions });
  return {
    app,
    logger,
    services,
    db: database.db,
    async close() {
      await services.mailer.idle();
      await database.close();
    },
  };
}

/** What an admin call answered: its status, its headers, and its envelope. */
export type AdminAnswer<Data = Record<string, unknown>> = { status: number; headers: Headers; body: { code: number; msg: string; data: Data } };

/** Calls the test app's admin API as a merchant's tool does: the admin token, a JSON body when there is one, and any other headers. */
export async function adminRequest<Data = Record<string, unknown>>(
  app: TestApp['app'],
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<AdminAnswer<Data>> {
  const response = await app.request(`http://localhost/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as AdminAnswer<Data>['body'] };
}

/**
 * The demo shop for one `describe.each(TEST_DRIVERS)` block: opened before its tests, on a
 * fresh PGlite database or a throwaway PostgreSQL one, and closed (the database dropped) after.
 */
export function demoShopOn(driver: 'pglite' | 'postgres'): { readonly shop: TestApp } {
  let shop: TestApp | undefined;
  let postgres: TestPostgresDatabase | undefined;
  beforeAll(async () => {
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp(postgres ? { databaseUrl: postgres.url } : {});
  }, TEST_APP_STARTUP_MS * 2);
  afterAll(async () => {
    await shop?.close();
    await postgres?.drop();
  });
  return {
    get shop() {
      if (!shop) throw new Error('The demo shop is opened in beforeAll: use it inside a hook or a test');
      return shop;
    },
  };
}
