import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/blocks/registry';
import { validatePageBlocks } from '../../../src/renderer/core';
import {
  articlePageDataSchema,
  categoryPageDataSchema,
  collectionPageDataSchema,
  homePageDataSchema,
  PRODUCT_PAGE_SIZE,
  productPageDataSchema,
  searchPageDataSchema,
  tagPageDataSchema,
} from '../../../src/schema/catalog';
import { pageBodySchema } from '../../../src/schema/page';
import { memoryLogger } from '../../logger';
import type { PageDataResult } from '../../pages/page-data';
import { createServices, type Services } from '../../services';
import { catalogHomeRows, catalogTemplateRows } from '../../demo/templates';
import { openTestShop, ORIGIN, TEE_COUNT, type TestShop } from '../../testing/test-catalog';
import { gramFrequencies } from '../queries/search';
import { queryGramsOf } from '../queries/search-text';

const STARTUP_TIMEOUT_MS = 60_000;

let shop: TestShop;
let services: Services;

beforeAll(async () => {
  shop = await openTestShop();
  services = createServices({ db: shop.handle.db, logger: memoryLogger() });
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await shop?.close();
});

async function page(path: string) {
  const result: PageDataResult = await services.pageData.getPageData(new URL(`${ORIGIN}${path}`), { origin: ORIGIN, shopper: null });
  if (result.kind !== 'page') throw new Error(`${path} answered ${result.kind}`);
  return result.pageData;
}

describe('category pages', () => {
  it('lists the category and its sub-categories in featured order, one page at a time', async () => {
    const first = categoryPageDataSchema.parse((await page('/category/apparel')).data);
    expect(first.category.name).toBe('Apparel');
    expect(first.category.children).toEqual([{ name: 'Tops', href: '/category/tops' }]);
    expect(first.pagination).toEqual({ page: 1, pageSize: PRODUCT_PAGE_SIZE, total: TEE_COUNT });
    expect(first.products).toHaveLength(PRODUCT_PAGE_SIZE);
    // Featured rank falls as the number rises, so the last tee leads.
    expect(first.products[0]?.slug).toBe('cotton-tee-30');

    const secondPage = await page('/category/apparel?page=2&sort=featured');
    expect(secondPage.meta.canonical).toBe(`${ORIGIN}/category/apparel?page=2`);
    const second = categoryPageDataSchema.parse(secondPage.data);
    expect(second.products).toHaveLength(TEE_COUNT - PRODUCT_PAGE_SIZE);
    const seen = new Set([...first.products, ...second.products].map((product) => product.slug));
    expect(seen.size).toBe(TEE_COUNT);
    expect(second.pagination.total).toBe(TEE_COUNT);

    // A page past the end lists nothing and still says how many there are, for its pager.
    const beyond = categoryPageDataSchema.parse((await page('/category/apparel?page=9')).data);
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, pageSize: PRODUCT_PAGE_SIZE, total: TEE_COUNT });
  });

  it('sorts by price both ways and by newest', async () => {
    const ascending = categoryPageDataSchema.parse((await page('/category/tops?sort=price-asc')).data);
    const prices = ascending.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ascending.sort).toBe('price-asc');
    expect(ascending.products[0]).toMatchObject({ price: 10, currency: 'USD', href: '/product/cotton-tee-01' });

    const descending = categoryPageDataSchema.parse((await page('/category/tops?sort=price-desc')).data);
    expect(descending.products[0]?.price).toBe(39);

    const newest = categoryPageDataSchema.parse((await page('/category/tops?sort=newest')).data);
    expect(newest.products[0]?.slug).toBe('cotton-tee-30');
    const featured = categoryPageDataSchema.parse((await page('/category/tops?sort=bogus')).data);
    expect(featured.sort).toBe('featured');
  });

  it('writes names and links in the page language and a 404 for an unknown category', async () => {
    const data = categoryPageDataSchema.parse((await page('/zh-HK/category/home')).data);
    expect(data.category.name).toBe('家居');
    expect(data.products.map((product) => product.name)).toEqual(['手工陶瓷茶杯', '粗陶茶壺']);
    expect(data.products[0]).toMatchObject({ href: '/zh-HK/product/ceramic-teacup', price: 18, linePrice: 24 });
    expect(data.site.categories.map((node) => node.name)).toEqual(['服飾', '家居']);
    expect(data.site.languages.find((language) => language.current)).toMatchObject({ lang: 'zh-HK', href: '/zh-HK/category/home' });

    const missing = await services.pageData.getPageData(new URL(`${ORIGIN}/category/nothing-here`), { origin: ORIGIN, shopper: null });
    expect(missing.kind).toBe('not-found');
  });
});

describe('tag and collection pages', () => {
  it('lists a tag', async () => {
    const data = tagPageDataSchema.parse((await page('/tag/gift-ideas?sort=price-asc')).data);
    expect(data.tag.name).toBe('Gift ideas');
    expect(data.pagination.total).toBe(4);
  });

  it('keeps a collection in its curated order', async () => {
    const data = collectionPageDataSchema.parse((await page('/collection/summer-edit')).data);
    expect(data.products.map((product) => product.slug)).toEqual(['cotton-tee-30', 'cotton-tee-01', 'cotton-tee-06']);
  });
});

describe('product pages', () => {
  it('sends the product with its variants and SEO meta', async () => {
    const pageData = await page('/product/cotton-tee-02');
    const { product } = productPageDataSchema.parse(pageData.data);
    expect(product.name).toBe('Cotton tee 02');
    expect(product.selectedSku).toBeNull();
    expect(product.variants.map((variant) => variant.sku)).toEqual(['TEE-02-S', 'TEE-02-N']);
    expect(product.variants[1]).toMatchObject({ href: '/product/cotton-tee-02/TEE-02-N', imageIndex: 1, optionValues: { color: 'navy' } });
    expect(product.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Apparel', 'Tops', 'Cotton tee 02']);
    expect(product.category).toEqual({ name: 'Tops', href: '/category/tops' });
    expect(product.images).toHaveLength(3);
    expect(pageData.meta.title).toBe('Cotton tee 02 | SEO');
    expect(pageData.meta.canonical).toBe(`${ORIGIN}/product/cotton-tee-02`);
    expect(pageData.meta.openGraph?.image).toBe(`${ORIGIN}/images/p/cotton-tee-02/1-640.webp`);
    expect(pageData.meta.alternates).toContainEqual({ hreflang: 'zh-HK', href: `${ORIGIN}/zh-HK/product/cotton-tee-02` });
  });

  it('chooses the variant a SKU names and describes its offer in JSON-LD', async () => {
    const pageData = await page('/product/cotton-tee-01/TEE-01-S');
    const { product } = productPageDataSchema.parse(pageData.data);
    expect(product.selectedSku).toBe('TEE-01-S');
    // The variant URL is not a second page for search engines.
    expect(pageData.meta.canonical).toBe(`${ORIGIN}/product/cotton-tee-01`);
    const productLd = pageData.meta.jsonLd.find((entry) => entry['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: 'Cotton tee 01',
      sku: 'TEE-01-S',
      offers: { '@type': 'Offer', price: '10.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' },
    });
    const breadcrumbLd = pageData.meta.jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(breadcrumbLd?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Apparel', item: `${ORIGIN}/category/apparel` },
      { '@type': 'ListItem', position: 3, name: 'Tops', item: `${ORIGIN}/category/tops` },
      { '@type': 'ListItem', position: 4, name: 'Cotton tee 01', item: `${ORIGIN}/product/cotton-tee-01/TEE-01-S` },
    ]);
  });

  it('answers 404 for a SKU of another product or none at all', async () => {
    for (const path of ['/product/cotton-tee-01/TEE-02-S', '/product/cotton-tee-01/NOPE', '/product/no-such-thing']) {
      const result = await services.pageData.getPageData(new URL(`${ORIGIN}${path}`), { origin: ORIGIN, shopper: null });
      expect(result.kind, path).toBe('not-found');
    }
  });
});

describe('search', () => {
  it('finds a product by a fragment of its Traditional Chinese name under zh-HK', async () => {
    const data = searchPageDataSchema.parse((await page(`/zh-HK/search?q=${encodeURIComponent('陶瓷')}`)).data);
    expect(data.search.results.map((result) => result.name)).toEqual(['手工陶瓷茶杯']);
    expect(data.search.results[0]?.href).toBe('/zh-HK/product/ceramic-teacup');
    expect(data.search.facets.categories).toEqual([
      { slug: 'home', name: '家居', depth: 0, count: 1 },
      { slug: 'kitchen', name: '廚房', depth: 1, count: 1 },
    ]);
    // One character is enough for Chinese, and the same word in another language's name does not match.
    const single = searchPageDataSchema.parse((await page(`/zh-HK/search?q=${encodeURIComponent('壺')}`)).data);
    expect(single.search.results.map((result) => result.slug)).toEqual(['stoneware-teapot']);
    const english = searchPageDataSchema.parse((await page(`/search?q=${encodeURIComponent('陶瓷')}`)).data);
    expect(english.search.results).toEqual([]);
  });

  it('filters by price, stock and category, counting facets before filters', async () => {
    const all = searchPageDataSchema.parse((await page('/search?q=TEE')).data);
    expect(all.search.pagination.total).toBe(TEE_COUNT);
    expect(all.search.facets.inStock).toBe(TEE_COUNT);
    expect(all.search.facets.price).toEqual({ min: 10, max: 39, currency: 'USD' });

    const cheap = searchPageDataSchema.parse((await page('/search?q=tee&max=12&sort=price-asc')).data);
    expect(cheap.search.results.map((result) => result.price)).toEqual([10, 11, 12]);
    expect(cheap.search.filters).toMatchObject({ maxPrice: 12, minPrice: null });
    expect(cheap.search.facets.price).toEqual({ min: 10, max: 39, currency: 'USD' });

    const kitchenTea = searchPageDataSchema.parse((await page('/search?q=te&category=kitchen&inStock=1')).data);
    expect(kitchenTea.search.results.map((result) => result.slug)).toEqual(['ceramic-teacup']);
    expect(kitchenTea.search.pagination.total).toBe(1);
    // Facets describe everything "te" matches (30 tees, the teacup, the sold-out teapot), not the filtered page.
    expect(kitchenTea.search.facets.categories).toEqual([
      { slug: 'apparel', name: 'Apparel', depth: 0, count: TEE_COUNT },
      { slug: 'tops', name: 'Tops', depth: 1, count: TEE_COUNT },
      { slug: 'home', name: 'Home', depth: 0, count: 2 },
      { slug: 'kitchen', name: 'Kitchen', depth: 1, count: 2 },
    ]);
    expect(kitchenTea.search.facets.tags).toEqual([{ slug: 'gift-ideas', name: 'Gift ideas', count: 4 }]);
    expect(kitchenTea.search.facets.inStock).toBe(TEE_COUNT + 1);

    const gifts = searchPageDataSchema.parse((await page('/search?q=te&tag=gift-ideas&sort=price-desc')).data);
    expect(gifts.search.pagination.total).toBe(4);
    expect(gifts.search.results.map((result) => result.slug)).toContain('ceramic-teacup');
  });

  it('pages through a broad match in each order, every match once, with or without planner statistics', async () => {
    const sorts = ['featured', 'price-asc', 'price-desc', 'newest'];
    const pages = async () => {
      const seen: Record<string, { slug: string; price: number }[]> = {};
      for (const sort of sorts) {
        for (const number of [1, 2]) {
          const data = searchPageDataSchema.parse((await page(`/search?q=tee&sort=${sort}&page=${number}`)).data);
          seen[`${sort} ${number}`] = data.search.results.map((result) => ({ slug: result.slug, price: result.price }));
        }
      }
      return seen;
    };
    // The planner guesses differently once the table is analysed; the answer must not change.
    const guessing = await pages();
    await shop.handle.db.execute(sql`analyze product_search`);
    const analysed = await pages();
    expect(analysed).toEqual(guessing);
    for (const sort of sorts) {
      const all = [...(analysed[`${sort} 1`] ?? []), ...(analysed[`${sort} 2`] ?? [])];
      expect(all, sort).toHaveLength(TEE_COUNT);
      expect(new Set(all.map((result) => result.slug)).size, sort).toBe(TEE_COUNT);
      const prices = all.map((result) => result.price);
      if (sort === 'price-asc') expect(prices, sort).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(prices, sort).toEqual([...prices].sort((a, b) => b - a));
    }
    // The first page of the featured order is the category's own first page: one order, wherever it is listed.
    const tops = categoryPageDataSchema.parse((await page('/category/tops')).data);
    expect(analysed['featured 1']?.map((result) => result.slug)).toEqual(tops.products.slice(0, analysed['featured 1']?.length).map((product) => product.slug));
    // A page past the end lists nothing, and still counts the matches and their prices for the filters.
    const beyond = searchPageDataSchema.parse((await page('/search?q=tee&page=9')).data);
    expect(beyond.search.results).toEqual([]);
    expect(beyond.search.pagination.total).toBe(TEE_COUNT);
    expect(beyond.search.facets.price).toEqual({ min: 10, max: 39, currency: 'USD' });
  });

  it('finds the same products for a long query once it asks the index for its rarest letter pairs', async () => {
    // "cotton tee 2" is eleven pairs of letters; once the table is analyzed, the search asks the index for three.
    const expected = Array.from({ length: 10 }, (_, index) => `cotton-tee-${20 + index}`);
    await shop.handle.db.execute(sql`vacuum (analyze) product_search`);
    await services.changes.publish('site-changed', { what: 'statistics sampled' });
    const frequencies = await gramFrequencies(shop.handle.db);
    // "te" is in the 30 tees' English names, the cup's and the pot's: 32 of the 96 rows (three languages each).
    const [te] = queryGramsOf('en', 'te');
    expect(frequencies.get(te!)).toBeCloseTo(32 / 96, 2);
    expect(frequencies.has(queryGramsOf('en', 'zq')[0]!)).toBe(false);
    const data = searchPageDataSchema.parse((await page('/search?q=cotton%20tee%202&sort=price-asc')).data);
    expect(data.search.results.map((result) => result.slug).sort()).toEqual(expected);
    expect(data.search.pagination.total).toBe(10);
    const prices = data.search.results.map((result) => result.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('treats an empty query, or a single letter, as the empty state', async () => {
    const data = searchPageDataSchema.parse((await page('/search?q=%20')).data);
    expect(data.search).toMatchObject({ query: '', tooShort: false, results: [], pagination: { total: 0 }, facets: { price: null } });
    // "e" is in nearly every name: the shopper is asked for more instead of being shown everything,
    // and finds what they typed still in the box.
    const letter = searchPageDataSchema.parse((await page('/search?q=E')).data);
    expect(letter.search).toMatchObject({ query: 'E', tooShort: true, results: [], pagination: { total: 0 }, facets: { price: null } });
    const digit = searchPageDataSchema.parse((await page('/search?q=7')).data);
    expect(digit.search).toMatchObject({ query: '7', tooShort: true });
  });
});

describe('articles and composed pages', () => {
  it('sends an article with read-next articles and Article JSON-LD', async () => {
    const pageData = await page('/zh-HK/article/journal-2');
    const data = articlePageDataSchema.parse(pageData.data);
    expect(data.article.title).toBe('日誌 2');
    expect(data.articles.map((article) => article.slug)).toEqual(['journal-4', 'journal-3', 'journal-1']);
    expect(pageData.meta.jsonLd.find((entry) => entry['@type'] === 'Article')).toMatchObject({ headline: '日誌 2', author: { name: 'Mei Lin' } });
  });

  it('fills the home page sources its blocks name', async () => {
    const pageData = await page('/');
    const data = homePageDataSchema.parse(pageData.data);
    const summer = data.sources?.['collection:summer-edit'];
    expect(summer?.map((item) => ('slug' in item ? item.slug : null))).toEqual(['cotton-tee-30', 'cotton-tee-01', 'cotton-tee-06']);
    expect(data.sources?.articles).toHaveLength(3);
    expect(pageData.layout?.header).toMatchObject([{ type: 'navigation-menu' }]);
    expect(pageData.meta.jsonLd.some((entry) => entry['@type'] === 'Organization')).toBe(true);
  });
});

describe('seeded templates', () => {
  it('compose every template, layout region and the home page of registered blocks with valid props', () => {
    const rows = [...catalogTemplateRows, ...catalogHomeRows];
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(['en', 'zh-CN', 'zh-HK']));
    for (const kind of ['category', 'tag', 'collection', 'product', 'article', 'search', 'page']) {
      expect(rows.filter((row) => row.key === `template:${kind}`), kind).toHaveLength(3);
    }
    for (const row of rows) {
      const body = pageBodySchema.parse(row.body);
      expect(validatePageBlocks(body.blocks, registry), `${row.key} ${row.locale}`).toEqual([]);
    }
  });
});
