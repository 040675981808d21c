import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/*
 * The catalog. Slugs are shared by every language (English words), so a URL names the same
 * thing in every language and only the prefix changes.
 *
 * Translations take two shapes, on purpose:
 * - product text lives in `product_translations`, one row per (product, locale): product names
 *   are what search and listings read in bulk, and a row per locale keeps those reads to one
 *   narrow index lookup per product instead of unpacking a document of every language;
 * - categories, tags, collections and articles keep a `translations` jsonb keyed by locale
 *   (`{"en": {...}, "zh-CN": {...}}`): they are read whole, a few at a time, never searched,
 *   and one row per entity keeps them simple. Every read goes through a zod schema.
 *
 * Search does not read either: `product_search` is a derived, denormalised copy (see there).
 * Money is stored in minor units (cents) so sums never drift; page data sends major units.
 */

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    /** `{locale: {name, description, seoTitle, seoDescription}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
    /** How the generated banner is drawn (`{kind, color, accent}`); null for none. */
    art: jsonb('art').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('categories_slug').on(table.slug),
    index('categories_parent_position').on(table.parentId, table.position),
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'categories_parent_fk' }).onDelete('restrict'),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** What the product is (`tee`, `mug`…): picks the illustration of its drawn pictures; null for a merchant's product, which has none. */
    artKind: text('art_kind'),
    currency: text('currency').notNull().default('USD'),
    /** The lowest variant price and its line price, kept here so listings sort on one index. */
    priceCents: integer('price_cents').notNull(),
    linePriceCents: integer('line_price_cents'),
    inStock: boolean('in_stock').notNull(),
    /** Lower comes first in the "featured" order. */
    featuredRank: integer('featured_rank').notNull().default(1000),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** `[{code, name: {locale: text}, values: [{code, label: {locale: text}, swatch}]}]`. */
    options: jsonb('options').$type<unknown>().notNull().default([]),
    /** The last picture number handed out: an uploaded picture takes the next, so an address never shows another picture. */
    pictureSeq: integer('picture_seq').notNull().default(0),
    /** The product's own display flags (spec §3), each on by default; the theme's turn them off for every product. */
    showSlideImage: boolean('show_slide_image').notNull().default(true),
    showFavorite: boolean('show_favorite').notNull().default(true),
    showCart: boolean('show_cart').notNull().default(true),
    /** `active` is on sale; a `draft` is not yet, an `archived` product no more (past orders, reviews and returns keep it). */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('products_slug').on(table.slug),
    // The merchant's list finds a product by the start of its slug, whatever the database's collation.
    index('products_slug_prefix').on(table.slug.op('text_pattern_ops')),
    // A category's listing in each of its orders, of the products on sale only (the listings'
    // own condition, written the same way: see onSale in server/catalog/queries/products.ts). A
    // page far down a category of 20,000 then reads the index alone up to its rows, where an
    // index of every product sent it to each row's table page to learn its status.
    index('products_category_featured').on(table.categoryId, table.featuredRank, table.id).where(sql`${table.status} = 'active'`),
    index('products_category_price').on(table.categoryId, table.priceCents, table.id).where(sql`${table.status} = 'active'`),
    index('products_category_published').on(table.categoryId, table.publishedAt, table.id).where(sql`${table.status} = 'active'`),
    // A parent category lists several category ids at once, which the indexes above cannot
    // return in order: walking one sort order and skipping other categories finds a page in
    // a few rows instead of sorting the whole subtree.
    index('products_featured').on(table.featuredRank, table.id),
    index('products_price').on(table.priceCents, table.id),
    index('products_published').on(table.publishedAt, table.id),
    check('products_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('products_price_positive', sql`${table.priceCents} >= 0`),
    check('products_status', sql`${table.status} in ('draft', 'active', 'archived')`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** The description as shoppers get it, cleaned when it was written (server/pages/clean-html.ts). */
    cleanHtml: jsonb('clean_html').$type<unknown>(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (table) => [
    primaryKey({ name: 'product_translations_pk', columns: [table.productId, table.locale] }),
    check('product_translations_locale', sql`${table.locale} in ('en', 'zh-CN', 'zh-HK')`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1-based: the n in `/images/p/<slug>/<n>-<width>.webp`, never reused by the product (gaps where pictures were removed); not the order they are shown in (`rank`). */
    position: integer('position').notNull(),
    /**
     * Where the picture is shown among the product's pictures, lowest first (ties by `position`):
     * the merchant's order lives here, so putting pictures in order never gives a picture's
     * number, and so its address that browsers keep for a year, to another picture.
     */
    rank: integer('rank').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** `{locale: text}`. */
    alt: jsonb('alt').$type<unknown>().notNull(),
    /** How a drawn picture is drawn: `{scene, color, accent}`; null for an uploaded one. */
    art: jsonb('art').$type<unknown>(),
    /** An uploaded picture, as the shop re-encoded it (WebP at the largest rendition's size, no metadata). */
    upload: bytea('upload'),
  },
  (table) => [
    primaryKey({ name: 'product_images_pk', columns: [table.productId, table.position] }),
    check('product_images_drawn_or_uploaded', sql`(${table.art} is null) <> (${table.upload} is null)`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    position: integer('position').notNull(),
    /** `{optionCode: valueCode}`. */
    optionValues: jsonb('option_values').$type<unknown>().notNull(),
    priceCents: integer('price_cents').notNull(),
    linePriceCents: integer('line_price_cents'),
    stock: integer('stock').notNull().default(0),
    /** 1-based position of the product image showing this variant. */
    imagePosition: integer('image_position').notNull().default(1),
    /** For shipping rates and labels; null when the merchant did not say. */
    weightGrams: integer('weight_grams'),
    /** The code printed on the goods (EAN, UPC…); null for none. */
    barcode: text('barcode'),
  },
  (table) => [
    uniqueIndex('product_variants_sku').on(table.sku),
    index('product_variants_product').on(table.productId, table.position),
    check('product_variants_stock', sql`${table.stock} >= 0`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    /** `{locale: {name, description, seoTitle, seoDescription}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
  },
  (table) => [uniqueIndex('tags_slug').on(table.slug)],
);

export const productTags = pgTable(
  'product_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'product_tags_pk', columns: [table.tagId, table.productId] }),
    index('product_tags_product').on(table.productId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    /** `{locale: {name, description, seoTitle, seoDescription}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
    art: jsonb('art').$type<unknown>(),
  },
  (table) => [uniqueIndex('collections_slug').on(table.slug)],
);

/** A collection is a curated, ordered list: `position` is the merchant's order. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'collection_products_pk', columns: [table.collectionId, table.productId] }),
    index('collection_products_order').on(table.collectionId, table.position),
    index('collection_products_product').on(table.productId),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    /** `published`, `draft` or `archived`: shoppers see only a published article; an archived one keeps its comments. */
    status: text('status').notNull().default('published'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** `{locale: {title, summary, bodyHtml, seoTitle, seoDescription}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
    /** Every translation's body as shoppers get it, cleaned when it was written (server/pages/clean-html.ts). */
    cleanHtml: jsonb('clean_html').$type<unknown>(),
    /** How the thumbnail is drawn: `{kind, color, accent}`. */
    art: jsonb('art').$type<unknown>().notNull(),
  },
  (table) => [
    uniqueIndex('articles_slug').on(table.slug),
    index('articles_published').on(table.publishedAt, table.id),
    check('articles_status', sql`${table.status} in ('draft', 'published', 'archived')`),
  ],
);

/**
 * The old addresses of what a merchant renamed: a request for `from_slug` answers 301 to
 * `to_slug`, so search engines and shoppers' bookmarks keep working. A rename points every
 * older name at the newest one, and a name taken again by something new stops redirecting.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    /** `product` today; the other detail kinds when they can be renamed. */
    kind: text('kind').notNull(),
    fromSlug: text('from_slug').notNull(),
    toSlug: text('to_slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'slug_redirects_pk', columns: [table.kind, table.fromSlug] }),
    index('slug_redirects_to').on(table.kind, table.toSlug),
    check('slug_redirects_kind', sql`${table.kind} in ('product', 'category', 'tag', 'collection', 'article')`),
  ],
);

/**
 * What search reads: one row per (product, locale), derived from the tables above by
 * `indexProducts` and rebuilt whenever a product changes, so a search touches one table.
 *
 * Names are matched by substring in the page language, Chinese included. Chinese has no
 * spaces between words, so word-based indexes (full text search, or pg_trgm, whose trigrams
 * also need three characters while many Chinese words have two) do not fit. Instead each
 * name is cut into overlapping character pairs (and single characters, for one-character
 * Chinese queries), each pair hashed with the locale into an int. A query's pairs must all
 * be present (`grams @> query grams`, served by the GIN index), then `name_folded LIKE`
 * confirms the exact substring, which also rules out hash collisions. Ints keep rows narrow,
 * and the sort keys, category path and tag ids sit in the row so filters and facets need no
 * join. Plain GIN on int[] works the same in PGlite and PostgreSQL, with no extension.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** The name NFKC-normalised and lower-cased, as queries are. */
    nameFolded: text('name_folded').notNull(),
    grams: integer('grams').array().notNull(),
    categoryId: integer('category_id').notNull(),
    /** The category and its ancestors, so a filter by a parent category matches. */
    categoryPath: integer('category_path').array().notNull(),
    tagIds: integer('tag_ids').array().notNull(),
    priceCents: integer('price_cents').notNull(),
    featuredRank: integer('featured_rank').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    inStock: boolean('in_stock').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_search_pk', columns: [table.productId, table.locale] }),
    // A search reads its matches through this index alone and sorts its page among them (server/catalog/queries/search.ts).
    index('product_search_grams').using('gin', table.grams),
  ],
);
