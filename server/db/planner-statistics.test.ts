import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '../events/change-bus';
import { memoryLogger } from '../logger';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { answeredRows } from './database';
import { insertJsonRows } from './json-rows';
import { keepPlannerStatistics, staleTables } from './planner-statistics';
import { categories, products } from './schema';

/*
 * The embedded database only (the server keeps statistics there alone: PostgreSQL's autovacuum
 * does it on a real server). Many products written at once leave the planner believing the
 * table is as small as it was, until the keeper, told of the merchant's write, sees to it.
 */

const PRODUCTS = 3_000;

/** What the planner believes the products table holds. */
async function believedProducts(database: TestDatabase): Promise<number> {
  const result = await database.db.execute(sql`select reltuples from pg_class where relname = 'products'`);
  return Number(answeredRows(result)[0]?.reltuples);
}

/** The database counts changes in its statistics a second after them, at the next statement. */
async function countersFlushed(database: TestDatabase): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await database.db.execute(sql`select 1`);
}

describe('the planner statistics of the embedded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo', driver: 'pglite' });
  }, 60_000);
  afterAll(() => database.close());

  it('are brought up to date a quiet moment after a merchant writes many products, as autovacuum would', async () => {
    const changes = createLocalChangeBus();
    const logger = memoryLogger();
    const stop = keepPlannerStatistics({ db: database.db, onMerchantWrite: (listener) => changes.subscribe('site-changed', listener), logger, quietMs: 50, everyMs: 60_000 });
    try {
      // The start's own look has seen to the demo shop.
      await expect.poll(async () => (await staleTables(database.db)).map((table) => table.name), { timeout: 10_000 }).toEqual([]);
      const before = await believedProducts(database);

      const [{ id: categoryId }] = (await database.db.select({ id: categories.id }).from(categories).limit(1)) as [{ id: number }];
      const rows = Array.from({ length: PRODUCTS }, (_, n) => ({ slug: `statistics-${n}`, categoryId, priceCents: 1000 + n, inStock: true, options: [] }));
      await insertJsonRows(database.db, products, rows);
      await countersFlushed(database);
      expect((await staleTables(database.db)).map((table) => table.name)).toContain('products');
      expect(await believedProducts(database)).toBe(before);

      await changes.publish('site-changed', { what: `${PRODUCTS} products` });
      await expect.poll(() => believedProducts(database), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + PRODUCTS);
      expect((await staleTables(database.db)).map((table) => table.name)).not.toContain('products');
      expect(logger.entries.some((entry) => entry.message === 'Planner statistics brought up to date' && (entry.fields.tables as string[]).includes('products'))).toBe(true);
    } finally {
      await stop();
    }
  });
});
