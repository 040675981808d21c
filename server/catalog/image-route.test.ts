import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/schema/catalog';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { DEMO_ARTICLES } from '../demo/articles';
import { DEMO_PRODUCTS } from '../demo/products';
import { createImageRoute } from './image-route';
import { articleImageUrl, bannerImageUrl, heightAt, productImage, productImageUrl } from './images/urls';
import { Hono } from 'hono';

let dataDir: string;
let cacheDir: string;
let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
  cacheDir = join(dataDir, 'image-cache');
  database = await openTestDatabase({ from: 'demo' });
  app = new Hono();
  app.route('/images', createImageRoute({ db: database.db, cacheDir }));
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const product = DEMO_PRODUCTS[0]!;

async function fetchImage(url: string) {
  const response = await app.request(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

describe('catalog image route', () => {
  it.each(IMAGE_WIDTHS)('renders a product picture as WebP %i pixels wide, cacheable forever', async (width) => {
    const { response, bytes } = await fetchImage(productImageUrl(product.slug, 1, width));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(width);
    expect(metadata.height).toBe(heightAt('product', width));
  }, 30_000);

  it('draws a real picture, not a flat box: the colours vary across it', async () => {
    const { bytes } = await fetchImage(productImageUrl(product.slug, 1, 320));
    const stats = await sharp(bytes).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(8);
  });

  it('paints each colour variant in its own colour', async () => {
    const variantImages = new Set(product.variants.map((variant) => variant.imagePosition));
    expect(variantImages.size).toBeGreaterThan(1);
    const [first, second] = [...variantImages];
    const a = await fetchImage(productImageUrl(product.slug, first!, 320));
    const b = await fetchImage(productImageUrl(product.slug, second!, 320));
    expect(a.bytes.equals(b.bytes)).toBe(false);
  });

  it('renders article thumbnails at 4:3 and banners at 5:2', async () => {
    const article = await fetchImage(articleImageUrl(DEMO_ARTICLES[0]!.slug, 640));
    expect(article.response.status).toBe(200);
    expect(await sharp(article.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    for (const url of [bannerImageUrl('category', 'bags', 960), bannerImageUrl('collection', 'summer-edit', 960), bannerImageUrl('site', 'home-hero', 960)]) {
      const banner = await fetchImage(url);
      expect(banner.response.status, url).toBe(200);
      expect(await sharp(banner.bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 384 });
    }
  }, 30_000);

  it('keeps rendered files on disk and serves the same bytes again', async () => {
    const url = productImageUrl(product.slug, 2, 640);
    const first = await fetchImage(url);
    const files = await readdir(cacheDir);
    expect(files.some((file) => file.endsWith('.webp'))).toBe(true);
    const second = await fetchImage(url);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('answers 404 for unknown products, pictures, widths and shapes', async () => {
    const misses = [
      productImageUrl('no-such-product', 1, 640),
      productImageUrl(product.slug, 40, 640),
      `/images/p/${product.slug}/1-500.webp`,
      `/images/p/${product.slug}/1-640.png`,
      articleImageUrl('no-such-article', 640),
      bannerImageUrl('category', 'no-such-category', 640),
      bannerImageUrl('site', 'constructor', 640),
      '/images/x/whatever-640.webp',
      '/images/p/../secret/1-640.webp',
    ];
    for (const url of misses) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
    }
  });

  it('writes responsive images whose every rendition the route serves', async () => {
    const image = productImage(product.slug, 1, 'alt');
    expect(image.srcset.map((candidate) => candidate.width)).toEqual([...IMAGE_WIDTHS]);
    const response = await app.request(image.src);
    expect(response.status).toBe(200);
  });
});
