import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

type Fixture = typeof import('./renderer-fixture');

/** Median of `rounds` timings of `fn`, in milliseconds, after a warm-up. */
function medianMs(fn: () => unknown, rounds: number): number {
  for (let i = 0; i < Math.max(3, rounds / 5); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function measureRendererOverhead() {
  // React picks its production build from NODE_ENV when it is first imported, below.
  process.env.NODE_ENV = 'production';
  const outDir = resolve('dist/bench');
  await build({
    logLevel: 'error',
    mode: 'production',
    build: { ssr: 'bench/renderer-fixture.tsx', outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'renderer-fixture.mjs' } } },
  });
  const fixture = (await import(pathToFileURL(resolve(outDir, 'renderer-fixture.mjs')).href)) as Fixture;

  const page50 = fixture.makePage(50);
  const page500 = fixture.makePage(500);
  await fixture.prepare(page50);

  // Interleave the measurements in several rounds so drift on the machine affects all alike.
  const rendererTimes: number[] = [];
  const directTimes: number[] = [];
  const largeTimes: number[] = [];
  for (let round = 0; round < 5; round++) {
    rendererTimes.push(medianMs(() => fixture.renderThroughRenderer(page50), 30));
    directTimes.push(medianMs(() => fixture.renderDirect(page50), 30));
    largeTimes.push(medianMs(() => fixture.renderThroughRenderer(page500), 3));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const through50 = median(rendererTimes);
  const direct50 = median(directTimes);
  const through500 = median(largeTimes);
  return {
    through50,
    direct50,
    through500,
    overhead: through50 / direct50,
    scaling: through500 / through50,
    perBlockMicroseconds: ((through50 - direct50) / 50) * 1000,
    blockTypes: [...new Set(page50.map((block) => (block as { type: string }).type))],
  };
}

export function printRendererOverhead(r: Awaited<ReturnType<typeof measureRendererOverhead>>): void {
  console.log('\nRenderer overhead (SSR, production React, median times)');
  console.log(`  50 blocks through the renderer: ${r.through50.toFixed(2)} ms`);
  console.log(`  50 blocks drawn directly:       ${r.direct50.toFixed(2)} ms`);
  console.log(`  overhead: ${r.overhead.toFixed(3)}x (target ≤ 1.15x), ${r.perBlockMicroseconds.toFixed(1)} µs per block`);
  console.log(`  blocks in the page: ${r.blockTypes.join(', ')}`);
  console.log(`  500 blocks through the renderer: ${r.through500.toFixed(2)} ms, ${r.scaling.toFixed(2)}x the 50-block page (target ≤ 11x)`);
}
