import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Logger } from '../logger';
import { answeredRows, type Database } from './database';

/*
 * The planner's statistics on the embedded database. PostgreSQL's autovacuum analyzes a table
 * once a tenth of it has changed and vacuums it once a fifth is new or dead; the embedded
 * database runs no autovacuum, so a catalog imported into a new shop kept the statistics of
 * its empty tables. Expecting 8 products in a category that held 40,000, the planner read and
 * sorted all of them for a page of 24 (48 ms) instead of reading 24 down an index (0.6 ms).
 *
 * This applies autovacuum's own rules here: at start, a short quiet time after merchant writes
 * (an import is many writes, so it waits for the last), and every few minutes for what shoppers
 * write (orders, reviews). One table at a time, so a shopper's query waits for one table's
 * sampling at most, and never two runs at once.
 */

/** Autovacuum's defaults: a table is analyzed past 50 + 10 % of its rows changed, vacuumed past 50 + 20 % dead or 1,000 + 20 % inserted. */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_INSERT_BASE = 1_000;
const VACUUM_SHARE = 0.2;

const staleRowSchema = z.object({ name: z.string(), vacuum: z.boolean() });

/** The tables autovacuum would see to now, and whether each needs vacuuming (which analyzes too) or only analyzing. */
export async function staleTables(db: Database): Promise<z.infer<typeof staleRowSchema>[]> {
  const rows = await db.execute(sql`
    select s.relname as name,
      (s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > ${VACUUM_INSERT_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0)) as vacuum
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and (s.n_mod_since_analyze > ${ANALYZE_BASE} + ${ANALYZE_SHARE} * greatest(c.reltuples, 0)
        or s.n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > ${VACUUM_INSERT_BASE} + ${VACUUM_SHARE} * greatest(c.reltuples, 0))
    order by s.relname`);
  return z.array(staleRowSchema).parse(answeredRows(rows));
}

/** Brings every stale table's statistics up to date, one table at a time; answers the tables seen to. */
export async function refreshPlannerStatistics(db: Database): Promise<string[]> {
  const done: string[] = [];
  for (const table of await staleTables(db)) {
    const name = sql.identifier(table.name);
    await db.execute(table.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    done.push(table.name);
  }
  return done;
}

export type PlannerStatisticsOptions = {
  db: Database;
  /** Calls `listener` after each merchant write; answers the function that stops it. */
  onMerchantWrite: (listener: () => void) => () => void;
  logger: Logger;
  /** How long after the last merchant write the tables are looked at: an import's batches come closer together than this. */
  quietMs?: number;
  /** How often the tables are looked at anyway, for what shoppers write. */
  everyMs?: number;
};

/** Keeps the embedded database's statistics as autovacuum would; answers the function that stops it, once a run under way has ended. */
export function keepPlannerStatistics(options: PlannerStatisticsOptions): () => Promise<void> {
  const { db, logger } = options;
  const quietMs = options.quietMs ?? 2_000;
  const everyMs = options.everyMs ?? 5 * 60_000;
  let running: Promise<void> | null = null;
  let again = false;
  let quiet: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const started = performance.now();
    running = refreshPlannerStatistics(db)
      .then((tables) => {
        if (tables.length > 0) logger.info('Planner statistics brought up to date', { tables, ms: Math.round(performance.now() - started) });
      })
      .catch((error: unknown) => logger.warn('Planner statistics could not be brought up to date', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const afterQuiet = () => {
    if (quiet) clearTimeout(quiet);
    quiet = setTimeout(() => {
      quiet = null;
      run();
    }, quietMs);
    quiet.unref?.();
  };

  const unsubscribe = options.onMerchantWrite(afterQuiet);
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  afterQuiet();
  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    if (quiet) clearTimeout(quiet);
    await running;
  };
}
