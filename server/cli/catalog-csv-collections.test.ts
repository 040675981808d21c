import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { adminRequest, openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createTestDatabase, type TestPostgresDatabase } from '../testing/test-postgres';
import { catalogCommand } from './catalog-command';

/*
 * The Collection column of Shopify's product CSV against a live shop with no products yet, on
 * each database: a collection the file names is made or added to, never taken from, and an
 * export names each product's collections so that importing it back changes nothing.
 */

type Collection = { slug: string; position: number; translations: Record<string, { name: string }>; products: string[]; version: string };

const HEADER = 'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Collection,Collection [zh-HK],Collection [zh-CN]';
/** A product's one row: no options, one variant, in the Kitchen category, naming `collections` (and their names in Chinese). */
const productRow = (handle: string, title: string, collections = '', zhHK = '', zhCN = '') =>
  `${handle},${title},Kitchen,Title,Default Title,${handle.toUpperCase()},20.00,"${collections}","${zhHK}","${zhCN}"`;

describe.each(TEST_DRIVERS)('the Collection column of a CSV import (%s)', (driver) => {
  let shop: TestApp;
  let node: NodeServer;
  let postgres: TestPostgresDatabase | undefined;
  let env: NodeJS.ProcessEnv;
  let folder: string;

  beforeAll(async () => {
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp({ start: 'empty', ...(postgres ? { databaseUrl: postgres.url } : {}) });
    node = createNodeServer({ app: shop.app, logger: shop.logger, changes: shop.services.changes });
    const port = await listen(node.server, 0, '127.0.0.1');
    env = { ...process.env, SHOP_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    folder = await mkdtemp(join(tmpdir(), 'vitrine-csv-collections-'));
  }, TEST_APP_STARTUP_MS * 2);
  afterAll(async () => {
    await node?.close();
    await shop?.close();
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  async function catalog(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await catalogCommand(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, env);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  async function csvFile(name: string, rows: string[]): Promise<string> {
    const file = join(folder, `${name}.csv`);
    await writeFile(file, `${[HEADER, ...rows].join('\n')}\n`);
    return file;
  }
  async function collection(slug: string): Promise<Collection | null> {
    const answer = await adminRequest<{ collection: Collection }>(shop.app, 'GET', `/collections/${slug}`);
    return answer.status === 200 ? answer.body.data.collection : null;
  }
  const productStatus = async (slug: string) => (await adminRequest(shop.app, 'GET', `/products/${slug}`)).status;
  const collectionWrites = async () =>
    (await adminRequest<{ entries: unknown[] }>(shop.app, 'GET', '/audit?call=collections/put&limit=100')).body.data.entries.length;

  it('makes a collection the file names, with its name in each language, listing its products in the file order', async () => {
    const file = await csvFile('new-collection', [
      productRow('linen-cloth', 'Linen Cloth', 'Gift ideas', '送禮之選', '送礼之选'),
      productRow('clay-cup', 'Clay Cup'),
      productRow('ash-bowl', 'Ash Bowl', 'Gift ideas', '送禮之選', '送礼之选'),
    ]);
    const dry = await catalog('import', file, '--dry-run');
    expect(dry).toMatchObject({ code: 0, err: '' });
    expect(dry.out).toBe(
      'Checked 3 products in 3 rows, no problems; an import would leave 3 created, 0 updated, 0 unchanged; new: 1 category (kitchen), 1 collection (gift-ideas); added to collections: gift-ideas (2 products)',
    );
    expect(await collection('gift-ideas')).toBeNull();
    expect(await productStatus('linen-cloth')).toBe(404);

    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/^Imported 3 products: 3 created, 0 updated, 0 unchanged; new: 1 category \(kitchen\), 1 collection \(gift-ideas\); added to collections: gift-ideas \(2 products\) \(/);
    const made = await collection('gift-ideas');
    expect(made?.translations).toMatchObject({ en: { name: 'Gift ideas' }, 'zh-HK': { name: '送禮之選' }, 'zh-CN': { name: '送礼之选' } });
    expect(made?.products).toEqual(['linen-cloth', 'ash-bowl']);
    // One write for the collection, however many products it gained.
    expect(await collectionWrites()).toBe(1);
  });

  it("adds a product at the end of a collection the shop has, keeping the merchant's order, and never takes one out", async () => {
    const put = await adminRequest(shop.app, 'PUT', '/collections/table-edit', {
      body: { translations: { en: { name: 'The Table Edit' }, 'zh-HK': { name: '餐桌精選' } }, products: ['clay-cup', 'linen-cloth'] },
    });
    expect(put.status).toBe(201);
    const before = await collection('table-edit');
    const writes = await collectionWrites();

    // Named by English name and by slug; ash-bowl leaves gift-ideas out and stays in it.
    const file = await csvFile('existing-collections', [
      productRow('linen-cloth', 'Linen Cloth', 'The Table Edit, gift-ideas'),
      productRow('clay-cup', 'Clay Cup', 'Gift ideas'),
      productRow('ash-bowl', 'Ash Bowl', 'table-edit'),
    ]);
    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/^Imported 3 products: 0 created, 0 updated, 3 unchanged; added to collections: table-edit \(1 product\), gift-ideas \(1 product\) \(/);
    const tableEdit = await collection('table-edit');
    expect(tableEdit?.products).toEqual(['clay-cup', 'linen-cloth', 'ash-bowl']);
    expect(tableEdit).toMatchObject({ position: before?.position, translations: before?.translations });
    expect((await collection('gift-ideas'))?.products).toEqual(['linen-cloth', 'ash-bowl', 'clay-cup']);
    expect(await collectionWrites()).toBe(writes + 2);

    // The same file again: nothing to add, no collection written, every version as it was.
    const versions = [(await collection('table-edit'))?.version, (await collection('gift-ideas'))?.version];
    const again = await catalog('import', file);
    expect(again.out).toMatch(/^Imported 3 products: 0 created, 0 updated, 3 unchanged \(/);
    expect([(await collection('table-edit'))?.version, (await collection('gift-ideas'))?.version]).toEqual(versions);
    expect(await collectionWrites()).toBe(writes + 2);
  });

  it('names a Collection [zh-HK] cell that names a different count of collections, and writes nothing', async () => {
    const versions = (await collection('gift-ideas'))?.version;
    const file = await csvFile('count-mismatch', [productRow('clay-cup', 'Clay Cup', 'Gift ideas'), productRow('oak-board', 'Oak Board', 'gift-ideas, Kitchen picks', '廚房精選', '送礼之选, 厨房精选')]);
    const refused = await catalog('import', file);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toEqual([
      'row 3, Collection [zh-HK]: Names 1 collections where Collection has 2: give each collection its name here, in the same order',
      `Nothing was imported: 1 problem in ${file}`,
    ]);
    expect(await productStatus('oak-board')).toBe(404);
    expect(await collection('kitchen-picks')).toBeNull();
    expect((await collection('gift-ideas'))?.version).toBe(versions);
  });

  it("names a new collection's name the shop would refuse, in the language's column, before anything is written", async () => {
    const long = '長'.repeat(121);
    const file = await csvFile('long-name', [productRow('oak-board', 'Oak Board', 'Kitchen picks', long, '厨房精选')]);
    const refused = await catalog('import', file, '--dry-run');
    expect(refused.err.split('\n')).toEqual([
      `row 2, Collection [zh-HK]: "${long}", the name of a new collection: Too big: expected string to have <=120 characters`,
      `Nothing was imported: 1 problem in ${file}`,
    ]);
    expect(await collection('kitchen-picks')).toBeNull();
  });

  it("exports each product's collections by their place, and that export imports back changing nothing", async () => {
    // gift-ideas moved after table-edit: the export follows the collections' places, not their slugs.
    const giftIdeas = (await collection('gift-ideas'))!;
    const moved = await adminRequest(shop.app, 'PUT', '/collections/gift-ideas', { body: { position: 5, translations: giftIdeas.translations, products: giftIdeas.products } });
    expect(moved.status).toBe(200);
    expect((await collection('table-edit'))?.position).toBeLessThan(5);

    const exported = join(folder, 'export', 'products.csv');
    expect(await catalog('export', exported)).toMatchObject({ code: 0, err: '' });
    const text = await readFile(exported, 'utf8');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.fromEntries(rows.map((row) => [row.Handle, row.Collection]))).toEqual({
      'linen-cloth': 'table-edit, gift-ideas',
      'clay-cup': 'table-edit, gift-ideas',
      'ash-bowl': 'table-edit, gift-ideas',
    });

    const versions = [(await collection('table-edit'))?.version, (await collection('gift-ideas'))?.version];
    const back = await catalog('import', exported);
    expect(back.err).toBe('');
    expect(back.out).toMatch(/^Imported 3 products: 0 created, 0 updated, 3 unchanged \(/);
    expect([(await collection('table-edit'))?.version, (await collection('gift-ideas'))?.version]).toEqual(versions);
    await catalog('export', join(folder, 'again', 'products.csv'));
    expect(await readFile(join(folder, 'again', 'products.csv'), 'utf8')).toBe(text);
  });

  it('exports a product no collection lists with its Collection cell empty', async () => {
    const file = await csvFile('no-collection', [productRow('oak-board', 'Oak Board')]);
    expect((await catalog('import', file)).code).toBe(0);
    const exported = join(folder, 'export-all', 'products.csv');
    await catalog('export', exported);
    const rows = parse(await readFile(exported, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.Handle === 'oak-board')?.Collection).toBe('');
  });
});
