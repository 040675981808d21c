import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { benchRoutes, sitemapPaths } from './routes';
import { startProductionServer, uncachedPath, type RunningServer } from './server';

/*
 * `npm run bench -- load`: throughput and latency of the production server under many
 * shoppers at once, with its resident memory before, at peak and after.
 *
 * Runs at CONNECTIONS connections for LOAD_SECONDS each (10 unless set): a mix of HTML
 * and page data for home, a category, a product and a search; page data alone; and the
 * static JSON Schema route, whose figure is the yardstick for what this machine can do at
 * that moment (other work on the machine moves every figure, the ratio much less). Then the
 * same pages uncached, each request with a parameter of its own (a search, with two catalog words
 * not searched before), beside the cached figures.
 * On the embedded database, and on PostgreSQL as well when DATABASE_URL is set.
 *
 * When `npm run seed:large` has written its 100,000-product catalog (to .data/large, or DATA_DIR),
 * the uncached runs go again on it, on the embedded database: the product runs there ask for a
 * different product each time, of thousands read from its sitemap, as a long tail arrives. Each
 * figure is printed beside the demo shop's, with the target of being within 20 % of it.
 *
 * `LOAD_ONLY=category` runs only the runs whose name holds those words, each in a fresh server
 * state: for comparing two builds run for run (a run's figure moves with the runs before it,
 * which fill the page cache and the heap), alternating between them.
 */

const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const TARGETS = { dataShareOfStatic: 0.3, mixP95Ms: 250, memoryGrowth: 1.2 } as const;
/**
 * Requests no cache can answer: every one carries a parameter of its own, as a long-tail page
 * (one of 100,000 products, asked for rarely) arrives. Requests a second each, and p99.
 */
const UNCACHED_TARGETS = { productData: 150, categoryData: 120, searchData: 120, productHtml: 100, p99Ms: 1_000 };
type UncachedTargets = typeof UNCACHED_TARGETS;
/**
 * On PostgreSQL, with two server processes (WORKERS=2, one per core of the machine the targets
 * were set on): product page data ≥ 250 a second, and the rest at least as on the embedded database.
 */
const POSTGRES_WORKERS = 2;
const POSTGRES_TARGETS: UncachedTargets = { ...UNCACHED_TARGETS, productData: 250 };
/** The large catalog's uncached requests a second, as a share of the demo shop's: within 20 %. */
const LARGE_SHARE_OF_DEMO = 0.8;
const LARGE_DIR = resolve(process.env.DATA_DIR ?? '.data/large');
/** Generated products' slugs end in `-x<number>` (scripts/seed-large.ts). */
const GENERATED_SLUG = /-x[0-9]{6}$/;
const STATIC_PATH = '/schema/page-body.json';

type Figures = { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; requests: number };
type Memory = { before: number; peak: number; after: number };

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/** Resident memory of the server process in MiB, as the kernel counts it. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kib === undefined ? Number.NaN : Number(kib) / 1024;
}

/** A moment for buffers of the last responses to be let go, before and after, so both readings are of what stays. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 2_000));
}

type Uncached = { method: 'GET'; path: string; setupRequest: (request: { path: string }) => { path: string } };

/** Gives every request to `path` a parameter of its own, so no cache holds its answer. */
function uncached(path: string): Uncached {
  let count = 0;
  return {
    method: 'GET',
    path,
    setupRequest: (request) => ({ ...request, path: uncachedPath(path, (count += 1)) }),
  };
}

/** Each request the next of `paths` (a long tail of products), with a parameter of its own once the list wraps. */
function rotating(paths: readonly string[], dataOf: (path: string) => string): Uncached {
  let count = 0;
  return {
    method: 'GET',
    path: dataOf(paths[0]!),
    setupRequest: (request) => {
      count += 1;
      return { ...request, path: uncachedPath(dataOf(paths[count % paths.length]!), count) };
    },
  };
}

/**
 * Searches nobody made lately: two words of the catalog's own product addresses, a different
 * pair for each request, so neither the page cache nor the shop's memo of search results (kept
 * per query) answers. Repeating one query measured only the page around remembered results.
 */
function distinctSearches(words: readonly string[]): Uncached {
  let count = 0;
  const pair = (n: number) => `${words[n % words.length]} ${words[Math.floor(n / words.length) % words.length]}`;
  const path = `/search?q=${encodeURIComponent(pair(0))}&request=route`;
  return {
    method: 'GET',
    path,
    setupRequest: (request) => {
      count += 1;
      // Past every pair, a parameter of its own still keeps each page out of the page cache.
      const query = `/search?q=${encodeURIComponent(pair(count))}&request=route`;
      return { ...request, path: count < words.length ** 2 ? query : uncachedPath(query, count) };
    },
  };
}

/** The catalog's product slugs, from the sitemap (of a large catalog, three of its files). */
async function productSlugs(origin: string): Promise<string[]> {
  const paths = await sitemapPaths(origin, 3);
  return [...new Set(paths.flatMap((path) => /^\/product\/([a-z0-9-]+)$/.exec(path)?.[1] ?? []))];
}

/** The words of the catalog's product addresses (linen, tee, mug…), without a generated product's number. */
function catalogWords(slugs: readonly string[]): string[] {
  const words = slugs.flatMap((slug) => slug.replace(GENERATED_SLUG, '').split('-'));
  return [...new Set(words.filter((word) => word.length >= 3))].sort();
}

/**
 * `uncached`: each request an address of its own; `searches`: each a search of two catalog words
 * not asked before; `rotate`: each request the next of these paths (with `dataOf`, their page data).
 */
type RunOptions = { uncached?: boolean; searches?: readonly string[]; rotate?: { paths: readonly string[]; dataOf: (path: string) => string } };

async function run(name: string, origin: string, paths: readonly string[], options: RunOptions = {}): Promise<Figures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Brotli is what a browser would get; asking for it keeps compression in the figures.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: options.rotate
      ? [rotating(options.rotate.paths, options.rotate.dataOf)]
      : options.searches
        ? [distinctSearches(options.searches)]
        : paths.map((path) => (options.uncached ? uncached(path) : { method: 'GET', path })),
  });
  // autocannon reports p97.5 but not p95: every response time is kept and sorted here instead.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.total / (result.duration || SECONDS),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Which shop a measure is of: the demo shop (every run), or the large catalog (the uncached runs alone). */
type Catalog = 'demo' | 'large';

async function measure(label: string, server: RunningServer, catalog: Catalog = 'demo', targets: UncachedTargets = UNCACHED_TARGETS): Promise<Figures[]> {
  const routes = await benchRoutes(server.origin);
  const pick = (name: string) => routes.find((route) => route.name === name)?.path;
  const pages = [pick('home') ?? '/', pick('category'), pick('product'), pick('search')].filter((path): path is string => path !== undefined);
  const dataOf = (path: string) => `${path}${path.includes('?') ? '&' : '?'}request=route`;
  const mix = pages.flatMap((path) => [path, dataOf(path)]);
  const data = pages.map(dataOf);
  const slugs = await productSlugs(server.origin);
  const searches = catalogWords(slugs);
  // On the large catalog, a different generated product each request: the long tail itself.
  const longTail = catalog === 'large' ? slugs.filter((slug) => GENERATED_SLUG.test(slug)).map((slug) => `/product/${slug}`) : [];
  const productRun = (asData: boolean): RunOptions =>
    longTail.length > 0 ? { rotate: { paths: longTail, dataOf: asData ? dataOf : (path) => path } } : { uncached: true };
  const uncachedRuns: [string, string | undefined, RunOptions][] = [
    ['product page data, uncached', pick('product') && dataOf(pick('product')!), productRun(true)],
    ['category page data, uncached', pick('category') && dataOf(pick('category')!), { uncached: true }],
    ['search page data, uncached', searches.length > 1 ? pick('search') : undefined, { uncached: true, searches }],
    ['product HTML, uncached', pick('product'), productRun(false)],
  ];

  // One request each first, so code loaded on first use counts as start-up, not as growth.
  for (const path of [...mix, STATIC_PATH]) await fetch(new URL(path, server.origin)).then((response) => response.arrayBuffer());
  await settle();
  const only = process.env.LOAD_ONLY;
  if (only) {
    const runs: [string, string | undefined, RunOptions][] = [
      ['mix (HTML + page data)', undefined, {}],
      ['page data', undefined, {}],
      [`static ${STATIC_PATH}`, STATIC_PATH, {}],
      ...uncachedRuns,
    ];
    const chosen = runs.filter(([name]) => name.includes(only));
    console.log(`\nLoad, ${label}: ${CONNECTIONS} connections, ${SECONDS} s per run, only the runs named with "${only}"`);
    for (const [name, path, options] of chosen) {
      const paths = name === 'mix (HTML + page data)' ? mix : name === 'page data' ? data : path ? [path] : [];
      if (paths.length === 0) continue;
      const f = await run(name, server.origin, paths, options);
      console.log(`${f.name.padEnd(34)}${f.rps.toFixed(0).padStart(8)} req/s  p50 ${f.p50.toFixed(0)} ms  p99 ${f.p99.toFixed(0)} ms  ${f.errors} errors  ${f.non2xx} non-2xx`);
    }
    if (chosen.length === 0) console.log(`  no run is named with "${only}": ${runs.map(([name]) => name).join('; ')}`);
    return [];
  }
  if (catalog === 'large') {
    const figures: Figures[] = [];
    for (const [name, path, options] of uncachedRuns) if (path) figures.push(await run(name, server.origin, [path], options));
    console.log(`\nLoad, ${label}: ${CONNECTIONS} connections, ${SECONDS} s per run, the uncached runs`);
    console.log(`  products: ${longTail.length} generated ones in turn; category ${pick('category')}; searches of ${searches.length} catalog words`);
    printFigures(figures);
    return figures;
  }
  const memory: Memory = { before: residentMiB(server.pid), peak: 0, after: 0 };
  memory.peak = memory.before;
  const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, residentMiB(server.pid))), 200);
  const figures: Figures[] = [];
  try {
    figures.push(await run('mix (HTML + page data)', server.origin, mix));
    figures.push(await run('page data', server.origin, data));
    figures.push(await run(`static ${STATIC_PATH}`, server.origin, [STATIC_PATH]));
  } finally {
    clearInterval(sampler);
  }
  await settle();
  memory.after = residentMiB(server.pid);
  memory.peak = Math.max(memory.peak, memory.after);
  // The uncached runs fill the page cache with thousands of addresses: its cap, not the cached runs, bounds that memory.
  for (const [name, path, options] of uncachedRuns) if (path) figures.push(await run(name, server.origin, [path], options));
  await settle();
  const afterUncached = residentMiB(server.pid);

  const [mixRun, dataRun, staticRun, ...uncachedFigures] = figures as [Figures, Figures, Figures, ...Figures[]];
  console.log(`\nLoad, ${label}: ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log(`  pages: ${pages.join('  ')}`);
  printFigures(figures);
  console.log(`\nServer resident memory: ${memory.before.toFixed(0)} MiB before, ${memory.peak.toFixed(0)} MiB at peak, ${memory.after.toFixed(0)} MiB after`);
  console.log(`  and ${afterUncached.toFixed(0)} MiB after the uncached runs (${uncachedFigures.reduce((sum, f) => sum + f.requests, 0)} distinct addresses)`);

  const share = dataRun.rps / staticRun.rps;
  const failures = figures.reduce((sum, f) => sum + f.errors + f.non2xx, 0);
  const growth = memory.after / memory.before;
  const verdict = (met: boolean) => (met ? 'met' : 'not met');
  console.log('\nTargets:');
  console.log(`  page data ≥ ${TARGETS.dataShareOfStatic}× the static route: ${share.toFixed(2)}×  ${verdict(share >= TARGETS.dataShareOfStatic)}`);
  console.log(`  mix p95 ≤ ${TARGETS.mixP95Ms} ms: ${mixRun.p95.toFixed(0)} ms  ${verdict(mixRun.p95 <= TARGETS.mixP95Ms)}`);
  console.log(`  no errors or non-2xx: ${failures}  ${verdict(failures === 0)}`);
  console.log(`  memory after ≤ ${TARGETS.memoryGrowth}× before: ${growth.toFixed(2)}×  ${verdict(growth <= TARGETS.memoryGrowth)}`);
  const floors: Record<string, number> = {
    'product page data, uncached': targets.productData,
    'category page data, uncached': targets.categoryData,
    'search page data, uncached': targets.searchData,
    'product HTML, uncached': targets.productHtml,
  };
  for (const f of uncachedFigures) {
    const floor = floors[f.name] ?? Number.NaN;
    const met = f.rps >= floor && f.p99 <= targets.p99Ms && f.errors === 0;
    console.log(
      `  ${f.name} ≥ ${floor} req/s, p99 ≤ ${targets.p99Ms} ms, no timeouts: ${f.rps.toFixed(0)} req/s, p99 ${f.p99.toFixed(0)} ms, ${f.errors} errors  ${verdict(met)}`,
    );
  }
  return uncachedFigures;
}

function printFigures(figures: readonly Figures[]): void {
  console.log(`\n${'run'.padEnd(34)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}`);
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(34)}${f.rps.toFixed(0).padStart(8)}${f.p50.toFixed(0).padStart(9)}${f.p95.toFixed(0).padStart(9)}${f.p99.toFixed(0).padStart(9)}${String(f.errors).padStart(8)}${String(f.non2xx).padStart(9)}`,
    );
  }
}

/** The large catalog's uncached figures beside the demo shop's, each within 20 % of it or not. */
function printLargeBesideDemo(demo: readonly Figures[], large: readonly Figures[]): void {
  console.log(`\nThe 100,000-product catalog beside the demo shop (embedded database, uncached; target: ≥ ${LARGE_SHARE_OF_DEMO}× the demo shop's requests/s):`);
  for (const f of large) {
    const same = demo.find((d) => d.name === f.name);
    if (!same) continue;
    const share = f.rps / same.rps;
    console.log(
      `  ${f.name.padEnd(30)} ${same.rps.toFixed(0).padStart(5)} → ${f.rps.toFixed(0).padStart(5)} req/s (${share.toFixed(2)}×), p99 ${same.p99.toFixed(0)} → ${f.p99.toFixed(0)} ms  ${share >= LARGE_SHARE_OF_DEMO ? 'met' : 'not met'}`,
    );
  }
}

export async function runLoadBench(port: number): Promise<void> {
  const databases: { label: string; env: Record<string, string>; targets: UncachedTargets }[] = [
    { label: 'embedded database (PGlite)', env: { DATABASE_URL: '' }, targets: UNCACHED_TARGETS },
  ];
  if (process.env.DATABASE_URL) {
    const env = { DATABASE_URL: process.env.DATABASE_URL, WORKERS: String(POSTGRES_WORKERS) };
    databases.push({ label: `PostgreSQL (DATABASE_URL, WORKERS=${POSTGRES_WORKERS})`, env, targets: POSTGRES_TARGETS });
  }
  let demo: Figures[] = [];
  for (const database of databases) {
    const server = await startProductionServer({ port, env: database.env });
    try {
      const figures = await measure(database.label, server, 'demo', database.targets);
      if (database.env.DATABASE_URL === '') demo = figures;
    } finally {
      await server.stop();
    }
  }
  if (process.env.LOAD_ONLY) return;
  if (!existsSync(`${LARGE_DIR}/pg`)) {
    console.log(`\nThe 100,000-product catalog: skipped, none in ${LARGE_DIR} (make one with npm run seed:large, a few minutes)`);
    return;
  }
  const server = await startProductionServer({ port, dataDir: LARGE_DIR, env: { DATABASE_URL: '' } });
  try {
    printLargeBesideDemo(demo, await measure('embedded database (PGlite), the 100,000-product catalog', server, 'large'));
  } finally {
    await server.stop();
  }
}
