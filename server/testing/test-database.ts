import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { seedDatabase } from '../demo/seed';
import { MIGRATIONS_FOLDER, openDatabase, pgliteFolder, type DatabaseHandle } from '../db/database';
import * as schema from '../db/schema';
import { createTestDatabase } from './test-postgres';

/*
 * The database a test opens: a copy of one made once per run by server/testing/test-templates.ts,
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

/** The run's dump of a PGlite database at `from`, or undefined outside the server project. */
async function pgliteDump(from: TestDatabaseStart): Promise<Blob | undefined> {
  const templates = inject('testDatabaseTemplates') as TestDatabaseTemplates | undefined;
  const file = templates?.pglite[from];
  if (!file) return undefined;
  if (!dumps.has(file)) dumps.set(file, readFile(file));
  return new Blob([new Uint8Array(await dumps.get(file)!)]);
}

/**
 * Writes a copy of the run's database at `from` into a data folder, as a server leaves it
 * after its first start: for tests of what opens a folder (the command line, the folder's
 * lock), which then open it without paying for initdb and every migration again.
 */
export async function fillTestDataFolder(dataDir: string, from: TestDatabaseStart = 'migrated'): Promise<void> {
  const dump = await pgliteDump(from);
  if (!dump) {
    const handle = await openDatabase({ dataDir });
    try {
      if (from === 'demo') await seedDatabase(handle.db);
    } finally {
      await handle.close();
    }
    return;
  }
  const client = await PGlite.create(pgliteFolder(dataDir), { loadDataDir: dump });
  await client.close();
}

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
  const dump = await pgliteDump(from);
  const client = await PGlite.create(dump ? { loadDataDir: dump } : {});
  const db = drizzle({ client, schema });
  if (!dump) {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (from === 'demo') await seedDatabase(db);
  }
  return { db, driver: 'pglite', location: 'memory', url: undefined, close: () => client.close() };
}
