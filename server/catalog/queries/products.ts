import { and, asc, count, desc, eq, getTableName, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort, ProductSummary, ResponsiveImage } from '../../../src/schema/catalog';
import type { TranslatedLocale, UrlLanguage } from '../../../src/schema/languages';
import type { DetailRules } from '../../../src/schema/site-config';
import type { Database } from '../../db/database';
import { collectionProducts, productImages, productTags, productTranslations, products, productVariants } from '../../db/schema/catalog';
import { detailHref } from './hrefs';
import { productImage } from '../images/urls';
import { parseOptions, pickText, type StoredProductOptions } from './localized';

export const toMajor = (cents: number) => Math.round(cents) / 100;

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

/** One page of product ids in a category tree, tag or collection, and how many there are. */
export async function listProductIds(db: Database, scope: ListingScope, sort: ProductSort, page: number, pageSize: number): Promise<ProductPage> {
  const offset = (page - 1) * pageSize;
  if (scope.kind === 'categories') {
    const where = inArray(products.categoryId, scope.ids);
    const [rows, [counted]] = await Promise.all([
      db.select({ id: products.id }).from(products).where(where).orderBy(...orderOf(sort)).limit(pageSize).offset(offset),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
  }
  if (scope.kind === 'tag') {
    const where = eq(productTags.tagId, scope.id);
    const [rows, [counted]] = await Promise.all([
      db.select({ id: products.id }).from(productTags).innerJoin(products, eq(products.id, productTags.productId)).where(where).orderBy(...orderOf(sort)).limit(pageSize).offset(offset),
      db.select({ total: count() }).from(productTags).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
  }
  const where = eq(collectionProducts.collectionId, scope.id);
  // A collection's "featured" order is the merchant's curated order.
  const order = sort === 'featured' ? [asc(collectionProducts.position), asc(products.id)] : orderOf(sort);
  const [rows, [counted]] = await Promise.all([
    db.select({ id: products.id }).from(collectionProducts).innerJoin(products, eq(products.id, collectionProducts.productId)).where(where).orderBy(...order).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(collectionProducts).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

type ImageRow = { productId: number; position: number; width: number; height: number; alt: unknown };

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
};

/** A product's description as written, and as cleaned when it was written (server/pages/clean-html.ts). */
export type ProductDescription = { html: string; cleanHtml: unknown };

/** Products by id with their text in the page language and their pictures, in the order of `ids`. */
export async function loadProducts(
  db: Database,
  ids: readonly number[],
  locales: readonly TranslatedLocale[],
  options: { imageLimit?: number; withDescription?: boolean } = {},
): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const wanted = [...ids];
  const [rows, translations, images] = await Promise.all([
    db.select().from(products).where(inArray(products.id, wanted)),
    db
      .select({
        productId: productTranslations.productId,
        locale: productTranslations.locale,
        name: productTranslations.name,
        descriptionHtml: options.withDescription ? productTranslations.descriptionHtml : sql<string>`''`,
        cleanHtml: options.withDescription ? productTranslations.cleanHtml : sql<unknown>`null`,
        seoTitle: productTranslations.seoTitle,
        seoDescription: productTranslations.seoDescription,
      })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, wanted), inArray(productTranslations.locale, [...locales, 'en']))),
    db
      .select({ productId: productImages.productId, position: productImages.position, width: productImages.width, height: productImages.height, alt: productImages.alt })
      .from(productImages)
      .where(options.imageLimit === undefined ? inArray(productImages.productId, wanted) : and(inArray(productImages.productId, wanted), lte(productImages.position, options.imageLimit)))
      .orderBy(asc(productImages.productId), asc(productImages.position)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const imagesOf = new Map<number, ImageRow[]>();
  for (const image of images) imagesOf.set(image.productId, [...(imagesOf.get(image.productId) ?? []), image]);
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [recordOf(row, translations.filter((candidate) => candidate.productId === id), imagesOf.get(id) ?? [], locales)] : [];
  });
}

type TranslationRow = { locale: string; name: string; descriptionHtml: string; cleanHtml: unknown; seoTitle: string; seoDescription: string };

/** A product row with its text in the best locale of the chain (English last) and its pictures. */
function recordOf(row: typeof products.$inferSelect, translations: readonly TranslationRow[], images: readonly Omit<ImageRow, 'productId'>[], locales: readonly TranslatedLocale[]): ProductRecord {
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
    images: images.map((image) => productImage(row.slug, image.position, (pickText(image.alt, locales) || name).slice(0, 300))),
  };
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
  const t = productTranslations;
  const i = productImages;
  const v = productVariants;
  // Written out whole: inside a select drizzle names a column without its table, and in the
  // subqueries a bare "id" would be the inner table's.
  const productId = sql.raw(`"${getTableName(products)}"."id"`);
  const [row] = await db
    .select({
      product: products,
      translations: sql<TranslationRow[] | null>`(select json_agg(json_build_object('locale', ${t.locale}, 'name', ${t.name}, 'descriptionHtml', ${t.descriptionHtml}, 'cleanHtml', ${t.cleanHtml}, 'seoTitle', ${t.seoTitle}, 'seoDescription', ${t.seoDescription})) from ${t} where ${t.productId} = ${productId} and ${inArray(t.locale, [...locales, 'en'])})`,
      images: sql<Omit<ImageRow, 'productId'>[] | null>`(select json_agg(json_build_object('position', ${i.position}, 'width', ${i.width}, 'height', ${i.height}, 'alt', ${i.alt}) order by ${i.position}) from ${i} where ${i.productId} = ${productId})`,
      variants: sql<VariantRow[] | null>`(select json_agg(json_build_object('id', ${v.id}, 'sku', ${v.sku}, 'position', ${v.position}, 'optionValues', ${v.optionValues}, 'priceCents', ${v.priceCents}, 'linePriceCents', ${v.linePriceCents}, 'stock', ${v.stock}, 'imagePosition', ${v.imagePosition}) order by ${v.position}, ${v.id}) from ${v} where ${v.productId} = ${productId})`,
      tagIds: sql<number[] | null>`(select json_agg(${productTags.tagId}) from ${productTags} where ${productTags.productId} = ${productId})`,
    })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    record: recordOf(row.product, row.translations ?? [], row.images ?? [], locales),
    variants: row.variants ?? [],
    tagIds: row.tagIds ?? [],
  };
}

export function swatchesOf(options: StoredProductOptions, locales: readonly TranslatedLocale[]) {
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
  };
}

/** Listing cards for these ids, in their order. */
export async function productSummaries(db: Database, ids: readonly number[], rules: DetailRules, lang: UrlLanguage, locales: readonly TranslatedLocale[]): Promise<ProductSummary[]> {
  const records = await loadProducts(db, ids, locales, { imageLimit: 2 });
  return records.map((record) => summaryOf(record, rules, lang, locales));
}
