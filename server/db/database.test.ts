import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

// Each test starts PostgreSQL in this process (PGlite) once or twice: seconds, not milliseconds.
const SLOW = { timeout: 60_000 };
import { registry } from '../../src/blocks/registry';
import { validatePageWrite } from '../pages/page-store';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase, type DatabaseHandle } from './database';
import { pages, siteConfig, themes } from './schema';
import { fillTestDataFolder, openTestDatabase } from '../testing/test-database';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-postgres';
import { coreSeed, seedDatabase, seedSteps } from '../demo/seed';
import { demoPages, INTENTIONALLY_BROKEN_PAGES } from '../demo/pages';

const EXPECTED_TABLES = ['pages', 'site_config', 'themes', 'visits'];

const opened: DatabaseHandle[] = [];
const folders: string[] = [];

async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-db-'));
  folders.push(folder);
  return folder;
}

async function open(dataDir: string, databaseUrl?: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir, databaseUrl });
  opened.push(handle);
  return handle;
}

/** A migrated database with no rows, copied from the run's template. */
async function openCopy(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase({ from: 'migrated' });
  opened.push(handle);
  return handle;
}

async function close(handle: DatabaseHandle) {
  opened.splice(opened.indexOf(handle), 1);
  await handle.close();
}

afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** PGlite answers raw queries with `{rows}`, postgres-js with the rows themselves. */
async function query<T extends z.ZodType>(handle: DatabaseHandle, statement: SQL, row: T): Promise<z.infer<T>[]> {
  const result: unknown = await handle.db.execute(statement);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result;
  return z.array(row).parse(rows);
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const rows = await query(handle, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`, z.object({ applied: z.number() }));
  return rows[0]?.applied ?? 0;
}

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await query(handle, sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`, z.object({ name: z.string() }));
  return rows.map((row) => row.name);
}

async function rowCounts(handle: DatabaseHandle) {
  const [pageRows] = await handle.db.select({ n: count() }).from(pages);
  const [themeRows] = await handle.db.select({ n: count() }).from(themes);
  const [configRows] = await handle.db.select({ n: count() }).from(siteConfig);
  return { pages: pageRows?.n, themes: themeRows?.n, siteConfig: configRows?.n };
}

describe('PGlite database in a data folder', SLOW, () => {
  it('applies every migration on a fresh folder, and applies nothing on the next open', async () => {
    const dataDir = await freshFolder();
    const first = await open(dataDir);
    const migrationFiles = (await readdir(new URL('./migrations', import.meta.url))).filter((name) => name.endsWith('.sql'));
    expect(await appliedMigrations(first)).toBe(migrationFiles.length);
    expect(await tableNames(first)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    await first.db.insert(themes).values({ id: 'kept', name: 'Kept across opens', config: {} });
    await close(first);

    const second = await open(dataDir);
    expect(await appliedMigrations(second)).toBe(migrationFiles.length);
    const kept = await second.db.select().from(themes);
    expect(kept.map((theme) => theme.id)).toEqual(['kept']);
  });

  // The seed's tests start from the migrated copy every test file opens: the fresh folder's
  // initdb and migrations are the test above's business.
  it('seeds a new shop once; seeding again changes nothing, even after the merchant deleted a page', async () => {
    const handle = await openCopy();
    const stepNames = seedSteps.map((step) => step.name);
    const outcome = (value: 'seeded' | 'skipped') => Object.fromEntries(stepNames.map((name) => [name, value]));
    expect(await seedDatabase(handle.db)).toEqual(outcome('seeded'));
    const seeded = await rowCounts(handle);
    expect(seeded.pages).toBeGreaterThanOrEqual(demoPages.length);
    expect(seeded.siteConfig).toBe(1);

    expect(await seedDatabase(handle.db)).toEqual(outcome('skipped'));
    expect(await rowCounts(handle)).toEqual(seeded);

    const deleted = await handle.db.delete(pages).where(sql`${pages.key} = 'page/about'`).returning({ id: pages.id });
    expect(deleted.length).toBeGreaterThan(0);
    expect(await seedDatabase(handle.db)).toEqual(outcome('skipped'));
    expect((await rowCounts(handle)).pages).toBe(Number(seeded.pages) - deleted.length);
  });

  it('rolls the whole seed back when one step fails', async () => {
    const handle = await openCopy();
    const failing = {
      name: 'failing',
      run: () => Promise.reject(new Error('step failed on purpose')),
    };
    await expect(seedDatabase(handle.db, [coreSeed, failing])).rejects.toThrow('step failed on purpose');
    expect(await rowCounts(handle)).toEqual({ pages: 0, themes: 0, siteConfig: 0 });
  });

  it('turns the event loop between queries: what came in meanwhile (a connection, a timer) is not held until a run of queries ends', async () => {
    const handle = await open(await freshFolder());
    let queriesDone = false;
    let heard: 'during' | 'after' | undefined;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        heard = queriesDone ? 'after' : 'during';
        resolve();
      }, 0),
    );
    // One request's queries, one after the other, as a page's are; PGlite answers each in this very thread.
    for (let index = 0; index < 40; index++) await handle.db.execute(sql`select ${index}::int as n`);
    await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
    queriesDone = true;
    await timer;
    expect(heard).toBe('during');
  });

  it('refuses a second opener of the same folder, naming the process that holds it', async () => {
    const dataDir = await freshFolder();
    await fillTestDataFolder(dataDir);
    await open(dataDir);
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
  });
});

describe('seed pages', () => {
  it('validate against the block registry, except the one broken on purpose', () => {
    for (const page of demoPages) {
      const checked = validatePageWrite({ key: page.key, locale: page.locale, pageBody: page.body, meta: page.meta }, registry);
      if (INTENTIONALLY_BROKEN_PAGES.has(page.key)) {
        expect(checked.ok, `${page.key} (${page.locale}) is meant to be broken`).toBe(false);
      } else {
        expect(checked.ok ? [] : checked.problems, `${page.key} (${page.locale})`).toEqual([]);
      }
    }
  });
});

describe.skipIf(!testPostgresServer)('PostgreSQL database (TEST_DATABASE_URL)', SLOW, () => {
  const created: TestPostgresDatabase[] = [];
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
    for (const database of created.splice(0)) await database.drop();
  });
  async function freshDatabase(): Promise<string> {
    const database = await createTestDatabase();
    created.push(database);
    return database.url;
  }

  it('is migrated on open, and a second open applies nothing', async () => {
    const databaseUrl = await freshDatabase();
    const dataDir = await freshFolder();
    const first = await open(dataDir, databaseUrl);
    const applied = await appliedMigrations(first);
    expect(await tableNames(first)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    const second = await open(dataDir, databaseUrl);
    expect(await appliedMigrations(second)).toBe(applied);
  });

  it('lets two servers start on one new database at once: migrated once, seeded once', async () => {
    const databaseUrl = await freshDatabase();
    const [first, second] = await Promise.all([open(await freshFolder(), databaseUrl), open(await freshFolder(), databaseUrl)]);
    const outcomes = await Promise.all([seedDatabase(first.db), seedDatabase(second.db)]);
    const seededBy = outcomes.filter((outcome) => Object.values(outcome).includes('seeded'));
    expect(seededBy).toHaveLength(1);
    const migrationFiles = (await readdir(new URL('./migrations', import.meta.url))).filter((name) => name.endsWith('.sql'));
    expect(await appliedMigrations(first)).toBe(migrationFiles.length);
    expect((await rowCounts(first)).siteConfig).toBe(1);
  });

  it('seeds at most once', async () => {
    const handle = await open(await freshFolder(), await freshDatabase());
    await seedDatabase(handle.db);
    const counts = await rowCounts(handle);
    expect(Object.values(await seedDatabase(handle.db)).every((step) => step === 'skipped')).toBe(true);
    expect(await rowCounts(handle)).toEqual(counts);
  });
});
