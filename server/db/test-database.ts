import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { seedDatabase } from '../demo/seed';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './database';
import * as schema from './schema';
import { createTestDatabase } from './test-postgres';

/*
 * The database a test opens: a copy of one made once per run by server/db/test-templates.ts,
 * so that no test file pays for PGlite's initdb, the migrations or the demo seed again.
 * PGlite's copy lives in memory: nothing of it is written to disk, and nothing is left behind.
 */

export type TestDatabaseTemplates = {
  /** Dumps of a PGlite database (`dumpDataDir`), by starting point. */
  pglite: Record<TestDatabaseStart, string>;
  /** Template databases on the throwaway PostgreSQL server, when there is one. */
  postgres: Record<TestDatabaseStart, string> | undefined;
};

/** `migrated`: every table, no rows. `demo`: the demo shop, as a new server seeds it. */
export type TestDatabaseStart = 'migrated' | 'demo';

export type TestDatabase = DatabaseHandle & {
  /** On PostgreSQL, the database's address, for a second server process or app on it. */
  url: string | undefined;
};

/** Test files that open several databases read each dump once. */
const dumps = new Map<string, Promise<Buffer>>();

export async function openTestDatabase(options: { from?: TestDatabaseStart; driver?: 'pglite' | 'postgres' } = {}): Promise<TestDatabase> {
  const from = options.from ?? 'migrated';
  // Outside the unit project (or in a run that skipped its globalSetup) there are no templates: it is made here.
  const templates = inject('testDatabaseTemplates') as TestDatabaseTemplates | undefined;
  if (options.driver === 'postgres') {
    const database = await createTestDatabase({ template: templates?.postgres?.[from] });
    const handle = await openDatabase({ dataDir: '', databaseUrl: database.url });
    if (from === 'demo' && !templates?.postgres) await seedDatabase(handle.db);
    return {
      ...handle,
      url: database.url,
      async close() {
        try {
          await handle.close();
        } finally {
          await database.drop();
        }
      },
    };
  }
  const file = templates?.pglite[from];
  if (file && !dumps.has(file)) dumps.set(file, readFile(file));
  const client = await PGlite.create(file ? { loadDataDir: new Blob([new Uint8Array(await dumps.get(file)!)]) } : {});
  const db = drizzle({ client, schema });
  if (!file) {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (from === 'demo') await seedDatabase(db);
  }
  return { db, driver: 'pglite', location: 'memory', url: undefined, close: () => client.close() };
}
