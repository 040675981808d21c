import { z } from 'zod';
import { TRANSLATED_LOCALES, URL_LANGUAGES } from './languages';
import { safeUrl } from './meta';
import { htmlSchema } from './html';
import { responsiveImageSchema } from './picture';
import { PRODUCT_SORTS, SOURCE_LIMIT_MAX } from './catalog-values';
import { reviewPageSchema } from './web-api/reviews';
import { CATALOG_FORM_WORDS } from './schema-problem-words';

// Constants and helpers that need no zod, so the browser can start without it.
export * from './catalog-values';

/*
 * What catalog pages carry in page data `data`. The server fills it; blocks parse the part
 * they draw with these schemas. Every `href` is built by the server from the site config's
 * rules and already carries the language prefix, so blocks never assemble URLs themselves.
 *
 * Where each route kind puts its data (every page also has `data.site`):
 *
 * | kind                 | data                                                                        |
 * |----------------------|-----------------------------------------------------------------------------|
 * | home (any page)      | `sources[dataSourceKey(source)]` for every block whose props hold `source`  |
 * | category             | `category`, `products`, `pagination`, `sort`                                |
 * | tag                  | `tag`, `products`, `pagination`, `sort`                                     |
 * | collection           | `collection`, `products`, `pagination`, `sort`                              |
 * | product              | `product` (with `selectedSku` when the URL names a variant)                 |
 * | article              | `article`, `articles` (the latest others, for "read next")                  |
 * | page / root          | `page` (a content page; its body is the merchant's composition)             |
 * | search               | `search`                                                                    |
 *
 * `categoryPageDataSchema` and friends below describe each row as a whole.
 */


export const productSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof productSortSchema>;


/** What names a product, category, tag, collection or article in its URL. */
export const catalogSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: CATALOG_FORM_WORDS.slugForm }).max(120);
const slug = catalogSlugSchema;
/** A variant's stock-keeping unit, also the last segment of its URL. */
export const skuSchema = z.string().regex(/^[A-Z0-9-]+$/, { message: CATALOG_FORM_WORDS.skuForm }).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/, { message: 'Expected an ISO 4217 currency code such as USD' });
/** Amounts in the currency's major unit (38.5 means $38.50); the client formats them with Intl. */
const amount = z.number().nonnegative().finite();
const isoDate = z.iso.datetime({ offset: true });

export { responsiveImageSchema, type ResponsiveImage } from './picture';


export const linkSchema = z.object({ name: z.string().max(200), href: safeUrl });
export type Link = z.infer<typeof linkSchema>;

/** Home first, the current page last (it is drawn without a link). */
export const breadcrumbsSchema = z.array(linkSchema).max(12);

export const paginationSchema = z.object({
  /** 1-based. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;


export const swatchSchema = z.object({
  label: z.string().max(80),
  /** A #rrggbb colour to paint the swatch with. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});

/** What one product turns off of the display flags: only the ones it turns off are sent. */
export const productDisplaySchema = z.object({
  showSlideImage: z.literal(false).optional(),
  showFavorite: z.literal(false).optional(),
  showCart: z.literal(false).optional(),
});
export type ProductDisplay = z.infer<typeof productDisplaySchema>;

/** A product as listings show it. */
export const productSummarySchema = z.object({
  slug,
  href: safeUrl,
  name: z.string().max(200),
  /** The lowest variant price. */
  price: amount,
  /** The price before a reduction; null when the product is not reduced. */
  linePrice: amount.nullable(),
  currency,
  image: responsiveImageSchema.nullable(),
  /** A second view shown on hover or focus when the theme's showSlideImage is on. */
  hoverImage: responsiveImageSchema.nullable(),
  inStock: z.boolean(),
  /** The colours it comes in, for dots under the card. */
  swatches: z.array(swatchSchema).max(12),
  /** The display flags this product turns off (spec §3), beside the theme's; absent when it turns none off. */
  display: productDisplaySchema.optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productOptionSchema = z.object({
  /** Stable across languages, e.g. `color`, `size`. */
  code: z.string().regex(/^[a-z0-9-]+$/),
  /** In the page language, e.g. "Colour", "颜色". */
  name: z.string().max(80),
  values: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9-]+$/),
        label: z.string().max(80),
        swatch: z.string().regex(/^#[0-9a-f]{6}$/i).nullable(),
      }),
    )
    .min(1)
    .max(40),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productVariantSchema = z.object({
  sku: skuSchema,
  /** The URL of this variant (`product/{slug}/{sku}` under the site's product rule). */
  href: safeUrl,
  /** Option code → value code, one entry per option: `{color: 'sage', size: 'm'}`. */
  optionValues: z.record(z.string(), z.string()),
  price: amount,
  linePrice: amount.nullable(),
  stock: z.number().int().min(0),
  /** Index into `product.images` of the picture showing this variant. */
  imageIndex: z.number().int().min(0),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productDetailSchema = productSummarySchema.extend({
  /** HTML written by the merchant, cleaned by the server (see html.ts). */
  descriptionHtml: htmlSchema(100_000),
  /** The gallery, in order; `image` is the first of these. */
  images: z.array(responsiveImageSchema).max(24),
  options: z.array(productOptionSchema).max(4),
  variants: z.array(productVariantSchema).min(1).max(250),
  /** The variant the URL names; null on the plain product URL (the block then picks the first in stock). */
  selectedSku: z.string().nullable(),
  category: linkSchema.nullable(),
  tags: z.array(linkSchema).max(20),
  breadcrumbs: breadcrumbsSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export type CategoryNode = { slug: string; name: string; href: string; children: CategoryNode[] };
/** The category tree, roots first in the merchant's order; used by menus. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ slug, name: z.string().max(120), href: safeUrl, children: z.array(categoryNodeSchema).max(200) }),
);

/** The listing header of a category, tag or collection page. */
export const listingSubjectSchema = z.object({
  slug,
  name: z.string().max(200),
  href: safeUrl,
  /** Plain text. */
  description: z.string().max(2000),
  banner: responsiveImageSchema.nullable(),
});

export const categoryDetailSchema = listingSubjectSchema.extend({
  breadcrumbs: breadcrumbsSchema,
  /** Direct sub-categories, for chips under the heading. */
  children: z.array(linkSchema).max(200),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export type ListingSubject = z.infer<typeof listingSubjectSchema>;

export const articleSummarySchema = z.object({
  slug,
  href: safeUrl,
  title: z.string().max(200),
  /** Plain text, one or two sentences. */
  summary: z.string().max(600),
  author: z.string().max(120),
  publishedAt: isoDate,
  thumbnail: responsiveImageSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  /** HTML written by the merchant, cleaned by the server (see html.ts). */
  bodyHtml: htmlSchema(200_000),
  breadcrumbs: breadcrumbsSchema,
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** The filters a search ran with, as read from the URL; null means "not filtered". */
export const searchFiltersSchema = z.object({
  category: slug.nullable(),
  tag: slug.nullable(),
  minPrice: amount.nullable(),
  maxPrice: amount.nullable(),
  inStock: z.boolean(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/**
 * Counts over everything the query matches, before filters, so a shopper sees what each
 * filter would leave. Categories count their sub-categories' products too.
 */
export const searchFacetsSchema = z.object({
  categories: z.array(z.object({ slug, name: z.string().max(120), depth: z.number().int().min(0), count: z.number().int().min(0) })),
  tags: z.array(z.object({ slug, name: z.string().max(120), count: z.number().int().min(0) })),
  /** Lowest and highest price among the matches; null when nothing matched. */
  price: z.object({ min: amount, max: amount, currency }).nullable(),
  inStock: z.number().int().min(0),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/**
 * `data.search`. An empty query is the empty state: no results, no facets, total 0. So is a
 * single letter or digit, which would match most of the catalog: `query` then comes back as
 * typed, with `tooShort` set, so the shopper is asked for more. A single Chinese, Japanese or
 * Korean character is a word and is searched.
 */
export const searchResultSchema = z.object({
  query: z.string().max(200),
  tooShort: z.boolean().default(false),
  sort: productSortSchema,
  filters: searchFiltersSchema,
  results: z.array(productSummarySchema),
  pagination: paginationSchema,
  facets: searchFacetsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/* ------------------------------------------------------------------------------------------
 * Data sources: a block on a composed page (home, a content page) names what it shows with
 * `props.source`; the server fills `data.sources[dataSourceKey(source)]` before sending.
 * Blocks sharing a key share one list, filled up to the largest `limit` asked for, so each
 * block takes `.slice(0, its own limit)`.
 * ---------------------------------------------------------------------------------------- */


/** Products of a collection (in its curated order), a category (with sub-categories) or a tag. */
export const productSourceSchema = z.object({
  kind: z.enum(['collection', 'category', 'tag']),
  slug,
  limit: z.number().int().min(1).max(SOURCE_LIMIT_MAX).default(8),
});
export type ProductSource = z.infer<typeof productSourceSchema>;

/** The latest articles. */
export const articleSourceSchema = z.object({
  kind: z.literal('articles'),
  limit: z.number().int().min(1).max(SOURCE_LIMIT_MAX).default(6),
});
export type ArticleSource = z.infer<typeof articleSourceSchema>;

/**
 * The props of a block that shows articles as cards (the article list's grid, the masonry
 * wall): both blocks take the same settings and differ only in how the cards are laid out.
 */
export const articleCollectionSchema = z.object({
  /** Without it the cards' titles are the second-level headings. */
  heading: z.string().trim().min(1).max(120).optional().meta({ description: 'Shown above the cards.' }),
  level: z
    .union([z.literal(1), z.literal(2)])
    .default(2)
    .meta({
      description: '1 when the cards are the page itself, such as an article index; 2 when another block has the page’s main heading.',
    }),
  /** `{"kind": "articles", "limit": 6}`; without it the page's own articles, a page at a time when the page has pagination. */
  source: articleSourceSchema
    .optional()
    .meta({ description: 'The latest articles, for cards on a page such as home; left out, the block shows the page’s own articles.' }),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .meta({ description: 'Cards in a row on wide screens; phones show one, tablets two.' }),
  showSummary: z.boolean().default(true).meta({ description: 'Shows each article’s summary under its title.' }),
  /** The first picture is then the page's largest paint. */
  priority: z.boolean().default(false).meta({ description: 'Turn on when the cards open the page, so the first picture loads at once.' }),
});
export type ArticleCollectionProps = z.infer<typeof articleCollectionSchema>;

export const dataSourceSchema = z.discriminatedUnion('kind', [productSourceSchema, articleSourceSchema]);
export type DataSource = z.infer<typeof dataSourceSchema>;


/** `data.sources` as a block first reads it: each list is then checked by the block that draws it. */
export const sourceListsSchema = z.record(z.string(), z.unknown());

/** `data.sources`: product sources hold ProductSummary[], `articles` holds ArticleSummary[]. */
export const dataSourcesSchema = z.record(z.string(), z.union([z.array(productSummarySchema), z.array(articleSummarySchema)]));

/* ------------------------------------------------------------------------------------------
 * `data.site`: on every page, for the header, menus and footer.
 * ---------------------------------------------------------------------------------------- */

export { LANGUAGE_OWN_NAMES } from './languages';

export const siteLanguageSchema = z.object({
  lang: z.enum(URL_LANGUAGES),
  /** BCP 47, for `hreflang` and `lang` attributes. */
  hreflang: z.string().max(20),
  /** In the language itself. */
  name: z.string().max(60),
  /** This same page in that language. */
  href: safeUrl,
  current: z.boolean(),
});

export const siteDataSchema = z.object({
  name: z.string().max(120),
  /** The site root in the page language: `/` or `/zh-HK`. */
  homeHref: safeUrl,
  /** The search page in the page language, for a header search form (`?q=`). */
  searchHref: safeUrl,
  categories: z.array(categoryNodeSchema),
  /** The server does not know the shopper's cart yet; the client's cart store wins over this. */
  cartCount: z.number().int().min(0),
  languages: z.array(siteLanguageSchema),
});
export type SiteData = z.infer<typeof siteDataSchema>;

/* ------------------------------------------------------------------------------------------
 * Page data `data` per route kind, as a whole. Unknown keys are allowed: the page data
 * service adds its own (the content page, the template name).
 * ---------------------------------------------------------------------------------------- */

const withSite = { site: siteDataSchema, sources: dataSourcesSchema.optional() };
const listing = {
  products: z.array(productSummarySchema),
  pagination: paginationSchema,
  sort: productSortSchema,
};

/* What each kind's resolver adds; the route kind table (`route-kinds.ts`) names one per kind. */
export const categoryKindDataSchema = z.object({ category: categoryDetailSchema, ...listing });
export const tagKindDataSchema = z.object({ tag: listingSubjectSchema, ...listing });
export const collectionKindDataSchema = z.object({ collection: listingSubjectSchema, ...listing });
/** A product page: the product, and the first page of its accepted reviews with their figures (absent where reviews are not served). */
export const productKindDataSchema = z.object({ product: productDetailSchema, reviews: reviewPageSchema.optional() });
export const articleKindDataSchema = z.object({ article: articleDetailSchema, articles: z.array(articleSummarySchema) });
export const searchKindDataSchema = z.object({ search: searchResultSchema });
/**
 * A page whose body the merchant composed: a content page (`page/<slug>`, `slug` being its
 * slug), or a page stored under its own path (`app/store-locator`, `slug` being that path).
 */
export const composedPageKindDataSchema = z.object({
  page: z.object({ slug: z.string().max(1024), locale: z.enum(TRANSLATED_LOCALES) }),
});

/** A content page in a shopper's favorites: it has no picture, only its title and address. */
export const favoritePageCardSchema = z.object({
  slug: z.string().max(200),
  href: safeUrl,
  title: z.string().max(200),
});
export type FavoritePageCard = z.infer<typeof favoritePageCardSchema>;

/** Spec §3 wish list: three lists, newest favorite first, each entry with what its card draws. */
export const wishListSchema = z.object({
  product: z.array(productSummarySchema),
  article: z.array(articleSummarySchema),
  page: z.array(favoritePageCardSchema),
});
export type WishList = z.infer<typeof wishListSchema>;
/** The user area's favorites, wish list and saved articles pages: the signed-in shopper's wish list. */
export const wishListKindDataSchema = z.object({ wishList: wishListSchema });

export const homePageDataSchema = z.looseObject({ ...withSite });
export const categoryPageDataSchema = z.looseObject({ ...withSite, ...categoryKindDataSchema.shape });
export const tagPageDataSchema = z.looseObject({ ...withSite, ...tagKindDataSchema.shape });
export const collectionPageDataSchema = z.looseObject({ ...withSite, ...collectionKindDataSchema.shape });
export const productPageDataSchema = z.looseObject({ ...withSite, ...productKindDataSchema.shape });
export const articlePageDataSchema = z.looseObject({ ...withSite, ...articleKindDataSchema.shape });
export const searchPageDataSchema = z.looseObject({ ...withSite, ...searchKindDataSchema.shape });

// The account pages' data, read by their blocks through the same page data checks.
export * from './security-pages';
export * from './order-pages';
export { userPageDataSchema } from './user-area';
export { commentPageSchema } from './web-api/comments';
