import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { STOCK_MAX, type StockActor, type StockMovement, type StockReason } from '../../src/schema/commerce/stock';
import { stockChangedMessageSchema } from '../../src/schema/realtime-messages';
import type { Database, Transaction } from '../db/database';
import { insertJsonRows } from '../db/json-rows';
import { orders, productSearch, products, productVariants, stockMovements } from '../db/schema';
import { onSale } from '../catalog/queries/products';
import type { ChangeBus } from '../events/change-bus';
import { announceWorkChanged } from '../events/work-news';

/*
 * Stock moves. Taking is one conditional update (`… where stock >= quantity returning`): of
 * fifty buyers of the last three units, exactly three get a row back, on PGlite and
 * PostgreSQL alike, and the CHECK on the column refuses anything that would still go below
 * zero. The product's "in stock" flag (listings, search) follows in the same transaction.
 *
 * Every move writes its history row (`stock_movements`) in the same transaction: why, who, by
 * how much and the units after, so the history always adds up to the stock.
 *
 * Open product pages hear of a move only once it is committed: a transaction that may move
 * stock runs through `moveStockThen`, which collects the moves and announces them after the
 * commit (a rolled-back checkout tells no one anything).
 */

/** A variant's stock after a move, and whether its product still has any variant in stock. */
type StockMove = { productId: number; variantId: number; sku: string; stock: number; inStock: boolean };

/** Why units moved, as the history keeps it. */
export type StockWhy = { reason: StockReason; actor: StockActor; orderId?: string | null; note?: string | null };

const MOVED = { productId: productVariants.productId, variantId: productVariants.id, sku: productVariants.sku, stock: productVariants.stock };

async function recordHistory(tx: Transaction, variantId: number, change: number, stockAfter: number, why: StockWhy): Promise<void> {
  await tx.insert(stockMovements).values({ variantId, change, stockAfter, reason: why.reason, actor: why.actor, orderId: why.orderId ?? null, note: why.note ?? null });
}

// Moves by variant, per transaction: the last move of a variant in a transaction is its news.
const movesOfTransaction = new WeakMap<Transaction, Map<number, StockMove>>();

/**
 * Runs `work` in one transaction and, once it commits, tells every open page of each
 * variant whose stock it moved (spec §7's public stock-changed message), and the staff's
 * open back office that the work waiting for them changed (a variant may be low on stock now).
 */
export async function moveStockThen<T>(db: Database | Transaction, changes: ChangeBus | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const moves = new Map<number, StockMove>();
  const result = await db.transaction((tx) => {
    movesOfTransaction.set(tx, moves);
    return work(tx);
  });
  await announceStockMoves(changes, [...moves.values()]);
  if (moves.size > 0) announceWorkChanged(changes);
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
export async function takeStock(tx: Transaction, variantId: number, quantity: number, why: StockWhy): Promise<boolean> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    // Nothing is sold of a product that is not on sale (a draft, or archived since it went into a cart).
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity), sql`exists (select 1 from ${products} where ${products.id} = ${productVariants.productId} and ${onSale()})`))
    .returning(MOVED);
  if (!row) return false;
  await recordHistory(tx, variantId, -quantity, row.stock, why);
  // Units left of this variant keep the product in stock: only the last units taken can change the flag.
  if (row.stock === 0) await syncInStock(tx, row);
  else recordMove(tx, { ...row, inStock: true });
  return true;
}

/** Gives units back (a cancelled or expired order, a returned line put back on sale). */
export async function returnStock(tx: Transaction, variantId: number, quantity: number, why: StockWhy): Promise<void> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning(MOVED);
  if (!row) return;
  await recordHistory(tx, variantId, quantity, row.stock, why);
  // Only units coming back to a sold-out variant can turn the product's flag on again.
  if (row.stock - quantity <= 0) await syncInStock(tx, row);
  else recordMove(tx, { ...row, inStock: true });
}

/** What a merchant's stock write found: the units after it, no such variant, or a change that would leave them out of range. */
export type StockWrite = { ok: true; stock: number } | { ok: false; reason: 'unknown-sku' } | { ok: false; reason: 'out-of-range'; stock: number };

/**
 * A merchant's write of a variant's stock: `{ stock }` sets the units they counted, `{ change }`
 * adds or takes units relative to what is there when it lands, so a sale that happened
 * meanwhile is never lost. A change that would leave the units below zero or above STOCK_MAX
 * changes nothing.
 */
export async function writeStock(tx: Transaction, sku: string, write: { stock: number } | { change: number }, why: StockWhy): Promise<StockWrite> {
  // The row is locked first, so the history's change is measured against the units this write replaced.
  const [before] = await tx.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)).for('update');
  if (!before) return { ok: false, reason: 'unknown-sku' };
  const target = 'stock' in write ? write.stock : before.stock + write.change;
  if (target < 0 || target > STOCK_MAX) return { ok: false, reason: 'out-of-range', stock: before.stock };
  const [row] = await tx.update(productVariants).set({ stock: target }).where(eq(productVariants.id, before.id)).returning(MOVED);
  await recordHistory(tx, before.id, target - before.stock, target, why);
  await syncInStock(tx, row!);
  return { ok: true, stock: target };
}

/** The units variants were created with, as a merchant's count: their history starts with them. */
export async function recordFirstCounts(tx: Transaction, counts: readonly { variantId: number; stock: number }[], note: string): Promise<void> {
  if (counts.length === 0) return;
  await insertJsonRows(tx, stockMovements, counts.map(({ variantId, stock }) => ({ variantId, change: stock, stockAfter: stock, reason: 'count', actor: 'merchant', orderId: null, note })));
}

/** Sets a variant's stock as a merchant's count; false when no such variant. */
export async function setStock(tx: Transaction, sku: string, stock: number, why: StockWhy = { reason: 'count', actor: 'merchant' }): Promise<boolean> {
  return (await writeStock(tx, sku, { stock }, why)).ok;
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

/** A variant's units and its history, newest move first; null for an unknown SKU. */
export async function stockHistoryOf(db: Database, sku: string, limit: number): Promise<{ stock: number; movements: StockMovement[] } | null> {
  const [variant] = await db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku));
  if (!variant) return null;
  const rows = await db
    .select({
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      actor: stockMovements.actor,
      orderNo: orders.orderNo,
      note: stockMovements.note,
      at: stockMovements.at,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(eq(stockMovements.variantId, variant.id))
    .orderBy(desc(stockMovements.id))
    .limit(limit);
  return {
    stock: variant.stock,
    movements: rows.map((row) => ({ ...row, reason: row.reason as StockReason, actor: row.actor as StockActor, at: row.at.toISOString() })),
  };
}
