import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ART_KINDS, type ArtKind } from '../server/catalog/images/objects';
import { BACKDROPS, type Backdrop } from '../server/catalog/images/scenes';
import { categoryPathOf, searchRowsOf } from '../server/catalog/search-rows';
import { openDatabase, type Database } from '../server/db/database';
import { categories, productImages, products, productSearch, productTags, productTranslations, productVariants, tags } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { cleanHtmlOf, type CleanHtml } from '../server/pages/clean-html';
import { seedLargeReviews } from './seed-large-reviews';

/*
 * `npm run seed:large`: the demo shop plus 100,000 generated products and a million reviews of
 * them, to measure listing, search and product page latency on a catalog of a real shop's size
 * (see bench/catalog-latency.ts and bench/reviews.ts; the reviews are ./seed-large-reviews.ts).
 *
 * DATA_DIR (default .data/large) is opened the way the server opens it, migrations and the
 * normal seed included. Products are written in batches, one transaction each, so a stopped
 * run keeps what it wrote and the next run carries on from there; a finished run is skipped.
 * Every product is drawn from a generator seeded by its number, so reruns write the same shop.
 */

const TOTAL = Number(process.env.LARGE_PRODUCTS ?? 100_000);
const BATCH = 1_000;
/** Generated slugs end in `-x<number>`, which no hand-written slug does: that is how a rerun counts them. */
const SLUG_MARK = 'x';
const GENERATED_SLUG = `-${SLUG_MARK}[0-9]{6}$`;
const LOCALES = ['en', 'zh-CN', 'zh-HK'] as const;
type Locale = (typeof LOCALES)[number];
type Words = Record<Locale, string>;

const NOUNS: Record<ArtKind, Words> = {
  tee: { en: 'Tee', 'zh-CN': 'T恤', 'zh-HK': 'T恤' },
  hoodie: { en: 'Hoodie', 'zh-CN': '连帽衫', 'zh-HK': '連帽衫' },
  sweater: { en: 'Sweater', 'zh-CN': '毛衣', 'zh-HK': '毛衣' },
  cap: { en: 'Cap', 'zh-CN': '棒球帽', 'zh-HK': '棒球帽' },
  beanie: { en: 'Beanie', 'zh-CN': '针织帽', 'zh-HK': '針織帽' },
  scarf: { en: 'Scarf', 'zh-CN': '围巾', 'zh-HK': '圍巾' },
  sneaker: { en: 'Sneaker', 'zh-CN': '运动鞋', 'zh-HK': '運動鞋' },
  tote: { en: 'Tote Bag', 'zh-CN': '托特包', 'zh-HK': '托特袋' },
  backpack: { en: 'Backpack', 'zh-CN': '双肩包', 'zh-HK': '背囊' },
  lamp: { en: 'Lamp', 'zh-CN': '台灯', 'zh-HK': '枱燈' },
  vase: { en: 'Vase', 'zh-CN': '花瓶', 'zh-HK': '花瓶' },
  candle: { en: 'Candle', 'zh-CN': '香薰蜡烛', 'zh-HK': '香薰蠟燭' },
  cushion: { en: 'Cushion', 'zh-CN': '靠垫', 'zh-HK': '咕𠱸' },
  mug: { en: 'Mug', 'zh-CN': '马克杯', 'zh-HK': '馬克杯' },
  bowl: { en: 'Bowl', 'zh-CN': '碗', 'zh-HK': '碗' },
  plate: { en: 'Plate', 'zh-CN': '餐盘', 'zh-HK': '餐碟' },
  teapot: { en: 'Teapot', 'zh-CN': '茶壶', 'zh-HK': '茶壺' },
  notebook: { en: 'Notebook', 'zh-CN': '笔记本', 'zh-HK': '筆記簿' },
  pen: { en: 'Pen', 'zh-CN': '钢笔', 'zh-HK': '鋼筆' },
};

const MATERIALS: readonly Words[] = [
  { en: 'Linen', 'zh-CN': '亚麻', 'zh-HK': '亞麻' },
  { en: 'Cotton', 'zh-CN': '棉质', 'zh-HK': '棉質' },
  { en: 'Wool', 'zh-CN': '羊毛', 'zh-HK': '羊毛' },
  { en: 'Ceramic', 'zh-CN': '陶瓷', 'zh-HK': '陶瓷' },
  { en: 'Canvas', 'zh-CN': '帆布', 'zh-HK': '帆布' },
  { en: 'Leather', 'zh-CN': '皮革', 'zh-HK': '皮革' },
  { en: 'Bamboo', 'zh-CN': '竹制', 'zh-HK': '竹製' },
  { en: 'Oak', 'zh-CN': '橡木', 'zh-HK': '橡木' },
  { en: 'Cashmere', 'zh-CN': '羊绒', 'zh-HK': '羊絨' },
  { en: 'Stoneware', 'zh-CN': '粗陶', 'zh-HK': '粗陶' },
  { en: 'Recycled', 'zh-CN': '再生', 'zh-HK': '再生' },
  { en: 'Organic', 'zh-CN': '有机', 'zh-HK': '有機' },
];

const ADJECTIVES: readonly Words[] = [
  { en: 'Everyday', 'zh-CN': '日常', 'zh-HK': '日常' },
  { en: 'Harbour', 'zh-CN': '港湾', 'zh-HK': '港灣' },
  { en: 'Quiet', 'zh-CN': '静谧', 'zh-HK': '靜謐' },
  { en: 'Morning', 'zh-CN': '晨光', 'zh-HK': '晨光' },
  { en: 'Coastal', 'zh-CN': '海岸', 'zh-HK': '海岸' },
  { en: 'Studio', 'zh-CN': '工作室', 'zh-HK': '工作室' },
  { en: 'Weekend', 'zh-CN': '周末', 'zh-HK': '週末' },
  { en: 'Classic', 'zh-CN': '经典', 'zh-HK': '經典' },
  { en: 'Mountain', 'zh-CN': '山野', 'zh-HK': '山野' },
  { en: 'Garden', 'zh-CN': '花园', 'zh-HK': '花園' },
  { en: 'Travel', 'zh-CN': '旅行', 'zh-HK': '旅行' },
  { en: 'Nordic', 'zh-CN': '北欧', 'zh-HK': '北歐' },
  { en: 'Soft', 'zh-CN': '柔软', 'zh-HK': '柔軟' },
  { en: 'Urban', 'zh-CN': '都市', 'zh-HK': '都市' },
  { en: 'Heritage', 'zh-CN': '传承', 'zh-HK': '傳承' },
  { en: 'Sunlit', 'zh-CN': '暖阳', 'zh-HK': '暖陽' },
];

const COLOURS: readonly { code: string; swatch: string; label: Words }[] = [
  { code: 'blue', swatch: '#3d5a80', label: { en: 'Blue', 'zh-CN': '蓝色', 'zh-HK': '藍色' } },
  { code: 'sage', swatch: '#8a9a5b', label: { en: 'Sage', 'zh-CN': '鼠尾草绿', 'zh-HK': '鼠尾草綠' } },
  { code: 'rust', swatch: '#b7472a', label: { en: 'Rust', 'zh-CN': '铁锈红', 'zh-HK': '鐵鏽紅' } },
  { code: 'sand', swatch: '#c2b280', label: { en: 'Sand', 'zh-CN': '沙色', 'zh-HK': '沙色' } },
  { code: 'charcoal', swatch: '#36454f', label: { en: 'Charcoal', 'zh-CN': '炭灰', 'zh-HK': '炭灰' } },
  { code: 'cream', swatch: '#f3e9d2', label: { en: 'Cream', 'zh-CN': '奶油白', 'zh-HK': '忌廉白' } },
];

const SIZES = ['s', 'm', 'l'] as const;
const SIZED_KINDS: ReadonlySet<ArtKind> = new Set(['tee', 'hoodie', 'sweater', 'sneaker']);
const COLOUR_NAME: Words = { en: 'Colour', 'zh-CN': '颜色', 'zh-HK': '顏色' };
const SIZE_NAME: Words = { en: 'Size', 'zh-CN': '尺码', 'zh-HK': '尺碼' };
const BACKDROP_NAMES = Object.keys(BACKDROPS).filter((name): name is Backdrop => name in BACKDROPS);
const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 1);

/** A small deterministic generator (mulberry32): the same product number gives the same product. */
function randomFor(seed: number): () => number {
  let state = (seed * 0x9e3779b1) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

type Shop = {
  /** Art kind → leaf categories that already hold that kind in the demo shop (else every leaf). */
  categoriesByKind: Map<ArtKind, number[]>;
  leaves: number[];
  /** Category id → the category and its ancestors, root last. */
  pathOf: Map<number, number[]>;
  tagIds: number[];
};

const categoryRowSchema = z.object({ id: z.number(), parentId: z.number().nullable() });
const kindRowSchema = z.object({ kind: z.enum(ART_KINDS), categoryId: z.number() });

async function readShop(db: Database): Promise<Shop> {
  const categoryRows = z.array(categoryRowSchema).parse(await db.select({ id: categories.id, parentId: categories.parentId }).from(categories));
  if (categoryRows.length === 0) throw new Error('The demo catalog has no categories: the normal seed should have written them before this script runs.');
  const parentOf = new Map(categoryRows.map((row) => [row.id, row.parentId]));
  const parents = new Set(categoryRows.flatMap((row) => (row.parentId === null ? [] : [row.parentId])));
  const leaves = categoryRows.filter((row) => !parents.has(row.id)).map((row) => row.id);
  const pathOf = new Map<number, number[]>();
  for (const row of categoryRows) {
    pathOf.set(row.id, categoryPathOf(row.id, parentOf));
  }
  const kindRows = z
    .array(kindRowSchema)
    .parse(await db.selectDistinct({ kind: products.artKind, categoryId: products.categoryId }).from(products).where(sql`${products.slug} !~ ${GENERATED_SLUG} and ${products.artKind} is not null`));
  const categoriesByKind = new Map<ArtKind, number[]>();
  for (const row of kindRows) categoriesByKind.set(row.kind, [...(categoriesByKind.get(row.kind) ?? []), row.categoryId]);
  const tagIds = (await db.select({ id: tags.id }).from(tags)).map((row) => row.id);
  return { categoriesByKind, leaves, pathOf, tagIds };
}

function slugOf(number: number, words: { adjective: Words; material: Words; kind: ArtKind }): string {
  const base = `${words.adjective.en}-${words.material.en}-${words.kind}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${base}-${SLUG_MARK}${String(number).padStart(6, '0')}`;
}

/** One generated product and every row that belongs to it, before ids are known. */
function generateProduct(number: number, shop: Shop) {
  const random = randomFor(number);
  const kind = pick(ART_KINDS, random);
  const material = pick(MATERIALS, random);
  const adjective = pick(ADJECTIVES, random);
  const categoryId = pick(shop.categoriesByKind.get(kind) ?? shop.leaves, random);
  const colours = [pick(COLOURS, random), pick(COLOURS, random)].filter((colour, index, all) => all.indexOf(colour) === index);
  const sizes = SIZED_KINDS.has(kind) ? SIZES.slice(0, 2 + Math.floor(random() * 2)) : [];
  const basePrice = 500 + Math.floor(random() * 195) * 100 + 99;
  const reduced = random() < 0.2;
  const inStock = random() < 0.9;
  const publishedAt = new Date(NOW - Math.floor(random() * 730 * DAY_MS));
  const featuredRank = 1 + Math.floor(random() * 1000);
  const modelNumber = 100 + (number % 900);

  // Chinese names run the words together, as shoppers write them; English spaces them.
  const names: Words = {
    en: `${adjective.en} ${material.en} ${NOUNS[kind].en} ${modelNumber}`,
    'zh-CN': `${adjective['zh-CN']}${material['zh-CN']}${NOUNS[kind]['zh-CN']} ${modelNumber}`,
    'zh-HK': `${adjective['zh-HK']}${material['zh-HK']}${NOUNS[kind]['zh-HK']} ${modelNumber}`,
  };

  const options = [
    { code: 'color', name: COLOUR_NAME, values: colours.map((colour) => ({ code: colour.code, label: colour.label, swatch: colour.swatch })) },
    ...(sizes.length > 0 ? [{ code: 'size', name: SIZE_NAME, values: sizes.map((size) => ({ code: size, label: { en: size.toUpperCase(), 'zh-CN': size.toUpperCase(), 'zh-HK': size.toUpperCase() }, swatch: null })) }] : []),
  ];
  const variants = colours.flatMap((colour, colourIndex) =>
    (sizes.length > 0 ? sizes : [null]).map((size) => ({
      sku: `G${String(number).padStart(6, '0')}-${colour.code.toUpperCase()}${size ? `-${size.toUpperCase()}` : ''}`,
      optionValues: size ? { color: colour.code, size } : { color: colour.code },
      priceCents: basePrice + (size === 'l' ? 200 : 0),
      linePriceCents: reduced ? basePrice + 1000 + (size === 'l' ? 200 : 0) : null,
      stock: inStock ? 1 + Math.floor(random() * 40) : 0,
      imagePosition: Math.min(colourIndex + 1, 2),
    })),
  );
  const images = [1, 2].map((position) => {
    const colour = colours[Math.min(position - 1, colours.length - 1)] ?? pick(COLOURS, random);
    return {
      position,
      alt: Object.fromEntries(LOCALES.map((locale) => [locale, `${names[locale]} – ${colour.label[locale]}`])),
      art: { scene: position === 1 ? 'hero' : 'angle', color: colour.swatch, accent: pick(COLOURS, random).swatch, backdrop: pick(BACKDROP_NAMES, random) },
    };
  });
  const tagIds = shop.tagIds.length === 0 ? [] : [...new Set([pick(shop.tagIds, random), ...(random() < 0.5 ? [pick(shop.tagIds, random)] : [])])];
  const description = (locale: Locale) => `<p>${names[locale]}</p>`;

  return {
    product: { slug: slugOf(number, { adjective, material, kind }), categoryId, artKind: kind, priceCents: basePrice, linePriceCents: reduced ? basePrice + 1000 : null, inStock, featuredRank, publishedAt, options },
    names,
    description,
    variants,
    images,
    tagIds,
  };
}

async function countGenerated(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(sql`${products.slug} ~ ${GENERATED_SLUG}`);
  return row?.count ?? 0;
}

/**
 * Descriptions cleaned as the shop cleans what a merchant writes, so the server's first start on
 * this catalog has no HTML left to clean (server/pages/clean-html-step.ts: 300,000 descriptions
 * took it five minutes before it answered). Generated descriptions repeat, so each is cleaned once.
 */
const cleaned = new Map<string, CleanHtml>();
function cleanDescription(html: string): CleanHtml {
  let clean = cleaned.get(html);
  if (!clean) cleaned.set(html, (clean = cleanHtmlOf([html])));
  return clean;
}

async function writeBatch(db: Database, shop: Shop, from: number, to: number): Promise<void> {
  const generated = Array.from({ length: to - from }, (_, offset) => generateProduct(from + offset + 1, shop));
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(products).values(generated.map((item) => item.product)).returning({ id: products.id, slug: products.slug });
    const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
    const withIds = generated.map((item) => {
      const id = idOf.get(item.product.slug);
      if (id === undefined) throw new Error(`Product ${item.product.slug} was not written`);
      return { ...item, id };
    });
    await tx.insert(productTranslations).values(
      withIds.flatMap((item) =>
        LOCALES.map((locale) => {
          const descriptionHtml = item.description(locale);
          return { productId: item.id, locale, name: item.names[locale], descriptionHtml, cleanHtml: cleanDescription(descriptionHtml), seoTitle: item.names[locale], seoDescription: '' };
        }),
      ),
    );
    await tx.insert(productImages).values(withIds.flatMap((item) => item.images.map((image) => ({ productId: item.id, ...image, rank: image.position, width: 1280, height: 1600 }))));
    await tx.insert(productVariants).values(withIds.flatMap((item) => item.variants.map((variant, index) => ({ productId: item.id, position: index + 1, ...variant }))));
    const tagRows = withIds.flatMap((item) => item.tagIds.map((tagId) => ({ tagId, productId: item.id })));
    if (tagRows.length > 0) await tx.insert(productTags).values(tagRows);
    // The search copy, cut with the same functions the search query uses.
    await tx.insert(productSearch).values(
      withIds.flatMap((item) =>
        searchRowsOf({
          productId: item.id,
          names: item.names,
          categoryId: item.product.categoryId,
          categoryPath: shop.pathOf.get(item.product.categoryId) ?? [item.product.categoryId],
          tagIds: item.tagIds,
          priceCents: item.product.priceCents,
          featuredRank: item.product.featuredRank,
          publishedAt: item.product.publishedAt,
          inStock: item.product.inStock,
        }),
      ),
    );
  });
}

/**
 * Rows were written product by product, each locale's row beside the others', so a broad
 * search in one language read a page of the table for nearly every row it matched. Sorted
 * by locale (then featured rank), one language's rows share a third of the pages: a
 * two-letter English search on 100k products reads ~3,400 pages instead of ~10,000, and its
 * grouped pass went from ~100 to ~60 ms on a busy 2-core machine. PostgreSQL does not keep this order for later writes; a bulk
 * import is where it pays to sort again.
 */
async function orderSearchRows(db: Database): Promise<void> {
  // `cluster` sorts by an index; search itself reads through the gram index alone, so this one lives only for the sort.
  await db.execute(sql`create index product_search_by_locale on product_search (locale, featured_rank, product_id)`);
  await db.execute(sql`cluster product_search using product_search_by_locale`);
  await db.execute(sql`drop index product_search_by_locale`);
  await db.execute(sql`analyze product_search`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = resolve(process.env.DATA_DIR ?? '.data/large');
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    console.log(`Database ${database.location} (${database.driver}); normal seed: ${JSON.stringify(await seedDatabase(database.db))}`);
    const already = await countGenerated(database.db);
    if (already >= TOTAL) {
      console.log(`The ${already.toLocaleString('en')} generated products are already there; only ordering the search rows.`);
      await orderSearchRows(database.db);
      await seedLargeReviews(database.db, GENERATED_SLUG);
      return;
    }
    const shop = await readShop(database.db);
    console.log(`Writing ${(TOTAL - already).toLocaleString('en')} products over ${shop.leaves.length} leaf categories and ${shop.tagIds.length} tags…`);
    for (let from = already; from < TOTAL; from += BATCH) {
      const to = Math.min(TOTAL, from + BATCH);
      await writeBatch(database.db, shop, from, to);
      if (to % 10_000 === 0 || to === TOTAL) console.log(`  ${to.toLocaleString('en')} / ${TOTAL.toLocaleString('en')}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    await orderSearchRows(database.db);
    // Fresh statistics, or the planner guesses from an empty table; vacuum also empties the GIN pending list.
    for (const table of ['products', 'product_translations', 'product_images', 'product_variants', 'product_tags', 'product_search']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    await seedLargeReviews(database.db, GENERATED_SLUG);
  } finally {
    await database.close();
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
