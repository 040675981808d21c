import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export type LighthouseResult = {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Navigation start to the shop answering taps, under Lighthouse's mobile throttling applied for real. */
  hydratedMs: number;
  failing: string[];
  /** Every run's performance score; the figures above are the median run's. */
  runs: number[];
  /**
   * Lighthouse's benchmark index of the machine during each run (its own measure of CPU speed):
   * scores from machines, or moments, with different indexes are not comparable.
   */
  benchmarkIndexes: number[];
};

/** The user timing mark the shop sets once hydrated (src/routes/-components/root-view.tsx). */
const HYDRATED_MARK = 'vitrine:hydrated';

/** Lighthouse's simulated figures vary from run to run; its authors advise the median of several. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

type Run = Omit<LighthouseResult, 'runs' | 'benchmarkIndexes'> & { benchmarkIndex: number };

/** Lighthouse with its default (mobile) preset, `LIGHTHOUSE_RUNS` times per route (5 unless set); reports each route's median run. */
export async function runLighthouse(origin: string, routes: { name: string; path: string }[]): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const route of routes) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(origin, route, run));
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const { benchmarkIndex: _index, ...median } = sorted[Math.floor((sorted.length - 1) / 2)]!;
    // Hydration time and TBT are figures of their own: the median of the runs, not the median-scoring run's.
    const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
    results.push({
      ...median,
      tbtMs: medianOf(runs.map((r) => r.tbtMs)),
      hydratedMs: medianOf(runs.map((r) => r.hydratedMs)),
      runs: runs.map((r) => r.performance),
      benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    });
  }
  return results;
}

/** One run in a fresh Chromium; the full report goes to bench/results for finding out why a score is what it is. */
async function lighthouseOnce(origin: string, route: { name: string; path: string }, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const runner = await lighthouse(origin + route.path, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${route.path}`);
    const { categories, audits } = runner.lhr;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/lighthouse-${route.name}-${run + 1}.json`, JSON.stringify(runner.lhr, null, 1));
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    return {
      ...route,
      hydratedMs: await hydratedUnderThrottling(origin + route.path, chrome.port),
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      failing,
      benchmarkIndex: runner.lhr.environment.benchmarkIndex ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse simulates its mobile throttling for its own metrics, and user timings in that
 * mode are what the unthrottled browser saw. So hydration is timed in a second load with the
 * same mobile settings applied to the browser itself (devtools throttling: slow 4G, CPU 4x
 * slower), read from the user timings audit.
 */
async function hydratedUnderThrottling(url: string, port: number): Promise<number> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod: 'devtools', onlyAudits: ['user-timings'] });
  const items = (runner?.lhr.audits['user-timings']?.details as { items?: Array<{ name?: string; startTime?: number }> } | undefined)?.items ?? [];
  return items.find((item) => item.name === HYDRATED_MARK)?.startTime ?? NaN;
}

export function printLighthouse(results: LighthouseResult[]): void {
  console.log(
    `\nLighthouse, mobile preset, median of ${RUNS} runs, with the lowest run and the range of Lighthouse's benchmark index of this machine during them (targets: performance ≥ 98, accessibility, SEO and best practices 100, CLS 0, median TBT ≤ 100 ms; hydrated: median time from navigation start to html[data-hydrated] under real mobile throttling, ≤ 3 s)`,
  );
  console.log(['route'.padEnd(10), 'perf', 'a11y', ' seo', '  bp', '   CLS', '    LCP', '    TBT', 'hydrated', '  all runs (lowest)', ' benchmark index', '  below 0.9'].join(' '));
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(10),
        String(r.performance).padStart(4),
        String(r.accessibility).padStart(4),
        String(r.seo).padStart(4),
        String(r.bestPractices).padStart(4),
        r.cls.toFixed(3).padStart(6),
        `${Math.round(r.lcpMs)} ms`.padStart(8),
        `${Math.round(r.tbtMs)} ms`.padStart(7),
        `${(r.hydratedMs / 1000).toFixed(2)} s`.padStart(8),
        `  ${r.runs.join('/')} (${Math.min(...r.runs)})`.padEnd(19),
        ` ${Math.round(Math.min(...r.benchmarkIndexes))}–${Math.round(Math.max(...r.benchmarkIndexes))}`.padEnd(16),
        '  ' + (r.failing.join(', ') || '-'),
      ].join(' '),
    );
  }
}
