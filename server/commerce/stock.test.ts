import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearch, products, productVariants } from '../db/schema';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { returnStock, setStock, takeStock } from './stock';

/*
 * A product's "in stock" flag, which listings and search filter by, follows its variants'
 * stock through every move: taking the last units clears it, units coming back set it again.
 */

const SOLD = { reason: 'sale', actor: 'shopper' } as const;
const BACK = { reason: 'order-cancelled', actor: 'system' } as const;

let shop: TestApp;
let product: { id: number; variantIds: number[]; skus: string[] };

beforeAll(async () => {
  shop = await openTestApp();
  const rows = await shop.db.select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId }).from(productVariants).orderBy(productVariants.id);
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  const [productId, variants] = [...byProduct.entries()].find(([, list]) => list.length >= 2)!;
  product = { id: productId, variantIds: variants.map((variant) => variant.id), skus: variants.map((variant) => variant.sku) };
  // Two units of the first variant, none of the others.
  for (const id of product.variantIds) await shop.db.update(productVariants).set({ stock: id === product.variantIds[0] ? 2 : 0 }).where(eq(productVariants.id, id));
}, TEST_APP_STARTUP_MS);

afterAll(async () => {
  await shop?.close();
});

async function flags(): Promise<{ listing: boolean; search: boolean }> {
  const [listing] = await shop.db.select({ inStock: products.inStock }).from(products).where(eq(products.id, product.id));
  const [search] = await shop.db.select({ inStock: productSearch.inStock }).from(productSearch).where(eq(productSearch.productId, product.id));
  return { listing: listing!.inStock, search: search!.inStock };
}

describe('the in-stock flag', () => {
  it('stays on while units are left, goes off with the last unit taken, and comes back with units returned or set', async () => {
    const first = product.variantIds[0]!;
    expect(await shop.db.transaction((tx) => takeStock(tx, first, 1, SOLD))).toBe(true);
    expect(await flags()).toEqual({ listing: true, search: true });
    // More than is left: nothing taken, nothing changed.
    expect(await shop.db.transaction((tx) => takeStock(tx, first, 2, SOLD))).toBe(false);
    expect(await flags()).toEqual({ listing: true, search: true });

    expect(await shop.db.transaction((tx) => takeStock(tx, first, 1, SOLD))).toBe(true);
    expect(await flags()).toEqual({ listing: false, search: false });

    await shop.db.transaction((tx) => returnStock(tx, first, 1, BACK));
    expect(await flags()).toEqual({ listing: true, search: true });
    await shop.db.transaction((tx) => returnStock(tx, first, 3, BACK));
    expect(await flags()).toEqual({ listing: true, search: true });

    expect(await shop.db.transaction((tx) => setStock(tx, product.skus[0]!, 0))).toBe(true);
    expect(await flags()).toEqual({ listing: false, search: false });
    // Another variant of the same product coming back puts the product back in stock.
    expect(await shop.db.transaction((tx) => setStock(tx, product.skus[1]!, 5))).toBe(true);
    expect(await flags()).toEqual({ listing: true, search: true });
  });
});
