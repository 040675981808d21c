import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * `npm run bench -- startup`: how long the production server (`npm run serve`, the built
 * JavaScript under plain node) takes to start on an embedded database that is already
 * seeded, as after any restart: from launch to its "listening" line, and to the first 200
 * on /. The first start seeds a fresh data folder and is not counted. The target is 3 s on a
 * quiet 2-core machine; the server's own CPU time and the load average are printed beside
 * the figures, since other work on the machine stretches the wall time.
 */

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
/** BENCH_STARTUP_SOURCE=1 starts the TypeScript source through tsx instead, as production once did, to compare. */
const FROM_SOURCE = Boolean(process.env.BENCH_STARTUP_SOURCE);
const SERVER_ARGS = FROM_SOURCE ? ['--import', 'tsx', 'server/main.ts'] : ['dist/app/main.js'];
const TARGET_MS = 3_000;

type Start = { listeningMs: number; firstPageMs: number; cpuMs: number };

/** User and system CPU time of a process so far, from the kernel's count (Linux). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 14th and 15th fields; the first two are cut off above.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function startOnce(port: number, dataDir: string): Promise<Start> {
  const launchedAt = performance.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN: 'bench-startup-admin-token', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let listeningMs = Number.NaN;
  const read = (chunk: Buffer) => {
    log += chunk.toString();
    if (Number.isNaN(listeningMs) && log.includes('is listening on')) listeningMs = performance.now() - launchedAt;
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = launchedAt + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
      if (performance.now() > deadline) throw new Error(`The server did not answer within 180 s:\n${log}`);
      const status = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { listeningMs, firstPageMs: performance.now() - launchedAt, cpuMs: cpuMsOf(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runStartupBench(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-startup-'));
  try {
    const seeding = await startOnce(port, dataDir);
    console.log(`\nStart-up of the production server (node ${SERVER_ARGS.join(' ')}), embedded database`);
    console.log(`  first start, migrating and seeding a new data folder: ${seconds(seeding.firstPageMs)} (not counted)`);
    const starts: Start[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = await startOnce(port, dataDir);
      starts.push(start);
      console.log(`  start ${run + 1}: listening ${seconds(start.listeningMs)}, first 200 on / ${seconds(start.firstPageMs)}, server CPU ${seconds(start.cpuMs)}`);
    }
    const listening = median(starts.map((start) => start.listeningMs));
    const firstPage = median(starts.map((start) => start.firstPageMs));
    console.log(`  median of ${RUNS}: listening ${seconds(listening)}, first 200 on / ${seconds(firstPage)} (target ≤ ${seconds(TARGET_MS)} on a quiet machine)`);
    console.log(`  load average (1 min) now: ${loadavg()[0]!.toFixed(2)} on this machine`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
