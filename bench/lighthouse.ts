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
  failing: string[];
};

/** Lighthouse with its default (mobile) preset, one fresh Chromium per route. */
export async function runLighthouse(origin: string, routes: { name: string; path: string }[]): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const runner = await lighthouse(origin + route.path, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      const { categories, audits } = runner.lhr;
      // The full report, for finding out why a score is what it is (bench/results is not committed).
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/lighthouse-${route.name}.json`, JSON.stringify(runner.lhr, null, 1));
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      results.push({
        ...route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        failing,
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

export function printLighthouse(results: LighthouseResult[]): void {
  console.log('\nLighthouse, mobile preset (targets: performance 100 (≥ 95), accessibility 100, SEO 100, best practices ≥ 95, CLS 0)');
  console.log(['route'.padEnd(10), 'perf', 'a11y', ' seo', '  bp', '   CLS', '    LCP', '  below 0.9'].join(' '));
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
        '  ' + (r.failing.join(', ') || '-'),
      ].join(' '),
    );
  }
}
