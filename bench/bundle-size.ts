import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { DEMO_SHOPPER } from '../server/demo/shoppers';
import type { BenchRoute } from './routes';

export type RouteBytes = {
  name: string;
  path: string;
  files: number;
  raw: number;
  gzip: number;
  blockChunks: string[];
  /** Every JavaScript file of a fresh visit, idle loads included: what the page asked for until its network went quiet, no one touching it. */
  visit: { files: number; gzip: number };
};

/** A fresh visit's code has all come once no script was asked for this long. */
const QUIET_MS = 2_000;
/** Longest wait for that quiet: a page that keeps loading code is reported as it stands then. */
const MAX_VISIT_MS = 20_000;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Loads each route in Chromium and adds up every JavaScript file it asked for before the app
 * was hydrated: the entry, its imports, the preloaded block chunks, the locale. Code asked
 * for at idle time afterwards (the schemas, visitor tracking, realtime) is not part of the
 * initial load, even when it arrives before this notices the hydration; it is part of the
 * fresh visit's, counted once no script has been asked for in QUIET_MS.
 */
export async function measureInitialJs(origin: string, routes: BenchRoute[]): Promise<RouteBytes[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: RouteBytes[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      // The session cookie lands in the page's own context, as the sign-in page would leave it.
      if (route.shopper) {
        const signedIn = await page.request.post(`${origin}/api/web/auth/signin`, {
          data: { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
          headers: { origin },
        });
        if (!signedIn.ok()) throw new Error(`The demo shopper could not sign in for ${route.path}: HTTP ${signedIn.status()}`);
      }
      // Notes when the app marks itself hydrated, whichever build it is.
      await page.addInitScript(() => {
        // Watching the document itself: the init script may run before <html> exists.
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-hydrated')) return;
          (window as { hydratedAt?: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
      });
      const scripts = new Map<string, Promise<Buffer>>();
      let lastScriptAt = Date.now();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = response.url();
        if (type === 'script' || /\.m?js(?:\?|$)/.test(url)) {
          lastScriptAt = Date.now();
          scripts.set(
            url,
            response.body().catch(() => Buffer.alloc(0)),
          );
        }
      });
      await page.goto(origin + route.path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
      // Only what was asked for before the shop was hydrated: code loaded at idle afterwards
      // (the schemas, visitor tracking, realtime) may arrive while this waits, but is not initial.
      const requestedBefore = new Set(
        await page.evaluate(() => {
          const hydratedAt = (window as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= hydratedAt)
            .map((entry) => entry.name);
        }),
      );
      const initial = [...scripts.keys()].filter((url) => requestedBefore.has(url));
      const bodies = await Promise.all(initial.map(async (url) => ({ url, body: await scripts.get(url)! })));
      const visitStart = Date.now();
      while (Date.now() - lastScriptAt < QUIET_MS && Date.now() - visitStart < MAX_VISIT_MS) await page.waitForTimeout(250);
      const visitBodies = await Promise.all([...scripts.values()]);
      await page.close();
      results.push({
        ...route,
        files: bodies.length,
        raw: bodies.reduce((sum, file) => sum + file.body.length, 0),
        gzip: bodies.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0),
        blockChunks: bodies.map((file) => new URL(file.url).pathname.split('/').pop()!).filter((name) => !name.startsWith('index')),
        visit: { files: visitBodies.length, gzip: visitBodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) },
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function printRouteBytes(results: RouteBytes[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const gzipKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log(
    `\nInitial JavaScript per route, asked for before hydration (target: every page ≤ 150 KB gzip, React included), and all of a fresh visit's, idle loads included, until no script was asked for in ${QUIET_MS / 1000} s (target ≤ 200 KB gzip)`,
  );
  console.log(['route'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(11), 'gzip'.padStart(10), 'visit files'.padStart(12), 'visit gzip'.padStart(11), '  chunks'].join(' '));
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(16),
        String(r.files).padStart(5),
        kb(r.raw).padStart(11),
        gzipKb(r.gzip).padStart(10),
        String(r.visit.files).padStart(12),
        gzipKb(r.visit.gzip).padStart(11),
        '  ' + r.blockChunks.join(', '),
      ].join(' '),
    );
  }
  const over = results.filter((r) => r.gzip > 150 * 1024 || r.visit.gzip > 200 * 1024).map((r) => r.name);
  console.log(over.length === 0 ? '  every page within both targets' : `  OVER TARGET: ${over.join(', ')}`);
}
