import { readFile } from 'node:fs/promises';
import { registry } from '../../src/blocks/registry';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createPostgresChangeBus } from '../events/postgres-change-bus';
import type { Problem } from '../http/problems';
import { consoleLogger } from '../logger';
import { createPageStore, type PageStore } from '../pages/page-store';
import { createSiteSettings, type SiteSettingsService } from '../pages/site-settings';
import { consoleOutput, EXIT_REFUSED, runCommand, UsageError, type MerchantCommand, type Output } from './command-runner';

/*
 * `npm run pages -- <command>` (pages.ts runs it): compose pages from the terminal with the same store and
 * validation as PUT /api/admin/pages, on the database of DATA_DIR or DATABASE_URL.
 */

const USAGE = `Usage: npm run pages -- <command>

  put <key> <locale> <file.json>   Store a page body (or {"pageBody": …, "meta": …}) after checking every block
  get <key> <locale>               Print a stored page as JSON
  delete <key> <locale>            Delete a page
  list [--key <key>] [--locale <locale>]
  theme get                        Print the active theme's config as JSON
  theme put <file.json>            Replace the active theme's config after checking every value

  <key>     home, a path such as page/about, template:<kind>, layout:header or layout:footer
  <locale>  en, zh-CN or zh-HK

The database is the one in DATA_DIR (default .data), or DATABASE_URL when set.`;


function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A file holds either the page body itself or `{pageBody, meta}` (what `get` prints, so a
 * page can be fetched, edited and put back). Problems are named by their path in the file.
 */
function pageWriteFromFile(key: string, locale: string, content: unknown) {
  if (isRecord(content) && 'pageBody' in content) {
    return { input: { key, locale, pageBody: content.pageBody, ...(content.meta === undefined ? {} : { meta: content.meta }) }, pathInFile: (path: string) => path };
  }
  const pathInFile = (path: string) => (path === 'pageBody' ? '(the whole file)' : path.replace(/^pageBody\./, ''));
  return { input: { key, locale, pageBody: content }, pathInFile };
}

function describeProblem(problem: Problem, pathInFile: (path: string) => string): string {
  const where = problem.path === 'key' ? '<key> argument' : problem.path === 'locale' ? '<locale> argument' : pathInFile(problem.path);
  const block = problem.blockId ? ` (block "${problem.blockId}"${problem.type ? `, type ${problem.type}` : ''})` : '';
  return `  ${where}: ${problem.message}${block}`;
}

function takeArguments(args: readonly string[], names: readonly string[]): readonly string[] {
  if (args.length !== names.length) throw new UsageError(`Expected ${names.map((name) => `<${name}>`).join(' ')}, got ${args.length === 0 ? 'nothing' : args.join(' ')}`);
  return args;
}

function parseListOptions(args: readonly string[]): { key?: string; locale?: string } {
  const options: { key?: string; locale?: string } = {};
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index];
    const value = args[index + 1];
    if ((flag !== '--key' && flag !== '--locale') || value === undefined) throw new UsageError(`Unexpected "${args.slice(index).join(' ')}"; list takes --key <key> and --locale <locale>`);
    options[flag === '--key' ? 'key' : 'locale'] = value;
  }
  return options;
}

async function readJsonFile(path: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { ok: false, message: `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

type Stores = { pages: PageStore; settings: SiteSettingsService };

async function runTheme(args: readonly string[], settings: () => Promise<SiteSettingsService>, io: Output): Promise<number> {
  const [action = '', ...rest] = args;
  if (action === 'get') {
    takeArguments(rest, []);
    io.out(JSON.stringify((await (await settings()).get()).theme.config, null, 2));
    return 0;
  }
  if (action !== 'put') throw new UsageError(action ? `Unknown theme command "${action}"` : 'theme takes get or put');
  const [file = ''] = takeArguments(rest, ['file.json']);
  const content = await readJsonFile(file);
  if (!content.ok) {
    io.err(content.message);
    return EXIT_REFUSED;
  }
  const result = await (await settings()).updateTheme(content.value);
  if (!result.ok) {
    io.err(`Not stored: ${file} has ${plural(result.problems.length, 'problem')}:`);
    for (const problem of result.problems) io.err(describeProblem(problem, (path) => (path === '$' ? '(the whole file)' : path)));
    return EXIT_REFUSED;
  }
  io.out(`Updated theme "${result.theme.id}"`);
  return 0;
}

async function run(command: string, args: readonly string[], open: () => Promise<Stores>, io: Output): Promise<number> {
  const store = async () => (await open()).pages;
  switch (command) {
    case 'theme':
      return runTheme(args, async () => (await open()).settings, io);
    case 'put': {
      const [key = '', locale = '', file = ''] = takeArguments(args, ['key', 'locale', 'file.json']);
      const content = await readJsonFile(file);
      if (!content.ok) {
        io.err(content.message);
        return EXIT_REFUSED;
      }
      const { input, pathInFile } = pageWriteFromFile(key, locale, content.value);
      // Without If-Match the write is the file's whole page, whatever is there: no version is named, none is stale.
      const result = await (await store()).put(input);
      if (!result.ok && 'problems' in result) {
        io.err(`Not stored: ${file} has ${plural(result.problems.length, 'problem')}:`);
        for (const problem of result.problems) io.err(describeProblem(problem, pathInFile));
        return EXIT_REFUSED;
      }
      if (!result.ok) throw new Error('A page write without a version cannot be stale');
      io.out(`${result.value.created ? 'Created' : 'Updated'} page "${result.value.key}" (${result.value.locale})`);
      return 0;
    }
    case 'get': {
      const [key = '', locale = ''] = takeArguments(args, ['key', 'locale']);
      const page = await (await store()).get(key, locale);
      if (!page) {
        io.err(`No page "${key}" in locale ${locale}`);
        return EXIT_REFUSED;
      }
      io.out(JSON.stringify(page, null, 2));
      return 0;
    }
    case 'delete': {
      const [key = '', locale = ''] = takeArguments(args, ['key', 'locale']);
      const deleted = await (await store()).remove(key, locale);
      if (!deleted) {
        io.err(`No page "${key}" in locale ${locale}`);
        return EXIT_REFUSED;
      }
      io.out(`Deleted page "${key}" (${locale})`);
      return 0;
    }
    case 'list': {
      const pages = await (await store()).list(parseListOptions(args));
      if (pages.length === 0) {
        io.out('No pages');
        return 0;
      }
      const rows = [['KEY', 'LOCALE', 'TEMPLATE', 'BLOCKS', 'UPDATED'], ...pages.map((page) => [page.key, page.locale, page.template ?? '-', String(page.blocks), page.updatedAt])];
      const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
      for (const row of rows) io.out(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

/** Servers running on the same PostgreSQL database hear of a page written here, as of one written through them. */
function announcingWrites(stores: Stores, databaseUrl: string): Stores {
  const announce = async (what: string) => {
    const bus = await createPostgresChangeBus({ databaseUrl, logger: consoleLogger, applicationName: 'vitrine-pages-cli' });
    try {
      await bus.publish('site-changed', { what });
    } finally {
      await bus.close();
    }
  };
  const { pages, settings } = stores;
  return {
    pages: {
      ...pages,
      async put(input) {
        const result = await pages.put(input);
        if (result.ok) await announce('page');
        return result;
      },
      async remove(key, locale) {
        const removed = await pages.remove(key, locale);
        if (removed) await announce('page');
        return removed;
      },
    },
    settings: {
      ...settings,
      async updateTheme(input) {
        const result = await settings.updateTheme(input);
        if (result.ok) await announce('theme');
        return result;
      },
    },
  };
}

/** Runs one command; the database is opened only when the command gets that far. */
export async function pagesCommand(argv: string[], io: Output = consoleOutput, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let database: DatabaseHandle | undefined;
  const open = async (): Promise<Stores> => {
    const config = loadConfig(env);
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    const stores = { pages: createPageStore(database.db, registry), settings: createSiteSettings(database.db, consoleLogger) };
    return config.databaseUrl ? announcingWrites(stores, config.databaseUrl) : stores;
  };
  const pages: MerchantCommand = {
    usage: USAGE,
    failed(error) {
      if (!(error instanceof DataDirLockedError)) return `Failed: ${error instanceof Error ? error.message : String(error)}`;
      return (
        `${error.message}\nThe server is probably running on this data folder: PGlite allows one process at a time. ` +
        'Stop the server and run this again, or send the page to the running server with PUT /api/admin/pages.'
      );
    },
    async run([command = '', ...args], { output }) {
      if (command === 'help' || command === '--help' || command === '-h') {
        output.out(USAGE);
        return 0;
      }
      return run(command, args, open, output);
    },
  };
  try {
    return await runCommand(pages, argv, io, { env });
  } finally {
    await database?.close();
  }
}
