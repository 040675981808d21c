import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../server/db/database';
import * as schema from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { memoryLogger } from '../server/logger';
import { createServices } from '../server/services';

/*
 * `npm run bench -- queries`: the database queries behind one page's data on the demo shop,
 * at an address no cache holds (a parameter of its own, as the load bench's uncached runs
 * do): the first page after a start or a merchant write, which also reads what every page
 * shares (the menu, the layout, the templates, the lists a block shows), and every page
 * after it, which reads only what is about itself.
 */

const PAGES: readonly [string, string][] = [
  ['home', '/'],
  ['category', '/category/apparel'],
  ['product', '/product/heavyweight-hoodie'],
  ['search', '/search?q=tee'],
  ['article', '/article/caring-for-linen'],
];

export async function runQueriesBench(): Promise<void> {
  const client = await PGlite.create();
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(db);
    let queries = 0;
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      queries += 1;
      return query(...args);
    }) as typeof client.query;
    const services = createServices({ db, logger: memoryLogger() });
    let visit = 0;
    const count = async (path: string): Promise<number> => {
      queries = 0;
      visit += 1;
      const url = new URL(`http://localhost${path}${path.includes('?') ? '&' : '?'}visit=${visit}`);
      const result = await services.pageData.getPageData(url, { origin: 'http://localhost', shopper: null });
      if (result.kind !== 'page') throw new Error(`${path} answered ${result.kind}`);
      return queries;
    };
    console.log('\nQueries per page data, uncached (demo shop, embedded database)');
    console.log('page       first page of a site version   every page after it');
    for (const [name, path] of PAGES) {
      await services.changes.publish('site-changed', { what: 'bench' });
      const first = await count(path);
      const next = await count(path);
      console.log(`${name.padEnd(10)} ${String(first).padStart(28)}   ${String(next).padStart(19)}`);
    }
  } finally {
    await client.close();
  }
}
