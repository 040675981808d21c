import type { Transaction } from '../db/database';
import {
  articles,
  categories,
  collectionProducts,
  collections,
  pages,
  productImages,
  productSearch,
  productTags,
  products,
  productTranslations,
  productVariants,
  tags,
} from '../db/schema';
import type { SeedStep } from '../db/seed';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import { DEMO_ARTICLES } from './articles';
import { DEMO_CONTENT_PAGES } from './content-pages';
import { collectionProductSlugs, DEMO_PRODUCTS } from './products';
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_TAGS } from './taxonomy';
import { categoryPathOf, searchRowsOf, type SearchFacts } from '../catalog/search-rows';

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

/**
 * The demo catalog: categories, products with their translations, pictures and variants,
 * tags, collections, articles, the service pages, and the search rows derived from products.
 * It runs only while the catalog is empty, so a restart (or a merchant's edits) is left alone.
 */
export const catalogSeed: SeedStep = {
  name: 'catalog',
  async run(tx: Transaction) {
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return 'skipped';

    const categoryIds = new Map<string, number>();
    const parentOf = new Map<number, number | null>();
    for (const [position, category] of DEMO_CATEGORIES.entries()) {
      const parentId = category.parent === null ? null : idOf(categoryIds, category.parent, 'a parent category');
      const [row] = await tx
        .insert(categories)
        .values({ slug: category.slug, parentId, position, translations: category.translations, art: category.art })
        .returning({ id: categories.id });
      if (!row) throw new Error(`The category "${category.slug}" was not written`);
      categoryIds.set(category.slug, row.id);
      parentOf.set(row.id, parentId);
    }

    const tagRows = await tx
      .insert(tags)
      .values(DEMO_TAGS.map((tag, position) => ({ slug: tag.slug, position, translations: tag.translations })))
      .returning({ id: tags.id, slug: tags.slug });
    const tagIds = new Map(tagRows.map((row) => [row.slug, row.id]));

    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product) => ({
          slug: product.slug,
          categoryId: idOf(categoryIds, product.category, 'a category'),
          artKind: product.artKind,
          currency: 'USD',
          priceCents: product.priceCents,
          linePriceCents: product.linePriceCents,
          inStock: product.inStock,
          featuredRank: product.featuredRank,
          publishedAt: product.publishedAt,
          options: product.options,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

    const perProduct = DEMO_PRODUCTS.map((product) => ({ product, id: idOf(productIds, product.slug, 'a product') }));
    await insertChunked(
      perProduct.flatMap(({ product, id }) =>
        TRANSLATED_LOCALES.map((locale) => ({ productId: id, locale, ...product.translations[locale] })),
      ),
      (chunk) => tx.insert(productTranslations).values(chunk),
    );
    await insertChunked(
      perProduct.flatMap(({ product, id }) => product.images.map((image) => ({ productId: id, ...image }))),
      (chunk) => tx.insert(productImages).values(chunk),
    );
    await insertChunked(
      perProduct.flatMap(({ product, id }) => product.variants.map((variant, position) => ({ productId: id, position, ...variant }))),
      (chunk) => tx.insert(productVariants).values(chunk),
    );
    await insertChunked(
      perProduct.flatMap(({ product, id }) => product.tags.map((slug) => ({ productId: id, tagId: idOf(tagIds, slug, 'a tag') }))),
      (chunk) => tx.insert(productTags).values(chunk),
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

    await insertChunked(
      perProduct.flatMap(({ product, id }) => {
        const categoryId = idOf(categoryIds, product.category, 'a category');
        const productTagIds = product.tags.map((slug) => idOf(tagIds, slug, 'a tag'));
        const names = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, product.translations[locale].name])) as SearchFacts['names'];
        return searchRowsOf({
          productId: id,
          names,
          categoryId,
          categoryPath: categoryPathOf(categoryId, parentOf),
          tagIds: productTagIds,
          priceCents: product.priceCents,
          featuredRank: product.featuredRank,
          publishedAt: product.publishedAt,
          inStock: product.inStock,
        });
      }),
      (chunk) => tx.insert(productSearch).values(chunk),
    );
    return 'seeded';
  },
};
