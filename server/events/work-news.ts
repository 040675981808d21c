import { WORK_CHANGED_MESSAGE } from '../../src/schema/admin-api/overview';
import type { ChangeBus } from './change-bus';

/*
 * The back office's home counts the work waiting for the staff (GET /api/admin/overview) and
 * reads it again when its socket is told the work changed. Each change is told where it
 * commits; a burst of them (ten thousand stock counts imported, an order's state and its stock
 * moving in one request, then the audit of that request) folds into one message, so the bus
 * between processes carries at most one a second from each process.
 */

/** How long the first change after a quiet spell waits for the rest of its request. */
const GATHER_MS = 100;
/** At most one message a second; each staff socket is held to the same (server/realtime/message-socket.ts). */
export const WORK_NEWS_INTERVAL_MS = 1000;

export type Coalesced = {
  /** Asks for a run: the one already waiting, or one `gatherMs` from now, and never sooner than `intervalMs` after the last. */
  request(): void;
  stop(): void;
};

/** Folds every request made while a run waits into that run. */
export function coalesce(run: () => void, options: { gatherMs: number; intervalMs: number }): Coalesced {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  return {
    request() {
      if (timer) return;
      const delay = Math.max(options.gatherMs, lastRun + options.intervalMs - Date.now());
      timer = setTimeout(() => {
        timer = null;
        lastRun = Date.now();
        run();
      }, delay);
      // Nothing waits on this news: a process that is done may stop without it.
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

const newsOfBus = new WeakMap<ChangeBus, Coalesced>();

/** Tells every open back office page, in every process, that the work waiting for the staff may have changed. */
export function announceWorkChanged(changes: ChangeBus | undefined): void {
  if (!changes) return;
  let news = newsOfBus.get(changes);
  if (!news) {
    news = coalesce(
      () =>
        // Run from a timer, where a throw would stop the process; the pages still look again on their slow timer.
        void Promise.resolve()
          .then(() => changes.publish('staff-message', { message: WORK_CHANGED_MESSAGE }))
          .catch(() => undefined),
      { gatherMs: GATHER_MS, intervalMs: WORK_NEWS_INTERVAL_MS },
    );
    newsOfBus.set(changes, news);
  }
  news.request();
}
