import { proxy } from 'valtio/vanilla';

/*
 * Stock of the variants on screen that moved while the page was open, by SKU, as the server
 * announced it to every open page. Only watched SKUs are kept: the shop tells every page of
 * every move, and a tab left open all day must not collect them all.
 */

export type StockChange = { stock: number; inStock: boolean };

export const stockChanges = proxy<{ bySku: Record<string, StockChange> }>({ bySku: {} });

const watched = new Map<string, number>();

/** Keeps the moves of these SKUs until the answer is called (the product page on screen). */
export function watchStock(skus: readonly string[]): () => void {
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
    }
  };
}

/** Records a move of a watched SKU; answers whether it was watched. */
export function recordStockChange(change: { sku: string; stock: number; inStock: boolean }): boolean {
  if (!watched.has(change.sku)) return false;
  stockChanges.bySku[change.sku] = { stock: change.stock, inStock: change.inStock };
  return true;
}
