import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../src/schema/catalog';
import { liveShopFor } from '../testing/test-live-shop';
import { catalogCommand } from './catalog-command';
import { CSV_COLUMNS as C, csvText } from './shopify-csv';

/*
 * A product's pictures through an export, a spreadsheet and an import again, against a live shop
 * with no products yet: pictures named as the export names them are the product's own, shown in
 * the file's order with their alt texts and variants; a picture named otherwise is added.
 */

const cli = liveShopFor(catalogCommand, { start: 'empty' });
const catalog = cli.run;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-csv-pictures-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

type Read = {
  version: string;
  pictures: { position: number; src: string; alt: { en?: string } }[];
  variants: { sku: string; picture: number }[];
};
const productRead = async (slug: string) => JSON.parse((await catalog('product', 'get', slug)).out) as Read;
const picturesOf = (product: Read) => product.pictures.map((picture) => [picture.position, picture.alt.en]);
const variantPicturesOf = (product: Read) => Object.fromEntries(product.variants.map((variant) => [variant.sku, variant.picture]));

async function productPage(slug: string): Promise<ProductDetail> {
  const response = await cli.shop.app.request(`http://localhost/product/${slug}?request=route`);
  return ((await response.json()) as { data: { data: { product: ProductDetail } } }).data.data.product;
}

async function picture(path: string, colour: string): Promise<void> {
  await writeFile(
    path,
    await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

/** A vase with three pictures under the merchant's own names, its moss variant showing the second. */
async function importVase(): Promise<void> {
  const dir = join(folder, 'start');
  await mkdir(dir, { recursive: true });
  await picture(join(dir, 'oat.png'), '#d9cbb0');
  await picture(join(dir, 'moss.png'), '#6f7f52');
  await picture(join(dir, 'clay.png'), '#b5653d');
  const rows = [
    'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Image Alt Text,Variant Image',
    'glazed-vase,Glazed Vase,Vases,Colour,Oat,VASE-OAT,3,40.00,oat.png,1,An oat vase,oat.png',
    'glazed-vase,,,,Moss,VASE-MOSS,2,40.00,moss.png,2,A moss vase,moss.png',
    'glazed-vase,,,,,,,,clay.png,3,A clay vase,',
  ];
  await writeFile(join(dir, 'products.csv'), `${rows.join('\n')}\n`);
  expect((await catalog('import', join(dir, 'products.csv'))).code).toBe(0);
}

/** The shop's export, with `edit` applied to its rows (the header first), written to a folder of its own beside the export's pictures. */
async function editedExport(name: string, edit: (rows: string[][], column: (name: string) => number) => string[][]): Promise<string> {
  const exported = join(folder, 'export', 'products.csv');
  expect((await catalog('export', exported)).code).toBe(0);
  const rows = parse(await readFile(exported, 'utf8')) as string[][];
  const header = rows[0]!;
  const dir = join(folder, name);
  await cp(join(folder, 'export', 'pictures'), join(dir, 'pictures'), { recursive: true });
  await writeFile(join(dir, 'products.csv'), csvText(edit(rows, (column) => header.indexOf(column))));
  return join(dir, 'products.csv');
}

/** The image cells of each row (Image Src, Position and Alt Text in every language), as a spreadsheet moves them. */
const imageColumns = (header: string[]) =>
  header.flatMap((column, index) => (column === C.imageSrc || column === C.imagePosition || column.startsWith(C.imageAlt) ? [index] : []));

/** The rows with their image cells moved as a spreadsheet moves them: data row n takes those of row `from[n - 1]`, its Image Position renumbered. */
function withImagesMoved(rows: string[][], column: (name: string) => number, from: readonly number[]): string[][] {
  const images = imageColumns(rows[0]!);
  const moved = from.map((row) => images.map((index) => rows[row]![index]!));
  return rows.map((row, at) => {
    if (at === 0) return row;
    const cells = [...row];
    images.forEach((index, n) => (cells[index] = moved[at - 1]![n]!));
    cells[column(C.imagePosition)] = String(at);
    return cells;
  });
}

describe('pictures in a CSV import of a product the shop has', () => {
  it('takes pictures named as the export names them for the product’s own, in the file’s order, and a second import changes nothing', async () => {
    await importVase();
    const before = await productRead('glazed-vase');
    expect(picturesOf(before)).toEqual([
      [1, 'An oat vase'],
      [2, 'A moss vase'],
      [3, 'A clay vase'],
    ]);
    expect(variantPicturesOf(before)).toEqual({ 'VASE-OAT': 1, 'VASE-MOSS': 2 });

    // The image rows moved to the order 3, 1, 2 as a spreadsheet moves them, and the oat picture described anew.
    const file = await editedExport('reordered', (rows, column) =>
      withImagesMoved(rows, column, [3, 1, 2]).map((cells) =>
        cells[column(C.imageAlt)] === 'An oat vase' ? cells.with(column(C.imageAlt), 'An oat-glazed vase') : cells,
      ),
    );
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/pictures\/glazed-vase-3\.webp,1,A clay vase/);

    // A dry run writes nothing.
    expect((await catalog('import', file, '--dry-run')).out).toMatch(/an import would leave 0 created, 1 updated, 0 unchanged$/);
    expect(await productRead('glazed-vase')).toEqual(before);

    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    // Nothing new: no picture is uploaded again.
    expect(imported.out).toMatch(/^Imported 1 product: 0 created, 1 updated, 0 unchanged \(/);
    const after = await productRead('glazed-vase');
    expect(picturesOf(after)).toEqual([
      [3, 'A clay vase'],
      [1, 'An oat-glazed vase'],
      [2, 'A moss vase'],
    ]);
    // Each keeps its number, and so its address; each variant its picture.
    const srcOf = (product: Read) => Object.fromEntries(product.pictures.map((shown) => [shown.position, shown.src]));
    expect(srcOf(after)).toEqual(srcOf(before));
    expect(variantPicturesOf(after)).toEqual({ 'VASE-OAT': 1, 'VASE-MOSS': 2 });
    // As a shopper sees it: the clay picture first, the moss variant still showing the moss picture.
    const page = await productPage('glazed-vase');
    expect(page.images.map((image) => image.alt)).toEqual(['A clay vase', 'An oat-glazed vase', 'A moss vase']);
    const moss = page.variants.find((variant) => variant.sku === 'VASE-MOSS');
    expect(page.images[moss?.imageIndex ?? -1]?.alt).toBe('A moss vase');

    // The same file again changes nothing, not even the product's version.
    expect((await catalog('import', file)).out).toMatch(/^Imported 1 product: 0 created, 0 updated, 1 unchanged \(/);
    expect(await productRead('glazed-vase')).toEqual(after);
  });

  it('takes pictures named by their addresses in the shop, as the back office exports them, for the product’s own', async () => {
    const before = await productRead('glazed-vase');
    expect(before.pictures.map((shown) => shown.position)).toEqual([3, 1, 2]);
    const addressOf = (position: number) => `http://localhost${before.pictures.find((shown) => shown.position === position)!.src}`;
    // Named by their addresses, as the back office's export names them, the rows moved to the order 2, 3, 1.
    const file = await editedExport('by-address', (rows, column) =>
      withImagesMoved(rows, column, [3, 1, 2]).map((row) => {
        const cells = [...row];
        for (const named of [C.imageSrc, C.variantImage]) {
          const number = /^pictures\/glazed-vase-(\d+)\.webp$/.exec(cells[column(named)]!)?.[1];
          if (number) cells[column(named)] = addressOf(Number(number));
        }
        return cells;
      }),
    );
    await rm(join(folder, 'by-address', 'pictures'), { recursive: true });
    expect(await readFile(file, 'utf8')).toContain(`${addressOf(2)},1,A moss vase`);

    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/^Imported 1 product: 0 created, 1 updated, 0 unchanged \(/);
    const after = await productRead('glazed-vase');
    expect(picturesOf(after)).toEqual([
      [2, 'A moss vase'],
      [3, 'A clay vase'],
      [1, 'An oat-glazed vase'],
    ]);
    expect(variantPicturesOf(after)).toEqual(variantPicturesOf(before));
    expect((await catalog('import', file)).out).toMatch(/^Imported 1 product: 0 created, 0 updated, 1 unchanged \(/);
  });

  it('adds a picture named the merchant’s own way after those the product has, matching the others by their order', async () => {
    const before = await productRead('glazed-vase');
    const file = await editedExport('one-more', (rows, column) => {
      const row = rows[0]!.map(() => '');
      row[column(C.handle)] = 'glazed-vase';
      row[column(C.imageSrc)] = 'glaze-detail.png';
      row[column(C.imagePosition)] = '4';
      row[column(C.imageAlt)] = 'The glaze up close';
      return [...rows, row];
    });
    await picture(join(folder, 'one-more', 'glaze-detail.png'), '#3f6f8f');

    const imported = await catalog('import', file);
    expect(imported.err).toBe('');
    expect(imported.out).toMatch(/^Imported 1 product: 0 created, 1 updated, 0 unchanged; new: 1 picture \(/);
    const after = await productRead('glazed-vase');
    expect(picturesOf(after)).toEqual([...picturesOf(before), [4, 'The glaze up close']]);
    expect(variantPicturesOf(after)).toEqual(variantPicturesOf(before));
    expect((await catalog('import', file)).out).toMatch(/^Imported 1 product: 0 created, 0 updated, 1 unchanged \(/);
  });
});
