/*
 * The catalog contract's constants and helpers, apart from its schemas (catalog.ts) so that
 * code the browser starts with can use them without loading zod.
 */

/** Widths the image server renders, smallest first; any other width is a 404. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Page size of product listings (category, tag, collection, search). */
export const PRODUCT_PAGE_SIZE = 24;

/** Sort orders of product listings, the first being the default. */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;

/**
 * Query parameters the server reads on listing and search pages. Forms and links use
 * these names: `?q=tote&category=bags&min=20&max=80&tag=gift-ideas&inStock=1&sort=price-asc&page=2`.
 */
export const CATALOG_QUERY_PARAMS = {
  query: 'q',
  sort: 'sort',
  page: 'page',
  category: 'category',
  tag: 'tag',
  minPrice: 'min',
  maxPrice: 'max',
  inStock: 'inStock',
} as const;

/** The `srcset` attribute of an image: `/images/p/mug/1-320.webp 320w, ...`. */
export function srcsetOf(image: { srcset: ReadonlyArray<{ src: string; width: number }> }): string {
  return image.srcset.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');
}

/** How many pages a listing has (at least one, so "page 1 of 1" reads right when empty). */
export function pageCountOf(pagination: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(pagination.total / pagination.pageSize));
}

export const SOURCE_LIMIT_MAX = 48;

/** `collection:summer-edit`, `category:bags`, `tag:gift-ideas`, `articles`. */
export function dataSourceKey(source: { kind: 'collection' | 'category' | 'tag'; slug: string } | { kind: 'articles' }): string {
  return source.kind === 'articles' ? 'articles' : `${source.kind}:${source.slug}`;
}
