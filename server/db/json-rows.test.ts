import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_DRIVERS } from '../testing/test-orders';
import { insertJsonRows, insertJsonRowsReturning, updateJsonRowsById } from './json-rows';
import { categories, products, productSearch } from './schema';

/*
 * Rows written as one JSON parameter land as the query builder would write them: every column
 * type the catalog uses, defaults where a row leaves a field out, and what the database answers.
 */

let categoryId: number;

const product = (slug: string, fields: Partial<typeof products.$inferInsert> = {}): typeof products.$inferInsert => ({
  slug,
  categoryId,
  priceCents: 1200,
  inStock: true,
  options: [{ code: 'size', name: { en: 'Size', 'zh-HK': '尺寸' }, values: [{ code: 's', label: { en: 'S' }, swatch: null }] }],
  ...fields,
});

describe.each(TEST_DRIVERS)('rows written as JSON on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo', driver });
    [{ id: categoryId }] = (await database.db.select({ id: categories.id }).from(categories).limit(1)) as [{ id: number }];
  }, 60_000);
  afterAll(() => database.close());

  it('keeps text, JSON, numbers, booleans and moments as they were given, and answers what the database made', async () => {
    const published = new Date('2026-03-04T05:06:07.000Z');
    const made = await insertJsonRowsReturning(
      database.db,
      products,
      [product('json-rows-linen', { publishedAt: published, linePriceCents: null, artKind: 'tee "quoted" \\ back' }), product('json-rows-wool', { publishedAt: published, linePriceCents: 1500, artKind: null })],
      { id: products.id, slug: products.slug, publishedAt: products.publishedAt },
    );
    expect(made.map((row) => row.slug).sort()).toEqual(['json-rows-linen', 'json-rows-wool']);
    expect(made.every((row) => Number.isInteger(row.id) && row.publishedAt instanceof Date && row.publishedAt.getTime() === published.getTime())).toBe(true);

    const stored = await database.db.select().from(products).where(inArray(products.slug, ['json-rows-linen', 'json-rows-wool'])).orderBy(products.slug);
    expect(stored.map(({ slug, artKind, linePriceCents, options, status, featuredRank }) => ({ slug, artKind, linePriceCents, options, status, featuredRank }))).toEqual([
      { slug: 'json-rows-linen', artKind: 'tee "quoted" \\ back', linePriceCents: null, options: product('x').options, status: 'active', featuredRank: 1000 },
      { slug: 'json-rows-wool', artKind: null, linePriceCents: 1500, options: product('x').options, status: 'active', featuredRank: 1000 },
    ]);
  });

  it('gives a field a row leaves out its default, even beside rows that set it', async () => {
    await insertJsonRows(database.db, products, [product('json-rows-ranked', { featuredRank: 3 }), product('json-rows-unranked')]);
    const stored = await database.db.select({ slug: products.slug, featuredRank: products.featuredRank }).from(products).where(inArray(products.slug, ['json-rows-ranked', 'json-rows-unranked'])).orderBy(products.slug);
    expect(stored).toEqual([
      { slug: 'json-rows-ranked', featuredRank: 3 },
      { slug: 'json-rows-unranked', featuredRank: 1000 },
    ]);
  });

  it('writes arrays of numbers as arrays', async () => {
    const [{ id }] = (await insertJsonRowsReturning(database.db, products, [product('json-rows-searched')], { id: products.id })) as [{ id: number }];
    const moment = new Date('2026-01-02T03:04:05.000Z');
    await insertJsonRows(database.db, productSearch, [
      { productId: id, locale: 'en', nameFolded: 'searched', grams: [1, -2, 300000], categoryId, categoryPath: [categoryId], tagIds: [], priceCents: 1200, featuredRank: 1000, publishedAt: moment, inStock: true },
    ]);
    const [row] = await database.db.select().from(productSearch).where(eq(productSearch.productId, id));
    expect(row).toMatchObject({ grams: [1, -2, 300000], categoryPath: [categoryId], tagIds: [], publishedAt: moment });
  });

  it('writes a broken character as the replacement character, as a text parameter would', async () => {
    await insertJsonRows(database.db, products, [product('json-rows-broken', { artKind: `half \ud83d of a face 😀` })]);
    const [row] = await database.db.select({ artKind: products.artKind }).from(products).where(eq(products.slug, 'json-rows-broken'));
    expect(row?.artKind).toBe('half \ufffd of a face 😀');
  });

  it('sets the named fields of each row found by its id, and leaves the others as they were', async () => {
    const made = await insertJsonRowsReturning(database.db, products, [product('json-rows-first', { featuredRank: 7 }), product('json-rows-second', { featuredRank: 8 })], { id: products.id, slug: products.slug });
    const idOf = (slug: string) => made.find((row) => row.slug === slug)!.id;
    await updateJsonRowsById(database.db, products, [
      { id: idOf('json-rows-first'), priceCents: 900, options: [] },
      { id: idOf('json-rows-second'), priceCents: 1100, options: [{ code: 'size', name: { en: 'Size' }, values: [] }] },
    ], ['priceCents', 'options']);
    const stored = await database.db.select({ slug: products.slug, priceCents: products.priceCents, options: products.options, featuredRank: products.featuredRank }).from(products).where(inArray(products.slug, ['json-rows-first', 'json-rows-second'])).orderBy(products.slug);
    expect(stored).toEqual([
      { slug: 'json-rows-first', priceCents: 900, options: [], featuredRank: 7 },
      { slug: 'json-rows-second', priceCents: 1100, options: [{ code: 'size', name: { en: 'Size' }, values: [] }], featuredRank: 8 },
    ]);
  });

  it('writes nothing for no rows', async () => {
    expect(await insertJsonRowsReturning(database.db, products, [], { id: products.id })).toEqual([]);
    await expect(insertJsonRows(database.db, products, [])).resolves.toBeUndefined();
    await expect(updateJsonRowsById(database.db, products, [], ['priceCents'])).resolves.toBeUndefined();
  });
});
