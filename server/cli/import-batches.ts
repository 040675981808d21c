import { createReadStream } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { CatalogImportOutcome } from '../../src/schema/admin-api/catalog-files';
import { PRODUCT_BATCH_MAX } from '../../src/schema/admin-api/products';
import { importProblem, type ProblemSaid } from '../../src/schema/problem-words';
import { EXIT_REFUSED, issuesOf, type Output } from './command-runner';

/*
 * What both catalog imports (the shop's JSON lines and Shopify's CSV) share: reading a file they
 * can be told about plainly, sending its products a batch at a time, and placing the problems a
 * refused batch names back on the product they belong to. An import reads its file from a
 * source and tells what it does to a report, so the terminal and the back office run the same
 * import: one prints lines, the other streams them to the merchant's page.
 */

/** Where the pictures a CSV names are found. */
export type PictureFiles = {
  /** The file on disk holding the picture an Image Src names; null when there is none. */
  find(named: string): Promise<string | null>;
  /** Why a picture the file names is not there, said so the merchant knows what to do. */
  missing(named: string): ReturnType<typeof importProblem>;
};

/** The file an import reads: opened once to check it and again to write it. */
export type ImportSource = {
  /** What the merchant calls the file, in the line saying nothing was imported. */
  name: string;
  open(): Promise<Readable>;
  pictures: PictureFiles;
};

/** A file on disk, and its pictures beside it: what `npm run catalog -- import <file>` reads. */
export function fileSource(file: string): ImportSource {
  const folder = dirname(resolve(file));
  return {
    name: file,
    async open() {
      await readableFile(file);
      return createReadStream(file);
    },
    pictures: {
      async find(named) {
        const path = resolve(folder, named);
        return (await stat(path).catch(() => null))?.isFile() === true ? path : null;
      },
      missing: (named) => importProblem('pictureNotBeside', { file: named }),
    },
  };
}

/** A problem of the file where the merchant finds it: a CSV's row and column, a JSON lines file's line and field (empty for the whole line). */
export type ImportProblem = { row: number; column: string; message: string; said?: ProblemSaid; text: string };

/** How far an import has come: the check reads the file without knowing its length, the write knows it. */
export type ImportProgress = { phase: 'checking' | 'writing'; done: number; total: number | null };

/** What an import did, or (dry) would do: the figures the back office's page says in the member's language. */
export type ImportOutcome = CatalogImportOutcome;

/** Where an import tells what it does: the terminal prints it, the back office streams it to the merchant's page. */
export type ImportReport = {
  /** A line said on the way, such as the columns the shop does not keep. */
  note(line: string): void;
  progress(progress: ImportProgress): void;
  /** The import stopped: the problems found, then the line saying what was written (nothing, or the batches before). */
  refused(problems: readonly ImportProblem[], line: string): void;
  /** It ended well: the summary line, and its figures. */
  finished(line: string, outcome: ImportOutcome, dryRun: boolean): void;
};

/** A report printed as the command always printed it: problems and refusals to stderr, progress every PROGRESS_EVERY products. */
export function terminalReport(output: Output, started = performance.now()): ImportReport & { code(): number } {
  let tell: ((done: number) => void) | null = null;
  let code = 0;
  return {
    note: (line) => output.out(line),
    progress({ phase, done, total }) {
      if (phase !== 'writing' || total === null) return;
      tell ??= progressTeller(total, output, started);
      tell(done);
    },
    refused(problems, line) {
      for (const problem of problems) output.err(problem.text);
      output.err(line);
      code = EXIT_REFUSED;
    },
    finished: (line) => output.out(line),
    code: () => code,
  };
}

/** The rate of an import so far and the time it has left; null before any product is done. */
export function pace(done: number, total: number | null, started: number, now = performance.now()): { perSecond: number | null; secondsLeft: number | null } {
  const seconds = (now - started) / 1000;
  if (done === 0 || seconds <= 0) return { perSecond: null, secondsLeft: null };
  const perSecond = done / seconds;
  return { perSecond, secondsLeft: total === null ? null : Math.max(0, (total - done) / perSecond) };
}

/**
 * Products a request carries: one transaction, and one change told to every process, each. As
 * many as a batch call takes: each call has its fixed costs (a request, a transaction, a change
 * told), and 500 products moved in 100,000 a fifth faster than 200 did.
 */
export const IMPORT_BATCH = PRODUCT_BATCH_MAX;

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

/**
 * `items` in batches of IMPORT_BATCH, the last however full. The next batch is read while the
 * caller sends this one: reading and parsing the file then runs beside the shop's write of the
 * batch before (another process, another core), not after it.
 */
export async function* batchesOf<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  const iterator = items[Symbol.asyncIterator]();
  const readBatch = async (): Promise<T[]> => {
    const batch: T[] = [];
    while (batch.length < IMPORT_BATCH) {
      const next = await iterator.next();
      if (next.done) break;
      batch.push(next.value);
    }
    return batch;
  };
  let coming = readBatch();
  try {
    for (;;) {
      const batch = await coming;
      if (batch.length === 0) return;
      coming = readBatch();
      // A file that fails further on fails when its batch is asked for, not while this one is sent.
      coming.catch(() => undefined);
      yield batch;
    }
  } finally {
    await iterator.return?.();
  }
}

/** The problems a refused `products/batch` names: each product's place in the batch, and the path within that product. */
export function batchProblemsOf(data: unknown): { index: number; path: string; message: string; said?: ProblemSaid | undefined }[] {
  return issuesOf(data).map((issue) => {
    const place = /^products\[(\d+)\](?:\.product\.?)?(.*)$/.exec(issue.path);
    return { index: Number(place?.[1] ?? 0), path: place?.[2] ?? issue.path, message: issue.message, said: issue.said };
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
    const { perSecond, secondsLeft } = pace(done, total, started);
    output.out(`${done}/${total} products, ${(perSecond ?? 0).toFixed(0)}/s, about ${(secondsLeft ?? 0).toFixed(0)} s left`);
    told = done;
  };
}
