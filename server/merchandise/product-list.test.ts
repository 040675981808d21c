import { beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_PRODUCTS_PAGE_SIZE, type BulkOutcome, type ListedProduct } from '../../src/schema/admin-api/products';
import type { ProductDetail } from '../../src/schema/catalog';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * The merchant's list of products and their changes in bulk, through the real admin API on
 * PGlite and PostgreSQL: the list walks every product once however many pages it takes and
 * whatever is made meanwhile, each filter keeps only what it says, and a bulk change is shown
 * before it is made, made all at once, or refused as a whole naming what is wrong.
 */

type Page = { products: ListedProduct[]; next: string | null };
type Bulk = { products: BulkOutcome[]; dryRun: boolean };

/** A one-variant product in `category`, made through the batch call as an import makes them. */
function plainProduct(slug: string, overrides: { category?: string; status?: string; stock?: number; priceCents?: number; nameZhHk?: string } = {}) {
  return {
    slug,
    product: {
      category: overrides.category ?? 'tops',
      status: overrides.status ?? 'active',
      translations: { en: { name: `Plain ${slug}` }, ...(overrides.nameZhHk ? { 'zh-HK': { name: overrides.nameZhHk } } : {}) },
      variants: [{ sku: slug.toUpperCase(), priceCents: overrides.priceCents ?? 1000, stock: overrides.stock ?? 10 }],
    },
  };
}

describe.each(TEST_DRIVERS)('the merchant’s product list on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const list = (query: Record<string, string> = {}) => adminRequest<Page>(shop.app, 'GET', `/products?${new URLSearchParams(query)}`);
  const bulk = (body: unknown, dryRun = false) => adminRequest<Bulk>(shop.app, 'POST', `/products/bulk${dryRun ? '?dryRun=true' : ''}`, { body });
  async function productPage(slug: string): Promise<ProductDetail> {
    const response = await shop.app.request(`http://localhost/product/${slug}?request=route`);
    expect(response.status, slug).toBe(200);
    return ((await response.json()) as { data: { data: { product: ProductDetail } } }).data.data.product;
  }
  async function walk(query: Record<string, string>, between?: () => Promise<void>): Promise<string[]> {
    const slugs: string[] = [];
    let after: string | null = null;
    do {
      const page = await list({ ...query, ...(after ? { after } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.data.products.length).toBeLessThanOrEqual(MERCHANT_PRODUCTS_PAGE_SIZE);
      slugs.push(...page.body.data.products.map((product) => product.slug));
      after = page.body.data.next;
      await between?.();
    } while (after);
    return slugs;
  }

  it('walks every product once, newest first, across pages, while products are being made', async () => {
    const made = Array.from({ length: MERCHANT_PRODUCTS_PAGE_SIZE + 5 }, (_, index) => plainProduct(`walked-${String(index).padStart(3, '0')}`));
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body: { products: made } })).status).toBe(200);

    let madeMeanwhile = 0;
    const newestFirst = await walk({}, async () => {
      madeMeanwhile += 1;
      expect((await adminRequest(shop.app, 'PUT', `/products/meanwhile-${madeMeanwhile}`, { body: plainProduct(`meanwhile-${madeMeanwhile}`).product })).status).toBe(201);
    });
    expect(new Set(newestFirst).size).toBe(newestFirst.length);
    // The newest made before the walk began comes first; those made while walking come on no page after it.
    expect(newestFirst[0]).toBe('walked-204');
    expect(newestFirst.filter((slug) => slug.startsWith('meanwhile-'))).toEqual([]);
    expect(newestFirst.filter((slug) => slug.startsWith('walked-'))).toEqual(made.map((entry) => entry.slug).reverse());

    const oldestFirst = await walk({ order: 'oldest' });
    expect(oldestFirst.filter((slug) => slug.startsWith('walked-'))).toEqual(made.map((entry) => entry.slug));
    expect(oldestFirst.length).toBe(newestFirst.length + madeMeanwhile);
  });

  it('keeps only the products each filter names, and says how each looks in the list', async () => {
    const body = {
      products: [
        plainProduct('filter-draft-mug', { category: 'stationery', status: 'draft', stock: 3, priceCents: 2450 }),
        plainProduct('filter-sold-out-cap', { stock: 0, nameZhHk: '售罄帽子' }),
        plainProduct('filter-plenty-scarf', { stock: 40 }),
      ],
    };
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body })).status).toBe(200);

    const [mug] = (await list({ q: 'filter-draft' })).body.data.products;
    expect(mug).toEqual({
      slug: 'filter-draft-mug',
      status: 'draft',
      name: 'Plain filter-draft-mug',
      names: { en: 'Plain filter-draft-mug' },
      category: 'stationery',
      priceCents: 2450,
      currency: 'USD',
      variants: 1,
      stock: 3,
      picture: null,
    });
    // A name in each language it has one, for the back office to show in its member's language.
    expect((await list({ q: 'filter-sold' })).body.data.products[0]?.names).toEqual({ en: 'Plain filter-sold-out-cap', 'zh-HK': '售罄帽子' });

    const filtered = async (query: Record<string, string>) => (await walk(query)).filter((slug) => slug.startsWith('filter-'));
    expect(await filtered({ status: 'draft' })).toEqual(['filter-draft-mug']);
    expect(await filtered({ category: 'stationery' })).toEqual(['filter-draft-mug']);
    expect(await filtered({ stock: 'out' })).toEqual(['filter-sold-out-cap']);
    expect(await filtered({ stock: 'low' })).toEqual(['filter-sold-out-cap', 'filter-draft-mug']);
    // Words of a name in any language, or the start of a slug.
    expect(await walk({ q: '售罄' })).toEqual(['filter-sold-out-cap']);
    expect(await walk({ q: 'Plenty-SCARF' })).toEqual(['filter-plenty-scarf']);
    expect(await walk({ q: 'filter-s' })).toEqual(['filter-sold-out-cap']);
    expect(await walk({ q: '%' })).toEqual([]);
    expect(await walk({ q: 'filter', status: 'active', stock: 'out' })).toEqual(['filter-sold-out-cap']);

    const demo = (await list({ order: 'oldest' })).body.data.products.find((product) => product.picture !== null);
    expect(demo?.picture).toMatch(/^\/images\/p\/[a-z0-9-]+\/\d+-\d+\.webp$/);
  });

  it('pages through what a word finds, each product once and in the asked order, found by its name or its slug', async () => {
    // More than a page found both by name and by slug, and one found by its name only.
    const paged = Array.from({ length: MERCHANT_PRODUCTS_PAGE_SIZE + 3 }, (_, index) => plainProduct(`paged-${String(index).padStart(3, '0')}`));
    const namedOnly = { slug: 'named-only', product: { ...plainProduct('named-only').product, translations: { en: { name: 'Plain paged-named' } } } };
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body: { products: [...paged, namedOnly] } })).status).toBe(200);
    const made = [...paged, namedOnly].map((entry) => entry.slug);

    expect(await walk({ q: 'PAGED-' })).toEqual([...made].reverse());
    expect(await walk({ q: 'paged-', order: 'oldest' })).toEqual(made);
    expect(await walk({ q: 'paged-20' })).toEqual(['paged-202', 'paged-201', 'paged-200']);
  });

  it('refuses a cursor it did not give and a filter it does not know, naming the field', async () => {
    for (const [query, field] of [
      [{ after: 'abc' }, 'after'],
      [{ after: '-1' }, 'after'],
      [{ after: '9999999999' }, 'after'],
      [{ stock: 'plenty' }, 'stock'],
      [{ status: 'gone' }, 'status'],
      [{ category: 'Not A Slug' }, 'category'],
      [{ order: 'cheapest' }, 'order'],
    ] as const) {
      const refused = await list(query);
      expect(refused.status, JSON.stringify(query)).toBe(422);
      expect(JSON.stringify(refused.body), JSON.stringify(query)).toContain(`"path":"${field}"`);
    }
    // A cursor past every product is an empty last page, not an error.
    expect((await list({ order: 'oldest', after: '2147483647' })).body.data).toEqual({ products: [], next: null });
  });

  it('shows a bulk change before making it, then makes it: prices, stock and status on the shop at once', async () => {
    const body = { products: [plainProduct('bulk-tee-one', { priceCents: 1999, stock: 4 }), plainProduct('bulk-tee-two', { priceCents: 1000, stock: 0 })] };
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body })).status).toBe(200);
    const change = { slugs: ['bulk-tee-one', 'bulk-tee-two'], price: { kind: 'percent', percent: -10 }, stock: { kind: 'add', units: 6 } };

    const preview = await bulk(change, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      dryRun: true,
      products: [
        { slug: 'bulk-tee-one', name: 'Plain bulk-tee-one', status: { before: 'active', after: 'active' }, variants: [{ sku: 'BULK-TEE-ONE', priceCents: { before: 1999, after: 1799 }, stock: { before: 4, after: 10 } }] },
        { slug: 'bulk-tee-two', name: 'Plain bulk-tee-two', status: { before: 'active', after: 'active' }, variants: [{ sku: 'BULK-TEE-TWO', priceCents: { before: 1000, after: 900 }, stock: { before: 0, after: 6 } }] },
      ],
    });
    // The preview changed nothing.
    expect(await productPage('bulk-tee-one')).toMatchObject({ price: 19.99, inStock: true });
    expect(await productPage('bulk-tee-two')).toMatchObject({ price: 10, inStock: false });

    const made = await bulk(change);
    expect(made.status).toBe(200);
    expect(made.body.data.products.map((product) => product.variants[0])).toEqual(preview.body.data.products.map((product) => product.variants[0]));
    expect(await productPage('bulk-tee-one')).toMatchObject({ price: 17.99, inStock: true });
    expect(await productPage('bulk-tee-two')).toMatchObject({ price: 9, inStock: true });
    const history = await adminRequest<{ movements: { change: number; reason: string; note: string | null }[] }>(shop.app, 'GET', '/stock/BULK-TEE-TWO/history');
    expect(history.body.data.movements[0]).toMatchObject({ change: 6, reason: 'adjustment', note: 'Bulk change' });

    expect((await bulk({ slugs: ['bulk-tee-two'], status: 'archived' })).status).toBe(200);
    const gone = await shop.app.request('http://localhost/product/bulk-tee-two?request=route');
    expect(gone.status).toBe(404);
    expect((await list({ q: 'bulk-tee-two' })).body.data.products[0]?.status).toBe('archived');
  });

  it('refuses a bulk change as a whole, naming each problem, and changes nothing', async () => {
    const body = { products: [plainProduct('whole-cap', { priceCents: 500, stock: 2 }), plainProduct('whole-hat', { priceCents: 800, stock: 9 })] };
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body })).status).toBe(200);
    const unchanged = async () => {
      const listed = (await list({ q: 'whole-' })).body.data.products.map((product) => [product.slug, product.priceCents, product.stock]);
      expect(listed).toEqual([
        ['whole-hat', 800, 9],
        ['whole-cap', 500, 2],
      ]);
    };

    const unknown = await bulk({ slugs: ['whole-cap', 'no-such-product'], price: { kind: 'set', cents: 100 } });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('"path":"slugs[1]"');
    expect(JSON.stringify(unknown.body)).toContain('There is no product \\"no-such-product\\"');
    await unchanged();

    // The hat could lose 5 units, the cap cannot: neither loses any, and neither price moves.
    const tooMany = await bulk({ slugs: ['whole-hat', 'whole-cap'], price: { kind: 'add', cents: 100 }, stock: { kind: 'add', units: -5 } });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('"path":"stock"');
    expect(JSON.stringify(tooMany.body)).toContain('WHOLE-CAP (whole-cap) has 2 units');
    await unchanged();

    const below = await bulk({ slugs: ['whole-cap'], price: { kind: 'add', cents: -600 } });
    expect(below.status).toBe(422);
    expect(JSON.stringify(below.body)).toContain('WHOLE-CAP (whole-cap) would cost -100 minor units');
    await unchanged();

    for (const [change, field] of [
      [{ slugs: [] }, 'slugs'],
      [{ slugs: ['whole-cap'] }, '$'],
      [{ slugs: ['whole-cap', 'whole-cap'], status: 'draft' }, 'slugs[1]'],
      [{ slugs: ['whole-cap'], price: { kind: 'percent', percent: 0 } }, 'price.percent'],
      [{ slugs: ['whole-cap'], stock: { kind: 'set', units: -1 } }, 'stock.units'],
    ] as const) {
      const refused = await bulk(change);
      expect(refused.status, JSON.stringify(change)).toBe(422);
      expect(JSON.stringify(refused.body), JSON.stringify(change)).toContain(`"path":"${field}"`);
    }
    await unchanged();
  });

  it('adds the units of two staff members changing the same stock at once, both of them', async () => {
    expect((await adminRequest(shop.app, 'POST', '/products/batch', { body: { products: [plainProduct('raced-sock', { stock: 1 })] } })).status).toBe(200);
    const answers = await Promise.all([bulk({ slugs: ['raced-sock'], stock: { kind: 'add', units: 5 } }), bulk({ slugs: ['raced-sock'], stock: { kind: 'add', units: 7 } })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await list({ q: 'raced-sock' })).body.data.products[0]?.stock).toBe(13);
  });
});
