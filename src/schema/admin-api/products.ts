import { z } from 'zod';
import { catalogSlugSchema, skuSchema } from '../catalog';
import { PRODUCT_FORM_WORDS } from '../schema-problem-words';
import { STOCK_MAX } from '../commerce/stock';
import { listedNamesSchema, localeTexts } from './locale-texts';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles } from './contract';

/*
 * A merchant's products, one at a time: read one as a whole document and write it back as a
 * whole. The document says everything the shop shows of a product except its pictures, which
 * are drawn or uploaded on their own. A write is checked as a whole and refused with 422 naming
 * each problem by its JSON path; a write naming the version it read (`If-Match`) over a product
 * changed since answers 409 and changes nothing.
 *
 * Stock is in the document a read answers, but a write sets it only for a variant it creates:
 * the units of an existing variant move with sales while a merchant edits, so they change
 * through `stock/put` (a count, or a relative change that never loses a sale), never by
 * writing back a number read minutes ago.
 */

/**
 * Where a product is in its life: `active` is on sale; a `draft` is not yet; an `archived`
 * product is no more, and stays so that past orders, reviews and returns keep showing what was
 * bought. Shoppers never see a draft or an archived product: it is not listed, searched, shown
 * on its page (404) or sold, and a cart holding it shows it gone.
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The most a price may be, in minor units (a million in the shop's currency). */
export const PRICE_MAX_CENTS = 100_000_000;
/** Limits that keep one product drawable: the product page shows at most these. */
export const PRODUCT_LIMITS = { options: 4, optionValues: 40, variants: 250, tags: 20, nameMax: 200, descriptionMax: 100_000 } as const;

const optionCode = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: PRODUCT_FORM_WORDS.codeForm }).max(40);
/** A word in every language the shop is translated into; English is required, the others fall back to it. */
const words = (max: number) => localeTexts(z.string().trim().min(1).max(max));

const productTextSchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_LIMITS.nameMax),
  /** HTML; cleaned of anything unsafe when it is written, before any shopper sees it. */
  descriptionHtml: z.string().max(PRODUCT_LIMITS.descriptionMax).default(''),
  seoTitle: z.string().trim().max(200).default(''),
  seoDescription: z.string().trim().max(500).default(''),
});
export type ProductText = z.infer<typeof productTextSchema>;

const translationsSchema = localeTexts(productTextSchema);

const optionSchema = z.object({
  code: optionCode,
  name: words(80),
  values: z
    .array(
      z.object({
        code: optionCode,
        label: words(80),
        /** A #rrggbb colour for the swatch dot, or null. */
        swatch: z.string().regex(/^#[0-9a-f]{6}$/i, { message: PRODUCT_FORM_WORDS.colourForm }).nullable().default(null),
      }),
    )
    .min(1)
    .max(PRODUCT_LIMITS.optionValues),
});

const cents = z.int().min(0).max(PRICE_MAX_CENTS);

const displaySchema = z.object({
  /** The second picture on a card when hovered or focused. */
  showSlideImage: z.boolean().default(true),
  /** The favorite heart on its card and page. */
  showFavorite: z.boolean().default(true),
  /** "Add to cart" on its card and page. */
  showCart: z.boolean().default(true),
});

const variantSchema = z.object({
  sku: skuSchema,
  /** Option code → value code, one entry per option of the product. */
  optionValues: z.record(z.string(), z.string()).default({}),
  priceCents: cents,
  /** The price before a reduction, shown struck through when it is above the price; null for none. */
  compareAtCents: cents.nullable().default(null),
  /** Units on hand when the variant is created; ignored for a variant that exists (see `stock/put`). */
  stock: z.int().min(0).max(STOCK_MAX).default(0),
  /** 1-based position of the product picture that shows this variant. */
  picture: z.int().min(1).max(24).default(1),
  weightGrams: z.int().min(0).max(1_000_000).nullable().default(null),
  barcode: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,40}$/, { message: 'Expected up to 40 letters, digits and dashes' })
    .nullable()
    .default(null),
});

function duplicatesOf(values: readonly string[]): Map<string, number[]> {
  const seen = new Map<string, number[]>();
  values.forEach((value, index) => seen.set(value, [...(seen.get(value) ?? []), index]));
  return new Map([...seen].filter(([, indexes]) => indexes.length > 1));
}

/** What a merchant writes: the product as a whole, pictures aside. */
export const productWriteSchema = z
  .object({
    /**
     * The product's slug after the write. Left out, or the path's, it stays; another renames the
     * product, and its old address answers 301 to the new one from then on.
     */
    slug: catalogSlugSchema.optional(),
    /** The slug of the category the product sits in. */
    category: catalogSlugSchema,
    status: z.enum(PRODUCT_STATUSES).default('active'),
    translations: translationsSchema,
    options: z.array(optionSchema).max(PRODUCT_LIMITS.options).default([]),
    variants: z.array(variantSchema).min(1).max(PRODUCT_LIMITS.variants),
    tags: z.array(catalogSlugSchema).max(PRODUCT_LIMITS.tags).default([]),
    /** Lower comes first in the "featured" order of listings. */
    featuredRank: z.int().min(0).max(1_000_000).default(1000),
    /** Spec §3's display flags for this product alone, each on unless turned off; the theme's turn them off for all. */
    display: displaySchema.default({ showSlideImage: true, showFavorite: true, showCart: true }),
  })
  .superRefine((product, context) => {
    const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    for (const [code, indexes] of duplicatesOf(product.options.map((option) => option.code))) problem(['options', indexes[1]!, 'code'], `The option "${code}" is named twice`);
    product.options.forEach((option, index) => {
      for (const [code, at] of duplicatesOf(option.values.map((value) => value.code))) problem(['options', index, 'values', at[1]!, 'code'], `The value "${code}" is named twice`);
    });
    for (const [sku, indexes] of duplicatesOf(product.variants.map((variant) => variant.sku))) problem(['variants', indexes[1]!, 'sku'], `The SKU ${sku} is given twice`);
    const combinations: string[] = [];
    product.variants.forEach((variant, index) => {
      for (const option of product.options) {
        const value = variant.optionValues[option.code];
        if (value === undefined) problem(['variants', index, 'optionValues', option.code], `Missing: every variant picks a value of "${option.code}"`);
        else if (!option.values.some((known) => known.code === value)) {
          problem(['variants', index, 'optionValues', option.code], `"${value}" is not a value of "${option.code}" (${option.values.map((known) => known.code).join(', ')})`);
        }
      }
      for (const code of Object.keys(variant.optionValues)) {
        if (!product.options.some((option) => option.code === code)) problem(['variants', index, 'optionValues', code], `The product has no option "${code}"`);
      }
      combinations.push(product.options.map((option) => variant.optionValues[option.code] ?? '').join('\u0000'));
    });
    for (const [, indexes] of duplicatesOf(combinations)) problem(['variants', indexes[1]!, 'optionValues'], `The same choice as variant ${indexes[0]}: each variant needs its own values`);
    for (const [slug, indexes] of duplicatesOf(product.tags)) problem(['tags', indexes[1]!], `The tag "${slug}" is given twice`);
  });
export type ProductWrite = z.output<typeof productWriteSchema>;

/** A product's version: its read answers it (and the `ETag` header), a write may name it in `If-Match`. */
const productVersionSchema = z.string().meta({ description: 'The product version: send it back as If-Match to write only over this version' });

/** What a read answers: the document a write takes, with what the shop keeps beside it. */
export const productDocumentSchema = z.object({
  slug: z.string(),
  category: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  translations: translationsSchema,
  options: z.array(optionSchema),
  variants: z.array(variantSchema.extend({ stock: z.int() })),
  tags: z.array(z.string()),
  featuredRank: z.int(),
  display: displaySchema,
  /** The pictures as they are, in the order shown, each under its own number (written by their own calls); `src` is the largest size the shop serves. */
  pictures: z.array(z.object({ position: z.int(), alt: z.record(z.string(), z.string()), src: z.string() })),
  version: productVersionSchema,
});
export type ProductDocument = z.output<typeof productDocumentSchema>;

/** The most bytes one uploaded picture may have; the most pixels is the shop's decoding limit (40 million). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The most products one `products/bulk` changes. */
export const PRODUCT_BULK_MAX = 200;

/** How a bulk change moves each variant's price. */
export const bulkPriceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set'), cents }),
  z.object({ kind: z.literal('percent'), percent: z.number().min(-99).max(1000).refine((percent) => percent !== 0, 'A change of 0% moves nothing') }),
  z.object({ kind: z.literal('add'), cents: z.int().min(-PRICE_MAX_CENTS).max(PRICE_MAX_CENTS).refine((change) => change !== 0, 'A change of 0 moves nothing') }),
]);
export type BulkPrice = z.infer<typeof bulkPriceSchema>;

/** How a bulk change moves each variant's units: counted (`set`) or added and taken (`add`). */
export const bulkStockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set'), units: z.int().min(0).max(STOCK_MAX) }),
  z.object({ kind: z.literal('add'), units: z.int().min(-STOCK_MAX).max(STOCK_MAX).refine((change) => change !== 0, 'A change of 0 moves nothing') }),
]);
export type BulkStock = z.infer<typeof bulkStockSchema>;

export const productBulkSchema = z
  .object({
    slugs: z
      .array(catalogSlugSchema)
      .min(1)
      .max(PRODUCT_BULK_MAX)
      .superRefine((slugs, context) => {
        for (const [slug, indexes] of duplicatesOf(slugs)) context.addIssue({ code: 'custom', path: [indexes[1]!], message: `"${slug}" is given twice` });
      }),
    status: z.enum(PRODUCT_STATUSES).optional(),
    price: bulkPriceSchema.optional(),
    stock: bulkStockSchema.optional(),
  })
  .refine((change) => change.status !== undefined || change.price !== undefined || change.stock !== undefined, 'Give a status, a price or a stock change');
export type ProductBulk = z.infer<typeof productBulkSchema>;

/** A value before and after a bulk change. */
const beforeAfter = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });

/** What a bulk change did (or would do) to one product. */
export const bulkOutcomeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  status: beforeAfter(z.enum(PRODUCT_STATUSES)),
  variants: z.array(z.object({ sku: z.string(), priceCents: beforeAfter(z.int()), stock: beforeAfter(z.int()) })),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** The most products one `products/batch` writes. */
export const PRODUCT_BATCH_MAX = 500;

/** Products one page of the merchant's list holds. */
export const MERCHANT_PRODUCTS_PAGE_SIZE = 200;

export const PRODUCT_STOCK_FILTERS = ['out', 'low'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** Where a page of the merchant's list ends; opaque to the caller, who sends it back as `after`. */
const productCursorSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Expected the `next` cursor of a page of this list')
  .refine((cursor) => Number(cursor) <= 2 ** 31 - 1, 'Expected the `next` cursor of a page of this list');

/** A product as the merchant's list shows it: enough to find it and judge its price and stock at a glance. */
export const listedProductSchema = z.object({
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** The English name (every product has one). */
  name: z.string(),
  names: listedNamesSchema,
  category: z.string(),
  /** The lowest variant price, in minor units of `currency`. */
  priceCents: z.int(),
  currency: z.string(),
  variants: z.int(),
  /** Units of every variant together. */
  stock: z.int(),
  /** The smallest size of the first picture the shop serves; null when the product has none. */
  picture: z.string().nullable(),
});
export type ListedProduct = z.infer<typeof listedProductSchema>;

export const PRODUCT_CALLS = forRoles(EDITORS, {
  /**
   * Every product, drafts and archived ones too, a page at a time (newest made first unless
   * `order` says otherwise), narrowed by any of the filters. A page ends with `next`, the cursor
   * of the page after it (null on the last): pages follow one another by the products' place,
   * not by a count, so a product made while the merchant pages never shows twice or pushes one
   * out, and the thousandth page costs what the first does.
   */
  'products/list': {
    method: 'GET',
    path: '/products',
    query: z.object({
      q: z.string().trim().max(100).optional().meta({ description: 'Words of the product’s name in any shop language, or the start of its slug' }),
      status: z.enum(PRODUCT_STATUSES).optional(),
      category: catalogSlugSchema.optional().meta({ description: 'Products sitting in this category (not its subcategories)' }),
      stock: z.enum(PRODUCT_STOCK_FILTERS).optional().meta({ description: '`out`: no variant has a unit; `low`: some variant has LOW_STOCK units or fewer' }),
      order: z.enum(['newest', 'oldest']).default('newest'),
      after: productCursorSchema.optional().meta({ description: 'The `next` of the page before' }),
    }),
    answer: z.object({ products: z.array(listedProductSchema), next: productCursorSchema.nullable() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MERCHANT_PRODUCTS_PAGE_SIZE,
  },
  /** A product as a whole, with its version in the body and the `ETag` header; 404 when there is none. */
  'products/get': {
    method: 'GET',
    path: '/products/:slug',
    answer: z.object({ product: productDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Creates the product (201) or replaces it as a whole (200). A variant keeps its stock and
   * its history by its SKU; a variant left out is removed (past orders keep what was bought).
   * With `If-Match` naming the version a read answered (or `*` for any existing product), a
   * product changed since answers 409 and nothing is written.
   */
  'products/put': {
    reads: 'products/get',
    method: 'PUT',
    path: '/products/:slug',
    /** `dryRun=true` checks the write as a real one would and answers what it would make, writing nothing. */
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    request: productWriteSchema,
    /** `changed` is false when the product was already exactly this (writing the same again changes nothing). */
    answer: z.object({ product: productDocumentSchema, created: z.boolean(), changed: z.boolean(), dryRun: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Creates or replaces many products in one transaction, each as `products/put` would (without
   * If-Match): all of them, or, with a problem in any, none, each problem named under its
   * `products[i]`. For imports: one request and one change told to every process per batch.
   */
  'products/batch': {
    method: 'POST',
    path: '/products/batch',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    request: z.object({
      products: z
        .array(z.object({ slug: catalogSlugSchema, product: productWriteSchema }))
        .min(1)
        .max(PRODUCT_BATCH_MAX)
        .superRefine((entries, context) => {
          for (const [slug, indexes] of duplicatesOf(entries.map((entry) => entry.slug))) context.addIssue({ code: 'custom', path: [indexes[1]!, 'slug'], message: `"${slug}" is given twice in the batch` });
        }),
    }),
    answer: z.object({ results: z.array(z.object({ slug: z.string(), created: z.boolean(), changed: z.boolean() })), dryRun: z.boolean() }),
    maxBodyBytes: 32 * 1024 * 1024,
  },
  /**
   * One change to many products at once, in one transaction: a new status (archive them, or put
   * them on sale), a new price for every variant, and units counted or added for every variant.
   * A percent change rounds each price to the nearest minor unit. Stock moves as `stock/put`
   * moves it (a sale meanwhile is never lost) and is kept in each variant's history. With
   * `dryRun=true` it answers what would change, writing nothing; otherwise what did. Any
   * problem (an unknown product, a price or stock it would put out of range) refuses it all
   * with 422, each problem named by where it is.
   */
  'products/bulk': {
    method: 'POST',
    path: '/products/bulk',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    request: productBulkSchema,
    answer: z.object({ products: z.array(bulkOutcomeSchema), dryRun: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Adds a picture, sent as the request's bytes (any content type): judged by its bytes, not its
   * name, cropped to the product's 4:5 frame, drawn again without metadata, and shown at every
   * size the shop serves. It takes the next number (`position` in the answer), never one a
   * removed picture had, so a picture's address never shows another. 422 names a file that is
   * not a picture (or has more than 40 million pixels); 413 one over PICTURE_MAX_BYTES.
   */
  'products/pictures/add': {
    reads: 'products/get',
    method: 'POST',
    path: '/products/:slug/pictures',
    upload: 'bytes',
    query: z.object({ alt: z.string().trim().max(300).optional().meta({ description: 'What the picture shows, in English, for screen readers' }) }),
    answer: z.object({ product: productDocumentSchema, position: z.int() }),
    maxBodyBytes: PICTURE_MAX_BYTES,
  },
  // Before `products/pictures/put`: calls are mounted in this order, and its `:position` would take "order".
  /**
   * Puts the pictures in a new order: `order` is every picture's number once, first to last (the
   * first is the one cards show). The answer's `pictures` come in that order, each keeping its
   * number: its address goes on showing the same picture, and each variant's `picture` is
   * unchanged. A number missing, given twice or not a picture's is refused with 422 naming
   * `order` (or `order[i]`).
   */
  'products/pictures/order': {
    reads: 'products/get',
    method: 'PUT',
    path: '/products/:slug/pictures/order',
    request: z.object({
      order: z
        .array(z.int().min(1))
        .min(1)
        .max(1000)
        .superRefine((order, context) => {
          for (const [position, indexes] of duplicatesOf(order.map(String))) context.addIssue({ code: 'custom', path: [indexes[1]!], message: `Picture ${position} is given twice` });
        }),
    }),
    answer: z.object({ product: productDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * What picture `position` shows, said in each language (`{"alt": {"en": …, "zh-HK": …}}`), for
   * screen readers and when it cannot load; a language left out reads the product's name there.
   */
  'products/pictures/put': {
    reads: 'products/get',
    method: 'PUT',
    path: '/products/:slug/pictures/:position',
    request: z.object({ alt: localeTexts(z.string().trim().max(300)).strict() }),
    answer: z.object({ product: productDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** Removes picture `position`; a variant that showed it shows the first picture left. */
  'products/pictures/delete': {
    reads: 'products/get',
    method: 'DELETE',
    path: '/products/:slug/pictures/:position',
    answer: z.object({ product: productDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
