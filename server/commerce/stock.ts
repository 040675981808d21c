import { and, eq, gte, sql } from 'drizzle-orm';
import { stockChangedMessageSchema } from '../../src/schema/realtime-messages';
import type { Database, Transaction } from '../db/database';
import { productSearch, products, productVariants } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';

/*
 * Stock moves. Taking is one conditional update (`… where stock >= quantity returning`): of
 * fifty buyers of the last three units, exactly three get a row back, on PGlite and
 * PostgreSQL alike, and the CHECK on the column refuses anything that would still go below
 * zero. The product's "in stock" flag (listings, search) follows in the same transaction.
 *
 * Open product pages hear of a move only once it is committed: a transaction that may move
 * stock runs through `moveStockThen`, which collects the moves and announces them after the
 * commit (a rolled-back checkout tells no one anything).
 */

/** A variant's stock after a move, and whether its product still has any variant in stock. */
type StockMove = { productId: number; variantId: number; sku: string; stock: number; inStock: boolean };

// Moves by variant, per transaction: the last move of a variant in a transaction is its news.
const movesOfTransaction = new WeakMap<Transaction, Map<number, StockMove>>();

/**
 * Runs `work` in one transaction and, once it commits, tells every open page of each
 * variant whose stock it moved (spec §7's public stock-changed message).
 */
export async function moveStockThen<T>(db: Database | Transaction, changes: ChangeBus | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const moves = new Map<number, StockMove>();
  const result = await db.transaction((tx) => {
    movesOfTransaction.set(tx, moves);
    return work(tx);
  });
  await announceStockMoves(changes, [...moves.values()]);
  return result;
}

async function announceStockMoves(changes: ChangeBus | undefined, moves: StockMove[]): Promise<void> {
  if (!changes) return;
  for (const move of moves) {
    const message = stockChangedMessageSchema.parse({ code: 0, msg: 'stock-changed', data: move });
    await changes.publish('public-message', { message });
  }
}

/** Takes `quantity` units of a variant; false, and nothing taken, when fewer are left. */
export async function takeStock(tx: Transaction, variantId: number, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ productId: productVariants.productId, variantId: productVariants.id, sku: productVariants.sku, stock: productVariants.stock });
  if (!row) return false;
  // Units left of this variant keep the product in stock: only the last units taken can change the flag.
  if (row.stock === 0) await syncInStock(tx, row);
  else recordMove(tx, { ...row, inStock: true });
  return true;
}

/** Gives units back (a cancelled or expired order, a returned line put back on sale). */
export async function returnStock(tx: Transaction, variantId: number, quantity: number): Promise<void> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId, variantId: productVariants.id, sku: productVariants.sku, stock: productVariants.stock });
  if (!row) return;
  // Only units coming back to a sold-out variant can turn the product's flag on again.
  if (row.stock - quantity <= 0) await syncInStock(tx, row);
  else recordMove(tx, { ...row, inStock: true });
}

/** Sets a variant's stock (the merchant's count); false when no such variant. */
export async function setStock(tx: Transaction, sku: string, stock: number): Promise<boolean> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.sku, sku))
    .returning({ productId: productVariants.productId, variantId: productVariants.id, sku: productVariants.sku, stock: productVariants.stock });
  if (!row) return false;
  await syncInStock(tx, row);
  return true;
}

async function syncInStock(tx: Transaction, moved: Omit<StockMove, 'inStock'>): Promise<void> {
  const { productId } = moved;
  const inStock = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId} and ${productVariants.stock} > 0)`;
  const [product] = await tx.update(products).set({ inStock }).where(eq(products.id, productId)).returning({ inStock: products.inStock });
  await tx.update(productSearch).set({ inStock }).where(eq(productSearch.productId, productId));
  recordMove(tx, { ...moved, inStock: product?.inStock ?? moved.stock > 0 });
}

function recordMove(tx: Transaction, move: StockMove): void {
  movesOfTransaction.get(tx)?.set(move.variantId, move);
}
