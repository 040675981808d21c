import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { cartLines, carts } from '../db/schema';

/*
 * The lines of a signed-in shopper's cart as the checkout reads them: what it snapshots when
 * the shopper proceeds, and what it takes out of the cart once the order is placed.
 */

export type CartLineRef = { variantId: number; quantity: number };

export async function shopperCartLines(db: Database | Transaction, userId: string): Promise<CartLineRef[]> {
  return db
    .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartLines.addedAt, cartLines.variantId);
}

/** The code on a signed-in shopper's cart, which their new checkout starts with. */
export async function shopperCartCoupon(db: Database | Transaction, userId: string): Promise<string | null> {
  const [row] = await db.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row?.couponCode ?? null;
}

/** Takes the bought variants out of the shopper's cart (the order placed, in the same transaction). */
export async function removeShopperCartLines(tx: Transaction, userId: string, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) return;
  await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.variantId, [...variantIds])));
  // The code went into this order: left on the cart it would be offered (and refused) again.
  await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
}
