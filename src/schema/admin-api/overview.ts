import { z } from 'zod';
import { ADMIN_MAX_BODY_BYTES, EVERY_ROLE, forRoles } from './contract';

/*
 * The back office's first page: what is waiting for someone, each count the length of a queue
 * the back office or the command line opens, and today's orders and sales.
 */

/** A variant of a product on sale with this many units or fewer is low on stock. */
export const LOW_STOCK = 5;

export const overviewSchema = z.object({
  /** Paid, in progress, nothing shipped yet. */
  ordersToShip: z.int(),
  /** Paid orders whose shopper asked to cancel. */
  cancellationsToJudge: z.int(),
  /** Returns waiting for approval. */
  returnsToJudge: z.int(),
  reviewsWaiting: z.int(),
  commentsWaiting: z.int(),
  /** Quote requests and feedback not answered or closed. */
  inquiriesOpen: z.int(),
  /** Variants of products on sale with `LOW_STOCK` units or fewer. */
  lowStock: z.int(),
  /** Orders placed since midnight (the server's day). */
  ordersToday: z.int(),
  /** What today's paid orders came to, by currency. */
  salesToday: z.array(z.object({ amount: z.int(), currency: z.string() })),
});
export type Overview = z.output<typeof overviewSchema>;

/**
 * The back office's own socket: `/ws/message` with this query. It hears the staff's news, never a
 * visitor's or a shopper's, and only when the back office cookie at the upgrade names a live session.
 */
export const STAFF_SOCKET = { path: '/ws/message', query: { name: 'for', value: 'staff' } } as const;

/**
 * Told to every open staff socket when the work counted here may have changed. It carries nothing:
 * the page reads the overview again, and the overview answers what the member's role may see.
 */
export const workChangedMessageSchema = z.object({ code: z.literal(0), msg: z.literal('work-changed') });
export const WORK_CHANGED_MESSAGE = { code: 0, msg: 'work-changed' } as const satisfies z.input<typeof workChangedMessageSchema>;

export const OVERVIEW_CALLS = forRoles(EVERY_ROLE, {
  'overview/get': { method: 'GET', path: '/overview', answer: overviewSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
});
