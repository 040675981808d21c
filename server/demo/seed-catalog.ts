import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { articles, categories, collectionProducts, collections, pages, productImages, productSearch, products, productVariants, tags } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import { DEMO_ARTICLES } from './articles';
import { DEMO_CONTENT_PAGES } from './content-pages';
import { collectionProductSlugs, DEMO_PRODUCTS, type DemoProduct } from './products';
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_TAGS } from './taxonomy';
import { productWriteSchema, type ProductWrite } from '../../src/schema/admin-api/products';
import { writeProductsIn } from '../merchandise/product-store';

/** Rows go in slices so one statement never nears the parameter limit. */
const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

function idOf(ids: ReadonlyMap<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`The demo catalog names ${what} "${slug}", which it does not define`);
  return id;
}

/** A demo product as a merchant writes one (products/put, an import's line), checked as theirs are. */
function productWriteOf(product: DemoProduct): ProductWrite {
  return productWriteSchema.parse({
    category: product.category,
    status: 'active',
    translations: Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, product.translations[locale]])),
    options: product.options,
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      optionValues: variant.optionValues,
      priceCents: variant.priceCents,
      compareAtCents: variant.linePriceCents,
      stock: variant.stock,
    })),
    tags: product.tags,
    featuredRank: product.featuredRank,
  });
}

/**
 * The demo catalog: categories, products with their translations, pictures and variants,
 * tags, collections, articles and the service pages.
 * It runs only while the catalog is empty, so a restart (or a merchant's edits) is left alone.
 */
export const catalogSeed: SeedStep = {
  name: 'catalog',
  async run(tx: Transaction) {
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return 'skipped';

    const categoryIds = new Map<string, number>();
    for (const [position, category] of DEMO_CATEGORIES.entries()) {
      const parentId = category.parent === null ? null : idOf(categoryIds, category.parent, 'a parent category');
      const [row] = await tx
        .insert(categories)
        .values({ slug: category.slug, parentId, position, translations: category.translations, art: category.art })
        .returning({ id: categories.id });
      if (!row) throw new Error(`The category "${category.slug}" was not written`);
      categoryIds.set(category.slug, row.id);
    }

    await tx.insert(tags).values(DEMO_TAGS.map((tag, position) => ({ slug: tag.slug, position, translations: tag.translations })));

    // Products go in by the very write a merchant's import makes (checked by the same schema,
    // with its translations, variants, stock history, tags and search rows); what a merchant
    // cannot write is then added: the demo's drawn pictures and its publishing dates.
    const written = await writeProductsIn(tx, DEMO_PRODUCTS.map((product) => ({ slug: product.slug, product: productWriteOf(product) })));
    if (!written.ok) throw new Error(`The demo catalog was refused: ${JSON.stringify('problems' in written ? written.problems.slice(0, 5) : written.conflict)}`);
    const productRows = await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, DEMO_PRODUCTS.map((product) => product.slug)));
    const productIds = new Map(productRows.map((row) => [row.slug, row.id]));
    const perProduct = DEMO_PRODUCTS.map((product) => ({ product, id: idOf(productIds, product.slug, 'a product') }));
    await insertChunked(
      perProduct.flatMap(({ product, id }) => product.images.map((image) => ({ productId: id, ...image, rank: image.position }))),
      (chunk) => tx.insert(productImages).values(chunk),
    );
    await insertChunked(perProduct, async (chunk) => {
      await tx.execute(sql`
        update ${products} set art_kind = drawn.art_kind, published_at = drawn.published_at
        from (values ${sql.join(chunk.map(({ product, id }) => sql`(${id}::integer, ${product.artKind}::text, ${product.publishedAt.toISOString()}::timestamptz)`), sql`, `)}) as drawn(id, art_kind, published_at)
        where ${products.id} = drawn.id`);
      await tx.execute(sql`
        update ${productSearch} set published_at = dated.published_at
        from (values ${sql.join(chunk.map(({ product, id }) => sql`(${id}::integer, ${product.publishedAt.toISOString()}::timestamptz)`), sql`, `)}) as dated(id, published_at)
        where ${productSearch.productId} = dated.id`);
    });
    const pictured = perProduct.flatMap(({ product, id }) => product.variants.flatMap((variant) => (variant.imagePosition === 1 ? [] : [{ id, sku: variant.sku, picture: variant.imagePosition }])));
    await insertChunked(pictured, (chunk) =>
      tx.execute(sql`
        update ${productVariants} set image_position = chosen.picture
        from (values ${sql.join(chunk.map((variant) => sql`(${variant.sku}::text, ${variant.picture}::integer)`), sql`, `)}) as chosen(sku, picture)
        where ${productVariants.sku} = chosen.sku`),
    );

    for (const [position, collection] of DEMO_COLLECTIONS.entries()) {
      const [row] = await tx
        .insert(collections)
        .values({ slug: collection.slug, position, translations: collection.translations, art: collection.art })
        .returning({ id: collections.id });
      if (!row) throw new Error(`The collection "${collection.slug}" was not written`);
      const members = collectionProductSlugs(collection.slug);
      if (members.length === 0) throw new Error(`The collection "${collection.slug}" picks no products`);
      await tx
        .insert(collectionProducts)
        .values(members.map((slug, order) => ({ collectionId: row.id, productId: idOf(productIds, slug, 'a product'), position: order })));
    }

    await tx.insert(articles).values(
      DEMO_ARTICLES.map((article) => ({
        slug: article.slug,
        author: article.author,
        publishedAt: article.publishedAt,
        translations: article.translations,
        art: article.art,
      })),
    );

    await tx
      .insert(pages)
      .values(DEMO_CONTENT_PAGES.map((page) => ({ key: page.key, locale: page.locale, body: page.body, meta: page.meta })))
      .onConflictDoNothing();

    return 'seeded';
  },
};
