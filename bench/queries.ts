import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../server/db/database';
import * as schema from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { memoryLogger } from '../server/logger';
import { createServices } from '../server/services';
import { answerOf } from '../server/pages/page-cache';
import { heldSourceSet, heldSourcesOf } from '../src/schema/shared-part';
import { gzipSync } from 'node:zlib';

/*
 * `npm run bench -- queries`: the database queries behind one page's data on the demo shop,
 * at an address no cache holds (a parameter of its own, as the load bench's uncached runs
 * do): the first page after a start or a merchant write, which also reads what every page
 * shares (the menu, the layout, the templates, the lists a block shows), and every page
 * after it, which reads only what is about itself.
 *
 * Then the bytes of each page's data: whole (a first visit's, or a request as spec §7 makes
 * it), and as in-app navigation gets it after the home page, without the part every page of
 * the language shares and the source lists the home page showed (src/schema/shared-part.ts);
 * JSON and gzip.
 */

/** Issue target: a product's page data on in-app navigation, JSON. */
const IN_APP_PRODUCT_TARGET_BYTES = 8 * 1024;

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
    // Counted where every statement passes, whichever way it is sent: a simple query ('Q') or
    // an extended one's execute ('E'). The shop runs its hot queries as named statements,
    // straight on the protocol (server/db/prepared.ts), past `client.query`.
    let queries = 0;
    const execute = client.execProtocolRawSync.bind(client);
    client.execProtocolRawSync = (message: Uint8Array) => {
      if (message[0] === 0x51 || message[0] === 0x45) queries += 1;
      return execute(message);
    };
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

    const pageOf = async (path: string) => {
      const result = await services.pageData.getPageData(new URL(`http://localhost${path}`), { origin: 'http://localhost', shopper: null });
      if (result.kind !== 'page') throw new Error(`${path} answered ${result.kind}`);
      return result.pageData;
    };
    const home = await pageOf('/');
    const sizes = (value: unknown) => {
      const json = Buffer.from(JSON.stringify(value));
      return { json: json.byteLength, gzip: gzipSync(json).byteLength };
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
    console.log('\nPage data bytes: whole, and in-app after the home page (without what every page shares and the lists it showed)');
    console.log('page           whole JSON     gzip   in-app JSON     gzip');
    for (const [name, path] of PAGES) {
      const page = await pageOf(path);
      const whole = sizes(page);
      const lean = answerOf(page, page.shared === home.shared, heldSourceSet(heldSourcesOf(home)));
      const inApp = sizes(lean);
      console.log(`${name.padEnd(10)} ${kb(whole.json)} ${kb(whole.gzip)}     ${kb(inApp.json)} ${kb(inApp.gzip)}`);
      if (name === 'product') {
        const met = inApp.json <= IN_APP_PRODUCT_TARGET_BYTES;
        console.log(`           product in-app ≤ ${kb(IN_APP_PRODUCT_TARGET_BYTES).trim()} JSON: ${met ? 'met' : 'not met'}`);
      }
    }
  } finally {
    await client.close();
  }
}
