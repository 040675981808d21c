import { and, count, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import { LOW_STOCK, OVERVIEW_CALLS, type Overview } from '../../src/schema/admin-api/overview';
import type { Database } from '../db/database';
import { comments, inquiries, orders, returns, reviews } from '../db/schema';
import type { AdminHandlers } from '../http/admin-mount';
import { countLowStock } from '../merchandise/product-store';

/*
 * `GET /api/admin/overview`: the length of every queue the back office's first page links to,
 * and today's orders and sales. Each count is one indexed query; all run at once.
 */

async function counted(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

export async function readOverview(db: Database, now = new Date()): Promise<Overview> {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const [ordersToShip, cancellationsToJudge, returnsToJudge, reviewsWaiting, commentsWaiting, inquiriesOpen, lowStock, ordersToday, sales] = await Promise.all([
    counted(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'in-progress'), eq(orders.payStatus, 'paid'), isNull(orders.shippedAt))),
    ),
    counted(db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending-cancellation'))),
    counted(
      db
        .select({ n: count() })
        .from(returns)
        .where(and(eq(returns.status, 'pending-approval'), eq(returns.auditStatus, 'pending-approval'))),
    ),
    counted(db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending'))),
    counted(db.select({ n: count() }).from(comments).where(eq(comments.status, 'pending'))),
    counted(db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new'))),
    countLowStock(db, LOW_STOCK),
    counted(db.select({ n: count() }).from(orders).where(gte(orders.placedAt, midnight))),
    db
      .select({ currency: orders.currency, amount: sql<string>`${sum(orders.totalCents)}` })
      .from(orders)
      .where(and(gte(orders.placedAt, midnight), eq(orders.payStatus, 'paid')))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
  ]);
  return {
    ordersToShip,
    cancellationsToJudge,
    returnsToJudge,
    reviewsWaiting,
    commentsWaiting,
    inquiriesOpen,
    lowStock,
    ordersToday,
    salesToday: sales.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
  };
}

export function adminOverviewHandlers(db: Database): AdminHandlers<typeof OVERVIEW_CALLS> {
  return { 'overview/get': async ({ ok }) => ok(await readOverview(db)) };
}
