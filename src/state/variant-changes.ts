import { proxy } from 'valtio/vanilla';

/*
 * Stock and prices of the variants on screen that changed while the page was open, by SKU, as
 * the server announced them to every open page. Only watched SKUs are kept: the shop tells
 * every page of every move, and a tab left open all day must not collect them all.
 */

export type StockChange = { stock: number; inStock: boolean };
/** A variant's price and the price before a reduction (null when not reduced), as page data gives them. */
export type PriceChange = { price: number; linePrice: number | null };

export const stockChanges = proxy<{ bySku: Record<string, StockChange> }>({ bySku: {} });
export const priceChanges = proxy<{ bySku: Record<string, PriceChange> }>({ bySku: {} });

const watched = new Map<string, number>();

/** Keeps the news of these SKUs until the answer is called (the product page on screen). */
export function watchVariants(skus: readonly string[]): () => void {
  for (const sku of skus) watched.set(sku, (watched.get(sku) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const sku of skus) {
      const left = (watched.get(sku) ?? 1) - 1;
      if (left > 0) {
        watched.set(sku, left);
        continue;
      }
      watched.delete(sku);
      delete stockChanges.bySku[sku];
      delete priceChanges.bySku[sku];
    }
  };
}

/** Records a move of a watched SKU; answers whether it was watched. */
export function recordStockChange(change: { sku: string; stock: number; inStock: boolean }): boolean {
  if (!watched.has(change.sku)) return false;
  stockChanges.bySku[change.sku] = { stock: change.stock, inStock: change.inStock };
  return true;
}

/** Records a new price of a watched SKU; answers whether it was watched. */
export function recordPriceChange(change: { sku: string; price: number; linePrice: number | null }): boolean {
  if (!watched.has(change.sku)) return false;
  priceChanges.bySku[change.sku] = { price: change.price, linePrice: change.linePrice };
  return true;
}
