import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/*
 * PGlite runs PostgreSQL inside this process and has no lock of its own: two processes
 * opening one data folder corrupt it. A pid file makes the second opener stop with a
 * message that says what to do instead.
 */

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dirname(lockPath)} is in use by process ${pid}. ` +
        'Stop that process first, or make the change through the running server (PUT /api/admin/pages).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirLockedError(lockPath, holder);
      // The holder died without cleaning up: the lock is stale.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
