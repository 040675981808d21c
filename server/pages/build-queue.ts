/*
 * Pages no cache holds are built from the database and drawn a few at a time, in the order
 * they were asked for; the others wait their turn.
 *
 * All at once, fifty long-tail pages shared the one thread in turns: every page took fifty
 * pages' time, and each turn of the event loop ran a piece of every page before the server
 * accepted a connection or read a request again. Under load a turn took up to a second, and
 * the fiftieth connection of a burst was accepted eight seconds after it arrived (the
 * listening socket's queue held it meanwhile). In line, a page takes its own time plus its
 * wait, the loop turns between a few pages' pieces, and nobody waits behind someone who
 * came later.
 */

export type BuildQueue = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * How many pages are built at once on each database. The embedded one answers in the server's
 * own thread, so a second page only fills the moments the first waits on something else; more
 * only share the thread. PostgreSQL answers from another process: a few pages keep its answers
 * overlapping with the drawing, below its pool of connections (server/db/database.ts), which the
 * shoppers' other calls use too. Measured with `npm run bench -- load` (product page data,
 * uncached, 50 connections, embedded database): 1 at a time 62 requests/s with p99 1.7 s, 2 at
 * a time 76 and 1.6 s, 8 at a time 74 and 2.4 s, all at once 69 and 5.0 s.
 */
export const BUILDS_AT_ONCE = { pglite: 2, postgres: 8 } as const;

/** At most `limit` works under way at once; the next starts when one ends, first come first served. */
export function createBuildQueue(limit: number): BuildQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A build queue needs a limit of 1 or more, not ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The place passes to the next in line as it is: nobody who comes meanwhile takes it.
    if (next) next();
    else running -= 1;
  };

  return async (work) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
