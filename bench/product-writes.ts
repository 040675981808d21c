import { startProductionServer, timeUntilShown, type RunningServer } from './server';

/*
 * `npm run bench -- products`: a merchant's product write through the admin API of the built
 * server, as a script or the CLI makes it, from the request to the answer (the target:
 * p95 ≤ 30 ms, the search rows and the cache clearing included). First a product's edit (its
 * name and price change each time), then new products one after another.
 *
 * On PostgreSQL (DATABASE_URL naming an empty database) two server processes share it: the
 * time from a write's answer on one to the product page of the other showing it (target ≤ 1 s).
 */

const ADMIN_TOKEN = 'bench-products-admin-token';
const SAMPLES = Number(process.env.BENCH_PRODUCT_SAMPLES ?? 200);
const WARM_UP = 20;

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const figures = (values: readonly number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} writes)`;

function apron(name: string, priceCents: number, sku: string) {
  return {
    category: 'tops',
    translations: { en: { name, descriptionHtml: `<p>${name}, washed linen.</p>` }, 'zh-HK': { name: `${name} 圍裙` } },
    options: [{ code: 'color', name: { en: 'Colour' }, values: [{ code: 'sand', label: { en: 'Sand' } }, { code: 'ink', label: { en: 'Ink' } }] }],
    variants: [
      { sku: `${sku}-SAND`, optionValues: { color: 'sand' }, priceCents, stock: 10 },
      { sku: `${sku}-INK`, optionValues: { color: 'ink' }, priceCents: priceCents + 400, stock: 4 },
    ],
    tags: ['gift-ideas'],
  };
}

async function timedPut(server: RunningServer, slug: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.origin}/api/admin/products/${slug}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (!response.ok) throw new Error(`The write of ${slug} answered ${response.status}`);
  return took;
}

async function writeFigures(server: RunningServer, label: string): Promise<void> {
  const edits: number[] = [];
  for (let sample = 0; sample < WARM_UP + SAMPLES; sample++) {
    const took = await timedPut(server, 'bench-apron', apron(`Bench Apron ${sample}`, 4000 + sample, 'BENCH-APRON'));
    if (sample >= WARM_UP) edits.push(took);
  }
  const creations: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) creations.push(await timedPut(server, `bench-new-${sample}`, apron(`Bench New ${sample}`, 2500, `BENCH-NEW-${sample}`)));
  console.log(`\nProduct writes on ${label} (target p95 ≤ 30 ms):`);
  console.log(`  edit one product:   ${figures(edits)}`);
  console.log(`  create a product:   ${figures(creations)}`);
}

/** From a write's answer on `writer` to `reader`'s product page showing the new name. */
async function crossProcessFigures(writer: RunningServer, reader: RunningServer): Promise<void> {
  const delays: number[] = [];
  for (let sample = 0; sample < 20; sample++) {
    const name = `Seen Elsewhere ${sample}`;
    // The reader's page cache holds the old page first: what it must drop is a cached page.
    await fetch(`${reader.origin}/product/bench-apron?request=route`).then((response) => response.arrayBuffer());
    await timedPut(writer, 'bench-apron', apron(name, 4100, 'BENCH-APRON'));
    delays.push(await timeUntilShown(reader.origin, '/product/bench-apron', name, performance.now()));
  }
  console.log(`  seen by another process: p50 ${percentile(delays, 0.5).toFixed(0)} ms, p95 ${percentile(delays, 0.95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (target ≤ 1 s)`);
}

export async function runProductWritesBench(port: number): Promise<void> {
  const env = { ADMIN_TOKEN, RATE_LIMIT_ADMIN: '0', RATE_LIMIT_WEB: '0' };
  const embedded = await startProductionServer({ port, env: { ...env, DATABASE_URL: '' } });
  try {
    await writeFigures(embedded, 'the embedded database (PGlite)');
  } finally {
    await embedded.stop();
  }
  if (!process.env.DATABASE_URL) {
    console.log('  PostgreSQL: skipped (set DATABASE_URL to an empty database, e.g. scripts/with-postgres.sh with DATABASE_URL=$TEST_DATABASE_URL)');
    return;
  }
  const first = await startProductionServer({ port: port + 1, env: { ...env, DATABASE_URL: process.env.DATABASE_URL } });
  // The second starts on the database the first has seeded.
  const second = await startProductionServer({ port: port + 2, env: { ...env, DATABASE_URL: process.env.DATABASE_URL } });
  try {
    await writeFigures(first, 'PostgreSQL (DATABASE_URL), two server processes');
    await crossProcessFigures(first, second);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}
