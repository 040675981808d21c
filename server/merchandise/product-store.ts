import { and, asc, count, desc, eq, getTableName, gt, inArray, like, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListedProduct, ProductDocument, ProductStatus, ProductStockFilter, ProductText, ProductWrite } from '../../src/schema/admin-api/products';
import { listedNamesOf } from '../../src/schema/admin-api/locale-texts';
import { LOW_STOCK } from '../../src/schema/admin-api/overview';
import { IMAGE_WIDTHS } from '../../src/schema/catalog';
import { matchCondition } from '../catalog/queries/search';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { categories, productImages, productSearch, productTags, productTranslations, products, productVariants, tags } from '../db/schema';
import { renamed, takeAddresses } from './addresses';
import type { DocumentWrite } from './document-calls';
import type { Problem } from '../http/problems';
import { formatPath } from '../../src/renderer/core/json-path';
import { recordFirstCounts } from '../commerce/stock';
import { CLEAN_HTML_VERSION, cleanerFrom, type CleanHtml } from '../pages/clean-html';
import { contentVersion } from '../pages/content-version';
import { parseOptions } from '../catalog/queries/localized';
import { onSale } from '../catalog/queries/products';
import { categoryPathOf, searchRowsOf } from '../catalog/search-rows';
import { firstPictureOf, PICTURES_SHOWN_ORDER } from '../catalog/picture-order';
import { insertJsonRows, insertJsonRowsReturning, updateJsonRowsById } from '../db/json-rows';
import { IMAGE_SHAPES, productImageUrl } from '../catalog/images/urls';

/*
 * A merchant's product as one document (src/schema/admin-api/products.ts): read whole, written
 * whole, in one transaction, with everything derived from it (the listing price, "in stock",
 * the search rows) made again in the same transaction, so no reader ever sees half a write.
 *
 * The version names what a write sets, and nothing else: stock moves with every sale and a
 * write never sets it for an existing variant, so a sale does not make a merchant's open edit
 * stale. The row is locked before its version is compared, so of two writes naming the same
 * version the second waits, then finds the version gone.
 */

type Reader = Database | Transaction;

type ProductRow = { id: number; slug: string; categorySlug: string; status: string; options: unknown; featuredRank: number; display: { showSlideImage: boolean; showFavorite: boolean; showCart: boolean } };

/** The rows of the products with these slugs, in one query; locked for the caller's transaction when `lock`. */
async function productRowsOf(db: Reader, slugs: readonly string[], lock: boolean): Promise<ProductRow[]> {
  if (slugs.length === 0) return [];
  const query = db
    .select({
      id: products.id,
      slug: products.slug,
      categorySlug: categories.slug,
      status: products.status,
      options: products.options,
      featuredRank: products.featuredRank,
      display: { showSlideImage: products.showSlideImage, showFavorite: products.showFavorite, showCart: products.showCart },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.slug, [...slugs]));
  return lock ? await query.for('update', { of: products }) : await query;
}

async function productRowOf(db: Reader, slug: string, lock: boolean): Promise<ProductRow | null> {
  const [row] = await productRowsOf(db, [slug], lock);
  return row ?? null;
}

type TextRow = { locale: string; name: string; descriptionHtml: string; seoTitle: string; seoDescription: string };
type VariantRow = {
  sku: string;
  optionValues: Record<string, string>;
  priceCents: number;
  linePriceCents: number | null;
  imagePosition: number;
  weightGrams: number | null;
  barcode: string | null;
  stock: number;
};

/** The current row of `products` inside a subquery. */
const PRODUCT_ID = sql.raw(`"${getTableName(products)}"."id"`);

async function documentOf(db: Reader, row: ProductRow): Promise<ProductDocument> {
  return (await documentsOf(db, [row])).get(row.id)!;
}

/** The documents of many products, by id, in one round trip whatever their number. */
async function documentsOf(db: Reader, rows: readonly ProductRow[]): Promise<Map<number, ProductDocument>> {
  if (rows.length === 0) return new Map();
  // One round trip: the embedded database answers one query at a time, and a write reads its products twice.
  const t = productTranslations;
  const v = productVariants;
  const i = productImages;
  const found = await db
    .select({
      id: products.id,
      texts: sql<TextRow[] | null>`(select json_agg(json_build_object('locale', ${t.locale}, 'name', ${t.name}, 'descriptionHtml', ${t.descriptionHtml}, 'seoTitle', ${t.seoTitle}, 'seoDescription', ${t.seoDescription})) from ${t} where ${t.productId} = ${PRODUCT_ID})`,
      variants: sql<VariantRow[] | null>`(select json_agg(json_build_object('sku', ${v.sku}, 'optionValues', ${v.optionValues}, 'priceCents', ${v.priceCents}, 'linePriceCents', ${v.linePriceCents}, 'imagePosition', ${v.imagePosition}, 'weightGrams', ${v.weightGrams}, 'barcode', ${v.barcode}, 'stock', ${v.stock}) order by ${v.position}, ${v.id}) from ${v} where ${v.productId} = ${PRODUCT_ID})`,
      tags: sql<string[] | null>`(select json_agg(${tags.slug} order by ${tags.position}, ${tags.id}) from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId} where ${productTags.productId} = ${PRODUCT_ID})`,
      pictures: sql<{ position: number; alt: unknown }[] | null>`(select json_agg(json_build_object('position', ${i.position}, 'alt', ${i.alt}) order by ${PICTURES_SHOWN_ORDER}) from ${i} where ${i.productId} = ${PRODUCT_ID})`,
    })
    .from(products)
    .where(inArray(products.id, rows.map((row) => row.id)));
  const foundById = new Map(found.map((entry) => [entry.id, entry]));
  return new Map(rows.map((row) => [row.id, documentFrom(row, foundById.get(row.id))]));
}

type DocumentParts = { texts: TextRow[] | null; variants: VariantRow[] | null; tags: string[] | null; pictures: { position: number; alt: unknown }[] | null };

function documentFrom(row: ProductRow, found: DocumentParts | undefined): ProductDocument {
  const texts = found?.texts ?? [];
  const variants = found?.variants ?? [];
  const pictures = found?.pictures ?? [];
  const translations: Partial<Record<TranslatedLocale, ProductText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = texts.find((candidate) => candidate.locale === locale);
    if (text) translations[locale] = { name: text.name, descriptionHtml: text.descriptionHtml, seoTitle: text.seoTitle, seoDescription: text.seoDescription };
  }
  const written = {
    slug: row.slug,
    category: row.categorySlug,
    status: row.status as ProductStatus,
    translations,
    options: parseOptions(row.options),
    variants: variants.map((variant) => ({
      sku: variant.sku,
      optionValues: variant.optionValues,
      priceCents: variant.priceCents,
      compareAtCents: variant.linePriceCents,
      picture: variant.imagePosition,
      weightGrams: variant.weightGrams,
      barcode: variant.barcode,
    })),
    tags: found?.tags ?? [],
    featuredRank: row.featuredRank,
    display: row.display,
  };
  return {
    ...written,
    // Stock is read beside the rest but is not part of what the version names.
    variants: written.variants.map((variant, index) => ({ ...variant, stock: variants[index]!.stock })),
    pictures: pictures.map((picture) => ({ position: picture.position, alt: (picture.alt ?? {}) as Record<string, string>, src: productImageUrl(row.slug, picture.position, IMAGE_SHAPES.product.width) })),
    version: contentVersion(written, 20),
    // Rows are read as written through the contract; the answer is checked against it again in development and tests.
  } as unknown as ProductDocument;
}

/** A product as a merchant reads it; null when there is none by that slug. */
export async function readProduct(db: Reader, slug: string): Promise<ProductDocument | null> {
  const row = await productRowOf(db, slug, false);
  return row ? documentOf(db, row) : null;
}

/** What a product write did: the product as it now is, the problems that refused it, or a version it no longer has. */
export type ProductWriteResult = DocumentWrite<ProductDocument>;

/**
 * Creates or replaces the product `slug` with `write`, already checked by the contract's
 * schema. With `ifMatch` (a version, or `*` for any existing product), a product whose version
 * is not that changes nothing.
 */
export async function writeProduct(db: Database, slug: string, write: ProductWrite, ifMatch?: string, options: { dryRun?: boolean } = {}): Promise<ProductWriteResult> {
  try {
    return await db.transaction(async (tx): Promise<ProductWriteResult> => {
      const done = await writeProductIn(tx, slug, write, ifMatch);
      // A dry run goes all the way, so it finds what a real write would, then takes it all back.
      if (options.dryRun && done.ok) throw new RolledBack<ProductWriteResult>({ ...done, dryRun: true });
      return done;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as ProductWriteResult;
    // Another process created this slug, or took one of these SKUs, between this write's look and its insert.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, stale: { current: (await readProduct(db, slug))?.version ?? null } };
  }
}

/** One product, the problems of each named under `products[i].product`, or the slug another write took meanwhile. */
export type ProductBatchResult =
  | { ok: true; results: { slug: string; created: boolean; changed: boolean }[]; dryRun: boolean }
  | { ok: false; problems: Problem[] }
  | { ok: false; conflict: string };

/**
 * Writes many products in one transaction, each as `writeProduct` would (If-Match aside): all
 * of them, or, with any problem in any, none, every problem named by its product's place.
 */
export async function writeProducts(db: Database, entries: readonly { slug: string; product: ProductWrite }[], options: { dryRun?: boolean } = {}): Promise<ProductBatchResult> {
  try {
    return await db.transaction((tx) => writeProductsIn(tx, entries, options));
  } catch (error) {
    if (error instanceof RolledBack) return error.result as ProductBatchResult;
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, conflict: 'Another write took one of these slugs or SKUs meanwhile: nothing was written; send the batch again' };
  }
}

/**
 * `writeProducts` inside a transaction the caller holds (the demo catalog's seed writes its
 * products so): a refused or dry-run batch throws `RolledBack` with its answer, so that the
 * transaction around it keeps nothing.
 */
export async function writeProductsIn(tx: Transaction, entries: readonly { slug: string; product: ProductWrite }[], options: { dryRun?: boolean } = {}): Promise<ProductBatchResult> {
  const results: { slug: string; created: boolean; changed: boolean }[] = entries.map((entry) => ({ slug: entry.slug, created: true, changed: true }));
  const problems: Problem[] = [];
  const placed = (index: number) => (problem: Problem) => ({ ...problem, path: `products[${index}].product${problem.path.startsWith('[') ? '' : '.'}${problem.path}` });
  const held = await heldProducts(tx, entries);
  const clean = batchCleaning(options);
  // Products the shop has are written together first (they may free a SKU a new one takes)…
  const heldIndexes = entries.flatMap((entry, index) => (held.has(entry.slug) ? [index] : []));
  const updated = await updateProducts(tx, heldIndexes.map((index) => held.get(entries[index]!.slug)!), clean);
  for (const [at, done] of updated.entries()) {
    const index = heldIndexes[at]!;
    if (done.ok) results[index] = { slug: entries[index]!.slug, created: false, changed: done.changed ?? true };
    else if ('problems' in done) problems.push(...done.problems.map(placed(index)));
  }
  // …and new ones all together, a statement per table for the whole batch.
  const fresh = entries.flatMap((entry, index) => (held.has(entry.slug) ? [] : [{ ...entry, index }]));
  for (const { index, problems: found } of await createProducts(tx, fresh, clean, options.dryRun)) problems.push(...found.map(placed(index)));
  if (problems.length > 0) throw new RolledBack<ProductBatchResult>({ ok: false, problems });
  if (options.dryRun) throw new RolledBack<ProductBatchResult>({ ok: true, results, dryRun: true });
  return { ok: true, results, dryRun: false };
}

/** Rows a multi-row insert carries at most, well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1000;

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * Creates products the shop has not (products/put makes a new one here too): checked (its
 * category, tags and SKUs exist or are free, no rename, no picture yet), then, unless only
 * checked for a dry run, written with one statement per table for all of them. Answers the
 * problems of each, by its index.
 */
async function createProducts(tx: Transaction, fresh: readonly { slug: string; product: ProductWrite; index: number }[], clean: Cleaning, checkOnly = false): Promise<{ index: number; problems: Problem[] }[]> {
  if (fresh.length === 0) return [];
  const skus = fresh.flatMap((entry) => entry.product.variants.map((variant) => variant.sku));
  const tagSlugs = [...new Set(fresh.flatMap((entry) => entry.product.tags))];
  const [categoryRows, tagRows, owned] = await Promise.all([
    tx.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
    tagSlugs.length > 0 ? tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs)) : Promise.resolve([]),
    tx.select({ sku: productVariants.sku, productSlug: products.slug }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.sku, skus)),
  ]);
  const categoryOf = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const parentOf = new Map(categoryRows.map((row) => [row.id, row.parentId]));
  const tagOf = new Map(tagRows.map((row) => [row.slug, row.id]));
  const ownerOf = new Map(owned.map((row) => [row.sku, row.productSlug]));

  const refused: { index: number; problems: Problem[] }[] = [];
  for (const { slug, product: write, index } of fresh) {
    const problems: Problem[] = [];
    if (write.slug !== undefined && write.slug !== slug) problems.push({ path: 'slug', message: `There is no product "${slug}" to rename: create it at /products/${write.slug}` });
    if (!categoryOf.has(write.category)) problems.push({ path: 'category', message: `There is no category "${write.category}"` });
    write.tags.forEach((tag, at) => {
      if (!tagOf.has(tag)) problems.push({ path: formatPath(['tags', at]), message: `There is no tag "${tag}"` });
    });
    write.variants.forEach((variant, at) => {
      const owner = ownerOf.get(variant.sku);
      if (owner !== undefined) problems.push({ path: formatPath(['variants', at, 'sku']), message: `The SKU ${variant.sku} belongs to the product "${owner}"` });
      else ownerOf.set(variant.sku, slug);
      if (variant.picture !== 1) problems.push({ path: formatPath(['variants', at, 'picture']), message: 'The product has no pictures yet: expected 1' });
    });
    if (problems.length > 0) refused.push({ index, problems });
  }
  if (refused.length > 0) return refused;
  // Every rule a new product must keep is checked above; a dry run that would write new products
  // only to roll them back checks a file's batch in a fraction of the time.
  if (checkOnly) return [];

  const made = await insertJsonRowsReturning(
    tx,
    products,
    fresh.map(({ slug, product: write }) => ({
      slug,
      categoryId: categoryOf.get(write.category)!,
      ...productFieldsOf(write),
      inStock: write.variants.some((variant) => variant.stock > 0),
    })),
    { id: products.id, slug: products.slug, publishedAt: products.publishedAt },
  );
  const madeBySlug = new Map(made.map((row) => [row.slug, row]));
  const rows = fresh.map((entry) => ({ ...entry, ...madeBySlug.get(entry.slug)! }));

  await insertAll(
    rows.flatMap(({ id, product: write }) => textRowsOf(id, write, clean)),
    (chunk) => insertJsonRows(tx, productTranslations, chunk),
  );
  await insertAll(
    rows.flatMap(({ id, product: write }) => write.variants.map((variant, position) => ({ productId: id, sku: variant.sku, stock: variant.stock, ...variantFieldsOf(variant, position) }))),
    async (chunk) => {
      const inserted = await insertJsonRowsReturning(tx, productVariants, chunk, { id: productVariants.id, stock: productVariants.stock });
      await recordFirstCounts(tx, inserted.filter((row) => row.stock > 0).map((row) => ({ variantId: row.id, stock: row.stock })), 'Stock of a new variant');
    },
  );
  await insertAll(
    rows.flatMap(({ id, product: write }) => write.tags.map((tag) => ({ tagId: tagOf.get(tag)!, productId: id }))),
    (chunk) => insertJsonRows(tx, productTags, chunk),
  );
  await insertAll(
    rows.flatMap(({ id, publishedAt, product: write }) => {
      const categoryId = categoryOf.get(write.category)!;
      const tagIds = write.tags.map((tag) => tagOf.get(tag)!);
      return searchRowsOfWrite(write, { productId: id, categoryId, categoryPath: categoryPathOf(categoryId, parentOf), tagIds, publishedAt, inStock: write.variants.some((variant) => variant.stock > 0) });
    }),
    (chunk) => insertJsonRows(tx, productSearch, chunk),
  );
  // A new product at an old address takes it over.
  await takeAddresses(tx, 'product', rows.map((row) => row.slug));
  return [];
}


/** The columns of `products` a write sets (the slug, category and "in stock" aside). */
function productFieldsOf(write: ProductWrite) {
  const cheapest = write.variants.reduce((best, variant) => (variant.priceCents < best.priceCents ? variant : best));
  return {
    priceCents: cheapest.priceCents,
    linePriceCents: cheapest.compareAtCents,
    featuredRank: write.featuredRank,
    options: write.options,
    status: write.status,
    ...write.display,
  };
}

/** The columns of a variant a write sets (its product, SKU and stock aside). */
const variantFieldsOf = (variant: ProductWrite['variants'][number], position: number) => ({
  position,
  optionValues: variant.optionValues,
  priceCents: variant.priceCents,
  linePriceCents: variant.compareAtCents,
  imagePosition: variant.picture,
  weightGrams: variant.weightGrams,
  barcode: variant.barcode,
});

/**
 * How a batch cleans its descriptions (cleaning is most of a new product's time): a text once
 * however many products have it, and not at all where its row already holds its cleaning
 * (`stored`). A dry run cleans nothing: its rows are rolled back, and what it answers does not
 * depend on them.
 */
type Cleaning = (raw: string, stored: unknown) => CleanHtml | null;

function batchCleaning(options: { dryRun?: boolean }): Cleaning {
  if (options.dryRun) return () => null;
  const cleaned = new Map<string, string>();
  return (raw, stored) => {
    if (!cleaned.has(raw)) cleaned.set(raw, cleanerFrom(stored)(raw));
    return { v: CLEAN_HTML_VERSION, html: Object.fromEntries([[raw, cleaned.get(raw)!]]) };
  };
}

/** A written product's text rows, one per language written. */
const textRowsOf = (productId: number, write: ProductWrite, clean: Cleaning, stored: (locale: TranslatedLocale) => unknown = () => undefined) =>
  TRANSLATED_LOCALES.flatMap((locale) => {
    const text = write.translations[locale];
    return text ? [{ productId, locale, ...text, cleanHtml: clean(text.descriptionHtml, stored(locale)) }] : [];
  });

/** Search finds only what is on sale: a draft or an archived product has no rows. */
function searchRowsOfWrite(write: ProductWrite, facts: Omit<Parameters<typeof searchRowsOf>[0], 'names' | 'priceCents' | 'featuredRank'>) {
  if (write.status !== 'active') return [];
  const names = Object.fromEntries(TRANSLATED_LOCALES.flatMap((locale) => (write.translations[locale] ? [[locale, write.translations[locale].name]] : []))) as { en: string };
  return searchRowsOf({ ...facts, names, priceCents: productFieldsOf(write).priceCents, featuredRank: write.featuredRank });
}

/** A product the shop has, as a write finds it: its row, locked, and its document before the write. */
type HeldProduct = { slug: string; product: ProductWrite; row: ProductRow; before: ProductDocument };

/** The text rows of these products as stored, by `productId/locale`: a description written again keeps its cleaning. */
async function storedCleaningOf(tx: Transaction, productIds: readonly number[]): Promise<Map<string, unknown>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: productTranslations.productId, locale: productTranslations.locale, cleanHtml: productTranslations.cleanHtml })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, [...productIds]));
  return new Map(rows.map((row) => [`${row.productId}/${row.locale}`, row.cleanHtml]));
}

/**
 * Replaces products the shop has (products/put replaces one here too), with one statement per
 * table for all of them. The SKUs are checked as the batch leaves them: a SKU one of these
 * products lets go may be taken by another of them. Answers each one's outcome, in order.
 */
async function updateProducts(tx: Transaction, held: readonly HeldProduct[], clean: Cleaning): Promise<ProductWriteResult[]> {
  if (held.length === 0) return [];
  const ownIds = held.map((entry) => entry.row.id);
  const skus = held.flatMap((entry) => entry.product.variants.map((variant) => variant.sku));
  const tagSlugs = [...new Set(held.flatMap((entry) => entry.product.tags))];
  const newSlugs = held.flatMap((entry) => (entry.product.slug !== undefined && entry.product.slug !== entry.slug ? [entry.product.slug] : []));
  const [categoryRows, tagRows, variantRows, pictureRows, takenRows] = await Promise.all([
    tx.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories),
    tagSlugs.length > 0 ? tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs)) : Promise.resolve([]),
    tx
      .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId, productSlug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(or(inArray(productVariants.sku, skus), inArray(productVariants.productId, ownIds))),
    tx.select({ productId: productImages.productId, position: productImages.position }).from(productImages).where(inArray(productImages.productId, ownIds)).orderBy(PICTURES_SHOWN_ORDER),
    newSlugs.length > 0 ? tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, newSlugs)) : Promise.resolve([]),
  ]);
  const categoryOf = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const parentOf = new Map(categoryRows.map((row) => [row.id, row.parentId]));
  const tagOf = new Map(tagRows.map((row) => [row.slug, row.id]));
  const picturesOf = (productId: number) => pictureRows.filter((row) => row.productId === productId).map((row) => row.position);
  // Who has each SKU once the batch is written: a product of the batch keeps only the SKUs its write names.
  const keeps = new Map(held.map((entry) => [entry.row.id, new Set(entry.product.variants.map((variant) => variant.sku))]));
  const holderOf = new Map(variantRows.flatMap((row) => (keeps.has(row.productId) && !keeps.get(row.productId)!.has(row.sku) ? [] : [[row.sku, row] as const])));

  const refusals = held.map(({ slug, product: write, row }) => {
    const problems: Problem[] = [];
    if (write.slug !== undefined && write.slug !== slug && takenRows.some((taken) => taken.slug === write.slug && taken.id !== row.id)) {
      problems.push({ path: 'slug', message: `Another product has the slug "${write.slug}"` });
    }
    if (!categoryOf.has(write.category)) problems.push({ path: 'category', message: `There is no category "${write.category}"` });
    write.tags.forEach((tag, at) => {
      if (!tagOf.has(tag)) problems.push({ path: formatPath(['tags', at]), message: `There is no tag "${tag}"` });
    });
    const pictures = picturesOf(row.id);
    write.variants.forEach((variant, at) => {
      const holder = holderOf.get(variant.sku);
      if (holder !== undefined && holder.productId !== row.id) problems.push({ path: formatPath(['variants', at, 'sku']), message: `The SKU ${variant.sku} belongs to the product "${holder.productSlug}"` });
      else if (holder === undefined) holderOf.set(variant.sku, { id: -1, sku: variant.sku, productId: row.id, productSlug: write.slug ?? slug });
      // Without pictures a variant names the first one to come.
      if (pictures.length === 0 ? variant.picture !== 1 : !pictures.includes(variant.picture)) {
        const message = pictures.length === 0 ? 'The product has no pictures yet: expected 1' : `The product has no picture ${variant.picture}: its pictures are ${pictures.join(', ')}`;
        problems.push({ path: formatPath(['variants', at, 'picture']), message });
      }
    });
    return problems;
  });
  // One refused, none is written: those without problems of their own answer none.
  if (refusals.some((problems) => problems.length > 0)) return refusals.map((problems) => ({ ok: false, problems }));

  const changing = held.filter((entry) => !unchangedBy(entry));
  await writeHeld(tx, changing, { variantRows, keeps, categoryOf, parentOf, tagOf }, clean);
  const after = await documentsOf(tx, await productRowsOf(tx, changing.map(({ slug, product: write }) => write.slug ?? slug), false));
  const afterBySlug = new Map([...after.values()].map((document) => [document.slug, document]));
  return held.map(({ slug, product: write, before }) => {
    const document = afterBySlug.get(write.slug ?? slug) ?? before;
    return { ok: true, document, created: false, changed: document.version !== before.version };
  });
}

/** What `writeHeld` needs of what `updateProducts` read. */
type HeldNames = {
  variantRows: readonly { id: number; sku: string; productId: number }[];
  keeps: ReadonlyMap<number, ReadonlySet<string>>;
  categoryOf: ReadonlyMap<string, number>;
  parentOf: ReadonlyMap<number, number | null>;
  tagOf: ReadonlyMap<string, number>;
};

/** JSON with every object's keys in order: the database keeps a JSON object's keys in an order of its own. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    typeof part === 'object' && part !== null && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : part,
  );
}

/**
 * Whether a write would leave its product as it is: the document it would read back, made from
 * the write as `documentFrom` makes one from rows, is the one it has (stock and pictures, which
 * a write does not set, aside). Such a product is not written at all: importing a file again
 * costs its reads only. Where the two differ in any way, the product is written.
 */
function unchangedBy({ slug, product: write, row, before }: HeldProduct): boolean {
  const texts = TRANSLATED_LOCALES.flatMap((locale) => {
    const text = write.translations[locale];
    return text ? [{ locale, name: text.name, descriptionHtml: text.descriptionHtml, seoTitle: text.seoTitle, seoDescription: text.seoDescription }] : [];
  });
  // Stored as the write would store them; the stock is not the write's, and the comparison leaves it out.
  const variants = write.variants.map((variant, position) => ({ sku: variant.sku, stock: 0, ...variantFieldsOf(variant, position) }));
  const wouldBe = documentFrom(
    { ...row, slug: write.slug ?? slug, categorySlug: write.category, status: write.status, options: write.options, featuredRank: write.featuredRank, display: { ...write.display } },
    { texts, variants, tags: write.tags, pictures: null },
  );
  const setByWrite = ({ version: _version, pictures: _pictures, variants, ...document }: ProductDocument) => ({ ...document, variants: variants.map(({ stock: _stock, ...variant }) => variant) });
  return canonicalJson(setByWrite(wouldBe)) === canonicalJson(setByWrite(before));
}

/** The writes of `updateProducts`, once every product of the batch is known to be fine. */
async function writeHeld(tx: Transaction, held: readonly HeldProduct[], names: HeldNames, clean: Cleaning): Promise<void> {
  if (held.length === 0) return;
  const { variantRows, keeps, categoryOf, parentOf, tagOf } = names;
  const ownIds = held.map((entry) => entry.row.id);
  // Variants let go come out first, so another product of the batch can take their SKUs.
  const ownVariants = variantRows.filter((row) => keeps.has(row.productId));
  const gone = ownVariants.filter((row) => !keeps.get(row.productId)!.has(row.sku)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  await updateJsonRowsById(
    tx,
    products,
    held.map(({ slug, product: write, row }) => ({ id: row.id, slug: write.slug ?? slug, categoryId: categoryOf.get(write.category)!, ...productFieldsOf(write) })),
    ['slug', 'categoryId', 'priceCents', 'linePriceCents', 'featuredRank', 'options', 'status', 'showSlideImage', 'showFavorite', 'showCart'],
  );
  await writeTexts(tx, held.map(({ product: write, row }) => ({ productId: row.id, write })), clean);

  const keptId = new Map(ownVariants.map((row) => [`${row.productId}/${row.sku}`, row.id]));
  const kept: ({ id: number } & ReturnType<typeof variantFieldsOf>)[] = [];
  const created: (typeof productVariants.$inferInsert)[] = [];
  for (const { product: write, row } of held) {
    for (const [position, variant] of write.variants.entries()) {
      const id = keptId.get(`${row.id}/${variant.sku}`);
      if (id === undefined) created.push({ productId: row.id, sku: variant.sku, stock: variant.stock, ...variantFieldsOf(variant, position) });
      else kept.push({ id, ...variantFieldsOf(variant, position) });
    }
  }
  await updateJsonRowsById(tx, productVariants, kept, ['position', 'optionValues', 'priceCents', 'linePriceCents', 'imagePosition', 'weightGrams', 'barcode']);
  await insertAll(created, async (chunk) => {
    const inserted = await tx.insert(productVariants).values(chunk).returning({ id: productVariants.id, stock: productVariants.stock });
    await recordFirstCounts(tx, inserted.filter((row) => row.stock > 0).map((row) => ({ variantId: row.id, stock: row.stock })), 'Stock of a new variant');
  });

  await tx.delete(productTags).where(inArray(productTags.productId, ownIds));
  await insertAll(
    held.flatMap(({ product: write, row }) => write.tags.map((tag) => ({ tagId: tagOf.get(tag)!, productId: row.id }))),
    (chunk) => tx.insert(productTags).values(chunk),
  );
  const stocked = await tx
    .update(products)
    .set({ inStock: sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${PRODUCT_ID} and ${productVariants.stock} > 0)` })
    .where(inArray(products.id, ownIds))
    .returning({ id: products.id, inStock: products.inStock, publishedAt: products.publishedAt });
  const stockedById = new Map(stocked.map((row) => [row.id, row]));
  await tx.delete(productSearch).where(inArray(productSearch.productId, ownIds));
  await insertAll(
    held.flatMap(({ product: write, row }) => {
      const categoryId = categoryOf.get(write.category)!;
      const facts = stockedById.get(row.id)!;
      const tagIds = write.tags.map((tag) => tagOf.get(tag)!);
      return searchRowsOfWrite(write, { productId: row.id, categoryId, categoryPath: categoryPathOf(categoryId, parentOf), tagIds, publishedAt: facts.publishedAt, inStock: facts.inStock });
    }),
    (chunk) => tx.insert(productSearch).values(chunk),
  );
  // A renamed product leaves its old address pointing here.
  for (const { slug, product: write } of held) if (write.slug !== undefined && write.slug !== slug) await renamed(tx, 'product', slug, write.slug);
}

/** The held products among `slugs`, locked, each with its document as it is before the write. */
async function heldProducts(tx: Transaction, entries: readonly { slug: string; product: ProductWrite }[]): Promise<Map<string, HeldProduct>> {
  const rows = await productRowsOf(tx, entries.map((entry) => entry.slug), true);
  const before = await documentsOf(tx, rows);
  const rowOf = new Map(rows.map((row) => [row.slug, row]));
  return new Map(
    entries.flatMap((entry) => {
      const row = rowOf.get(entry.slug);
      return row ? [[entry.slug, { ...entry, row, before: before.get(row.id)! }] as const] : [];
    }),
  );
}

/** The write itself, inside the caller's transaction: a batch of one. */
export async function writeProductIn(tx: Transaction, slug: string, write: ProductWrite, ifMatch: string | undefined): Promise<ProductWriteResult> {
  const existing = (await heldProducts(tx, [{ slug, product: write }])).get(slug);
  const before = existing?.before.version ?? null;
  if (ifMatch !== undefined && (before === null || (ifMatch !== '*' && ifMatch !== before))) return { ok: false, stale: { current: before } };
  if (existing) return (await updateProducts(tx, [existing], batchCleaning({})))[0]!;
  const [refused] = await createProducts(tx, [{ slug, product: write, index: 0 }], batchCleaning({}));
  if (refused) return { ok: false, problems: refused.problems };
  return { ok: true as const, document: (await readProduct(tx, slug))!, created: true, changed: true };
}

/** Every language written is kept, cleaned once; a language left out is removed, and the shop falls back to English there. */
async function writeTexts(tx: Transaction, written: readonly { productId: number; write: ProductWrite }[], clean: Cleaning): Promise<void> {
  const left = written.flatMap(({ productId, write }) => {
    const given = TRANSLATED_LOCALES.filter((locale) => write.translations[locale] !== undefined);
    return given.length === TRANSLATED_LOCALES.length ? [] : [and(eq(productTranslations.productId, productId), notInArray(productTranslations.locale, given))];
  });
  if (left.length > 0) await tx.delete(productTranslations).where(or(...left));
  const stored = await storedCleaningOf(tx, written.map((entry) => entry.productId));
  const rows = written.flatMap(({ productId, write }) => textRowsOf(productId, write, clean, (locale) => stored.get(`${productId}/${locale}`)));
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await insertAll(rows, (chunk) =>
    tx
      .insert(productTranslations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.locale],
        set: {
          name: excluded('name'),
          descriptionHtml: excluded('description_html'),
          cleanHtml: excluded('clean_html'),
          seoTitle: excluded('seo_title'),
          seoDescription: excluded('seo_description'),
        },
      }),
  );
}

/** Carries what to answer out of a transaction it rolls back: a dry run's outcome, or a batch refused. */
export class RolledBack<Result> extends Error {
  constructor(readonly result: Result) {
    super('Rolled back');
  }
}

/** The merchant's list of products, a page at a time in the order they were made, with their English names. */
/** What narrows and orders the merchant's list of products (the `products/list` query). */
export type ProductListing = { q?: string; status?: ProductStatus; category?: string; stock?: ProductStockFilter; order: 'newest' | 'oldest'; after?: string };

/**
 * A page of the merchant's products: one more row than a page is read to know whether another
 * follows, and the next page starts after the last product's id, so every page is a walk of
 * the primary key (or of a filter's index) that stops after a page.
 */
export async function listProducts(db: Database, listing: ProductListing, pageSize: number): Promise<{ products: ListedProduct[]; next: string | null }> {
  const newest = listing.order === 'newest';
  const conditions: (SQL | undefined)[] = [
    listing.after === undefined ? undefined : newest ? lt(products.id, Number(listing.after)) : gt(products.id, Number(listing.after)),
    listing.status === undefined ? undefined : eq(products.status, listing.status),
    listing.category === undefined ? undefined : sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${listing.category})`,
    listing.stock === 'out' ? eq(products.inStock, false) : undefined,
    listing.stock === 'low' ? sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${PRODUCT_ID} and ${productVariants.stock} <= ${LOW_STOCK})` : undefined,
  ];
  const listed = db
    .select({
      id: products.id,
      slug: products.slug,
      status: products.status,
      names: sql<Record<string, string> | null>`(select jsonb_object_agg(t.locale, t.name) from product_translations t where t.product_id = ${PRODUCT_ID})`,
      category: sql<string>`(select ${categories.slug} from ${categories} where ${categories.id} = ${products.categoryId})`,
      priceCents: products.priceCents,
      currency: products.currency,
      variants: sql<number>`(select count(*) from product_variants v where v.product_id = ${PRODUCT_ID})`.mapWith(Number),
      stock: sql<number>`(select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = ${PRODUCT_ID})`.mapWith(Number),
      picture: firstPictureOf(PRODUCT_ID),
    })
    .from(products)
    .$dynamic();
  const rows = await (listing.q ? listed.innerJoin(nameOrSlugHolds(listing.q, newest, listing.after), sql`matched.id = ${PRODUCT_ID}`) : listed)
    .where(and(...conditions))
    .orderBy(newest ? desc(products.id) : asc(products.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    products: page.map((row) => ({
      slug: row.slug,
      status: row.status as ProductStatus,
      name: row.names?.en ?? row.slug,
      names: listedNamesOf((locale) => row.names?.[locale], row.slug),
      category: row.category,
      priceCents: row.priceCents,
      currency: row.currency,
      variants: row.variants,
      stock: row.stock,
      picture: row.picture === null ? null : productImageUrl(row.slug, row.picture, IMAGE_WIDTHS[0]),
    })),
    next: rows.length > pageSize ? String(page.at(-1)!.id) : null,
  };
}

/**
 * The ids of the products whose name holds the words (through the shop's search rows), or whose
 * slug starts with them, past the cursor: a table `matched` to join, sorted in the page's order.
 * Words without a Chinese character are looked for in the English names only: every product has
 * one, and a name in Chinese holds Latin words rarely enough (while looking in three languages'
 * rows costs three times the work). The matches are gathered once, through the rows' gram index
 * and the slugs' prefix index, and sorted here (one sort both removes a product found twice and
 * orders them), so the page looks products up from its first id on and stops when it is full.
 * Looking every match up first and sorting afterwards, as the planner chose for `id in (…)`,
 * cost more than the rest of the list together: a word of a tenth of 100,000 products matches
 * 10,000 of them, and this way the statement takes half the time (on PGlite, 45 → 22 ms p50).
 */
function nameOrSlugHolds(query: string, newest: boolean, after: string | undefined): SQL {
  const slugStart = `${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const locales = /\p{Script=Han}/u.test(query) ? TRANSLATED_LOCALES : (['en'] as const);
  const past = after === undefined ? sql`true` : newest ? sql`id < ${Number(after)}` : sql`id > ${Number(after)}`;
  return sql`(select id from (
      select ${productSearch.productId} as id from ${productSearch} where ${or(...locales.map((locale) => matchCondition(locale, query)))}
      union all select ${products.id} from ${products} where ${like(products.slug, slugStart)}) as found
    where ${past} group by id order by id ${newest ? sql`desc` : sql`asc`}) as matched`;
}

/** What adding or removing a picture did: the product as it now is, or no such product (or picture). */
export type PictureWrite = { ok: true; product: ProductDocument; position: number } | { ok: false; reason: 'not-found' };

/**
 * Adds an uploaded picture (already re-encoded) as the product's last, under the next number
 * it never had: a browser that kept an old picture's address forever never sees another there.
 * Last in the order shown too, whatever order the merchant put the others in.
 */
export async function addPicture(db: Database, slug: string, webp: Uint8Array, alt: string | undefined): Promise<PictureWrite> {
  return db.transaction(async (tx): Promise<PictureWrite> => {
    const row = await productRowOf(tx, slug, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const [numbered] = await tx
      .update(products)
      .set({ pictureSeq: sql`greatest(${products.pictureSeq}, coalesce((select max(i.position) from product_images i where i.product_id = ${row.id}), 0)) + 1` })
      .where(eq(products.id, row.id))
      .returning({ position: products.pictureSeq });
    const position = numbered!.position;
    const { width, height } = IMAGE_SHAPES.product;
    const rank = sql`(select coalesce(max(i.rank), 0) + 1 from product_images i where i.product_id = ${row.id})`;
    await tx.insert(productImages).values({ productId: row.id, position, rank, width, height, alt: alt ? { en: alt } : {}, art: null, upload: webp });
    return { ok: true, product: await documentOf(tx, row), position };
  });
}

/** Sets what picture `position` shows in each language (a language left out has none). */
export async function setPictureAlt(db: Database, slug: string, position: number, alt: Partial<Record<TranslatedLocale, string>>): Promise<PictureWrite> {
  return db.transaction(async (tx): Promise<PictureWrite> => {
    const row = await productRowOf(tx, slug, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const kept = Object.fromEntries(Object.entries(alt).filter(([, text]) => text !== ''));
    const updated = await tx
      .update(productImages)
      .set({ alt: kept })
      .where(and(eq(productImages.productId, row.id), eq(productImages.position, position)))
      .returning({ position: productImages.position });
    if (updated.length === 0) return { ok: false, reason: 'not-found' };
    return { ok: true, product: await documentOf(tx, row), position };
  });
}

/** Removes picture `position`; variants that showed it show the first picture left, in the order shown. */
export async function removePicture(db: Database, slug: string, position: number): Promise<PictureWrite> {
  return db.transaction(async (tx): Promise<PictureWrite> => {
    const row = await productRowOf(tx, slug, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const removed = await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, row.id), eq(productImages.position, position)))
      .returning({ position: productImages.position });
    if (removed.length === 0) return { ok: false, reason: 'not-found' };
    await tx
      .update(productVariants)
      .set({ imagePosition: sql`coalesce(${firstPictureOf(row.id)}, 1)` })
      .where(and(eq(productVariants.productId, row.id), eq(productVariants.imagePosition, position)));
    return { ok: true, product: await documentOf(tx, row), position };
  });
}

/** Variants of products on sale with `atMost` units or fewer: the back office's "low on stock". */
export async function countLowStock(db: Database, atMost: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(onSale(), lte(productVariants.stock, atMost)));
  return row?.n ?? 0;
}

/** What putting the pictures in order did: the product as it now is, no such product, or an order that is not its pictures'. */
export type PictureOrderWrite = { ok: true; product: ProductDocument } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'invalid'; problems: Problem[] };

/**
 * Puts the product's pictures in `order` (each picture's number once, first to last) by ranking
 * them 1..n. Their numbers stay: every address, kept a year by browsers and caches, goes on
 * showing the same picture, and each variant goes on naming its own.
 */
export async function orderPictures(db: Database, slug: string, order: readonly number[]): Promise<PictureOrderWrite> {
  return db.transaction(async (tx): Promise<PictureOrderWrite> => {
    const row = await productRowOf(tx, slug, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const pictureRows = await tx
      .select({ position: productImages.position })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(PICTURES_SHOWN_ORDER);
    const problems = pictureOrderProblems(pictureRows.map((picture) => picture.position), order);
    if (problems.length > 0) return { ok: false, reason: 'invalid', problems };
    const rankOf = sql`case ${productImages.position} ${sql.join(order.map((position, index) => sql`when ${position}::integer then ${index + 1}::integer`), sql` `)} end`;
    await tx.update(productImages).set({ rank: rankOf }).where(eq(productImages.productId, row.id));
    return { ok: true, product: await documentOf(tx, row) };
  });
}

/** Why `order` is not the pictures' numbers each once (a number given twice the contract refuses before). */
function pictureOrderProblems(current: readonly number[], order: readonly number[]): Problem[] {
  const known = new Set(current);
  const ofPictures = current.length === 0 ? 'The product has no pictures' : `Its pictures are ${[...current].sort((a, b) => a - b).join(', ')}`;
  const problems: Problem[] = order.flatMap((position, index) => (known.has(position) ? [] : [{ path: formatPath(['order', index]), message: `No picture ${position}. ${ofPictures}` }]));
  const missing = current.filter((position) => !order.includes(position));
  if (missing.length > 0) problems.push({ path: 'order', message: `Every picture once: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing` });
  return problems;
}
