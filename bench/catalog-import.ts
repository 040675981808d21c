import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { catalogCommand } from '../server/cli/catalog-command';
import { csvHeader, csvText, formatCents } from '../server/cli/shopify-csv';
import { startProductionServer, uncachedPath, type RunningServer } from './server';

/*
 * `npm run bench -- import`: a catalog moving in. BENCH_IMPORT_PRODUCTS products (3 variants
 * each, English and Traditional Chinese) are imported into the built server through
 * `npm run catalog -- import`, once as Shopify's CSV and once as the shop's JSON lines, on the
 * embedded database and (with DATABASE_URL naming an empty one) PostgreSQL. It prints products
 * a second, the time 100,000 would take at that rate (targets: 60 s on PostgreSQL, 120 s on
 * PGlite), the server's and the command's peak memory, and search and category page data p95
 * before and after (each request a new address, so no cached page answers).
 */

const ADMIN_TOKEN = 'bench-import-admin-token';
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 2000);
const SIZES = ['S', 'M', 'L'];
const CATEGORIES = ['tops', 'kitchen', 'living', 'stationery', 'bags'];

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Writes the catalog as Shopify's CSV, a product at a time (the file is never whole in memory). */
async function writeCsv(path: string, prefix: string): Promise<void> {
  const out = createWriteStream(path);
  const header = csvHeader();
  const put = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await put(csvText([header]));
  for (let n = 0; n < PRODUCTS; n += 1) {
    const rows = SIZES.map((size, index) => {
      const row: Record<string, string> = {
        Handle: `${prefix}-${n}`,
        'Option1 Value': size,
        'Variant SKU': `${prefix.toUpperCase()}-${n}-${size}`,
        'Variant Price': formatCents(1500 + (n % 50) * 100 + index * 200),
        'Variant Inventory Qty': String(10 + (n % 7)),
        'Variant Grams': '250',
      };
      if (index === 0) {
        Object.assign(row, {
          Title: `Bench ${prefix} Piece ${n}`,
          'Body (HTML)': `<p>Washed linen, piece ${n} of the bench catalog.</p>`,
          Type: CATEGORIES[n % CATEGORIES.length]!,
          Tags: n % 3 === 0 ? 'gift-ideas' : '',
          'Option1 Name': 'Size',
          'Title [zh-HK]': `測試亞麻 ${n}`,
          Status: 'active',
        });
      }
      return header.map((column) => row[column] ?? '');
    });
    await put(csvText(rows));
  }
  out.end();
  await once(out, 'finish');
}

/** The same catalog as the shop's JSON lines. */
async function writeJsonLines(path: string, prefix: string): Promise<void> {
  const out = createWriteStream(path);
  for (let n = 0; n < PRODUCTS; n += 1) {
    const line = JSON.stringify({
      slug: `${prefix}-${n}`,
      category: CATEGORIES[n % CATEGORIES.length],
      translations: { en: { name: `Bench ${prefix} Piece ${n}`, descriptionHtml: `<p>Washed linen, piece ${n}.</p>` }, 'zh-HK': { name: `測試亞麻 ${n}` } },
      options: [{ code: 'size', name: { en: 'Size' }, values: SIZES.map((size) => ({ code: size.toLowerCase(), label: { en: size } })) }],
      variants: SIZES.map((size, index) => ({ sku: `${prefix.toUpperCase()}-${n}-${size}`, optionValues: { size: size.toLowerCase() }, priceCents: 1500 + index * 200, stock: 10 })),
      tags: n % 3 === 0 ? ['gift-ideas'] : [],
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** p95 of page data for addresses no cache holds. */
async function pageDataP95(server: RunningServer, path: string): Promise<number> {
  const times: number[] = [];
  for (let sample = 0; sample < 60; sample += 1) {
    const started = performance.now();
    const response = await fetch(`${server.origin}${uncachedPath(path, `${Date.now()}-${sample}`)}&request=route`);
    await response.arrayBuffer();
    if (sample >= 10) times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
}

/** The server process's peak resident memory so far, in MB (Linux). */
async function peakMemory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? `${(Number(kb) / 1024).toFixed(0)} MB` : 'unknown';
}

async function importFigures(server: RunningServer, label: string, target: number, folder: string): Promise<void> {
  const env = { ...process.env, SHOP_URL: server.origin, ADMIN_TOKEN };
  // Words the imported names do not have: what changes is how much the shop holds, not what matches.
  const pages = { search: '/search?q=linen', category: '/category/kitchen?sort=newest' };
  const before = { search: await pageDataP95(server, pages.search), category: await pageDataP95(server, pages.category) };
  console.log(`\nCatalog import on ${label}: ${PRODUCTS} products × 3 variants (target for 100,000: ${target} s)`);
  for (const format of ['csv', 'jsonl'] as const) {
    const file = join(folder, `${format}-${label.startsWith('P') ? 'pg' : 'pglite'}.${format}`);
    const prefix = `${format}${label.startsWith('P') ? 'pg' : 'lite'}`;
    await (format === 'csv' ? writeCsv(file, prefix) : writeJsonLines(file, prefix));
    const lines: string[] = [];
    const started = performance.now();
    const code = await catalogCommand(['import', file], { out: (line) => lines.push(line), err: (line) => lines.push(line) }, env);
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`The ${format} import failed:\n${lines.join('\n')}`);
    const perSecond = PRODUCTS / seconds;
    console.log(
      `  ${format === 'csv' ? "Shopify's CSV " : 'JSON lines    '}: ${seconds.toFixed(1)} s, ${perSecond.toFixed(0)} products/s → 100,000 in about ${(100_000 / perSecond).toFixed(0)} s; server peak ${await peakMemory(server.pid)}, command heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  const after = { search: await pageDataP95(server, pages.search), category: await pageDataP95(server, pages.category) };
  console.log(`  page data p95, before → after: search ${before.search.toFixed(1)} → ${after.search.toFixed(1)} ms, category ${before.category.toFixed(1)} → ${after.category.toFixed(1)} ms`);
}

export async function runCatalogImportBench(port: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-bench-import-'));
  const env = { ADMIN_TOKEN, RATE_LIMIT_ADMIN: '0', RATE_LIMIT_WEB: '0' };
  try {
    const embedded = await startProductionServer({ port, env: { ...env, DATABASE_URL: '' } });
    try {
      await importFigures(embedded, 'the embedded database (PGlite)', 120, folder);
    } finally {
      await embedded.stop();
    }
    if (!process.env.DATABASE_URL) {
      console.log('  PostgreSQL: skipped (set DATABASE_URL to an empty database, e.g. scripts/with-postgres.sh with DATABASE_URL=$TEST_DATABASE_URL)');
      return;
    }
    const postgres = await startProductionServer({ port: port + 1, env: { ...env, DATABASE_URL: process.env.DATABASE_URL } });
    try {
      await importFigures(postgres, 'PostgreSQL (DATABASE_URL)', 60, folder);
    } finally {
      await postgres.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
