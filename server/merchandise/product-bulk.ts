import { PRICE_MAX_CENTS, productWriteSchema, type BulkOutcome, type BulkPrice, type ProductBulk } from '../../src/schema/admin-api/products';
import { STOCK_MAX } from '../../src/schema/commerce/stock';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import type { Problem } from '../http/problems';
import { moveStockThen, writeStock } from '../commerce/stock';
import { readProduct, RolledBack, writeProductIn } from './product-store';

/*
 * One change to many products (`products/bulk`): each product is read, changed and written
 * again as `products/put` writes it, so its listing price, search rows and "in stock" follow,
 * and each variant's units move as `stock/put` moves them, all in one transaction. A dry run
 * does the same and takes it back, so the preview a merchant confirms is what the write does
 * to the shop as it is then; a problem anywhere changes nothing anywhere.
 */

export type BulkResult = { ok: true; products: BulkOutcome[] } | { ok: false; problems: Problem[] };

/** A variant's price after the change; a percent change rounds to the nearest minor unit. */
export function priceAfter(cents: number, change: BulkPrice): number {
  if (change.kind === 'set') return change.cents;
  if (change.kind === 'add') return cents + change.cents;
  return Math.round((cents * (100 + change.percent)) / 100);
}

export async function changeProducts(db: Database, changes: ChangeBus, bulk: ProductBulk, options: { dryRun: boolean }): Promise<BulkResult> {
  try {
    // Stock news goes out only after the commit: a dry run or a refusal tells no open page anything.
    return await moveStockThen(db, changes, async (tx): Promise<BulkResult> => {
      const problems: Problem[] = [];
      const outcomes: BulkOutcome[] = [];
      for (const [index, slug] of bulk.slugs.entries()) {
        const before = await readProduct(tx, slug);
        if (!before) {
          problems.push({ path: `slugs[${index}]`, message: `There is no product "${slug}"` });
          continue;
        }
        const prices = before.variants.map((variant) => (bulk.price ? priceAfter(variant.priceCents, bulk.price) : variant.priceCents));
        prices.forEach((cents, at) => {
          if (cents < 0 || cents > PRICE_MAX_CENTS) problems.push({ path: 'price', message: `${before.variants[at]!.sku} (${slug}) would cost ${cents} minor units: a price is 0 to ${PRICE_MAX_CENTS}` });
        });
        if (problems.length > 0) continue;

        const status = bulk.status ?? before.status;
        if (bulk.status !== undefined || bulk.price !== undefined) {
          const write = productWriteSchema.parse({ ...before, status, variants: before.variants.map((variant, at) => ({ ...variant, priceCents: prices[at] })) });
          const written = await writeProductIn(tx, slug, write, before.version);
          if (!written.ok) {
            // The product was read in this transaction and is locked by the write: only a product the shop itself refuses lands here.
            problems.push({ path: `slugs[${index}]`, message: 'problems' in written ? written.problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ') : `"${slug}" changed meanwhile` });
            continue;
          }
        }

        const stocks: number[] = [];
        for (const variant of before.variants) {
          if (!bulk.stock) {
            stocks.push(variant.stock);
            continue;
          }
          const move = bulk.stock.kind === 'set' ? { stock: bulk.stock.units } : { change: bulk.stock.units };
          const moved = await writeStock(tx, variant.sku, move, { reason: bulk.stock.kind === 'set' ? 'count' : 'adjustment', actor: 'merchant', note: 'Bulk change' });
          if (moved.ok) stocks.push(moved.stock);
          else {
            const has = moved.reason === 'out-of-range' ? moved.stock : 0;
            problems.push({ path: 'stock', message: `${variant.sku} (${slug}) has ${has} units: ${bulk.stock.units > 0 ? 'adding' : 'taking'} ${Math.abs(bulk.stock.units)} would leave it outside 0 to ${STOCK_MAX}` });
            stocks.push(has);
          }
        }
        outcomes.push({
          slug,
          name: before.translations.en.name,
          status: { before: before.status, after: status },
          variants: before.variants.map((variant, at) => ({ sku: variant.sku, priceCents: { before: variant.priceCents, after: prices[at]! }, stock: { before: variant.stock, after: stocks[at]! } })),
        });
      }
      if (problems.length > 0) throw new RolledBack<BulkResult>({ ok: false, problems });
      if (options.dryRun) throw new RolledBack<BulkResult>({ ok: true, products: outcomes });
      return { ok: true, products: outcomes };
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as BulkResult;
    throw error;
  }
}
