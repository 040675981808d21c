import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningServer = { origin: string; pid: number; stop: () => Promise<void> };

/** Starts the production server on loopback with its own data folder and waits until it answers. */
export async function startProductionServer(options: { port: number; dataDir?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const child = spawn(process.execPath, ['dist/app/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(options.port), DATA_DIR: dataDir, ALLOWED_HOSTS: `127.0.0.1:${options.port}`, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${origin}/`, { redirect: 'manual' });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`Server did not answer within 180 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `path` as an address no cache holds: with `no=bench-<n>`, a parameter only the shopper's
 * inquiry page reads. Anywhere else it changes nothing, but a parameter some page reads makes
 * an address of its own (the page cache is keyed before it knows the page's kind; see
 * server/pages/page-params.ts), so the page is built as a long-tail page nobody asked for lately
 * is. A parameter no page reads would not do: it is taken off, and the cached page answers.
 */
export function uncachedPath(path: string, n: number | string): string {
  return `${path}${path.includes('?') ? '&' : '?'}no=bench-${n}`;
}

/**
 * Asks `origin` for `path`'s page data until its answer holds `text`, and answers the time since
 * `since` (a `performance.now()`): how long a write made elsewhere took to be seen here. Gives up,
 * throwing, after 5 s.
 */
export async function timeUntilShown(origin: string, path: string, text: string, since: number): Promise<number> {
  for (;;) {
    const shown = await fetch(`${origin}${path}?request=route`).then((response) => response.text());
    if (shown.includes(text)) return performance.now() - since;
    if (performance.now() - since > 5000) throw new Error(`${origin}${path} did not show "${text}" within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
