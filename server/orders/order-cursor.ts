import { z } from 'zod';
import { orderNoSchema } from '../../src/schema/order-pages';

/*
 * Where the merchant's order list goes on from: the last order of the page before, by when it
 * was placed and its number, the list's order. The time is kept to the microsecond as the
 * database stores it, since one millisecond may hold several orders; the number tells apart
 * orders placed at the same moment, as no two orders share one. The client holds the pair as
 * an opaque `after`; one it made up itself only names another place to read on from.
 */

export type OrderListPosition = { placedAt: string; orderNo: string };

/** `2026-11-24T09:30:00.123456Z`: a moment in UTC to the microsecond. */
const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const positionSchema = z.tuple([
  z
    .string()
    .regex(POSITION_TIME)
    // A day or hour that does not exist (2026-02-30, 25:00) would fail in the database instead.
    .refine((time) => {
      const moment = new Date(`${time.slice(0, 23)}Z`);
      return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 23) === time.slice(0, 23);
    }),
  orderNoSchema,
]);

export function encodeOrderPosition(position: OrderListPosition): string {
  return Buffer.from(JSON.stringify([position.placedAt, position.orderNo])).toString('base64url');
}

/** The position an `after` names, or null when it is not one this list gave. */
export function decodeOrderPosition(after: string): OrderListPosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = positionSchema.safeParse(value);
  return parsed.success ? { placedAt: parsed.data[0], orderNo: parsed.data[1] } : null;
}
