import { ADMIN_API_BASE_PATH } from '../schema/admin-api/contract';
import { catalogFileKindOf, CATALOG_FILES_PATH, importEventSchema, type CatalogImportEvent } from '../schema/admin-api/catalog-files';

/*
 * The catalog import's calls from the back office: the file and each picture sent one request
 * at a time (the shop streams each to disk), then the import run, its events read line by line
 * as the shop tells them.
 */

const base = `${ADMIN_API_BASE_PATH}${CATALOG_FILES_PATH}`;

/** The shop refused the files: its message, which names the file and the problem. */
export class ImportRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** A chosen or dropped set of files: the one catalog file, and the pictures beside it. */
export type ChosenFiles = { catalog: File | null; pictures: File[]; others: File[] };

/** Sorts files as a merchant drops them: the CSV or JSON lines file, the pictures, and whatever is neither. */
export function sortFiles(files: readonly File[]): ChosenFiles & { catalogs: File[] } {
  const catalogs = files.filter((file) => catalogFileKindOf(file.name) !== null);
  const pictures = files.filter(
    (file) => catalogFileKindOf(file.name) === null && (file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif|avif)$/i.test(file.name)),
  );
  const others = files.filter((file) => !catalogs.includes(file) && !pictures.includes(file));
  return { catalog: catalogs[0] ?? null, catalogs, pictures, others };
}

/** Reads an envelope's message, or the status when the answer is not one. */
async function refusalOf(response: Response): Promise<ImportRefusal> {
  const envelope = (await response.json().catch(() => ({}))) as { msg?: string };
  return new ImportRefusal(response.status, envelope.msg ?? `${response.status} ${response.statusText}`);
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Sends one file; a shop busy with many requests (429) is asked again when it says to. */
async function send(method: 'POST' | 'PUT', url: string, file: File): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, { method, credentials: 'same-origin', body: file });
    if (response.status !== 429 || attempt >= 5) return response;
    await wait(Number(response.headers.get('retry-after') ?? 1) || 1);
  }
}

export type ImportWatcher = {
  /** The files sent so far, of all of them. */
  sending(sent: number, total: number): void;
  event(event: CatalogImportEvent): void;
};

/**
 * Sends the files and runs the import (`dryRun`: only checks), telling `watcher` as it goes.
 * Throws `ImportRefusal` when the shop refuses a file; what the import finds is told as events.
 */
export async function runCatalogImport(
  files: { catalog: File; pictures: readonly File[] },
  dryRun: boolean,
  watcher: ImportWatcher,
): Promise<void> {
  const pictures = catalogFileKindOf(files.catalog.name) === 'csv' ? files.pictures : [];
  const total = 1 + pictures.length;
  watcher.sending(0, total);
  const staged = await send('POST', `${base}/imports?name=${encodeURIComponent(files.catalog.name)}`, files.catalog);
  if (staged.status !== 201) throw await refusalOf(staged);
  const { id } = ((await staged.json()) as { data: { id: string } }).data;
  let sent = 1;
  watcher.sending(sent, total);
  for (const picture of pictures) {
    const answer = await send('PUT', `${base}/imports/${id}/pictures/${encodeURIComponent(picture.name)}`, picture);
    if (answer.status !== 201) {
      // Nothing is left waiting on the shop for files that will not come.
      await fetch(`${base}/imports/${id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
      throw await refusalOf(answer);
    }
    sent += 1;
    watcher.sending(sent, total);
  }
  const run = await fetch(`${base}/imports/${id}/run${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', credentials: 'same-origin' });
  if (!run.ok || !run.body) throw await refusalOf(run);
  for await (const event of eventsOf(run.body)) watcher.event(event);
}

function jsonOf(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/** The events of a streamed answer, one JSON object a line, each as soon as its line is whole. */
export async function* eventsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<CatalogImportEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      const parsed = importEventSchema.safeParse(jsonOf(line));
      if (parsed.success) yield parsed.data;
    }
    if (done) return;
  }
}
