import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../src/schema/admin-api/products';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { TEST_DRIVERS } from '../testing/test-orders';

/*
 * A batch writes its products together, a statement per table, yet ends where the same writes
 * made one at a time through products/put end: a SKU one product lets go may be taken by
 * another of the batch, new variants start their stock history, and the same batch again
 * changes nothing.
 */

type BatchAnswer = { results: { slug: string; created: boolean; changed: boolean }[]; issues?: { path: string; message: string }[] };

/** Three products, two of which the shop has (set by `starting`); every name and SKU carries `mark`. */
function products(mark: string, stage: 'starting' | 'changed') {
  const product = (name: string, skus: readonly [string, number][]) => ({
    category: 'kitchen',
    translations: { en: { name: `${name} ${mark}`, descriptionHtml: `<p>${name} for the ${mark} shelf.</p>` }, 'zh-HK': { name: `${name}（${mark}）` } },
    options: [{ code: 'size', name: { en: 'Size' }, values: skus.map(([sku]) => ({ code: sku.toLowerCase(), label: { en: sku } })) }],
    variants: skus.map(([sku, priceCents]) => ({ sku: `${mark}-${sku}`, optionValues: { size: sku.toLowerCase() }, priceCents, stock: 4 })),
    tags: ['gift-ideas'],
  });
  const slug = (name: string) => `${name}-${mark.toLowerCase()}`;
  if (stage === 'starting') {
    return [
      { slug: slug('jug'), product: product('Jug', [['JUG-SMALL', 1800], ['JUG-LARGE', 2600]]) },
      { slug: slug('cup'), product: product('Cup', [['CUP', 900]]) },
    ];
  }
  // The jug lets its large size go, the cup takes that SKU, and a bowl is new.
  return [
    { slug: slug('jug'), product: product('Jug', [['JUG-SMALL', 1900]]) },
    { slug: slug('cup'), product: { ...product('Cup', [['CUP', 950], ['JUG-LARGE', 2600]]), tags: [] } },
    { slug: slug('bowl'), product: product('Bowl', [['BOWL', 1400]]) },
  ];
}

describe.each(TEST_DRIVERS)('product batches on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  beforeAll(() => {
    shop = opened.shop;
  });

  const put = (slug: string, body: unknown) => adminRequest<{ product: ProductDocument }>(shop.app, 'PUT', `/products/${slug}`, { body });
  const batch = (entries: unknown[]) => adminRequest<BatchAnswer>(shop.app, 'POST', '/products/batch', { body: { products: entries } });
  /** A product as the merchant reads it, its mark taken out, so two marks' products compare equal. */
  const unmarked = async (slug: string, mark: string) => {
    const { version: _version, ...rest } = (await adminRequest<{ product: ProductDocument }>(shop.app, 'GET', `/products/${slug}`)).body.data.product;
    return JSON.parse(JSON.stringify(rest).replaceAll(mark.toLowerCase(), 'mark').replaceAll(mark, 'MARK')) as unknown;
  };
  const history = async (sku: string) =>
    (await adminRequest<{ movements: { change: number; stockAfter: number; note: string | null }[] }>(shop.app, 'GET', `/stock/${sku}/history`)).body.data.movements.map(({ change, stockAfter, note }) => ({ change, stockAfter, note }));

  it('ends a batch of updates and creates sharing SKUs where the same writes one at a time end', async () => {
    for (const mark of ['ONE', 'TWO']) for (const { slug, product } of products(mark, 'starting')) expect((await put(slug, product)).status).toBe(201);

    for (const { slug, product } of products('ONE', 'changed')) expect((await put(slug, product)).status).toBeLessThan(300);
    const batched = await batch(products('TWO', 'changed'));
    expect(batched.status).toBe(200);
    expect(batched.body.data.results).toEqual([
      { slug: 'jug-two', created: false, changed: true },
      { slug: 'cup-two', created: false, changed: true },
      { slug: 'bowl-two', created: true, changed: true },
    ]);

    for (const name of ['jug', 'cup', 'bowl']) expect(await unmarked(`${name}-two`, 'TWO')).toEqual(await unmarked(`${name}-one`, 'ONE'));
    // The SKU the cup took is a new variant of it: its stock starts again, as a merchant's count.
    expect(await history('TWO-JUG-LARGE')).toEqual(await history('ONE-JUG-LARGE'));
    expect((await history('TWO-JUG-LARGE')).at(-1)).toEqual({ change: 4, stockAfter: 4, note: 'Stock of a new variant' });

    const again = await batch(products('TWO', 'changed'));
    expect(again.body.data.results.map((result) => result.changed)).toEqual([false, false, false]);
    // A product written the same is left alone; one detail changed is written, and only there.
    const [jug, ...others] = products('TWO', 'changed');
    const weighed = { ...jug!, product: { ...jug!.product, variants: jug!.product.variants.map((variant) => ({ ...variant, weightGrams: 640 })) } };
    expect((await batch([weighed, ...others])).body.data.results.map((result) => result.changed)).toEqual([true, false, false]);
    const read = await adminRequest<{ product: ProductDocument }>(shop.app, 'GET', '/products/jug-two');
    expect(read.body.data.product.variants.map((variant) => variant.weightGrams)).toEqual([640]);
  });

  it('refuses a batch in which two products would hold one SKU, and writes none of it', async () => {
    const [jug, cup] = products('THREE', 'starting');
    expect((await batch([jug, cup])).status).toBe(200);
    // The cup takes the jug's large size, which the jug keeps; the jug's new prices must not land either.
    const jugDearer = { ...jug!, product: { ...jug!.product, variants: jug!.product.variants.map((variant) => ({ ...variant, priceCents: 5000 })) } };
    const cupGrabbing = products('THREE', 'changed')[1]!;
    const refused = await batch([jugDearer, cupGrabbing]);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([{ path: 'products[1].product.variants[1].sku', message: 'The SKU THREE-JUG-LARGE belongs to the product "jug-three"' }]);
    const written = await adminRequest<{ product: ProductDocument }>(shop.app, 'GET', '/products/jug-three');
    expect(written.body.data.product.variants.map((variant) => variant.priceCents)).toEqual([1800, 2600]);
  });
});
