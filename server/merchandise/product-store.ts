import { and, asc, count, desc, eq, getTableName, gt, inArray, like, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListedProduct, ProductDocument, ProductStatus, ProductStockFilter, ProductText, ProductWrite } from '../../src/schema/admin-api/products';
import { LOW_STOCK } from '../../src/schema/admin-api/overview';
import { IMAGE_WIDTHS } from '../../src/schema/catalog';
import { matchCondition } from '../catalog/queries/search';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { categories, productImages, productSearch, productTags, productTranslations, products, productVariants, tags } from '../db/schema';
import { renamed, takeAddress, takeAddresses } from './addresses';
import type { DocumentWrite } from './document-calls';
import type { Problem } from '../http/problems';
import { formatPath } from '../../src/renderer/core/json-path';
import { recordFirstCounts } from '../commerce/stock';
import { cleanHtmlOf } from '../pages/clean-html';
import { contentVersion } from '../pages/content-version';
import { parseOptions } from '../catalog/queries/localized';
import { onSale } from '../catalog/queries/products';
import { categoryPathOf, searchRowsOf } from '../catalog/search-rows';
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

async function productRowOf(db: Reader, slug: string, lock: boolean): Promise<ProductRow | null> {
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
    .where(eq(products.slug, slug));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
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
  // One round trip: the embedded database answers one query at a time, and a write reads the product twice.
  const t = productTranslations;
  const v = productVariants;
  const i = productImages;
  const [found] = await db
    .select({
      texts: sql<TextRow[] | null>`(select json_agg(json_build_object('locale', ${t.locale}, 'name', ${t.name}, 'descriptionHtml', ${t.descriptionHtml}, 'seoTitle', ${t.seoTitle}, 'seoDescription', ${t.seoDescription})) from ${t} where ${t.productId} = ${PRODUCT_ID})`,
      variants: sql<VariantRow[] | null>`(select json_agg(json_build_object('sku', ${v.sku}, 'optionValues', ${v.optionValues}, 'priceCents', ${v.priceCents}, 'linePriceCents', ${v.linePriceCents}, 'imagePosition', ${v.imagePosition}, 'weightGrams', ${v.weightGrams}, 'barcode', ${v.barcode}, 'stock', ${v.stock}) order by ${v.position}, ${v.id}) from ${v} where ${v.productId} = ${PRODUCT_ID})`,
      tags: sql<string[] | null>`(select json_agg(${tags.slug} order by ${tags.position}, ${tags.id}) from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId} where ${productTags.productId} = ${PRODUCT_ID})`,
      pictures: sql<{ position: number; alt: unknown }[] | null>`(select json_agg(json_build_object('position', ${i.position}, 'alt', ${i.alt}) order by ${i.position}) from ${i} where ${i.productId} = ${PRODUCT_ID})`,
    })
    .from(products)
    .where(eq(products.id, row.id));
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

/** What the database knows of the names a write uses, read in one round trip. */
type NamesFound = {
  categoryId: number | null;
  tags: { id: number; slug: string }[] | null;
  /** Variants with the write's SKUs, or of this product: whose each is. */
  variants: { id: number; sku: string; productId: number; productSlug: string }[] | null;
  /** The numbers of the product's pictures, in order. */
  picturePositions: number[] | null;
  /** The product that already has the slug a rename asks for. */
  slugTakenBy: number | null;
  /** Every category's parent, for the search rows' category path. */
  parents: { id: number; parentId: number | null }[] | null;
};

/** The database's names for what the write names by slug and SKU, or the problems of what it cannot find. */
async function resolveNames(tx: Transaction, slug: string, productId: number | null, write: ProductWrite) {
  const skus = write.variants.map((variant) => variant.sku);
  const ownId = productId ?? -1;
  // Spelled out with aliases: inside a select's field list drizzle names columns without their
  // tables, and a bare "id" of a join would be ambiguous.
  const tagSlugs = write.tags.length > 0 ? write.tags : [''];
  const [found] = await tx
    .select({
      categoryId: sql<number | null>`(select c.id from categories c where c.slug = ${write.category})`,
      tags: sql<NamesFound['tags']>`(select json_agg(json_build_object('id', t.id, 'slug', t.slug)) from tags t where t.slug in ${tagSlugs})`,
      variants: sql<NamesFound['variants']>`(select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'productId', v.product_id, 'productSlug', p.slug))
        from product_variants v join products p on p.id = v.product_id where v.sku in ${skus} or v.product_id = ${ownId})`,
      picturePositions: sql<number[] | null>`(select json_agg(i.position order by i.position) from product_images i where i.product_id = ${ownId})`,
      slugTakenBy: sql<number | null>`(select p.id from products p where p.slug = ${write.slug ?? slug} and p.id <> ${ownId})`,
      parents: sql<NamesFound['parents']>`(select json_agg(json_build_object('id', c.id, 'parentId', c.parent_id)) from categories c)`,
    })
    .from(sql`(select 1) as one`);
  const names = found!;
  const problems: Problem[] = [];
  if (write.slug !== undefined && write.slug !== slug) {
    if (productId === null) problems.push({ path: 'slug', message: `There is no product "${slug}" to rename: create it at /products/${write.slug}` });
    else if (names.slugTakenBy !== null) problems.push({ path: 'slug', message: `Another product has the slug "${write.slug}"` });
  }
  if (names.categoryId === null) problems.push({ path: 'category', message: `There is no category "${write.category}"` });
  const tagRows = names.tags ?? [];
  write.tags.forEach((slug, index) => {
    if (!tagRows.some((row) => row.slug === slug)) problems.push({ path: formatPath(['tags', index]), message: `There is no tag "${slug}"` });
  });
  const variantRows = names.variants ?? [];
  const pictures = names.picturePositions ?? [];
  write.variants.forEach((variant, index) => {
    const owner = variantRows.find((other) => other.sku === variant.sku && other.productId !== ownId);
    if (owner) problems.push({ path: formatPath(['variants', index, 'sku']), message: `The SKU ${variant.sku} belongs to the product "${owner.productSlug}"` });
    // Without pictures a variant names the first one to come.
    if (pictures.length === 0 ? variant.picture !== 1 : !pictures.includes(variant.picture)) {
      const message = pictures.length === 0 ? 'The product has no pictures yet: expected 1' : `The product has no picture ${variant.picture}: its pictures are ${pictures.join(', ')}`;
      problems.push({ path: formatPath(['variants', index, 'picture']), message });
    }
  });
  return {
    problems,
    categoryId: names.categoryId ?? 0,
    tagIds: tagRows.map((row) => row.id),
    ownVariants: variantRows.filter((row) => row.productId === ownId).map((row) => ({ id: row.id, sku: row.sku })),
    parentOf: new Map((names.parents ?? []).map((category) => [category.id, category.parentId])),
  };
}

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
    return await db.transaction(async (tx): Promise<ProductBatchResult> => {
      const results: { slug: string; created: boolean; changed: boolean }[] = entries.map((entry) => ({ slug: entry.slug, created: true, changed: true }));
      const problems: Problem[] = [];
      const placed = (index: number) => (problem: Problem) => ({ ...problem, path: `products[${index}].product${problem.path.startsWith('[') ? '' : '.'}${problem.path}` });
      const held = new Set((await tx.select({ slug: products.slug }).from(products).where(inArray(products.slug, entries.map((entry) => entry.slug)))).map((row) => row.slug));
      // Products the shop has are written one by one, as products/put writes them (they may free a SKU a new one takes)…
      for (const [index, entry] of entries.entries()) {
        if (!held.has(entry.slug)) continue;
        const done = await writeProductIn(tx, entry.slug, entry.product, undefined);
        if (done.ok) results[index] = { slug: entry.slug, created: done.created, changed: done.changed ?? true };
        else if ('problems' in done) problems.push(...done.problems.map(placed(index)));
      }
      // …and new ones all together, a statement per table for the whole batch.
      const fresh = entries.flatMap((entry, index) => (held.has(entry.slug) ? [] : [{ ...entry, index }]));
      for (const { index, problems: found } of await createProducts(tx, fresh)) problems.push(...found.map(placed(index)));
      if (problems.length > 0) throw new RolledBack<ProductBatchResult>({ ok: false, problems });
      if (options.dryRun) throw new RolledBack<ProductBatchResult>({ ok: true, results, dryRun: true });
      return { ok: true, results, dryRun: false };
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as ProductBatchResult;
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, conflict: 'Another write took one of these slugs or SKUs meanwhile: nothing was written; send the batch again' };
  }
}

/** Rows a multi-row insert carries at most, well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1000;

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * Creates products the shop has not, checked as writeProductIn checks a new one (its category,
 * tags and SKUs exist or are free, no rename, no picture yet) and written as it writes one,
 * with one statement per table for all of them. Answers the problems of each, by its index.
 */
async function createProducts(tx: Transaction, fresh: readonly { slug: string; product: ProductWrite; index: number }[]): Promise<{ index: number; problems: Problem[] }[]> {
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

  const made = await tx
    .insert(products)
    .values(
      fresh.map(({ slug, product: write }) => ({
        slug,
        categoryId: categoryOf.get(write.category)!,
        ...productFieldsOf(write),
        inStock: write.variants.some((variant) => variant.stock > 0),
      })),
    )
    .returning({ id: products.id, slug: products.slug, publishedAt: products.publishedAt });
  const madeBySlug = new Map(made.map((row) => [row.slug, row]));
  const rows = fresh.map((entry) => ({ ...entry, ...madeBySlug.get(entry.slug)! }));

  await insertAll(
    rows.flatMap(({ id, product: write }) => textRowsOf(id, write)),
    (chunk) => tx.insert(productTranslations).values(chunk),
  );
  await insertAll(
    rows.flatMap(({ id, product: write }) => write.variants.map((variant, position) => ({ productId: id, sku: variant.sku, stock: variant.stock, ...variantFieldsOf(variant, position) }))),
    async (chunk) => {
      const inserted = await tx.insert(productVariants).values(chunk).returning({ id: productVariants.id, stock: productVariants.stock });
      await recordFirstCounts(tx, inserted.filter((row) => row.stock > 0).map((row) => ({ variantId: row.id, stock: row.stock })), 'Stock of a new variant');
    },
  );
  await insertAll(
    rows.flatMap(({ id, product: write }) => write.tags.map((tag) => ({ tagId: tagOf.get(tag)!, productId: id }))),
    (chunk) => tx.insert(productTags).values(chunk),
  );
  await insertAll(
    rows.flatMap(({ id, publishedAt, product: write }) => {
      const categoryId = categoryOf.get(write.category)!;
      const tagIds = write.tags.map((tag) => tagOf.get(tag)!);
      return searchRowsOfWrite(write, { productId: id, categoryId, categoryPath: categoryPathOf(categoryId, parentOf), tagIds, publishedAt, inStock: write.variants.some((variant) => variant.stock > 0) });
    }),
    (chunk) => tx.insert(productSearch).values(chunk),
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

/** A written product's text rows, one per language written, each cleaned once. */
const textRowsOf = (productId: number, write: ProductWrite) =>
  TRANSLATED_LOCALES.flatMap((locale) => {
    const text = write.translations[locale];
    return text ? [{ productId, locale, ...text, cleanHtml: cleanHtmlOf([text.descriptionHtml]) }] : [];
  });

/** Search finds only what is on sale: a draft or an archived product has no rows. */
function searchRowsOfWrite(write: ProductWrite, facts: Omit<Parameters<typeof searchRowsOf>[0], 'names' | 'priceCents' | 'featuredRank'>) {
  if (write.status !== 'active') return [];
  const names = Object.fromEntries(TRANSLATED_LOCALES.flatMap((locale) => (write.translations[locale] ? [[locale, write.translations[locale].name]] : []))) as { en: string };
  return searchRowsOf({ ...facts, names, priceCents: productFieldsOf(write).priceCents, featuredRank: write.featuredRank });
}

/** The write itself, inside the caller's transaction. */
export async function writeProductIn(tx: Transaction, slug: string, write: ProductWrite, ifMatch: string | undefined): Promise<ProductWriteResult> {
  const existing = await productRowOf(tx, slug, true);
  const before = existing ? (await documentOf(tx, existing)).version : null;
  if (ifMatch !== undefined && (before === null || (ifMatch !== '*' && ifMatch !== before))) return { ok: false, stale: { current: before } };
  const names = await resolveNames(tx, slug, existing?.id ?? null, write);
  if (names.problems.length > 0) return { ok: false, problems: names.problems };

  const finalSlug = write.slug ?? slug;
  const fields = { slug: finalSlug, categoryId: names.categoryId, ...productFieldsOf(write) };
  const [row] = existing
    ? await tx.update(products).set(fields).where(eq(products.id, existing.id)).returning({ id: products.id, publishedAt: products.publishedAt })
    : await tx
        .insert(products)
        .values({ inStock: false, ...fields })
        .returning({ id: products.id, publishedAt: products.publishedAt });
  const productId = row!.id;

  await writeTexts(tx, productId, write);
  await writeVariants(tx, productId, write, names.ownVariants);
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  if (names.tagIds.length > 0) await tx.insert(productTags).values(names.tagIds.map((tagId) => ({ tagId, productId })));

  const [stocked] = await tx
    .update(products)
    .set({ inStock: sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId} and ${productVariants.stock} > 0)` })
    .where(eq(products.id, productId))
    .returning({ inStock: products.inStock });
  await tx.delete(productSearch).where(eq(productSearch.productId, productId));
  const searchRows = searchRowsOfWrite(write, {
    productId,
    categoryId: names.categoryId,
    categoryPath: categoryPathOf(names.categoryId, names.parentOf),
    tagIds: names.tagIds,
    publishedAt: row!.publishedAt,
    inStock: stocked?.inStock ?? false,
  });
  if (searchRows.length > 0) await tx.insert(productSearch).values(searchRows);
  // A new product at an old address takes it over; a renamed one leaves its old address pointing here.
  if (!existing) await takeAddress(tx, 'product', slug);
  else if (finalSlug !== slug) await renamed(tx, 'product', slug, finalSlug);
  const written = await productRowOf(tx, finalSlug, false);
  const document = await documentOf(tx, written!);
  return { ok: true as const, document, created: !existing, changed: document.version !== before };
}

/** Every language written is kept, cleaned once; a language left out is removed, and the shop falls back to English there. */
async function writeTexts(tx: Transaction, productId: number, write: ProductWrite): Promise<void> {
  const given = TRANSLATED_LOCALES.filter((locale) => write.translations[locale] !== undefined);
  await tx.delete(productTranslations).where(and(eq(productTranslations.productId, productId), notInArray(productTranslations.locale, given)));
  const rows = textRowsOf(productId, write);
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(productTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.locale],
      set: {
        name: excluded('name'),
        descriptionHtml: excluded('description_html'),
        cleanHtml: excluded('clean_html'),
        seoTitle: excluded('seo_title'),
        seoDescription: excluded('seo_description'),
      },
    });
}

/**
 * Variants are matched by SKU: one that stays keeps its id, stock and history; a new one
 * starts with the stock written, as a merchant's count in its history; one left out goes
 * (carts lose it, past orders keep what was bought).
 */
async function writeVariants(tx: Transaction, productId: number, write: ProductWrite, own: readonly { id: number; sku: string }[]): Promise<void> {
  const skus = new Set(write.variants.map((variant) => variant.sku));
  const gone = own.filter((variant) => !skus.has(variant.sku)).map((variant) => variant.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  const kept = new Map(own.map((variant) => [variant.sku, variant.id]));
  const created: (typeof productVariants.$inferInsert)[] = [];
  for (const [position, variant] of write.variants.entries()) {
    const id = kept.get(variant.sku);
    if (id === undefined) created.push({ productId, sku: variant.sku, stock: variant.stock, ...variantFieldsOf(variant, position) });
    else await tx.update(productVariants).set(variantFieldsOf(variant, position)).where(eq(productVariants.id, id));
  }
  if (created.length === 0) return;
  const rows = await tx.insert(productVariants).values(created).returning({ id: productVariants.id, stock: productVariants.stock });
  await recordFirstCounts(tx, rows.filter((row) => row.stock > 0).map((row) => ({ variantId: row.id, stock: row.stock })), 'Stock of a new variant');
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
    listing.q ? nameOrSlugHolds(listing.q) : undefined,
  ];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      status: products.status,
      name: sql<string | null>`(select t.name from product_translations t where t.product_id = ${PRODUCT_ID} and t.locale = 'en')`,
      category: sql<string>`(select ${categories.slug} from ${categories} where ${categories.id} = ${products.categoryId})`,
      priceCents: products.priceCents,
      currency: products.currency,
      variants: sql<number>`(select count(*) from product_variants v where v.product_id = ${PRODUCT_ID})`.mapWith(Number),
      stock: sql<number>`(select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = ${PRODUCT_ID})`.mapWith(Number),
      picture: sql<number | null>`(select min(i.position) from product_images i where i.product_id = ${PRODUCT_ID})`,
    })
    .from(products)
    .where(and(...conditions))
    .orderBy(newest ? desc(products.id) : asc(products.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    products: page.map((row) => ({
      slug: row.slug,
      status: row.status as ProductStatus,
      name: row.name ?? row.slug,
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
 * Products whose name holds the words (through the shop's search rows), or whose slug starts
 * with them. Words without a Chinese character are looked for in the English names only: every
 * product has one, and a name in Chinese holds Latin words rarely enough (while looking in
 * three languages' rows costs three times the work). The matches are gathered once, through
 * the rows' gram index and the slugs' prefix index, so the page reads only the products found.
 */
function nameOrSlugHolds(query: string): SQL {
  const slugStart = `${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const locales = /\p{Script=Han}/u.test(query) ? TRANSLATED_LOCALES : (['en'] as const);
  return sql`${products.id} in (
    select ${productSearch.productId} from ${productSearch} where ${or(...locales.map((locale) => matchCondition(locale, query)))}
    union select ${products.id} from ${products} where ${like(products.slug, slugStart)})`;
}

/** What adding or removing a picture did: the product as it now is, or no such product (or picture). */
export type PictureWrite = { ok: true; product: ProductDocument; position: number } | { ok: false; reason: 'not-found' };

/**
 * Adds an uploaded picture (already re-encoded) as the product's last, under the next number
 * it never had: a browser that kept an old picture's address forever never sees another there.
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
    await tx.insert(productImages).values({ productId: row.id, position, width, height, alt: alt ? { en: alt } : {}, art: null, upload: webp });
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

/** Removes picture `position`; variants that showed it show the first picture left. */
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
      .set({ imagePosition: sql`coalesce((select min(i.position) from product_images i where i.product_id = ${row.id}), 1)` })
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
