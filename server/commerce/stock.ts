import { and, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { productSearch, products, productVariants } from '../db/schema';

/*
 * Stock moves. Taking is one conditional update (`… where stock >= quantity returning`): of
 * fifty buyers of the last three units, exactly three get a row back, on PGlite and
 * PostgreSQL alike, and the CHECK on the column refuses anything that would still go below
 * zero. The product's "in stock" flag (listings, search) follows in the same transaction.
 */

/** Takes `quantity` units of a variant; false, and nothing taken, when fewer are left. */
export async function takeStock(tx: Transaction, variantId: number, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ productId: productVariants.productId, stock: productVariants.stock });
  if (!row) return false;
  // Units left of this variant keep the product in stock: only the last units taken can change the flag.
  if (row.stock === 0) await syncInStock(tx, row.productId);
  return true;
}

/** Gives units back (a cancelled or expired order, a returned line put back on sale). */
export async function returnStock(tx: Transaction, variantId: number, quantity: number): Promise<void> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId, stock: productVariants.stock });
  // Only units coming back to a sold-out variant can turn the product's flag on again.
  if (row && row.stock - quantity <= 0) await syncInStock(tx, row.productId);
}

/** Sets a variant's stock (the merchant's count); false when no such variant. */
export async function setStock(tx: Transaction, sku: string, stock: number): Promise<boolean> {
  const [row] = await tx.update(productVariants).set({ stock }).where(eq(productVariants.sku, sku)).returning({ productId: productVariants.productId });
  if (!row) return false;
  await syncInStock(tx, row.productId);
  return true;
}

async function syncInStock(tx: Transaction, productId: number): Promise<void> {
  const inStock = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId} and ${productVariants.stock} > 0)`;
  await tx.update(products).set({ inStock }).where(eq(products.id, productId));
  await tx.update(productSearch).set({ inStock }).where(eq(productSearch.productId, productId));
}
