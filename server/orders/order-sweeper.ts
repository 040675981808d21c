import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import type { Logger } from '../logger';
import { runTransitions, transitionOrder } from './order-transitions';

/*
 * Every server process sweeps the orders left unpaid past their time to pay, once at start
 * and then each minute, and cancels them as the shopper's cancel would.
 */

const SWEEP_BATCH = 50;

/**
 * Cancels unpaid orders whose time to pay has passed, through the same cancel as the
 * shopper's (actor `system`), with its effects. Rows another process is already
 * sweeping are skipped, not waited for, so several processes may sweep at once.
 * Answers how many were cancelled.
 */
export async function sweepUnpaidOrders(db: Database, changes: ChangeBus | undefined, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await runTransitions(db, changes, async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.payStatus, 'unpaid'), eq(orders.status, 'in-progress'), lte(orders.payBy, now)))
        .orderBy(asc(orders.payBy))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      let done = 0;
      for (const order of due) {
        const outcome = await transitionOrder(tx, order, 'cancel', 'system', { detail: { reason: 'unpaid-timeout' }, now });
        if (outcome.ok) done += 1;
      }
      return { done, full: due.length === SWEEP_BATCH };
    });
    cancelled += batch.done;
    if (!batch.full) return cancelled;
  }
}

/** Sweeps now and then every `intervalMs` until stopped; a failed sweep is logged and the next one tries again. */
export function startUnpaidOrderSweeper(db: Database, changes: ChangeBus | undefined, logger: Logger, intervalMs = 60_000): () => void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepUnpaidOrders(db, changes)
      .then((count) => {
        if (count > 0) logger.info('Unpaid orders cancelled', { count });
      })
      .catch((error: unknown) => logger.error('Sweeping unpaid orders failed', { error }))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
