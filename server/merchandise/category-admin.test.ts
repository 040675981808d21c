import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDocument } from '../../src/schema/admin-api/categories';
import type { ProductSummary } from '../../src/schema/catalog';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * The merchant's category tree through the real admin API, on PGlite and PostgreSQL: a shop
 * builds its own tree, moves a branch (its products follow in listings and search filters),
 * never makes a loop, renames with a 301, and removes a category only once it says where its
 * products go.
 */

type Issues = { issues: { path: string; message: string }[] };
type CategoryAnswer = { category: CategoryDocument; created?: boolean };

describe.each(TEST_DRIVERS)('merchant categories on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const put = (slug: string, body: unknown, headers: Record<string, string> = {}) => adminRequest<CategoryAnswer>(shop.app, 'PUT', `/categories/${slug}`, { body, headers });
  const get = (slug: string) => adminRequest<CategoryAnswer>(shop.app, 'GET', `/categories/${slug}`);
  const named = (name: string, parent: string | null = null, extra: Record<string, unknown> = {}) => ({ parent, translations: { en: { name }, 'zh-HK': { name: `${name}（港）` } }, ...extra });
  const productNames = async (path: string) => {
    const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`);
    expect(response.status, path).toBe(200);
    const { data } = ((await response.json()) as { data: { data: { products?: ProductSummary[]; search?: { results: ProductSummary[] } } } }).data;
    return (data.products ?? data.search?.results ?? []).map((product) => product.name);
  };
  const status = async (path: string) => {
    const response = await shop.app.request(`http://localhost${path}`, { redirect: 'manual' });
    return [response.status, response.headers.get('location')];
  };
  const writeProduct = (slug: string, name: string, category: string) =>
    adminRequest(shop.app, 'PUT', `/products/${slug}`, { body: { category, translations: { en: { name } }, variants: [{ sku: slug.toUpperCase(), priceCents: 1200, stock: 3 }] } });

  it('builds a tree of its own, and a product in it shows under every parent', async () => {
    expect((await put('kitchen-shop', named('Kitchen Shop'))).status).toBe(201);
    expect((await put('wooden-tools', named('Wooden Tools', 'kitchen-shop'))).status).toBe(201);
    expect((await put('spoons-and-ladles', named('Spoons and Ladles', 'wooden-tools'))).status).toBe(201);
    expect((await writeProduct('birch-stirring-spoon', 'Birch Stirring Spoon', 'spoons-and-ladles')).status).toBe(201);

    expect(await productNames('/category/kitchen-shop')).toEqual(['Birch Stirring Spoon']);
    expect(await productNames('/zh-HK/category/wooden-tools')).toEqual(['Birch Stirring Spoon']);
    expect(await productNames('/search?q=birch&category=kitchen-shop')).toEqual(['Birch Stirring Spoon']);

    const read = await get('wooden-tools');
    expect(read.body.data.category).toMatchObject({ slug: 'wooden-tools', parent: 'kitchen-shop', children: ['spoons-and-ladles'], productCount: 0, translations: { 'zh-HK': { name: 'Wooden Tools（港）' } } });
    expect(read.headers.get('etag')).toBe(`"${read.body.data.category.version}"`);
    const listed = (await adminRequest<{ categories: { slug: string; parent: string | null; names: Record<string, string> }[] }>(shop.app, 'GET', '/categories')).body.data.categories;
    const order = listed.map((category) => category.slug);
    expect(listed.find((category) => category.slug === 'wooden-tools')?.names).toEqual({ en: 'Wooden Tools', 'zh-HK': 'Wooden Tools（港）' });
    expect(order.indexOf('kitchen-shop')).toBeLessThan(order.indexOf('wooden-tools'));
    expect(order.indexOf('wooden-tools')).toBeLessThan(order.indexOf('spoons-and-ladles'));
  });

  it('moves a branch: listings and search filters follow at once, and a loop is refused', async () => {
    expect((await put('table-shop', named('Table Shop'))).status).toBe(201);
    const { version } = (await get('wooden-tools')).body.data.category;
    expect((await put('wooden-tools', named('Wooden Tools', 'table-shop'), { 'if-match': `"${version}"` })).status).toBe(200);
    expect(await productNames('/category/table-shop')).toEqual(['Birch Stirring Spoon']);
    expect(await productNames('/category/kitchen-shop')).toEqual([]);
    expect(await productNames('/search?q=birch&category=table-shop')).toEqual(['Birch Stirring Spoon']);
    expect(await productNames('/search?q=birch&category=kitchen-shop')).toEqual([]);

    // The version read before the move is stale now: nothing written.
    expect((await put('wooden-tools', named('Wooden Tools', 'kitchen-shop'), { 'if-match': `"${version}"` })).status).toBe(409);
    for (const parent of ['spoons-and-ladles', 'wooden-tools']) {
      const loop = await put('wooden-tools', named('Wooden Tools', parent));
      expect(loop.status).toBe(422);
      expect((loop.body.data as unknown as Issues).issues.map((issue) => issue.path)).toEqual(['parent']);
    }
    const missing = await put('wooden-tools', named('Wooden Tools', 'no-such-shelf'));
    expect((missing.body.data as unknown as Issues).issues).toEqual([{ path: 'parent', message: 'There is no category "no-such-shelf"' }]);
    expect((await get('wooden-tools')).body.data.category.parent).toBe('table-shop');
  });

  it('renames with a 301 from the old address', async () => {
    expect((await put('spoons-and-ladles', named('Spoons', 'wooden-tools', { slug: 'spoons' }))).status).toBe(200);
    expect(await status('/category/spoons-and-ladles')).toEqual([301, '/category/spoons']);
    expect(await status('/zh-HK/category/spoons-and-ladles?page=1')).toEqual([301, '/zh-HK/category/spoons?page=1']);
    expect(await productNames('/category/spoons')).toEqual(['Birch Stirring Spoon']);
    const taken = await put('spoons', named('Spoons', 'wooden-tools', { slug: 'kitchen-shop' }));
    expect((taken.body.data as unknown as Issues).issues).toEqual([{ path: 'slug', message: 'Another category has the slug "kitchen-shop"' }]);
  });

  it('removes a category only once it is told where its products and sub-categories go', async () => {
    const refused = await adminRequest(shop.app, 'DELETE', '/categories/wooden-tools');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('"wooden-tools" holds 1 sub-category: say where they go with ?moveTo=<category>, and nothing is removed until then');
    const refusedLeaf = await adminRequest(shop.app, 'DELETE', '/categories/spoons');
    expect(refusedLeaf.body.msg).toContain('holds 1 product');
    const inside = await adminRequest(shop.app, 'DELETE', '/categories/wooden-tools?moveTo=spoons');
    expect(inside.status).toBe(422);
    expect((await get('wooden-tools')).status).toBe(200);

    const removed = await adminRequest(shop.app, 'DELETE', '/categories/spoons?moveTo=kitchen-shop');
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ deleted: true, movedProducts: 1, movedCategories: 0 });
    expect(await productNames('/category/kitchen-shop')).toEqual(['Birch Stirring Spoon']);
    expect(await productNames('/category/table-shop')).toEqual([]);
    expect(await productNames('/search?q=birch&category=kitchen-shop')).toEqual(['Birch Stirring Spoon']);
    expect(await status('/category/spoons')).toEqual([301, '/category/kitchen-shop']);
    expect(await status('/category/spoons-and-ladles')).toEqual([301, '/category/kitchen-shop']);
    expect((await adminRequest(shop.app, 'GET', '/products/birch-stirring-spoon')).body.data).toMatchObject({ product: { category: 'kitchen-shop' } });

    expect((await adminRequest(shop.app, 'DELETE', '/categories/wooden-tools')).status).toBe(200);
    expect((await adminRequest(shop.app, 'DELETE', '/categories/wooden-tools')).status).toBe(404);
  });
});
