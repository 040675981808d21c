import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { seedDatabase } from '../demo/seed';
import { fillTestDataFolder } from '../testing/test-database';
import { createTestDatabase, testPostgresServer } from '../testing/test-postgres';
import { createPostgresChangeBus } from '../events/postgres-change-bus';
import { memoryLogger } from '../logger';
import { pagesCommand } from './pages-command';

/*
 * The pages command line on a real PGlite folder: run in this process as its entry runs it,
 * and, where another process is the point (the exit code the shell sees, the folder's lock),
 * as a child process through the entry itself.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const CLI = join(ROOT, 'server', 'cli', 'pages.ts');
const SLOW = { timeout: 120_000 };

let dataDir: string;

type Run = { code: number; stdout: string; stderr: string };

/** One command, its lines collected as the terminal would show them. */
function pages(...args: string[]): Promise<Run> {
  return pagesOn('', ...args);
}

async function pagesOn(databaseUrl: string, ...args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io = { out: (line: string) => void (stdout += `${line}\n`), err: (line: string) => void (stderr += `${line}\n`) };
  const code = await pagesCommand(args, io, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'development' });
  return { code, stdout, stderr };
}

/** The same command through `server/cli/pages.ts` in a process of its own. */
function pagesProcess(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
    execFile(TSX, [CLI, ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function jsonFile(name: string, content: unknown): Promise<string> {
  const path = join(dataDir, name);
  await writeFile(path, JSON.stringify(content));
  return path;
}

const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-cli-'));
  // A shop's folder after its first start: every command below opens it as it finds it.
  await fillTestDataFolder(dataDir);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run pages', SLOW, () => {
  it('refuses a body with several broken blocks, printing every problem by its path in the file, and stores nothing', async () => {
    const file = await jsonFile('broken.json', {
      template: 'page',
      blocks: [
        richText('fine', '<p>Fine</p>'),
        { id: 'mystery', type: 'countdown-timer', version: 1, props: {} },
        { id: 'bad-props', type: 'rich-text', version: 1, props: { html: 42 } },
        { type: 'rich-text', version: 1, props: { html: '<p>No id</p>' } },
      ],
    });
    const refused = await pages('put', 'page/about', 'en', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('3 problems');
    for (const path of ['blocks[1].type', 'blocks[2].props.html', 'blocks[3].id']) expect(refused.stderr).toContain(`  ${path}: `);
    expect(refused.stderr).not.toContain('blocks[0]');

    const lookup = await pages('get', 'page/about', 'en');
    expect(lookup.code).toBe(1);
    expect(lookup.stderr).toContain('No page "page/about" in locale en');
  });

  it('names bad arguments and an unreadable file', async () => {
    const file = await jsonFile('fine.json', { template: 'page', blocks: [] });
    const refused = await pages('put', 'Not A Key', 'fr', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('<key> argument:');
    expect(refused.stderr).toContain('<locale> argument:');

    const missing = await pages('put', 'home', 'en', join(dataDir, 'nowhere.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');

    const usage = await pagesProcess('put', 'home');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run pages');
  });

  it('puts, gets, lists and deletes a page', async () => {
    const body = { template: 'page', blocks: [richText('story', '<h1>Our story</h1>')] };
    const created = await pages('put', 'page/about', 'zh-HK', await jsonFile('about.json', body));
    expect(created).toMatchObject({ code: 0, stdout: 'Created page "page/about" (zh-HK)\n' });

    const fetched = await pages('get', 'page/about', 'zh-HK');
    expect(fetched.code).toBe(0);
    const stored: unknown = JSON.parse(fetched.stdout);
    expect(stored).toMatchObject({ key: 'page/about', locale: 'zh-HK', pageBody: { template: 'page', noReload: false, blocks: body.blocks } });

    // What get prints goes back in with put, meta and all.
    const edited = { ...(stored as object), meta: { title: 'About us' } };
    const updated = await pages('put', 'page/about', 'zh-HK', await jsonFile('edited.json', edited));
    expect(updated).toMatchObject({ code: 0, stdout: 'Updated page "page/about" (zh-HK)\n' });
    expect(JSON.parse((await pages('get', 'page/about', 'zh-HK')).stdout)).toMatchObject({ meta: { title: 'About us' } });

    const listed = await pages('list', '--locale', 'zh-HK');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^page\/about\s+zh-HK\s+page\s+1\s/m);

    expect((await pages('delete', 'page/about', 'zh-HK')).code).toBe(0);
    expect((await pages('get', 'page/about', 'zh-HK')).code).toBe(1);
    expect((await pages('delete', 'page/about', 'zh-HK')).code).toBe(1);
  });

  it('says the data folder is in use while a server holds it', async () => {
    const server = await openDatabase({ dataDir });
    try {
      const blocked = await pagesProcess('list');
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toContain(`in use by process ${process.pid}`);
      expect(blocked.stderr).toContain('PUT /api/admin/pages');
    } finally {
      await server.close();
    }
    expect((await pagesProcess('list')).code).toBe(0);
  });

  it('reads the active theme and replaces it, refusing bad values by their path in the file', async () => {
    const seeded = await openDatabase({ dataDir });
    try {
      await seedDatabase(seeded.db);
    } finally {
      await seeded.close();
    }
    const refused = await pages('theme', 'put', await jsonFile('bad-theme.json', { colors: { primaryColor: 'url(x)' }, fonts: { fontSize: 'big' } }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('2 problems');
    expect(refused.stderr).toContain('  colors.primaryColor: Expected a CSS color');
    expect(refused.stderr).toContain('  fonts.fontSize: Expected a CSS length');

    const stored = await pages('theme', 'put', await jsonFile('theme.json', { name: 'Harbour', colors: { primaryColor: '#005f73' } }));
    expect(stored).toMatchObject({ code: 0, stdout: 'Updated theme "default"\n' });
    expect(JSON.parse((await pages('theme', 'get')).stdout)).toEqual({ name: 'Harbour', colors: { primaryColor: '#005f73' } });
  });
});

describe.skipIf(!testPostgresServer)('npm run pages on PostgreSQL (TEST_DATABASE_URL)', SLOW, () => {
  it('tells the servers on that database that a page changed, so they do not serve it stale', async () => {
    const database = await createTestDatabase();
    const server = await createPostgresChangeBus({ databaseUrl: database.url, logger: memoryLogger() });
    try {
      const heard: unknown[] = [];
      server.subscribe('site-changed', (change) => heard.push(change));
      const file = await jsonFile('sale.json', { template: 'page', blocks: [richText('intro', '<p>Sale</p>')] });
      const refused = await pagesOn(database.url, 'put', 'page/sale', 'en', await jsonFile('bad.json', { template: 'page', blocks: [{ id: 'x' }] }));
      expect(refused.code).toBe(1);
      expect(await pagesOn(database.url, 'put', 'page/sale', 'en', file)).toMatchObject({ code: 0, stdout: 'Created page "page/sale" (en)\n' });
      expect((await pagesOn(database.url, 'delete', 'page/sale', 'en')).code).toBe(0);
      // The refused write stored nothing and told nobody.
      await expect.poll(() => heard).toEqual([{ what: 'page' }, { what: 'page' }]);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
