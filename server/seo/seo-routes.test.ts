import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPages } from '../demo/pages';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';
import { openTestShop, ORIGIN, TEE_COUNT, type TestShop } from '../testing/test-catalog';
import { createSeoRoutes } from './seo-routes';
import { sitemapFileCount, SITEMAP_URL_LIMIT } from './sitemap';

const STARTUP_TIMEOUT_MS = 60_000;

let shop: TestShop;
let services: Services;
let routes: ReturnType<typeof createSeoRoutes>;

beforeAll(async () => {
  shop = await openTestShop();
  services = createServices({ db: shop.handle.db, logger: memoryLogger() });
  routes = createSeoRoutes({ services });
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await shop?.close();
});

describe('/sitemap.xml', () => {
  it('lists every catalog and content page in every enabled language with hreflang alternates', async () => {
    const response = await routes.request(`${ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const xml = await response.text();
    const { siteConfig } = await services.siteSettings.get();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]);
    const contentPages = new Set(demoPages.filter((page) => page.key.startsWith('page/')).map((page) => page.key)).size;
    // Home, 4 categories, 1 collection, 1 tag, 4 articles, the content pages and the products.
    const pathCount = 1 + 4 + 1 + 1 + 4 + contentPages + TEE_COUNT + 2;
    expect(locs).toHaveLength(pathCount * siteConfig.languages.length);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/zh-HK/product/ceramic-teacup`);
    expect(locs).toContain(`${ORIGIN}/de/category/kitchen`);
    expect(locs).toContain(`${ORIGIN}/zh/article/journal-3`);
    expect(locs).toContain(`${ORIGIN}/ja/page/about`);
    expect(locs).toContain(`${ORIGIN}/tag/gift-ideas`);

    const entry = /<url>\s*<loc>http:\/\/shop\.test\/zh-HK\/product\/ceramic-teacup<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="http://shop.test/zh/product/ceramic-teacup"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://shop.test/product/ceramic-teacup"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/product/ceramic-teacup"/>');
    expect(entry.match(/<xhtml:link/g)).toHaveLength(siteConfig.languages.length + 1);
  });

  it('splits a catalog too large for one file into an index', () => {
    expect(sitemapFileCount(100, 15)).toBe(1);
    expect(sitemapFileCount(SITEMAP_URL_LIMIT, 15)).toBe(15);
  });
});

describe('/robots.txt', () => {
  it('allows the shop, keeps crawlers out of the API, user area and checkout, and names the sitemap', async () => {
    const response = await routes.request(`${ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /user/');
    expect(lines).toContain('Disallow: /zh-HK/user/');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain('Disallow: /zh/checkout');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => line === 'Disallow: /product' || line === 'Disallow: /')).toBe(false);
  });
});
