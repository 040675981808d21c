import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { categories, pages, paymentMethods, products, users } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedShop } from './seed';

/* DEMO_CATALOG=off starts the merchant's own shop, and a database keeps what it started with. */

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const rows = async (db: TestDatabase['db'], table: typeof products | typeof categories | typeof users | typeof pages | typeof paymentMethods) => (await db.select({ n: count() }).from(table))[0]!.n;

describe('the first start decides the demo catalog', () => {
  it('starts an empty catalog with pages, templates and payment methods, and a later start with the demo asked for adds none of it', async () => {
    database = await openTestDatabase({ from: 'migrated' });
    const first = await seedShop(database.db, false);
    expect(first.demoCatalog).toBe(false);
    expect({ products: await rows(database.db, products), categories: await rows(database.db, categories), shoppers: await rows(database.db, users) }).toEqual({ products: 0, categories: 0, shoppers: 0 });
    expect(await rows(database.db, pages)).toBeGreaterThan(10);
    expect(await rows(database.db, paymentMethods)).toBeGreaterThan(0);
    // No page, template or footer links a demo category or collection this shop has not.
    const bodies = JSON.stringify(await database.db.select({ body: pages.body }).from(pages));
    expect(bodies).not.toMatch(/collection\/|"kind":"collection"|category\/(tops|bags|kitchen|stationery)/);

    // DEMO_CATALOG left out on a later start: no demo products, and no demo shopper with a known password.
    const later = await seedShop(database.db, true);
    expect(later.demoCatalog).toBe(false);
    expect({ products: await rows(database.db, products), shoppers: await rows(database.db, users) }).toEqual({ products: 0, shoppers: 0 });
  });

  // The whole demo shop is seeded here, its products through the catalog's own write (every
  // description cleaned): a minute, not the usual twenty seconds, for a machine running other work.
  it('a demo shop stays one when a later start says off', { timeout: 60_000 }, async () => {
    database = await openTestDatabase({ from: 'migrated' });
    expect((await seedShop(database.db, true)).demoCatalog).toBe(true);
    const demoProducts = await rows(database.db, products);
    expect(demoProducts).toBeGreaterThan(10);
    expect((await seedShop(database.db, false)).demoCatalog).toBe(true);
    expect(await rows(database.db, products)).toBe(demoProducts);
  });
});
