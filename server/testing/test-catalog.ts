import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database, DatabaseHandle } from '../db/database';
import { openTestDatabase } from './test-database';
import {
  articles,
  categories,
  collectionProducts,
  collections,
  productImages,
  productSearch,
  productTags,
  productTranslations,
  products,
  productVariants,
  tags,
} from '../db/schema';
import { coreSeed, seedDatabase } from '../demo/seed';
import { foldText, indexGramsOf } from '../catalog/queries/search-text';
import { catalogTemplatesSeed } from '../demo/templates';

/*
 * A small catalog written straight into the tables for the page data tests, so each
 * assertion can name exact products, prices and orders. 30 tees fill more than one page.
 */

export const TEE_COUNT = 30;
export const ORIGIN = 'http://shop.test';

type Names = Record<TranslatedLocale, string>;
const taxonomyText = (names: Names) =>
  Object.fromEntries(Object.entries(names).map(([locale, name]) => [locale, { name, description: `${name}.`, seoTitle: '', seoDescription: '' }]));

export type TestShop = { handle: DatabaseHandle; close(): Promise<void> };

export async function openTestShop(): Promise<TestShop> {
  const handle = await openTestDatabase();
  await seedDatabase(handle.db, [coreSeed, catalogTemplatesSeed]);
  await insertTestCatalog(handle.db);
  return { handle, close: () => handle.close() };
}

async function insertProduct(
  db: Database,
  input: {
    slug: string;
    categoryId: number;
    categoryPath: number[];
    names: Names;
    variants: { sku: string; color: string; priceCents: number; linePriceCents?: number; stock: number; image: number }[];
    featuredRank: number;
    publishedAt: Date;
    tagIds: number[];
  },
) {
  const prices = input.variants.map((variant) => variant.priceCents);
  const cheapest = input.variants.find((variant) => variant.priceCents === Math.min(...prices));
  const inStock = input.variants.some((variant) => variant.stock > 0);
  const [row] = await db
    .insert(products)
    .values({
      slug: input.slug,
      categoryId: input.categoryId,
      artKind: 'tee',
      priceCents: cheapest?.priceCents ?? 0,
      linePriceCents: cheapest?.linePriceCents ?? null,
      inStock,
      featuredRank: input.featuredRank,
      publishedAt: input.publishedAt,
      options: [
        {
          code: 'color',
          name: { en: 'Colour', 'zh-CN': '颜色', 'zh-HK': '顏色' },
          values: input.variants.map((variant) => ({ code: variant.color, label: { en: variant.color, 'zh-CN': variant.color, 'zh-HK': variant.color }, swatch: '#336699' })),
        },
      ],
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert failed');
  const productId = row.id;
  await db.insert(productTranslations).values(
    (Object.entries(input.names) as [TranslatedLocale, string][]).map(([locale, name]) => ({
      productId,
      locale,
      name,
      descriptionHtml: `<p>${name}</p>`,
      seoTitle: locale === 'en' ? `${name} | SEO` : '',
      seoDescription: `About ${name}`,
    })),
  );
  await db.insert(productImages).values(
    [1, 2, 3].map((position) => ({ productId, position, rank: position, width: 1280, height: 1600, alt: { en: `${input.names.en} view ${position}` }, art: {} })),
  );
  await db.insert(productVariants).values(
    input.variants.map((variant, position) => ({
      productId,
      sku: variant.sku,
      position,
      optionValues: { color: variant.color },
      priceCents: variant.priceCents,
      linePriceCents: variant.linePriceCents ?? null,
      stock: variant.stock,
      imagePosition: variant.image,
    })),
  );
  if (input.tagIds.length > 0) await db.insert(productTags).values(input.tagIds.map((tagId) => ({ tagId, productId })));
  await db.insert(productSearch).values(
    (Object.entries(input.names) as [TranslatedLocale, string][]).map(([locale, name]) => ({
      productId,
      locale,
      nameFolded: foldText(name),
      grams: indexGramsOf(locale, name),
      categoryId: input.categoryId,
      categoryPath: input.categoryPath,
      tagIds: input.tagIds,
      priceCents: cheapest?.priceCents ?? 0,
      featuredRank: input.featuredRank,
      publishedAt: input.publishedAt,
      inStock,
    })),
  );
  return productId;
}

export async function insertTestCatalog(db: Database) {
  const category = async (slug: string, parentId: number | null, position: number, names: Names) => {
    const [row] = await db.insert(categories).values({ slug, parentId, position, translations: taxonomyText(names), art: { kind: 'plain' } }).returning({ id: categories.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  };
  const apparel = await category('apparel', null, 0, { en: 'Apparel', 'zh-CN': '服饰', 'zh-HK': '服飾' });
  const tops = await category('tops', apparel, 0, { en: 'Tops', 'zh-CN': '上衣', 'zh-HK': '上衣' });
  const home = await category('home', null, 1, { en: 'Home', 'zh-CN': '家居', 'zh-HK': '家居' });
  const kitchen = await category('kitchen', home, 0, { en: 'Kitchen', 'zh-CN': '厨房', 'zh-HK': '廚房' });

  const [gift] = await db.insert(tags).values({ slug: 'gift-ideas', translations: taxonomyText({ en: 'Gift ideas', 'zh-CN': '礼物灵感', 'zh-HK': '禮物靈感' }) }).returning({ id: tags.id });
  if (!gift) throw new Error('insert failed');

  const teeIds: number[] = [];
  for (let index = 0; index < TEE_COUNT; index += 1) {
    const number = String(index + 1).padStart(2, '0');
    teeIds.push(
      await insertProduct(db, {
        slug: `cotton-tee-${number}`,
        categoryId: tops,
        categoryPath: [apparel, tops],
        names: { en: `Cotton tee ${number}`, 'zh-CN': `纯棉T恤 ${number}`, 'zh-HK': `純棉T恤 ${number}` },
        // Prices out of step with the featured order, so each sort gives a different first product.
        variants: [
          { sku: `TEE-${number}-S`, color: 'sage', priceCents: 1000 + ((index * 7) % TEE_COUNT) * 100, stock: index % 5 === 0 ? 0 : 4, image: 1 },
          { sku: `TEE-${number}-N`, color: 'navy', priceCents: 1000 + ((index * 7) % TEE_COUNT) * 100 + 500, stock: 2, image: 2 },
        ],
        featuredRank: TEE_COUNT - index,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
        tagIds: index < 3 ? [gift.id] : [],
      }),
    );
  }
  await insertProduct(db, {
    slug: 'ceramic-teacup',
    categoryId: kitchen,
    categoryPath: [home, kitchen],
    names: { en: 'Ceramic teacup', 'zh-CN': '陶瓷茶杯', 'zh-HK': '手工陶瓷茶杯' },
    variants: [{ sku: 'CUP-WHITE', color: 'white', priceCents: 1800, linePriceCents: 2400, stock: 6, image: 1 }],
    featuredRank: 1,
    publishedAt: new Date(Date.UTC(2025, 5, 1)),
    tagIds: [gift.id],
  });
  await insertProduct(db, {
    slug: 'stoneware-teapot',
    categoryId: kitchen,
    categoryPath: [home, kitchen],
    names: { en: 'Stoneware teapot', 'zh-CN': '粗陶茶壶', 'zh-HK': '粗陶茶壺' },
    variants: [{ sku: 'POT-GREEN', color: 'green', priceCents: 5400, stock: 0, image: 1 }],
    featuredRank: 2,
    publishedAt: new Date(Date.UTC(2025, 6, 1)),
    tagIds: [],
  });

  const [summer] = await db
    .insert(collections)
    .values({ slug: 'summer-edit', translations: taxonomyText({ en: 'The summer edit', 'zh-CN': '夏日精选', 'zh-HK': '夏日精選' }), art: null })
    .returning({ id: collections.id });
  if (!summer) throw new Error('insert failed');
  // Curated order: the last tee first.
  await db.insert(collectionProducts).values([teeIds[29], teeIds[0], teeIds[5]].map((productId, position) => ({ collectionId: summer.id, productId: productId ?? 0, position })));

  await db.insert(articles).values(
    [1, 2, 3, 4].map((index) => ({
      slug: `journal-${index}`,
      author: 'Mei Lin',
      publishedAt: new Date(Date.UTC(2026, 1, index)),
      translations: {
        en: { title: `Journal entry ${index}`, summary: `Summary ${index}.`, bodyHtml: `<p>Body ${index}</p>`, seoTitle: '', seoDescription: '' },
        'zh-HK': { title: `日誌 ${index}`, summary: `摘要 ${index}。`, bodyHtml: `<p>內容 ${index}</p>`, seoTitle: '', seoDescription: '' },
      },
      art: { kind: 'plain' },
    })),
  );
}
