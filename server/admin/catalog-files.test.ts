import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { importEventSchema, type CatalogImportEvent } from '../../src/schema/admin-api/catalog-files';
import { products } from '../db/schema';
import { adminRequest, openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';
import { createTestDatabase, type TestPostgresDatabase } from '../testing/test-postgres';
import { signedInStaff } from '../testing/test-staff';

/* The back office's catalog import and export, against a shop with no products yet: the sample shop of the docs, sent as a browser sends it. */

const SAMPLE = fileURLToPath(new URL('../../docs/sample-shop', import.meta.url));
const ORIGIN = 'http://localhost';

type Files = { name: string; bytes: Uint8Array<ArrayBuffer>; pictures?: { name: string; bytes: Uint8Array<ArrayBuffer> }[] };

async function sampleFiles(edit: (text: string) => string = (text) => text): Promise<Files> {
  const text = edit(await readFile(join(SAMPLE, 'products.csv'), 'utf8'));
  const names = await readdir(join(SAMPLE, 'pictures'));
  const pictures = await Promise.all(
    names.map(async (name) => ({ name, bytes: new Uint8Array(await readFile(join(SAMPLE, 'pictures', name))) })),
  );
  return { name: 'products.csv', bytes: new TextEncoder().encode(text), pictures };
}

describe.each(TEST_DRIVERS)('catalog files in the back office (%s)', (driver) => {
  let shop: TestApp;
  let postgres: TestPostgresDatabase | undefined;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    postgres = driver === 'postgres' ? await createTestDatabase() : undefined;
    shop = await openTestApp({ start: 'empty', ...(postgres ? { databaseUrl: postgres.url } : {}) });
    editor = (await signedInStaff(shop.app, 'editor@shop.example', 'editor')).cookie;
    support = (await signedInStaff(shop.app, 'support@shop.example', 'support')).cookie;
  }, TEST_APP_STARTUP_MS * 2);
  afterAll(async () => {
    await shop.close();
    await postgres?.drop();
  });

  /** A request of the back office's page: the staff cookie (none for `null`), from the shop's own origin. */
  const send = (cookie: string | null, method: string, path: string, body?: BodyInit) =>
    shop.app.request(`${ORIGIN}/api/admin${path}`, {
      method,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body }),
    });

  /** The files sent and the import run as the page does it: the events it streamed, in order. */
  async function runImport(files: Files, dryRun: boolean, cookie = editor): Promise<CatalogImportEvent[]> {
    const staged = await send(cookie, 'POST', `/catalog-files/imports?name=${encodeURIComponent(files.name)}`, files.bytes);
    expect(staged.status).toBe(201);
    const { id } = ((await staged.json()) as { data: { id: string } }).data;
    for (const picture of files.pictures ?? [])
      expect(
        (await send(cookie, 'PUT', `/catalog-files/imports/${id}/pictures/${encodeURIComponent(picture.name)}`, picture.bytes)).status,
      ).toBe(201);
    const run = await send(cookie, 'POST', `/catalog-files/imports/${id}/run${dryRun ? '?dryRun=true' : ''}`);
    expect(run.status).toBe(200);
    expect(run.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    return (await run.text())
      .trimEnd()
      .split('\n')
      .map((line) => importEventSchema.parse(JSON.parse(line)));
  }
  const last = (events: CatalogImportEvent[]) => events.at(-1)!;
  const productCount = async () => (await shop.db.select({ n: count() }).from(products))[0]!.n;

  it('checks a CSV with a bad row, naming its row and column, and writes nothing', async () => {
    const bad = await sampleFiles((text) => text.replace(',29.00,', ',29;00,'));
    const events = await runImport(bad, true);
    expect(last(events)).toEqual({
      type: 'refused',
      problems: [
        {
          row: 6,
          column: 'Variant Price',
          message: '"29;00" is not a price such as 12.50',
          // What the back office says in the member's language.
          said: { key: 'notAPrice', values: { text: '29;00', example: '12.50' } },
        },
      ],
      text: 'Nothing was imported: 1 problem in products.csv',
    });
    // The same refusal from a real import: nothing of it is written either.
    expect(last(await runImport(bad, false))).toMatchObject({ type: 'refused' });
    expect(await productCount()).toBe(0);
    expect((await adminRequest(shop.app, 'GET', '/categories/teaware')).status).toBe(404);
  });

  it('names a picture the CSV needs that was not sent with it', async () => {
    const files = await sampleFiles();
    files.pictures = files.pictures!.filter((picture) => picture.name !== 'mug-charcoal.jpg');
    const events = await runImport(files, true);
    expect(last(events)).toMatchObject({
      type: 'refused',
      problems: [
        {
          row: 3,
          column: 'Image Src',
          message: 'No picture "mug-charcoal.jpg" among the files sent with the CSV: choose it with the CSV (the shop downloads nothing)',
          said: { key: 'pictureNotSent', values: { file: 'mug-charcoal.jpg' } },
        },
      ],
    });
  });

  it('a check says what an import would do and writes nothing', async () => {
    const events = await runImport(await sampleFiles(), true);
    expect(events[0]).toEqual({ type: 'started', kind: 'csv', dryRun: true });
    expect(events).toContainEqual({ type: 'note', text: 'Not kept (the shop has no such field): Vendor' });
    expect(last(events)).toMatchObject({
      type: 'finished',
      dryRun: true,
      text: 'Checked 6 products in 11 rows, no problems; an import would leave 6 created, 0 updated, 0 unchanged; new: 3 categories (teaware, table-linen, tea), 2 tags (handmade, gift-ideas), 8 pictures',
      outcome: { products: 6, created: 6, updated: 0, unchanged: 0, categories: 3, tags: 2, pictures: 8 },
    });
    expect(await productCount()).toBe(0);
  });

  it('imports the sample shop with its pictures as the staff member, telling its progress, and the same files again change nothing', async () => {
    const files = await sampleFiles();
    const events = await runImport(files, false);
    expect(events.filter((event) => event.type === 'progress' && event.phase === 'writing').at(-1)).toMatchObject({ done: 6, total: 6 });
    expect(last(events)).toMatchObject({ type: 'finished', dryRun: false, outcome: { created: 6, pictures: 8 } });
    expect(last(events).type === 'finished' && last(events)).toMatchObject({
      text: expect.stringMatching(/^Imported 6 products: 6 created, 0 updated, 0 unchanged; new: 3 categories/) as unknown,
    });

    const mug = await adminRequest<{
      product: { category: string; pictures: { alt: Record<string, string> }[]; variants: { sku: string }[] };
    }>(shop.app, 'GET', '/products/stoneware-mug');
    expect(mug.status).toBe(200);
    expect(mug.body.data.product).toMatchObject({ category: 'teaware', variants: [{ sku: 'MUG-OAT' }, { sku: 'MUG-CHARCOAL' }] });
    expect(mug.body.data.product.pictures.map((picture) => picture.alt['zh-HK'])).toEqual(['燕麥色粗陶馬克杯', '炭灰色粗陶馬克杯']);
    // Written as the editor: the audit log names them, as for their other writes.
    const audit = await adminRequest<{ entries: { actor: string }[] }>(shop.app, 'GET', '/audit?call=products/batch');
    expect(audit.body.data.entries.map((entry) => entry.actor)).toContain('editor@shop.example');

    const again = await runImport(files, false);
    expect(last(again)).toMatchObject({
      type: 'finished',
      outcome: { created: 0, updated: 0, unchanged: 6, categories: 0, tags: 0, pictures: 0 },
    });
    expect(
      (await adminRequest<{ product: { pictures: unknown[] } }>(shop.app, 'GET', '/products/stoneware-mug')).body.data.product.pictures,
    ).toHaveLength(2);
    expect(await productCount()).toBe(6);
  });

  it('exports the catalog as JSON lines that import back unchanged, and as Shopify CSV naming each picture by its address', async () => {
    const jsonl = await send(editor, 'GET', '/catalog-files/export.jsonl');
    expect(jsonl.status).toBe(200);
    expect(jsonl.headers.get('content-disposition')).toBe('attachment; filename="catalog.jsonl"');
    const text = await jsonl.text();
    const lines = text.trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { slug: string }).slug)).toContain('stoneware-mug');
    expect(lines).toHaveLength(6);
    expect(last(await runImport({ name: 'catalog.jsonl', bytes: new TextEncoder().encode(text) }, false))).toMatchObject({
      type: 'finished',
      text: expect.stringMatching(/^Imported 6 products: 0 created, 0 updated, 6 unchanged/) as unknown,
    });

    const csv = await send(editor, 'GET', '/catalog-files/export.csv');
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).split('\n');
    expect(rows[0]).toMatch(/^Handle,Title,Body \(HTML\),/);
    expect(rows.find((row) => row.startsWith('stoneware-mug,Stoneware Mug,'))).toMatch(
      /http:\/\/localhost\/images\/p\/stoneware-mug\/\d+-\d+\.webp/,
    );
  });

  it('refuses a JSON lines file with a bad line, naming its line and field', async () => {
    const good = JSON.stringify({
      slug: 'plain-cup',
      category: 'teaware',
      translations: { en: { name: 'Plain Cup' } },
      variants: [{ sku: 'PLAIN-CUP', priceCents: 900 }],
    });
    const bad = JSON.stringify({
      slug: 'bad-cup',
      category: 'teaware',
      translations: { en: { name: 'Bad Cup' } },
      variants: [{ sku: 'BAD-CUP', priceCents: -5 }],
    });
    const events = await runImport({ name: 'cups.jsonl', bytes: new TextEncoder().encode(`${good}\n${bad}\n`) }, true);
    expect(last(events)).toMatchObject({
      type: 'refused',
      // The contract's own problem, with its key for the back office to say it in the member's language.
      problems: [{ row: 2, column: 'variants[0].priceCents', said: { key: 'atLeast', values: { minimum: 0 } } }],
      text: 'Nothing was imported: 1 problem in cups.jsonl',
    });
    expect((await adminRequest(shop.app, 'GET', '/products/plain-cup')).status).toBe(404);
  });

  it('lets only staff who may write the catalog import or export it', async () => {
    const csv = new TextEncoder().encode('Handle\n');
    expect((await send(null, 'POST', '/catalog-files/imports?name=products.csv', csv)).status).toBe(401);
    expect((await send(null, 'GET', '/catalog-files/export.csv')).status).toBe(401);
    const refused = await send(support, 'POST', '/catalog-files/imports?name=products.csv', csv);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'catalog-files/import is for the owner or editor role; support@shop.example is support',
    );
    expect((await send(support, 'GET', '/catalog-files/export.jsonl')).status).toBe(403);

    // One member's import is no one else's to run.
    const staged = (
      (await (await send(editor, 'POST', '/catalog-files/imports?name=products.csv', csv)).json()) as { data: { id: string } }
    ).data;
    const owner = await signedInStaff(shop.app, 'owner@shop.example', 'owner');
    expect((await send(owner.cookie, 'POST', `/catalog-files/imports/${staged.id}/run`)).status).toBe(404);
    expect((await send(editor, 'DELETE', `/catalog-files/imports/${staged.id}`)).status).toBe(200);
  });

  it('refuses a file of another kind, and files over their limits naming the limit', async () => {
    const sheet = await send(editor, 'POST', '/catalog-files/imports?name=products.xlsx', new Uint8Array([1, 2, 3]));
    expect(sheet.status).toBe(422);
    expect(((await sheet.json()) as { msg: string }).msg).toBe(
      'file: "products.xlsx" is neither Shopify\'s product CSV (.csv) nor the shop\'s JSON lines (.jsonl)',
    );

    // A hundred megabytes and one more, streamed as a browser sends a large file.
    const megabyte = new Uint8Array(1024 * 1024).fill(44);
    let sent = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 100) return controller.close();
        sent += 1;
        controller.enqueue(megabyte);
      },
    });
    const tooBig = await shop.app.request(`${ORIGIN}/api/admin/catalog-files/imports?name=huge.csv`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: editor },
      body: huge,
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { msg: string }).msg).toBe(
      'file: "huge.csv" is larger than 100 MB, the most an import takes: split it into several files',
    );

    const staged = (
      (await (await send(editor, 'POST', '/catalog-files/imports?name=products.csv', new TextEncoder().encode('Handle\n'))).json()) as {
        data: { id: string };
      }
    ).data;
    const bigPicture = await send(
      editor,
      'PUT',
      `/catalog-files/imports/${staged.id}/pictures/big.jpg`,
      new Uint8Array(10 * 1024 * 1024 + 1),
    );
    expect(bigPicture.status).toBe(413);
    expect(((await bigPicture.json()) as { msg: string }).msg).toBe('picture: "big.jpg" is larger than 10 MB, the most a picture may be');
    expect((await send(editor, 'DELETE', `/catalog-files/imports/${staged.id}`)).status).toBe(200);
  });

  it('counts the collections an import makes or adds products to, for the page to say', async () => {
    const csv = [
      'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Collection',
      'window-vase,Window Vase,Vases,Title,Default Title,WINDOW-VASE,30.00,Window picks',
      'window-bowl,Window Bowl,Vases,Title,Default Title,WINDOW-BOWL,25.00,"Window picks, Table edit"',
      'plain-vase,Plain Vase,Vases,Title,Default Title,PLAIN-VASE,20.00,',
      '',
    ].join('\n');
    const files = { name: 'window.csv', bytes: new TextEncoder().encode(csv) };
    expect(last(await runImport(files, true))).toMatchObject({ type: 'finished', outcome: { products: 3, created: 3, collections: 2 } });
    const imported = last(await runImport(files, false));
    expect(imported).toMatchObject({ type: 'finished', outcome: { created: 3, collections: 2 } });
    expect(imported.type === 'finished' && imported.text).toContain(
      'added to collections: window-picks (2 products), table-edit (1 product)',
    );
    // Listed already: the same file again adds to no collection.
    expect(last(await runImport(files, false))).toMatchObject({ type: 'finished', outcome: { unchanged: 3, collections: 0 } });

    // A JSON lines file names no collection.
    const plain = JSON.stringify({
      slug: 'jsonl-cup',
      category: 'vases',
      translations: { en: { name: 'JSON Lines Cup' } },
      variants: [{ sku: 'JSONL-CUP', priceCents: 900 }],
    });
    expect(last(await runImport({ name: 'cup.jsonl', bytes: new TextEncoder().encode(`${plain}\n`) }, false))).toMatchObject({
      type: 'finished',
      outcome: { created: 1, collections: 0 },
    });
  });
});
