import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { ProductDocument, ProductText, ProductWrite } from '../../src/schema/admin-api/products';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { categories, productImages, productSearch, productTags, productTranslations, products, productVariants, tags } from '../db/schema';
import type { Problem } from '../http/problems';
import { formatPath } from '../../src/renderer/core/json-path';
import { writeStock } from '../commerce/stock';
import { cleanHtmlOf } from '../pages/clean-html';
import { contentVersion } from '../pages/content-version';
import { parseOptions } from '../catalog/queries/localized';
import { categoryPathOf, searchRowsOf } from '../catalog/search-rows';

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

type ProductRow = { id: number; slug: string; categorySlug: string; options: unknown; featuredRank: number };

async function productRowOf(db: Reader, slug: string, lock: boolean): Promise<ProductRow | null> {
  const query = db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug, options: products.options, featuredRank: products.featuredRank })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  return row ?? null;
}

async function documentOf(db: Reader, row: ProductRow): Promise<ProductDocument> {
  const [texts, variants, tagRows, pictures] = [
    await db.select().from(productTranslations).where(eq(productTranslations.productId, row.id)),
    await db.select().from(productVariants).where(eq(productVariants.productId, row.id)).orderBy(asc(productVariants.position), asc(productVariants.id)),
    await db
      .select({ slug: tags.slug })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, row.id))
      .orderBy(asc(tags.position), asc(tags.id)),
    await db.select({ position: productImages.position, alt: productImages.alt }).from(productImages).where(eq(productImages.productId, row.id)).orderBy(asc(productImages.position)),
  ];
  const translations: Partial<Record<TranslatedLocale, ProductText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = texts.find((candidate) => candidate.locale === locale);
    if (text) translations[locale] = { name: text.name, descriptionHtml: text.descriptionHtml, seoTitle: text.seoTitle, seoDescription: text.seoDescription };
  }
  const written = {
    slug: row.slug,
    category: row.categorySlug,
    translations,
    options: parseOptions(row.options),
    variants: variants.map((variant) => ({
      sku: variant.sku,
      optionValues: variant.optionValues as Record<string, string>,
      priceCents: variant.priceCents,
      compareAtCents: variant.linePriceCents,
      picture: variant.imagePosition,
      weightGrams: variant.weightGrams,
      barcode: variant.barcode,
    })),
    tags: tagRows.map((tag) => tag.slug),
    featuredRank: row.featuredRank,
  };
  const stockOf = new Map(variants.map((variant) => [variant.sku, variant.stock]));
  return {
    ...written,
    variants: written.variants.map((variant) => ({ ...variant, stock: stockOf.get(variant.sku) ?? 0 })),
    pictures: pictures.map((picture) => ({ position: picture.position, alt: (picture.alt ?? {}) as Record<string, string> })),
    version: contentVersion(written, 20),
  } as ProductDocument;
}

/** A product as a merchant reads it; null when there is none by that slug. */
export async function readProduct(db: Reader, slug: string): Promise<ProductDocument | null> {
  const row = await productRowOf(db, slug, false);
  return row ? documentOf(db, row) : null;
}

/** What a product write did: the product as it now is, the problems that refused it, or a version it no longer has. */
export type ProductWriteResult =
  | { ok: true; product: ProductDocument; created: boolean }
  | { ok: false; problems: Problem[] }
  | { ok: false; stale: { current: string | null } };

/** The database's names for what the write names by slug and SKU, or the problems of what it cannot find. */
async function resolveNames(tx: Transaction, productId: number | null, write: ProductWrite, pictureCount: number) {
  const problems: Problem[] = [];
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, write.category));
  if (!category) problems.push({ path: 'category', message: `There is no category "${write.category}"` });
  const tagRows = write.tags.length > 0 ? await tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, write.tags)) : [];
  write.tags.forEach((slug, index) => {
    if (!tagRows.some((row) => row.slug === slug)) problems.push({ path: formatPath(['tags', index]), message: `There is no tag "${slug}"` });
  });
  const skus = write.variants.map((variant) => variant.sku);
  const others = await tx
    .select({ sku: productVariants.sku, slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.sku, skus), productId === null ? undefined : ne(productVariants.productId, productId)));
  write.variants.forEach((variant, index) => {
    const owner = others.find((other) => other.sku === variant.sku);
    if (owner) problems.push({ path: formatPath(['variants', index, 'sku']), message: `The SKU ${variant.sku} belongs to the product "${owner.slug}"` });
    if (variant.picture > Math.max(1, pictureCount)) {
      const message = pictureCount === 0 ? 'The product has no pictures yet: expected 1' : `The product has ${pictureCount} picture${pictureCount === 1 ? '' : 's'}: expected 1 to ${pictureCount}`;
      problems.push({ path: formatPath(['variants', index, 'picture']), message });
    }
  });
  return { problems, categoryId: category?.id ?? 0, tagIds: tagRows.map((row) => row.id) };
}

/**
 * Creates or replaces the product `slug` with `write`, already checked by the contract's
 * schema. With `ifMatch` (a version, or `*` for any existing product), a product whose version
 * is not that changes nothing.
 */
export async function writeProduct(db: Database, slug: string, write: ProductWrite, ifMatch?: string): Promise<ProductWriteResult> {
  try {
    return await db.transaction(async (tx): Promise<ProductWriteResult> => {
      const existing = await productRowOf(tx, slug, true);
      if (ifMatch !== undefined) {
        const current = existing ? (await documentOf(tx, existing)).version : null;
        if (current === null || (ifMatch !== '*' && ifMatch !== current)) return { ok: false, stale: { current } };
      }
      const [pictures] = existing ? await tx.select({ count: sql<number>`count(*)::int` }).from(productImages).where(eq(productImages.productId, existing.id)) : [];
      const names = await resolveNames(tx, existing?.id ?? null, write, pictures?.count ?? 0);
      if (names.problems.length > 0) return { ok: false, problems: names.problems };

      const cheapest = write.variants.reduce((best, variant) => (variant.priceCents < best.priceCents ? variant : best));
      const fields = {
        categoryId: names.categoryId,
        priceCents: cheapest.priceCents,
        linePriceCents: cheapest.compareAtCents,
        featuredRank: write.featuredRank,
        options: write.options,
      };
      const [row] = existing
        ? await tx.update(products).set(fields).where(eq(products.id, existing.id)).returning({ id: products.id, publishedAt: products.publishedAt })
        : await tx
            .insert(products)
            .values({ slug, inStock: false, ...fields })
            .returning({ id: products.id, publishedAt: products.publishedAt });
      const productId = row!.id;

      await writeTexts(tx, productId, write);
      await writeVariants(tx, productId, write);
      await tx.delete(productTags).where(eq(productTags.productId, productId));
      if (names.tagIds.length > 0) await tx.insert(productTags).values(names.tagIds.map((tagId) => ({ tagId, productId })));

      const [stocked] = await tx
        .update(products)
        .set({ inStock: sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId} and ${productVariants.stock} > 0)` })
        .where(eq(products.id, productId))
        .returning({ inStock: products.inStock });
      const parentOf = new Map((await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((category) => [category.id, category.parentId]));
      await tx.delete(productSearch).where(eq(productSearch.productId, productId));
      await tx.insert(productSearch).values(
        searchRowsOf({
          productId,
          names: Object.fromEntries(TRANSLATED_LOCALES.flatMap((locale) => (write.translations[locale] ? [[locale, write.translations[locale].name]] : []))) as { en: string },
          categoryId: names.categoryId,
          categoryPath: categoryPathOf(names.categoryId, parentOf),
          tagIds: names.tagIds,
          priceCents: cheapest.priceCents,
          featuredRank: write.featuredRank,
          publishedAt: row!.publishedAt,
          inStock: stocked?.inStock ?? false,
        }),
      );
      const written = await productRowOf(tx, slug, false);
      return { ok: true, product: await documentOf(tx, written!), created: !existing };
    });
  } catch (error) {
    // Another process created this slug, or took one of these SKUs, between this write's look and its insert.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, stale: { current: (await readProduct(db, slug))?.version ?? null } };
  }
}

/** Every language written is kept, cleaned once; a language left out is removed, and the shop falls back to English there. */
async function writeTexts(tx: Transaction, productId: number, write: ProductWrite): Promise<void> {
  const given = TRANSLATED_LOCALES.filter((locale) => write.translations[locale] !== undefined);
  await tx.delete(productTranslations).where(and(eq(productTranslations.productId, productId), notInArray(productTranslations.locale, given)));
  for (const locale of given) {
    const text = write.translations[locale]!;
    const values = { ...text, cleanHtml: cleanHtmlOf([text.descriptionHtml]) };
    await tx
      .insert(productTranslations)
      .values({ productId, locale, ...values })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: values });
  }
}

/**
 * Variants are matched by SKU: one that stays keeps its id, stock and history; a new one
 * starts with the stock written, as a merchant's count in its history; one left out goes
 * (carts lose it, past orders keep what was bought).
 */
async function writeVariants(tx: Transaction, productId: number, write: ProductWrite): Promise<void> {
  const skus = write.variants.map((variant) => variant.sku);
  await tx.delete(productVariants).where(and(eq(productVariants.productId, productId), notInArray(productVariants.sku, skus)));
  const kept = new Set((await tx.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.productId, productId))).map((variant) => variant.sku));
  for (const [position, variant] of write.variants.entries()) {
    const fields = {
      position,
      optionValues: variant.optionValues,
      priceCents: variant.priceCents,
      linePriceCents: variant.compareAtCents,
      imagePosition: variant.picture,
      weightGrams: variant.weightGrams,
      barcode: variant.barcode,
    };
    if (kept.has(variant.sku)) {
      await tx.update(productVariants).set(fields).where(eq(productVariants.sku, variant.sku));
      continue;
    }
    await tx.insert(productVariants).values({ productId, sku: variant.sku, stock: 0, ...fields });
    if (variant.stock > 0) await writeStock(tx, variant.sku, { stock: variant.stock }, { reason: 'count', actor: 'merchant', note: 'Stock of a new variant' });
  }
}
