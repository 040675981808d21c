import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config';
import { buildPaths } from '../ssr/production-source';

/*
 * The production server as `npm run serve` starts it, in a child process of its own, for the
 * tests that run after `npm run build`. Each test names its environment; PORT=0 takes a free port.
 */

export type ProductionServer = { child: ChildProcess; port: number; output: string[] };

/** Whether the build these tests serve exists; in CI its absence is a failure, elsewhere they skip and say why. */
export function productionBuildOrWhyNot(tests: string): boolean {
  const paths = buildPaths(PROJECT_ROOT);
  if ([paths.serverMain, paths.serverEntry, join(paths.clientDir, 'index.html')].every((file) => existsSync(file))) return true;
  const why = `The production build is missing: run "npm run build" before the ${tests}`;
  if (process.env.CI === 'true') throw new Error(why);
  console.warn(`${why}; they skip`);
  return false;
}

/** Starts the built server as `npm run serve` does (plain node, NODE_ENV=production) with exactly `env` (and PATH), and waits until it listens. */
export async function startProductionServer(env: Record<string, string>): Promise<ProductionServer> {
  const child = spawn(process.execPath, [buildPaths(PROJECT_ROOT).serverMain], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output.join('')}`)), 90_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on http:\/\/localhost:(\d+)\//.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output.join('')}`));
    });
  });
  return { child, port, output };
}

export async function stopProductionServer(server: ProductionServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
