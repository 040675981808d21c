import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../demo/seed';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/database';
import * as schema from '../db/schema';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from './test-postgres';
import type { TestDatabaseTemplates } from './test-database';

/*
 * The unit project's globalSetup: the starting points test databases are copied from, made
 * once per run. A new PGlite database costs seconds of CPU before a test can use it (initdb,
 * then every migration, then the demo seed for most files); made here once, each test file
 * loads a dump of it instead (server/testing/test-database.ts). On the throwaway PostgreSQL
 * server the same two databases are made, and test databases are created from them as templates.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-test-templates-'));
  const postgresTemplates: TestPostgresDatabase[] = [];
  try {
    const pglite = await pgliteTemplates(folder);
    let postgres: TestDatabaseTemplates['postgres'];
    if (testPostgresServer) {
      const migrated = await createTestDatabase();
      postgresTemplates.push(migrated);
      const handle = await openDatabase({ dataDir: '', databaseUrl: migrated.url });
      await handle.close();
      const demo = await createTestDatabase({ template: migrated.name });
      postgresTemplates.push(demo);
      const seeded = await openDatabase({ dataDir: '', databaseUrl: demo.url });
      try {
        await seedDatabase(seeded.db);
      } finally {
        await seeded.close();
      }
      postgres = { migrated: migrated.name, demo: demo.name };
    }
    project.provide('testDatabaseTemplates', { pglite, postgres });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  async function cleanUp() {
    for (const template of postgresTemplates) await template.drop();
    await rm(folder, { recursive: true, force: true });
  }
  return cleanUp;
}

/** Both PGlite starting points, written as uncompressed dumps: loading one is then a copy, not a decompression. */
async function pgliteTemplates(folder: string): Promise<TestDatabaseTemplates['pglite']> {
  const client = await PGlite.create();
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const migrated = join(folder, 'migrated.tar');
    await writeFile(migrated, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDatabase(db);
    const demo = join(folder, 'demo.tar');
    await writeFile(demo, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { migrated, demo };
  } finally {
    await client.close();
  }
}
