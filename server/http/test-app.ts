import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../demo/seed';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import { escapeHtml } from '../../src/renderer/core/escape-html';
import type { HtmlRenderer } from '../ssr/html-renderer';

/*
 * The whole HTTP app on the seeded demo shop in a fresh PGlite folder, for tests that
 * throw strange requests at it. HTML is drawn by a stand-in that writes the head the real
 * renderer would (title, canonical) and, like the router, decodes the URL it is given.
 */

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
  /** The seeded database behind the app, for a test to add what it needs (a signed-in shopper). */
  db: Database;
  close(): Promise<void>;
};

export async function openTestApp(options: Partial<Pick<AppOptions, 'publicOrigin' | 'allowedHosts' | 'fallbackOrigin'>> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-input-'));
  const database = await openDatabase({ dataDir });
  await seedDatabase(database.db);
  const logger = memoryLogger();
  const services = createServices({ db: database.db, logger });
  const app = createApp({ services, html: headOnlyRenderer, adminToken: TEST_ADMIN_TOKEN, ...options });
  return {
    app,
    logger,
    db: database.db,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
