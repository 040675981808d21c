import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type DatabaseSchema = typeof schema;
/** What services take: either driver, or a transaction of it. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, DatabaseSchema, ExtractTablesWithRelations<DatabaseSchema>>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for log lines: a folder, or the server without its password. */
  location: string;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** The PGlite data lives in `<dataDir>/pg`. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string | undefined;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, as long as every process that migrates this database uses the same one. */
const MIGRATION_LOCK_ID = 7_402_116;

/**
 * Opens the database and brings its schema up to date with the versioned migrations.
 * Running it again on an up-to-date database applies nothing.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Where PGlite keeps its files in a data folder. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pg');

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = pgliteFolder(dataDir);
  const release = lockDataDir(join(dataDir, 'pg.lock'));
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder);
    yieldAfterEachQuery(client);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      location: folder,
      async close() {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => undefined });
  try {
    const db = drizzlePostgres({ client, schema });
    // Several server processes may start at once against one database: let one migrate.
    const session = await client.reserve();
    try {
      await session`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await session`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => undefined);
      session.release();
    }
    return { db, driver: 'postgres', location: describeUrl(databaseUrl), close: () => client.end({ timeout: 5 }) };
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => undefined);
    throw error;
  }
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}

/** The rows a raw statement (`db.execute`) answered: PostgreSQL's driver answers the rows, PGlite's an object holding them. */
export function answeredRows(answer: unknown): Record<string, unknown>[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}

/** Whether a failed statement broke a unique index (Postgres 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error || (typeof at === 'object' && at !== null); ) {
    if ('code' in at && at.code === '23505') return true;
    at = 'cause' in at ? at.cause : undefined;
  }
  return false;
}

/** A turn of the event loop: what an embedded database query ends with (see below). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite answers in the server's own thread, and its answer comes as a resolved promise: a
 * request went from query to query to drawing its page without the event loop turning. Under
 * load the loop turned once for all the in-flight requests' work, half a second at 50 shoppers,
 * and only then accepted a connection that came in meanwhile, read a request or wrote an answer.
 * Each query and transaction now ends with a turn of the loop, so they happen between queries.
 */
function yieldAfterEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async (...args: Parameters<typeof query>) => {
    try {
      return await query(...args);
    } finally {
      await nextTurn();
    }
  };
  client.transaction = async <T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> => {
    try {
      return await transaction(callback);
    } finally {
      await nextTurn();
    }
  };
}
