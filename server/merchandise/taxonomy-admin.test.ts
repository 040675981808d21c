import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionDocument, TagDocument } from '../../src/schema/admin-api/taxonomy';
import type { ProductSummary } from '../../src/schema/catalog';
import { eq } from 'drizzle-orm';
import { productSearch, products, tags } from '../db/schema';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * Tags and collections through the real admin API, on PGlite and PostgreSQL: a tag products
 * carry shows on its page and filters search until it is removed; a collection lists what the
 * merchant picked in their order; a write naming a missing product changes nothing.
 */

type Issues = { issues: { path: string; message: string }[] };

describe.each(TEST_DRIVERS)('merchant tags and collections on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const admin = <Data = Record<string, unknown>>(method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}) =>
    adminRequest<Data>(shop.app, method, path, { body, headers });
  const text = (name: string) => ({ translations: { en: { name }, 'zh-HK': { name: `${name}（港）` } } });
  const listed = async (path: string) => {
    const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`);
    if (response.status !== 200) return response.status;
    const { data } = ((await response.json()) as { data: { data: { products?: ProductSummary[]; search?: { results: ProductSummary[] } } } }).data;
    return (data.products ?? data.search?.results ?? []).map((product) => product.slug);
  };
  const product = (slug: string, name: string, tags: string[] = []) =>
    admin('PUT', `/products/${slug}`, { category: 'tops', translations: { en: { name } }, variants: [{ sku: slug.toUpperCase(), priceCents: 900, stock: 2 }], tags });

  it('makes a tag products carry: its page and search filter show them until it is removed', async () => {
    const created = await admin<{ tag: TagDocument; created: boolean }>('PUT', '/tags/hand-thrown', text('Handmade'));
    expect(created.status).toBe(201);
    expect(created.body.data.tag).toMatchObject({ slug: 'hand-thrown', productCount: 0, translations: { 'zh-HK': { name: 'Handmade（港）' } } });
    const tagList = (await admin<{ tags: { slug: string; names: Record<string, string> }[] }>('GET', '/tags')).body.data.tags;
    expect(tagList.find((tag) => tag.slug === 'hand-thrown')?.names).toEqual({ en: 'Handmade', 'zh-HK': 'Handmade（港）' });
    expect((await product('clay-egg-cup', 'Clay Egg Cup', ['hand-thrown'])).status).toBe(201);
    expect(await listed('/tag/hand-thrown')).toEqual(['clay-egg-cup']);
    expect(await listed('/search?q=egg&tag=hand-thrown')).toEqual(['clay-egg-cup']);
    expect((await admin<{ tag: TagDocument }>('GET', '/tags/hand-thrown')).body.data.tag.productCount).toBe(1);

    const { version } = (await admin<{ tag: TagDocument }>('GET', '/tags/hand-thrown')).body.data.tag;
    expect((await admin('PUT', '/tags/hand-thrown', text('Made by Hand'), { 'if-match': `"${version}"` })).status).toBe(200);
    expect((await admin('PUT', '/tags/hand-thrown', text('Stale Name'), { 'if-match': `"${version}"` })).status).toBe(409);
    expect((await admin<{ tag: TagDocument }>('GET', '/tags/hand-thrown')).body.data.tag.translations.en.name).toBe('Made by Hand');

    const [tag] = await shop.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'hand-thrown'));
    expect((await admin('DELETE', '/tags/hand-thrown')).status).toBe(200);
    const rows = await shop.db.select({ tagIds: productSearch.tagIds }).from(productSearch).innerJoin(products, eq(products.id, productSearch.productId)).where(eq(products.slug, 'clay-egg-cup'));
    expect(rows.length).toBe(3);
    for (const row of rows) expect(row.tagIds).not.toContain(tag!.id);
    expect(await listed('/tag/hand-thrown')).toBe(404);
    expect((await admin<{ product: { tags: string[] } }>('GET', '/products/clay-egg-cup')).body.data.product.tags).toEqual([]);
    expect((await admin('DELETE', '/tags/no-such-tag')).status).toBe(404);
  });

  it('lists what the merchant picked, in their order, and refuses a missing product without changing anything', async () => {
    expect((await product('ash-salad-servers', 'Ash Salad Servers')).status).toBe(201);
    const created = await admin<{ collection: CollectionDocument }>('PUT', '/collections/table-edit', { ...text('The Table Edit'), products: ['ash-salad-servers', 'clay-egg-cup'] });
    expect(created.status).toBe(201);
    expect(await listed('/collection/table-edit')).toEqual(['ash-salad-servers', 'clay-egg-cup']);
    expect((await admin('PUT', '/collections/table-edit', { ...text('The Table Edit'), products: ['clay-egg-cup', 'ash-salad-servers'] })).status).toBe(200);
    expect(await listed('/zh-HK/collection/table-edit')).toEqual(['clay-egg-cup', 'ash-salad-servers']);

    const missing = await admin('PUT', '/collections/table-edit', { ...text('Renamed Edit'), products: ['clay-egg-cup', 'no-such-bowl'] });
    expect(missing.status).toBe(422);
    expect((missing.body.data as unknown as Issues).issues).toEqual([{ path: 'products[1]', message: 'There is no product "no-such-bowl"' }]);
    const twice = await admin('PUT', '/collections/table-edit', { ...text('The Table Edit'), products: ['clay-egg-cup', 'clay-egg-cup'] });
    expect((twice.body.data as unknown as Issues).issues.map((issue) => issue.path)).toEqual(['products[1]']);
    const kept = (await admin<{ collection: CollectionDocument }>('GET', '/collections/table-edit')).body.data.collection;
    expect(kept).toMatchObject({ products: ['clay-egg-cup', 'ash-salad-servers'], translations: { en: { name: 'The Table Edit' } } });
    const never = await admin('PUT', '/collections/never-made', { ...text('Never'), products: ['no-such-bowl'] });
    expect(never.status).toBe(422);
    expect((await admin('GET', '/collections/never-made')).status).toBe(404);

    const names = (await admin<{ collections: { slug: string; productCount: number }[] }>('GET', '/collections')).body.data.collections;
    expect(names).toContainEqual(expect.objectContaining({ slug: 'table-edit', productCount: 2 }));
    expect((await admin('DELETE', '/collections/table-edit')).status).toBe(200);
    expect(await listed('/collection/table-edit')).toBe(404);
    expect((await admin('GET', '/products/ash-salad-servers')).status).toBe(200);
  });
});
