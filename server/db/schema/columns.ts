import { sql } from 'drizzle-orm';
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/* The column shapes every table file shares, declared once. */

/** When the row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Bytes stored as they are (a picture's WebP). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** A CHECK's `column in ('a', 'b')` for a fixed list of words the code owns (never shopper input). */
export const listed = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A picture a shopper uploaded with something (a return, an inquiry, a review): its place among
 * that owner's pictures, counted from 1, and its WebP as the shop re-encoded it, without metadata.
 */
export const uploadedPictureColumns = () => ({
  position: integer('position').notNull(),
  webp: bytea('webp').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});
