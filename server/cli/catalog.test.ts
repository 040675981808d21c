import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { products } from '../db/schema';
import { liveShopFor } from '../testing/test-live-shop';
import { catalogCommand } from './catalog-command';

/* The merchant's product commands against a live shop server, through its admin API: a round trip through a file, and every refusal said plainly. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const cli = liveShopFor(catalogCommand);
const catalog = cli.run;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-catalog-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const teaTowel = {
  category: 'tops',
  translations: { en: { name: 'Waffle Tea Towel' }, 'zh-HK': { name: '格紋茶巾' } },
  variants: [{ sku: 'TOWEL-WAFFLE', priceCents: 1400, stock: 12 }],
  tags: ['gift-ideas'],
};

describe('npm run catalog', () => {
  it('creates a product from a file, and writes back an edited copy of what it read', async () => {
    const created = join(folder, 'towel.json');
    await writeFile(created, JSON.stringify(teaTowel));
    const first = await catalog('product', 'put', 'waffle-tea-towel', created);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Created product "waffle-tea-towel" \(version [\w-]+\): 1 variant$/);

    const read = join(folder, 'read.json');
    expect((await catalog('product', 'get', 'waffle-tea-towel', read)).out).toMatch(/^Wrote product "waffle-tea-towel" \(version [\w-]+\) to /);
    const document = JSON.parse(await readFile(read, 'utf8')) as typeof teaTowel & { version: string };
    expect(document).toMatchObject({ slug: 'waffle-tea-towel', category: 'tops', tags: ['gift-ideas'], variants: [{ sku: 'TOWEL-WAFFLE', stock: 12 }] });
    document.translations.en.name = 'Waffle Kitchen Towel';
    await writeFile(read, JSON.stringify(document));
    const updated = await catalog('product', 'put', 'waffle-tea-towel', read);
    expect(updated.out).toMatch(/^Updated product "waffle-tea-towel"/);
    expect((await catalog('product', 'get', 'waffle-tea-towel')).out).toContain('"name": "Waffle Kitchen Towel"');

    // The same file again names the version it was read at, which the last write replaced.
    document.translations.en.name = 'Waffle Towel From An Old File';
    await writeFile(read, JSON.stringify(document));
    const stale = await catalog('product', 'put', 'waffle-tea-towel', read);
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/^Refused \(409\): The product changed since version .+ was read/);
    expect((await catalog('product', 'get', 'waffle-tea-towel')).out).toContain('"name": "Waffle Kitchen Towel"');
  });

  it('names each problem of a refused file by its path, and stores nothing', async () => {
    const broken = join(folder, 'broken.json');
    await writeFile(broken, JSON.stringify({ ...teaTowel, category: 'no-such-shelf', variants: [{ sku: 'towel lowercase', priceCents: 1400 }] }));
    const refused = await catalog('product', 'put', 'broken-towel', broken);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toEqual(['Refused (422): nothing was stored', '  variants[0].sku: Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M']);
    expect(await catalog('product', 'get', 'broken-towel')).toMatchObject({ code: 1, err: 'Refused (404): No product "broken-towel"' });

    expect(await catalog('product', 'put', 'broken-towel', join(folder, 'missing.json'))).toMatchObject({ code: 1, err: expect.stringMatching(/^Cannot read .*missing\.json: no such file$/) });
    const notJson = join(folder, 'not.json');
    await writeFile(notJson, '{"category":');
    expect((await catalog('product', 'put', 'broken-towel', notJson)).err).toMatch(/not\.json is not JSON/);
    expect(await catalog('product', 'fetch')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run catalog') });
  });

  it('archives a product and puts it back on sale', async () => {
    const archived = await catalog('product', 'archive', 'waffle-tea-towel');
    expect(archived.out).toMatch(/^Product "waffle-tea-towel" is archived \(version [\w-]+\)$/);
    expect((await cli.shop.app.request('http://localhost/product/waffle-tea-towel?request=route')).status).toBe(404);
    expect((await catalog('product', 'activate', 'waffle-tea-towel')).out).toMatch(/^Product "waffle-tea-towel" is on sale/);
    expect((await cli.shop.app.request('http://localhost/product/waffle-tea-towel?request=route')).status).toBe(200);
    expect(await catalog('product', 'archive', 'no-such-towel')).toMatchObject({ code: 1, err: 'Refused (404): No product "no-such-towel"' });
  });

  it('builds, lists and removes categories', async () => {
    const shelf = join(folder, 'shelf.json');
    await writeFile(shelf, JSON.stringify({ parent: null, translations: { en: { name: 'Linen Cupboard' } } }));
    expect((await catalog('category', 'put', 'linen-cupboard', shelf)).out).toMatch(/^Created category "linen-cupboard" \(version [\w-]+\) at the top$/);
    await writeFile(shelf, JSON.stringify({ parent: 'linen-cupboard', translations: { en: { name: 'Tea Towels' } } }));
    expect((await catalog('category', 'put', 'tea-towels', shelf)).out).toMatch(/under "linen-cupboard"$/);
    const listed = (await catalog('category', 'list')).out.split('\n');
    expect(listed).toContain('linen-cupboard  Linen Cupboard (0 products)');
    expect(listed).toContain('  tea-towels  Tea Towels (0 products)');

    const refused = await catalog('category', 'remove', 'linen-cupboard');
    expect(refused).toMatchObject({ code: 1, err: 'Refused (409): "linen-cupboard" holds 1 sub-category: say where they go with ?moveTo=<category>, and nothing is removed until then' });
    expect((await catalog('category', 'remove', 'linen-cupboard', '--move-to', 'tops')).out).toBe('Removed category "linen-cupboard"; 0 products and 1 sub-category moved to "tops"');
    expect((await catalog('category', 'list')).out.split('\n')).toContain('    tea-towels  Tea Towels (0 products)');
  });

  it('adds and removes a product picture from a file', async () => {
    const file = join(folder, 'towel.jpg');
    await writeFile(file, await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#d9cbb0' } }).jpeg().toBuffer());
    expect((await catalog('product', 'picture', 'add', 'waffle-tea-towel', file, 'A folded towel')).out).toBe('Added picture 1 to product "waffle-tea-towel" (1 in all)');
    expect((await cli.shop.app.request('http://localhost/images/p/waffle-tea-towel/1-320.webp')).status).toBe(200);
    const notPicture = join(folder, 'notes.png');
    await writeFile(notPicture, 'shopping list');
    const refused = await catalog('product', 'picture', 'add', 'waffle-tea-towel', notPicture);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Refused \(422\): nothing was stored\n {2}body: Not a picture the shop takes/);
    expect((await catalog('product', 'picture', 'alt', 'waffle-tea-towel', '1', 'zh-HK', '摺好嘅毛巾')).out).toBe('Picture 1 of product "waffle-tea-towel" now reads, in zh-HK: 摺好嘅毛巾');
    expect(JSON.parse((await catalog('product', 'get', 'waffle-tea-towel')).out).pictures[0].alt).toEqual({ en: 'A folded towel', 'zh-HK': '摺好嘅毛巾' });
    expect((await catalog('product', 'picture', 'alt', 'waffle-tea-towel', '1', 'fr', 'Une serviette')).err).toMatch(/^Refused \(422\): nothing was stored\n {2}alt: /);
    expect((await catalog('product', 'picture', 'remove', 'waffle-tea-towel', '1')).out).toBe('Removed picture 1 of product "waffle-tea-towel" (0 left)');
  });

  it('writes, lists and removes tags and collections', async () => {
    const file = join(folder, 'edit.json');
    await writeFile(file, JSON.stringify({ translations: { en: { name: 'Washday' } } }));
    expect((await catalog('tag', 'put', 'washday', file)).out).toMatch(/^Created tag "washday" \(version [\w-]+\)$/);
    await writeFile(file, JSON.stringify({ translations: { en: { name: 'Kitchen Linen' } }, products: ['waffle-tea-towel'] }));
    expect((await catalog('collection', 'put', 'kitchen-linen', file)).out).toMatch(/^Created collection "kitchen-linen" \(version [\w-]+\): 1 product$/);
    expect((await catalog('tag', 'list')).out.split('\n')).toContain('washday  Washday (0 products)');
    expect((await catalog('collection', 'list')).out.split('\n')).toContain('kitchen-linen  Kitchen Linen (1 product)');
    expect((await catalog('collection', 'remove', 'kitchen-linen')).out).toBe('Removed collection "kitchen-linen"');
    expect((await catalog('tag', 'remove', 'washday')).out).toBe('Removed tag "washday"');
    expect(await catalog('tag', 'remove', 'washday')).toMatchObject({ code: 1, err: 'Refused (404): No tag "washday"' });
  });

  it('exports every product and imports the file back unchanged; a bad line anywhere imports nothing', async () => {
    const exported = join(folder, 'catalog.jsonl');
    const first = await catalog('export', exported);
    const [total] = await cli.shop.db.select({ products: count() }).from(products);
    expect(first.out).toBe(`Exported ${total!.products} products to ${exported}`);
    const lines = (await readFile(exported, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(total!.products);
    expect(JSON.parse(lines[0]!)).toMatchObject({ slug: expect.any(String), translations: { en: expect.any(Object), 'zh-HK': expect.any(Object) }, variants: expect.any(Array) });

    // The same file again changes nothing, and exports the same again.
    expect((await catalog('import', exported)).out).toMatch(new RegExp(`^Imported ${lines.length} products: 0 created, 0 updated, ${lines.length} unchanged`));
    await catalog('export', join(folder, 'again.jsonl'));
    expect(await readFile(join(folder, 'again.jsonl'), 'utf8')).toBe(await readFile(exported, 'utf8'));

    // A new product, a renamed one, and a broken line in the middle: nothing at all is imported.
    const renamed = JSON.parse(lines[1]!) as { slug: string; translations: { en: { name: string } } };
    renamed.translations.en.name = 'Renamed By The Import';
    const newcomer = { slug: 'imported-bread-bin', category: 'tops', translations: { en: { name: 'Imported Bread Bin' } }, variants: [{ sku: 'BIN-IMPORTED', priceCents: 3900, stock: 2 }] };
    const edited = join(folder, 'edited.jsonl');
    const broken = { ...newcomer, slug: 'broken-line', variants: [{ sku: 'BIN-BROKEN', priceCents: -1 }] };
    await writeFile(edited, [JSON.stringify(newcomer), lines[0], JSON.stringify(renamed), JSON.stringify(broken), '{"slug": "half', ...lines.slice(2)].join('\n'));
    const refused = await catalog('import', edited);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toEqual([
      'line 4 (broken-line), variants[0].priceCents: Too small: expected number to be >=0',
      expect.stringMatching(/^line 5: not JSON/),
      `Nothing was imported: 2 problems in ${edited}`,
    ]);
    const slugOf = async (slug: string) => (await cli.shop.app.request(`http://localhost/product/${slug}?request=route`)).status;
    expect(await slugOf('imported-bread-bin')).toBe(404);
    expect((await catalog('product', 'get', renamed.slug)).out).not.toContain('Renamed By The Import');

    // Fixed: a dry run says what would happen and does none of it; the import then does it.
    await writeFile(edited, [JSON.stringify(newcomer), lines[0], JSON.stringify(renamed), ...lines.slice(2)].join('\n'));
    expect((await catalog('import', edited, '--dry-run')).out).toBe(`Checked ${lines.length + 1} products, no problems; an import would leave 1 created, 1 updated, ${lines.length - 1} unchanged`);
    expect(await slugOf('imported-bread-bin')).toBe(404);
    expect((await catalog('import', edited)).out).toMatch(new RegExp(`^Imported ${lines.length + 1} products: 1 created, 1 updated, ${lines.length - 1} unchanged`));
    expect(await slugOf('imported-bread-bin')).toBe(200);
    expect((await catalog('product', 'get', renamed.slug)).out).toContain('Renamed By The Import');
    // The whole demo catalog goes through the shop several times over: each write is a request.
  }, 180_000);

  it('runs as npm runs it', async () => {
    const run = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(TSX, [join(ROOT, 'server', 'cli', 'catalog.ts'), 'product', 'get', 'waffle-tea-towel'], { cwd: ROOT, env: cli.env }, (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }));
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ slug: 'waffle-tea-towel', translations: { 'zh-HK': { name: '格紋茶巾' } } });
  }, 60_000);
});
