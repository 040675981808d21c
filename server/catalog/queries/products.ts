import { and, asc, count, desc, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductDisplay, ProductSort, ProductSummary, ResponsiveImage } from '../../../src/schema/catalog';
import type { TranslatedLocale, UrlLanguage } from '../../../src/schema/languages';
import type { DetailRules } from '../../../src/schema/site-config';
import { PICTURES_SHOWN_ORDER } from '../picture-order';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { collectionProducts, productImages, productTags, productTranslations, products, productVariants } from '../../db/schema/catalog';
import { detailHref } from './hrefs';
import { productImage } from '../images/urls';
import { deepFreeze, parseOptions, pickText, textIn, type StoredProductOptions } from './localized';

export const toMajor = (cents: number) => Math.round(cents) / 100;

/**
 * Products shoppers may see and buy. A draft (not yet) or an archived product (no more) is not
 * listed, searched, shown on its page or sold; past orders, reviews and returns keep it.
 * The value is written into the statement, not sent as a parameter: the category listings'
 * indexes hold the products on sale only, and a planner given a parameter cannot know a
 * reused plan's value will match them.
 */
export const onSale = () => sql`${products.status} = 'active'`;

/**
 * A variant's units a shopper may buy, for a select over `product_variants`: none while its
 * product is not on sale, so a cart holding it shows it gone and a checkout cannot take it.
 * Spelled with the table's own name: inside a select's fields drizzle leaves columns unqualified.
 */
export function unitsForSale(): SQL<number> {
  const variants = sql.raw(`"${getTableName(productVariants)}"`);
  return sql<number>`(case when exists (select 1 from ${products} sale where sale.id = ${variants}."product_id" and sale.status = 'active') then ${variants}."stock" else 0 end)`.mapWith(Number);
}

export type ListingScope = { kind: 'categories'; ids: number[] } | { kind: 'tag'; id: number } | { kind: 'collection'; id: number };

export type ProductPage = { ids: number[]; total: number };

function orderOf(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price-desc':
      return [desc(products.priceCents), asc(products.id)];
    case 'newest':
      return [desc(products.publishedAt), desc(products.id)];
    default:
      return [asc(products.featuredRank), asc(products.id)];
  }
}

/** Selected beside a page's ids: how many rows the whole query matches, on every row of the page. */
export const matchedTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page of ids and its listing's total from one query (`matchedTotal` selected beside the ids).
 * A page past the end has no row to carry the total: only then is it counted on its own.
 */
export async function productPageOf(rows: readonly { id: number; total: number }[], offset: number, counted: () => Promise<{ total: number }[]>): Promise<ProductPage> {
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? (offset > 0 ? ((await counted())[0]?.total ?? 0) : 0) };
}

/**
 * One page of product ids in a category tree, tag or collection. How many there are is asked
 * apart (`countOnSale`): counted beside the page (`count(*) over ()`), every matching row was
 * read and sorted for a page of 24, 45 ms on a category of 40,000 products, where the page
 * alone reads 24 rows down an index.
 */
export async function listProductIds(db: Database, scope: ListingScope, sort: ProductSort, page: number, pageSize: number): Promise<number[]> {
  const query = preparedOnce(db, `listing:${scope.kind}:${sort}`, (name) => {
    const ids = db.select({ id: products.id });
    const listed =
      scope.kind === 'categories'
        ? ids.from(products).where(and(sql`${products.categoryId} = any(${sql.placeholder('scope')}::integer[])`, onSale())).$dynamic()
        : scope.kind === 'tag'
          ? ids.from(productTags).innerJoin(products, eq(products.id, productTags.productId)).where(and(eq(productTags.tagId, sql.placeholder('scope')), onSale())).$dynamic()
          : ids.from(collectionProducts).innerJoin(products, eq(products.id, collectionProducts.productId)).where(and(eq(collectionProducts.collectionId, sql.placeholder('scope')), onSale())).$dynamic();
    // A collection's "featured" order is the merchant's curated order.
    const order = scope.kind === 'collection' && sort === 'featured' ? [asc(collectionProducts.position), asc(products.id)] : orderOf(sort);
    return listed.orderBy(...order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
  const rows = await query.execute({ scope: scope.kind === 'categories' ? scope.ids : scope.id, limit: pageSize, offset: (page - 1) * pageSize });
  return rows.map((row) => row.id);
}

/** How many products are on sale in each category (its own, not its sub-categories'), tag or collection, by its id. */
export type OnSaleCounts = ReadonlyMap<number, number>;

/** Every category's, tag's or collection's count of products on sale, in one grouped query. */
export async function countOnSale(db: Database, kind: ListingScope['kind']): Promise<OnSaleCounts> {
  const counted = count().mapWith(Number);
  const rows =
    kind === 'categories'
      ? await db.select({ id: products.categoryId, count: counted }).from(products).where(onSale()).groupBy(products.categoryId)
      : kind === 'tag'
        ? await db.select({ id: productTags.tagId, count: counted }).from(productTags).innerJoin(products, eq(products.id, productTags.productId)).where(onSale()).groupBy(productTags.tagId)
        : await db
            .select({ id: collectionProducts.collectionId, count: counted })
            .from(collectionProducts)
            .innerJoin(products, eq(products.id, collectionProducts.productId))
            .where(onSale())
            .groupBy(collectionProducts.collectionId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** How many products a listing holds, from the counts of its kind. */
export function totalOf(counts: OnSaleCounts, scope: ListingScope): number {
  const ids = scope.kind === 'categories' ? scope.ids : [scope.id];
  return ids.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
}

type ImageRow = { position: number; width: number; height: number; alt: unknown };

export type ProductRecord = {
  id: number;
  slug: string;
  categoryId: number;
  currency: string;
  priceCents: number;
  linePriceCents: number | null;
  inStock: boolean;
  options: StoredProductOptions;
  name: string;
  /** Read only when asked for (`withDescription`), else empty: listings draw no description. */
  description: ProductDescription;
  seoTitle: string;
  seoDescription: string;
  images: ResponsiveImage[];
  /** The display flags this product turns off. */
  display: ProductDisplay | undefined;
  /** Each picture's number (`product_images.position`), as `images` orders them (the merchant's order, not the numbers'): numbers have gaps where pictures were removed. */
  imagePositions: number[];
};

/** A product's description as written, and as cleaned when it was written (server/pages/clean-html.ts). */
export type ProductDescription = { html: string; cleanHtml: unknown };

/** Products on sale by id with their text in the page language and their pictures, in the order of `ids`. */
export async function loadProducts(
  db: Database,
  ids: readonly number[],
  locales: readonly TranslatedLocale[],
  options: { imageLimit?: number; withDescription?: boolean } = {},
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  // One round trip: the embedded database answers one query at a time, so a listing's three
  // (rows, text, pictures) kept every other page waiting three times.
  const key = `products:${locales.join(',')}:${options.imageLimit ?? 'all'}:${options.withDescription ? 'described' : 'plain'}`;
  const query = preparedOnce(db, key, (name) =>
    db
      .select({ product: PRODUCT_COLUMNS, ...textAndPictures(locales, options) })
      .from(products)
      .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`, onSale()))
      .prepare(name),
  );
  const rows = await query.execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [recordOf(row.product, row.translations ?? [], row.images ?? [], locales)] : [];
  });
}

/** A product's row with its options as stored text: `parseOptions` checks each distinct text once, not every product's copy on every page. */
const PRODUCT_COLUMNS = { ...getTableColumns(products), options: sql<string>`${products.options}::text` };

/** The current row of `products` in a subquery: drizzle names a column without its table inside a select, and there a bare "id" is the inner table's. */
const PRODUCT_ID = sql.raw(`"${getTableName(products)}"."id"`);

/** A product's text in these locales (English last) and its pictures in order, as columns of a select from `products`. */
function textAndPictures(locales: readonly TranslatedLocale[], options: { imageLimit?: number; withDescription?: boolean }) {
  const t = productTranslations;
  const i = productImages;
  const description = options.withDescription ? sql`${t.descriptionHtml}` : sql`''`;
  const cleanHtml = options.withDescription ? sql`${t.cleanHtml}` : sql`null`;
  // The first pictures in the merchant's order, whatever their numbers.
  const onlyFirst = options.imageLimit === undefined ? sql`` : sql` order by ${PICTURES_SHOWN_ORDER} limit ${options.imageLimit}`;
  const shown = sql`(select ${i.position}, ${i.rank}, ${i.width}, ${i.height}, ${i.alt} from ${i} where ${i.productId} = ${PRODUCT_ID}${onlyFirst}) ${i}`;
  return {
    translations: sql<TranslationRow[] | null>`(select json_agg(json_build_object('locale', ${t.locale}, 'name', ${t.name}, 'descriptionHtml', ${description}, 'cleanHtml', ${cleanHtml}, 'seoTitle', ${t.seoTitle}, 'seoDescription', ${t.seoDescription})) from ${t} where ${t.productId} = ${PRODUCT_ID} and ${inArray(t.locale, [...locales, 'en'])})`,
    images: sql<ImageRow[] | null>`(select json_agg(json_build_object('position', ${i.position}, 'width', ${i.width}, 'height', ${i.height}, 'alt', ${i.alt}) order by ${PICTURES_SHOWN_ORDER}) from ${shown})`,
  };
}

type TranslationRow = { locale: string; name: string; descriptionHtml: string; cleanHtml: unknown; seoTitle: string; seoDescription: string };

/** A product row with its text in the best locale of the chain (English last) and its pictures. */
function recordOf(row: typeof products.$inferSelect, translations: readonly TranslationRow[], images: readonly ImageRow[], locales: readonly TranslatedLocale[]): ProductRecord {
  const text = [...locales, 'en'].map((locale) => translations.find((candidate) => candidate.locale === locale)).find((found) => found !== undefined);
  const name = text?.name ?? row.slug;
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    currency: row.currency,
    priceCents: row.priceCents,
    linePriceCents: row.linePriceCents,
    inStock: row.inStock,
    options: parseOptions(row.options),
    name,
    description: { html: text?.descriptionHtml ?? '', cleanHtml: text?.cleanHtml ?? null },
    seoTitle: text?.seoTitle ?? '',
    seoDescription: text?.seoDescription ?? '',
    // A picture described only in another language is described by the product's name here, never in a language the page is not in.
    images: images.map((image) => productImage(row.slug, image.position, (textIn(image.alt, locales[0] ?? 'en') || name).slice(0, 300))),
    imagePositions: images.map((image) => image.position),
    display: displayOf(row),
  };
}

/** Only the flags a product turns off travel with it; most turn none off, and then nothing does. */
function displayOf(row: { showSlideImage: boolean; showFavorite: boolean; showCart: boolean }): ProductDisplay | undefined {
  const off: ProductDisplay = {
    ...(row.showSlideImage ? {} : { showSlideImage: false }),
    ...(row.showFavorite ? {} : { showFavorite: false }),
    ...(row.showCart ? {} : { showCart: false }),
  };
  return Object.keys(off).length > 0 ? off : undefined;
}

export type VariantRow = {
  id: number;
  sku: string;
  position: number;
  optionValues: unknown;
  priceCents: number;
  linePriceCents: number | null;
  stock: number;
  imagePosition: number;
};

/**
 * A product page's own data in one query: the product by its slug, its text in these locales
 * (description included), its pictures, its variants in their order and its tag ids. The
 * embedded database answers one query at a time, so each query a page saves is time every
 * other page waits less.
 */
export async function loadProductPage(
  db: Database,
  slug: string,
  locales: readonly TranslatedLocale[],
): Promise<{ record: ProductRecord; variants: VariantRow[]; tagIds: number[] } | null> {
  const v = productVariants;
  const query = preparedOnce(db, `product_page:${locales.join(',')}`, (name) =>
    db
      .select({
        product: PRODUCT_COLUMNS,
        ...textAndPictures(locales, { withDescription: true }),
        variants: sql<VariantRow[] | null>`(select json_agg(json_build_object('id', ${v.id}, 'sku', ${v.sku}, 'position', ${v.position}, 'optionValues', ${v.optionValues}, 'priceCents', ${v.priceCents}, 'linePriceCents', ${v.linePriceCents}, 'stock', ${v.stock}, 'imagePosition', ${v.imagePosition}) order by ${v.position}, ${v.id}) from ${v} where ${v.productId} = ${PRODUCT_ID})`,
        tagIds: sql<number[] | null>`(select json_agg(${productTags.tagId}) from ${productTags} where ${productTags.productId} = ${PRODUCT_ID})`,
      })
      .from(products)
      .where(and(eq(products.slug, sql.placeholder('slug')), onSale()))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ slug });
  if (!row) return null;
  return {
    record: recordOf(row.product, row.translations ?? [], row.images ?? [], locales),
    variants: row.variants ?? [],
    tagIds: row.tagIds ?? [],
  };
}

type Swatch = ProductSummary['swatches'][number];

/** Swatches made, by option set and language chain: see `swatchesOf`. */
const swatchesMade = new WeakMap<StoredProductOptions, Map<string, Swatch[]>>();

/**
 * A card's colour swatches, in the page's language. Options parsed from the stored text are one
 * frozen object per distinct set (`parseOptions`), shared by every product with the same sizes
 * and colours: their swatches are made once per language and shared as well, frozen. Making
 * them for each of a listing's cards was 10–15 µs a card.
 */
export function swatchesOf(options: StoredProductOptions, locales: readonly TranslatedLocale[]): Swatch[] {
  if (!Object.isFrozen(options)) return swatchesFrom(options, locales);
  let byLocales = swatchesMade.get(options);
  if (!byLocales) swatchesMade.set(options, (byLocales = new Map()));
  const key = locales.join();
  let swatches = byLocales.get(key);
  if (!swatches) byLocales.set(key, (swatches = deepFreeze(swatchesFrom(options, locales))));
  return swatches;
}

function swatchesFrom(options: StoredProductOptions, locales: readonly TranslatedLocale[]): Swatch[] {
  return options
    .flatMap((option) => option.values)
    .flatMap((value) => (value.swatch ? [{ label: pickText(value.label, locales).slice(0, 80) || value.code, color: value.swatch }] : []))
    .slice(0, 12);
}

export function summaryOf(record: ProductRecord, rules: DetailRules, lang: UrlLanguage, locales: readonly TranslatedLocale[]): ProductSummary {
  const linePrice = record.linePriceCents !== null && record.linePriceCents > record.priceCents ? toMajor(record.linePriceCents) : null;
  return {
    slug: record.slug,
    href: detailHref(rules, lang, 'product', record.slug),
    name: record.name.slice(0, 200),
    price: toMajor(record.priceCents),
    linePrice,
    currency: record.currency,
    image: record.images[0] ?? null,
    hoverImage: record.images[1] ?? null,
    inStock: record.inStock,
    swatches: swatchesOf(record.options, locales),
    ...(record.display ? { display: record.display } : {}),
  };
}

/** Listing cards for these ids, in their order. */
export async function productSummaries(db: Database, ids: readonly number[], rules: DetailRules, lang: UrlLanguage, locales: readonly TranslatedLocale[]): Promise<ProductSummary[]> {
  const records = await loadProducts(db, ids, locales, { imageLimit: 2 });
  return records.map((record) => summaryOf(record, rules, lang, locales));
}
