import { z } from 'zod';

/*
 * A variant's stock history: every move of its units, with why, who and by how much, so a
 * merchant can tell a sale from a cancellation from their own count.
 */

/**
 * Why stock moved: a sale took units; a cancelled or expired order gave them back; a merchant
 * counted (set the units they have) or adjusted (added or took some, by a number).
 */
export const STOCK_REASONS = ['sale', 'order-cancelled', 'count', 'adjustment'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Who moved it: the shopper who bought, the merchant, or the shop itself (an unpaid order expiring). */
export const STOCK_ACTORS = ['shopper', 'merchant', 'system'] as const;
export type StockActor = (typeof STOCK_ACTORS)[number];

/** The most units a variant may hold: a count or an adjustment that would pass it is refused. */
export const STOCK_MAX = 1_000_000;

/** The longest note a merchant may keep with a count or an adjustment. */
export const STOCK_NOTE_MAX = 200;

export const stockMovementSchema = z.object({
  /** Units added (positive) or taken (negative). */
  change: z.int(),
  /** The variant's units after the move. */
  stockAfter: z.int().min(0),
  reason: z.enum(STOCK_REASONS),
  actor: z.enum(STOCK_ACTORS),
  /** The order that sold the units or gave them back. */
  orderNo: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
