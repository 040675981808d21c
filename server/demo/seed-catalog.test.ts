import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import {
  articles,
  categories,
  collectionProducts,
  collections,
  pages,
  productImages,
  productSearch,
  products,
  productTags,
  productTranslations,
  productVariants,
  tags,
} from '../db/schema';
import { queryGramsOf } from '../catalog/queries/search-text';
import { catalogSeed } from './seed-catalog';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function countOf(table: typeof products | typeof categories | typeof tags | typeof collections | typeof articles) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('demo catalog seed', () => {
  it('fills a shop of the promised size', async () => {
    expect(await countOf(products)).toBeGreaterThanOrEqual(60);
    expect(await countOf(categories)).toBeGreaterThanOrEqual(6);
    expect(await countOf(tags)).toBe(10);
    expect(await countOf(collections)).toBe(4);
    expect(await countOf(articles)).toBe(20);
    const contentPages = await database.db
      .select({ key: pages.key })
      .from(pages)
      .where(sql`${pages.key} in ('page/shipping', 'page/returns', 'page/care-guide')`);
    expect(new Set(contentPages.map((page) => page.key)).size).toBe(3);
    expect(contentPages).toHaveLength(9);
  });

  it('builds a two-level category tree with products under both levels of it', async () => {
    const rows = await database.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const roots = rows.filter((row) => row.parentId === null);
    const children = rows.filter((row) => row.parentId !== null);
    expect(roots.length).toBeGreaterThanOrEqual(4);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const child of children) expect(roots.map((root) => root.id)).toContain(child.parentId);
    const used = await database.db.selectDistinct({ id: products.categoryId }).from(products);
    expect(used.length).toBeGreaterThanOrEqual(6);
  });

  it('has every locale for every product, category, tag, collection and article', async () => {
    const translated = await database.db
      .select({ productId: productTranslations.productId, n: count() })
      .from(productTranslations)
      .groupBy(productTranslations.productId);
    expect(translated).toHaveLength(await countOf(products));
    for (const row of translated) expect(row.n).toBe(TRANSLATED_LOCALES.length);
    const names = await database.db.select({ locale: productTranslations.locale, name: productTranslations.name }).from(productTranslations);
    for (const row of names) expect(row.name.trim(), row.locale).not.toBe('');

    for (const table of [categories, tags, collections, articles] as const) {
      const rows = await database.db.select({ translations: table.translations }).from(table);
      for (const row of rows) {
        const translations = row.translations as Record<string, Record<string, string>>;
        for (const locale of TRANSLATED_LOCALES) {
          const text = translations[locale];
          expect(text, `${locale} missing`).toBeTruthy();
          expect((text?.name ?? text?.title ?? '').length, `${locale} has no name`).toBeGreaterThan(0);
        }
      }
    }
    // Traditional Chinese for Hong Kong is its own copy, not the simplified one.
    const [tee] = await database.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(sql`${products.slug} = 'merino-sweater' and ${productTranslations.locale} = 'zh-HK'`);
    expect(tee?.name).toBe('美利奴羊毛冷衫');
  });

  it('gives every variant a unique SKU, a price and stock, with some sold out and some reduced', async () => {
    const variants = await database.db.select().from(productVariants);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
    expect(variants.some((variant) => variant.stock === 0)).toBe(true);
    expect(variants.some((variant) => variant.linePriceCents !== null && variant.linePriceCents > variant.priceCents)).toBe(true);
    const soldOut = await database.db.select({ slug: products.slug }).from(products).where(eq(products.inStock, false));
    expect(soldOut.length).toBeGreaterThan(0);
    // Every variant points at a picture the product has.
    const images = await database.db.select({ productId: productImages.productId, position: productImages.position }).from(productImages);
    const known = new Set(images.map((image) => `${image.productId}/${image.position}`));
    for (const variant of variants) expect(known.has(`${variant.productId}/${variant.imagePosition}`), variant.sku).toBe(true);
  });

  it('gives every product several pictures, every tag and collection some products', async () => {
    const perProduct = await database.db.select({ n: count() }).from(productImages).groupBy(productImages.productId);
    for (const row of perProduct) expect(row.n).toBeGreaterThanOrEqual(4);
    const perTag = await database.db.select({ tagId: productTags.tagId, n: count() }).from(productTags).groupBy(productTags.tagId);
    expect(perTag).toHaveLength(10);
    const perCollection = await database.db.select({ n: count() }).from(collectionProducts).groupBy(collectionProducts.collectionId);
    expect(perCollection).toHaveLength(4);
    for (const row of perCollection) expect(row.n).toBeGreaterThanOrEqual(4);
  });

  it('indexes every product name in every locale so a Chinese substring finds it', async () => {
    const [rows] = await database.db.select({ n: count() }).from(productSearch);
    expect(rows?.n).toBe((await countOf(products)) * TRANSLATED_LOCALES.length);
    const grams = queryGramsOf('zh-HK', '冷衫');
    const found = await database.db
      .select({ name: productSearch.nameFolded })
      .from(productSearch)
      .where(sql`${productSearch.locale} = 'zh-HK' and ${productSearch.grams} @> ${`{${grams.join(',')}}`}::int[] and ${productSearch.nameFolded} like '%冷衫%'`);
    expect(found.length).toBe(3);
  });

  it('leaves a seeded catalog alone on the next start', async () => {
    const before = await countOf(products);
    const outcome = await database.db.transaction((tx) => catalogSeed.run(tx));
    expect(outcome).toBe('skipped');
    expect(await countOf(products)).toBe(before);
  });
});
