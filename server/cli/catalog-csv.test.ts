import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../src/schema/catalog';
import { adminRequest } from '../testing/test-app';
import { count } from 'drizzle-orm';
import { products } from '../db/schema';
import { liveShopFor } from '../testing/test-live-shop';
import { catalogCommand } from './catalog-command';

/* Shopify's product CSV into and out of a live shop with no products yet: the sample shop of the docs, a file with problems, and a round trip. */

const SAMPLE = fileURLToPath(new URL('../../docs/sample-shop', import.meta.url));

const cli = liveShopFor(catalogCommand, { start: 'empty' });
const catalog = cli.run;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-csv-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function pageData<Data>(path: string): Promise<{ status: number; data: Data }> {
  const response = await cli.shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`);
  return { status: response.status, data: response.status === 200 ? ((await response.json()) as { data: { data: Data } }).data.data : (undefined as Data) };
}
const productPage = async (prefix: string, slug: string) => (await pageData<{ product: ProductDetail }>(`${prefix}/product/${slug}`)).data?.product;
const productCount = async () => (await cli.shop.db.select({ n: count() }).from(products))[0]!.n;

/** The sample CSV with `edit` applied to its rows (row 1 is the header), in a folder of its own beside a copy of its pictures. */
async function editedSample(name: string, edit: (rows: string[]) => string[]): Promise<string> {
  const dir = join(folder, name);
  await cp(join(SAMPLE, 'pictures'), join(dir, 'pictures'), { recursive: true });
  const rows = (await readFile(join(SAMPLE, 'products.csv'), 'utf8')).trimEnd().split('\n');
  await writeFile(join(dir, 'products.csv'), `${edit(rows).join('\n')}\n`);
  return join(dir, 'products.csv');
}

describe('npm run catalog -- import <file.csv>', () => {
  it('refuses a file with bad rows in the middle, naming each by row and column, and writes nothing', async () => {
    const before = await productCount();
    const file = await editedSample('bad-rows', (rows) =>
      rows.map((row, index) => {
        if (index + 1 === 6) return row.replace(',29.00,', ',29;00,'); // a price with a semicolon
        if (index + 1 === 9) return row.replace('OOLONG-50', 'oolong 50g'); // a SKU with a space
        return row;
      }),
    );
    await writeFile(join(folder, 'bad-rows', 'pictures', 'teacup.jpg'), 'not a picture, whatever its name says');
    const refused = await catalog('import', file);
    expect(refused.code).toBe(1);
    expect(refused.err.split('\n')).toEqual([
      'row 4, Image Src: "pictures/teacup.jpg" is not a picture the shop takes (JPEG, PNG, WebP, GIF or AVIF), judged by its bytes',
      'row 6, Variant Price: "29;00" is not a price such as 12.50',
      'row 9, Variant SKU: Expected capital letters, digits and dashes, such as LINEN-TEE-SAGE-M',
      `Nothing was imported: 3 problems in ${file}`,
    ]);
    expect(await productCount()).toBe(before);
    expect((await adminRequest(cli.shop.app, 'GET', '/categories/teaware')).status).toBe(404);
    expect((await pageData('/product/stoneware-mug')).status).toBe(404);
  });

  it('names a missing title once, in the import’s words, not again as the contract sees it', async () => {
    const file = await editedSample('no-title', (rows) => rows.map((row, index) => (index + 1 === 2 ? row.replace('stoneware-mug,Stoneware Mug,', 'stoneware-mug,,') : row)));
    const refused = await catalog('import', file, '--dry-run');
    expect(refused.err.split('\n')).toEqual([
      'row 2, Title: Is required on the first row of "stoneware-mug": the product\'s name',
      `Nothing was imported: 1 problem in ${file}`,
    ]);
  });

  it('says plainly when the file is not there, in either format', async () => {
    for (const file of [join(folder, 'nowhere.csv'), join(folder, 'nowhere.jsonl')]) {
      expect(await catalog('import', file, '--dry-run')).toMatchObject({ code: 1, err: `Cannot read ${file}: no such file` });
    }
  });

  it('names a picture that is not beside the file, a Type without a Latin letter for a new category, and a product whose rows are apart', async () => {
    const file = await editedSample('missing-picture', (rows) => [
      ...rows.map((row, index) => (index + 1 === 9 ? row.replace(',Tea,', ',茶,') : index + 1 === 4 ? row.replace(',手工製作,', ',"手工製作, 送禮之選",') : row)),
      rows[2]!,
    ]);
    await rm(join(folder, 'missing-picture', 'pictures', 'mug-charcoal.jpg'));
    const refused = await catalog('import', file, '--dry-run');
    expect(refused.err).toContain('row 3, Image Src: No file "pictures/mug-charcoal.jpg" beside the CSV: the shop downloads nothing, so save the picture there under that name');
    expect(refused.err).toContain('row 9, Type: "茶" gives no address: write it with some Latin letters or digits (other languages go in their own columns)');
    // A language's Tags column names as many tags as Tags does, or says how many it names.
    expect(refused.err).toContain('row 4, Tags [zh-HK]: Names 2 tags where Tags has 1: give each tag its name here, in the same order');
    // A product's rows go together: one of the mug's rows again at the end is named, not merged.
    expect(refused.err).toContain('row 13, Handle: "stoneware-mug" was on rows 2–3 already: keep a product\'s rows together');
  });

  it('imports the sample shop: its types, tags and pictures made, every language shown, the draft kept off sale', async () => {
    const file = join(SAMPLE, 'products.csv');
    const dry = await catalog('import', file, '--dry-run');
    expect(dry).toMatchObject({ code: 0, err: '' });
    expect(dry.out.split('\n')).toEqual([
      'Not kept (the shop has no such field): Vendor',
      'Checked 6 products in 11 rows, no problems; an import would leave 6 created, 0 updated, 0 unchanged; new: 3 categories (teaware, table-linen, tea), 2 tags (handmade, gift-ideas), 8 pictures',
    ]);
    expect((await pageData('/product/stoneware-mug')).status).toBe(404);

    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/Imported 6 products: 6 created, 0 updated, 0 unchanged; new: 3 categories \(teaware, table-linen, tea\), 2 tags \(handmade, gift-ideas\), 8 pictures \(\d+\.\d s\)$/);

    const mug = await productPage('', 'stoneware-mug');
    expect(mug).toMatchObject({ name: 'Stoneware Mug', category: { name: 'Teaware', href: '/category/teaware' } });
    expect(mug?.images).toHaveLength(2);
    expect(mug?.images[1]?.alt).toBe('A charcoal stoneware mug');
    // Each colour shows its own picture: the charcoal variant the second.
    const charcoal = mug?.variants.find((variant) => variant.sku === 'MUG-CHARCOAL');
    expect(charcoal).toMatchObject({ imageIndex: 1, price: 24, linePrice: 28 });
    expect(await productPage('/zh-HK', 'stoneware-mug')).toMatchObject({ name: '粗陶馬克杯', category: { name: '茶具' } });
    // New tags are named in each language the file has a Tags column for, in the order of Tags.
    expect((await productPage('/zh-HK', 'stoneware-mug'))?.tags.map((tag) => tag.name)).toEqual(['手工製作', '送禮之選']);
    expect((await productPage('/zh', 'stoneware-mug'))?.tags.map((tag) => tag.name)).toEqual(['手工制作', '送礼之选']);
    expect((await productPage('', 'stoneware-mug'))?.tags.map((tag) => tag.name)).toEqual(['Handmade', 'Gift ideas']);
    expect((await productPage('/zh-HK', 'stoneware-mug'))?.images.map((image) => image.alt)).toEqual(['燕麥色粗陶馬克杯', '炭灰色粗陶馬克杯']);
    expect(await productPage('/zh', 'linen-napkins')).toMatchObject({ name: '亚麻餐巾' });
    expect((await productPage('/zh', 'linen-napkins'))?.variants).toHaveLength(4);

    const tea = await pageData<{ products: ProductSummary[] }>('/zh-HK/category/tea?sort=newest');
    expect(tea.data.products.map((product) => product.name).sort()).toEqual(['茉莉綠茶', '高山烏龍茶']);
    const search = await pageData<{ search: { results: ProductSummary[] } }>('/search?q=oolong');
    expect(search.data.search.results.map((result) => result.slug)).toContain('oolong-tea');
    // Published FALSE, Status draft: made, and not on sale.
    expect((await pageData('/product/bamboo-tea-tray')).status).toBe(404);
    expect((await adminRequest<{ product: { status: string } }>(cli.shop.app, 'GET', '/products/bamboo-tea-tray')).body.data.product.status).toBe('draft');

    // The same file again changes nothing: no product, category or picture more.
    const again = await catalog('import', file);
    expect(again.out).toMatch(/^Not kept.*\nImported 6 products: 0 created, 0 updated, 6 unchanged \(/);
    expect((await productPage('', 'stoneware-mug'))?.images).toHaveLength(2);
  });

  it('updates a product by its Handle and a variant by its SKU, keeping its stock and what the file cannot say', async () => {
    expect((await adminRequest(cli.shop.app, 'PUT', '/stock', { body: { sku: 'OOLONG-100', stock: 7 } })).status).toBe(200);
    const file = await editedSample('price-change', (rows) => rows.map((row) => row.replace(',OOLONG-100,190,25,26.00,', ',OOLONG-100,190,25,24.00,')));
    const imported = await catalog('import', file);
    expect(imported.out).toMatch(/Imported 6 products: 0 created, 1 updated, 5 unchanged/);
    const oolong = await productPage('', 'oolong-tea');
    expect(oolong?.variants.find((variant) => variant.sku === 'OOLONG-100')).toMatchObject({ price: 24, stock: 7 });

    // The sample again (its price back) with a picture's alt text changed in one language: that picture is described anew, nothing added.
    const described = await editedSample('alt-change', (rows) => rows.map((row) => row.replace('紅色烏龍茶罐', '一罐紅色嘅烏龍茶')));
    expect((await catalog('import', described)).out).toMatch(/Imported 6 products: 0 created, 1 updated, 5 unchanged/);
    expect((await productPage('/zh-HK', 'oolong-tea'))?.images.map((image) => image.alt)).toEqual(['一罐紅色嘅烏龍茶']);

    // With every Type and tag known, products are checked a batch at a time: a problem the shop finds is still placed by row and column.
    const badBarcode = await editedSample('bad-barcode', (rows) => rows.map((row, index) => (index + 1 === 3 ? row.replace(',MUG-CHARCOAL,380,12,24.00,28.00,,', ',MUG-CHARCOAL,380,12,24.00,28.00,not a barcode!,') : row)));
    const refused = await catalog('import', badBarcode);
    expect(refused.err.split('\n')).toEqual([`row 3, Variant Barcode: Expected up to 40 letters, digits and dashes`, `Nothing was imported: 1 problem in ${badBarcode}`]);
  });

  it('exports every product as Shopify CSV with its pictures, and that export imports back changing nothing', async () => {
    const exported = join(folder, 'export', 'products.csv');
    const result = await catalog('export', exported);
    expect(result.code).toBe(0);
    const total = await productCount();
    expect(result.out).toMatch(/^Exported 6 products in 11 rows to .*products\.csv, and 8 pictures beside it$/);
    const text = await readFile(exported, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^Handle,Title,Body \(HTML\),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,/);
    expect(text).toContain('stoneware-mug,Stoneware Mug,');
    expect(total).toBe(6);

    const back = await catalog('import', exported);
    expect(back.err).toBe('');
    expect(back.out).toMatch(/^Imported 6 products: 0 created, 0 updated, 6 unchanged \(/);
    await catalog('export', join(folder, 'again', 'products.csv'));
    expect(await readFile(join(folder, 'again', 'products.csv'), 'utf8')).toBe(text);
  });
});
