import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

/*
 * The PostgreSQL server tests run against besides PGlite: the throwaway one that
 * scripts/with-postgres.sh starts and names in TEST_DATABASE_URL. Never DATABASE_URL,
 * so a developer's own shop database is not written to by a test run.
 */

function readServerUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run (scripts/with-postgres.sh starts a server)');
  }
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL tests skip (scripts/with-postgres.sh <command> starts a throwaway server)');
  return undefined;
}

/** Undefined when the PostgreSQL tests skip. */
export const testPostgresServer: string | undefined = readServerUrl();

export type TestPostgresDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new database on the test server: test files running side by side never see each other's
 * rows. Empty, or a copy of `template` (a database of this server that nobody is connected
 * to: server/testing/test-templates.ts makes the migrated and seeded ones once per run).
 */
export async function createTestDatabase(options: { template?: string | undefined } = {}): Promise<TestPostgresDatabase> {
  if (!testPostgresServer) throw new Error('No PostgreSQL server for tests: TEST_DATABASE_URL is not set');
  const serverUrl = testPostgresServer;
  const name = `vitrine_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (options.template !== undefined && !/^vitrine_test_[0-9a-f]{16}$/.test(options.template)) throw new Error(`Not a test database: ${options.template}`);
  await onServer(serverUrl, (sql) => sql.unsafe(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // Forced: a server process a test started may still hold a connection.
    drop: () => onServer(serverUrl, (sql) => sql.unsafe(`drop database if exists ${name} with (force)`)),
  };
}

async function onServer(serverUrl: string, run: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
