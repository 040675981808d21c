import { access, constants } from 'node:fs/promises';
import { issuesOf, type Output } from './command-runner';

/*
 * What both catalog imports (the shop's JSON lines and Shopify's CSV) share: reading a file they
 * can be told about plainly, sending its products a batch at a time, and placing the problems a
 * refused batch names back on the product they belong to.
 */

/** Products a request carries: one transaction, and one change told to every process, each. */
export const IMPORT_BATCH = 200;

/** A file that cannot be read, said plainly. */
export function cannotRead(file: string, error: unknown): Error {
  return new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)}`, { cause: error });
}

/** Resolves when `file` can be read, or throws `cannotRead`, before a stream of it says less. */
export async function readableFile(file: string): Promise<void> {
  await access(file, constants.R_OK).catch((error: unknown) => {
    throw cannotRead(file, error);
  });
}

/** `items` in batches of IMPORT_BATCH, each as soon as it is full, the last however full. */
export async function* batchesOf<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === IMPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The problems a refused `products/batch` names: each product's place in the batch, and the path within that product. */
export function batchProblemsOf(data: unknown): { index: number; path: string; message: string }[] {
  return issuesOf(data).map((issue) => {
    const place = /^products\[(\d+)\](?:\.product\.?)?(.*)$/.exec(issue.path);
    return { index: Number(place?.[1] ?? 0), path: place?.[2] ?? issue.path, message: issue.message };
  });
}

/** Products between two lines saying how far a long import has come. */
const PROGRESS_EVERY = 500;

/**
 * What a long import says as it goes: told how many of `total` products are done, a line with
 * the rate and the time left every PROGRESS_EVERY products, none once all are.
 */
export function progressTeller(total: number, output: Output, started = performance.now()): (done: number) => void {
  let told = 0;
  return (done) => {
    if (done - told < PROGRESS_EVERY || done >= total) return;
    const perSecond = done / ((performance.now() - started) / 1000);
    output.out(`${done}/${total} products, ${perSecond.toFixed(0)}/s, about ${((total - done) / perSecond).toFixed(0)} s left`);
    told = done;
  };
}
