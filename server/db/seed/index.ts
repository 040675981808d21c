import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../database';

export type SeedStep = {
  name: string;
  /** Writes the step's rows unless they are already there; runs inside the seed transaction. */
  run(tx: Transaction): Promise<'seeded' | 'skipped'>;
};

/** Any number, as long as every process that seeds this database uses the same one. */
const SEED_LOCK_ID = 7_402_117;

/**
 * Runs the steps in one transaction: a failure leaves the database as it was. The steps
 * themselves are content (the demo shop's are in server/demo/seed.ts), not database code.
 */
export async function runSeedSteps(db: Database, steps: readonly SeedStep[]): Promise<Record<string, 'seeded' | 'skipped'>> {
  return db.transaction(async (tx) => {
    // Servers starting together on one new PostgreSQL database would each find it empty and
    // seed it twice; the second waits here and then finds the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const outcome: Record<string, 'seeded' | 'skipped'> = {};
    for (const step of steps) outcome[step.name] = await step.run(tx);
    return outcome;
  });
}
