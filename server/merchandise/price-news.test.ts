import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceChangedMessage } from '../../src/schema/realtime-messages';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * A merchant's new price reaches the product pages shoppers have open, through the public
 * live message every page hears: once per variant repriced, after the write, and never for a
 * write that changed no price, a dry run or a refused write.
 */

describe.each(TEST_DRIVERS)('price news on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  const heard: PriceChangedMessage['data'][] = [];
  beforeAll(() => {
    shop = opened.shop;
    shop.services.changes.subscribe('public-message', ({ message }) => {
      if (message.msg === 'price-changed') heard.push(message.data as PriceChangedMessage['data']);
    });
  });

  const scarf = (priceCents: number, compareAtCents: number | null, name = 'Price News Scarf') => ({
    category: 'tops',
    translations: { en: { name } },
    options: [{ code: 'size', name: { en: 'Size' }, values: [{ code: 's', label: { en: 'S' } }, { code: 'm', label: { en: 'M' } }] }],
    variants: [
      { sku: 'PRICE-NEWS-S', optionValues: { size: 's' }, priceCents, compareAtCents, stock: 3 },
      { sku: 'PRICE-NEWS-M', optionValues: { size: 'm' }, priceCents: 3000, stock: 3 },
    ],
  });
  const put = (body: unknown, query = '') => adminRequest(shop.app, 'PUT', `/products/price-news-scarf${query}`, { body });
  const heardNow = () => heard.splice(0);

  it('tells of the variants a write repriced, in the units page data shows, with the reduction kept or ended', async () => {
    expect((await put(scarf(2500, null))).status).toBe(201);
    // A new product has no open page to tell.
    expect(heardNow()).toEqual([]);

    expect((await put(scarf(1990, 2500))).status).toBe(200);
    const [news, ...more] = heardNow();
    expect(more).toEqual([]);
    expect(news).toEqual({ productId: expect.any(Number), sku: 'PRICE-NEWS-S', price: 19.9, linePrice: 25 });

    // A price before a reduction that is not above the price is not shown, so ending it is news too.
    expect((await put(scarf(1990, 1000))).status).toBe(200);
    expect(heardNow()).toEqual([{ productId: news!.productId, sku: 'PRICE-NEWS-S', price: 19.9, linePrice: null }]);
  });

  it('says nothing for a write that moved no price, a dry run, or a refused write', async () => {
    expect((await put(scarf(1990, null, 'Price News Scarf, renamed'))).status).toBe(200);
    expect((await put(scarf(999, null), '?dryRun=true')).status).toBe(200);
    expect((await put({ ...scarf(999, null), variants: [] })).status).toBe(422);
    expect(heardNow()).toEqual([]);
  });

  it('tells of every variant a bulk change repriced', async () => {
    const bulk = await adminRequest(shop.app, 'POST', '/products/bulk', { body: { slugs: ['price-news-scarf'], price: { kind: 'percent', percent: -10 } } });
    expect(bulk.status).toBe(200);
    expect(heardNow().map(({ sku, price }) => ({ sku, price })).sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: 'PRICE-NEWS-M', price: 27 },
      { sku: 'PRICE-NEWS-S', price: 17.91 },
    ]);
  });
});
