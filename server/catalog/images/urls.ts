import { IMAGE_WIDTHS, type ImageWidth, type ResponsiveImage } from '../../../src/schema/catalog';

/*
 * The one place image URLs are spelled, shared by the page data (which writes them) and the
 * image route (which reads them back). Every rendition is a separate immutable file named by
 * what it shows and its width, so a CDN or browser can keep it forever.
 *
 * - product pictures:  /images/p/<product-slug>/<position>-<width>.webp   (4:5)
 * - article pictures:  /images/a/<article-slug>-<width>.webp              (4:3)
 * - banners:           /images/b/<owner>/<slug>-<width>.webp              (5:2)
 *   where owner is `category`, `collection` or `site` (named banners of composed pages).
 */

export const IMAGE_PATH_PREFIX = '/images';

/** The size of the largest rendition of each picture shape; smaller ones keep the ratio. */
export const IMAGE_SHAPES = {
  product: { width: 1280, height: 1600 },
  article: { width: 1280, height: 960 },
  banner: { width: 1280, height: 512 },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

export const BANNER_OWNERS = ['category', 'collection', 'site'] as const;
export type BannerOwner = (typeof BANNER_OWNERS)[number];

/** The rendition a client that ignores `srcset` gets: sharp on phones, light on desktops. */
const FALLBACK_WIDTH: ImageWidth = 640;

export function productImageUrl(slug: string, position: number, width: ImageWidth): string {
  return `${IMAGE_PATH_PREFIX}/p/${slug}/${position}-${width}.webp`;
}

export function articleImageUrl(slug: string, width: ImageWidth): string {
  return `${IMAGE_PATH_PREFIX}/a/${slug}-${width}.webp`;
}

export function bannerImageUrl(owner: BannerOwner, slug: string, width: ImageWidth): string {
  return `${IMAGE_PATH_PREFIX}/b/${owner}/${slug}-${width}.webp`;
}

/** Height of a rendition of `shape` at `width`, rounded as the encoder rounds it. */
export function heightAt(shape: ImageShape, width: number): number {
  const full = IMAGE_SHAPES[shape];
  return Math.round((width * full.height) / full.width);
}

function responsive(shape: ImageShape, urlAt: (width: ImageWidth) => string, alt: string): ResponsiveImage {
  return {
    src: urlAt(FALLBACK_WIDTH),
    srcset: IMAGE_WIDTHS.map((width) => ({ src: urlAt(width), width })),
    width: IMAGE_SHAPES[shape].width,
    height: IMAGE_SHAPES[shape].height,
    alt,
  };
}

/** Picture `position` (1-based, as `product_images.position`) of a product, ready for page data. */
export function productImage(slug: string, position: number, alt: string): ResponsiveImage {
  return responsive('product', (width) => productImageUrl(slug, position, width), alt);
}

export function articleImage(slug: string, alt: string): ResponsiveImage {
  return responsive('article', (width) => articleImageUrl(slug, width), alt);
}

export function bannerImage(owner: BannerOwner, slug: string, alt: string): ResponsiveImage {
  return responsive('banner', (width) => bannerImageUrl(owner, slug, width), alt);
}

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const WIDTH = '(\\d{3,4})';
const PRODUCT_PATH = new RegExp(`^/p/${SLUG}/([1-9][0-9]?)-${WIDTH}\\.webp$`);
const ARTICLE_PATH = new RegExp(`^/a/${SLUG}-${WIDTH}\\.webp$`);
const BANNER_PATH = new RegExp(`^/b/(${BANNER_OWNERS.join('|')})/${SLUG}-${WIDTH}\\.webp$`);

export type ImageRequest =
  | { shape: 'product'; slug: string; position: number; width: ImageWidth }
  | { shape: 'article'; slug: string; width: ImageWidth }
  | { shape: 'banner'; owner: BannerOwner; slug: string; width: ImageWidth };

function imageWidthOf(text: string): ImageWidth | null {
  const width = Number(text);
  return IMAGE_WIDTHS.find((allowed) => allowed === width) ?? null;
}

function bannerOwnerOf(text: string): BannerOwner | null {
  return BANNER_OWNERS.find((owner) => owner === text) ?? null;
}

/**
 * Reads a path under IMAGE_PATH_PREFIX (the prefix already removed) back into what it names;
 * null for anything these helpers would never have written, including widths not rendered.
 */
export function parseImagePath(path: string): ImageRequest | null {
  const product = PRODUCT_PATH.exec(path);
  if (product) {
    const width = imageWidthOf(product[3]!);
    return width ? { shape: 'product', slug: product[1]!, position: Number(product[2]), width } : null;
  }
  const article = ARTICLE_PATH.exec(path);
  if (article) {
    const width = imageWidthOf(article[2]!);
    return width ? { shape: 'article', slug: article[1]!, width } : null;
  }
  const banner = BANNER_PATH.exec(path);
  if (banner) {
    const width = imageWidthOf(banner[3]!);
    const owner = bannerOwnerOf(banner[1]!);
    return width && owner ? { shape: 'banner', owner, slug: banner[2]!, width } : null;
  }
  return null;
}
