import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ADMIN_API } from '../../src/schema/admin-api';
import {
  CATALOG_EXPORTS,
  CATALOG_FILES_PATH,
  CATALOG_FILE_MAX_BYTES,
  CATALOG_PICTURE_MAX_BYTES,
  catalogFileKindOf,
  pictureNameSchema,
  type CatalogFileKind,
  type CatalogImportEvent,
  type StagedImport,
} from '../../src/schema/admin-api/catalog-files';
import { AdminRefusal, createAdminClient, type AdminClient, type AdminTransport } from '../../src/schema/admin-api/client';
import { ResponseCode } from '../../src/schema/envelope';
import { importProblem } from '../../src/schema/problem-words';
import { failEnvelope, okEnvelope } from '../http/envelope';
import type { Logger } from '../logger';
import { importProducts, productLines } from '../cli/catalog-command';
import { catalogCsvRows, everyProductDocument, importCsv } from '../cli/catalog-csv';
import { pace, type ImportReport, type ImportSource } from '../cli/import-batches';
import { csvText, pictureFileOf } from '../cli/shopify-csv';
import { actorOf, allowRoles, callerOf, INTERNAL_CALLER, type Caller } from './admin-access';

/*
 * The catalog's files from the back office: the import and export `npm run catalog` runs, run
 * here by the very same code, with an admin client whose calls go to this admin API in-process
 * as the staff member who asked. Their roles, the audit log, the live messages and the caches
 * work as for any other write of theirs.
 *
 * An import's files come one request each (the CSV or JSON lines, then each picture the CSV
 * names), streamed to a folder of their own under the system's temporary folder, and are
 * removed once the import has run (or, left behind, an hour later). Being on disk rather than in
 * a process's memory, a folder serves whichever process of the shop the next request reaches.
 */

/** Folders of imports that never ran are removed after this long. */
const STAGING_LIFETIME_MS = 60 * 60 * 1000;
/** A running import's folder is removed when it ends; one older than this was left by a process that stopped. */
const RUNNING_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a folder's name ends with while its import runs. */
const RUNNING = '-running';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** What a folder keeps of its import beside the files. */
const manifestSchema = z.object({ kind: z.enum(['csv', 'jsonl']), name: z.string(), actor: z.string(), createdAt: z.number() });
type Manifest = z.infer<typeof manifestSchema>;

/** Refuses with the problem named by its field, as the admin API names every problem. */
function refuse(c: Context, status: 404 | 409 | 413 | 422, path: string, message: string): Response {
  return failEnvelope(c, status, ResponseCode.fail, `${path}: ${message}`, { issues: [{ path, message }] });
}

class TooLarge extends Error {}

/** The request's body streamed into `path`, counted as it comes: false (and no file) when it is over `maxBytes`. */
async function saveBody(request: Request, path: string, maxBytes: number): Promise<{ saved: true; bytes: number } | { saved: false }> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { saved: false };
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  try {
    await pipeline(body, counter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof TooLarge) return { saved: false };
    throw error;
  }
  return { saved: true, bytes };
}

/** Calls of this admin API made in-process, as `caller`: what the page's own calls would do, without the network. */
export function inProcessTransport(api: Hono, caller: Caller): AdminTransport {
  const environment: Record<symbol, Caller> = { [INTERNAL_CALLER]: caller };
  return async (method, path, body, headers = {}) => {
    const bytes = body instanceof Uint8Array;
    const response = await api.fetch(
      new Request(`http://admin.internal${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': bytes ? 'application/octet-stream' : 'application/json' }) },
        ...(body === undefined ? {} : { body: bytes ? new Uint8Array(body) : JSON.stringify(body) }),
      }),
      environment,
    );
    const envelope = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: unknown };
    return { status: response.status, code: envelope.code ?? -1, msg: envelope.msg ?? response.statusText, data: envelope.data ?? null };
  };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** The folder of one import, the files it holds, and whether it is the caller's own. */
function stagingOf(root: string) {
  const folderOf = (id: string) => join(root, id);
  const catalogFile = (folder: string, kind: CatalogFileKind) => join(folder, `catalog.${kind}`);
  const pictureFolder = (folder: string) => join(folder, 'pictures');

  /** The manifest of `id` when that import is waiting and was started by `actor`; null otherwise (never saying which). */
  async function waiting(id: string, actor: string): Promise<Manifest | null> {
    if (!/^[a-f0-9]{32}$/.test(id)) return null;
    const text = await readFile(join(folderOf(id), 'manifest.json'), 'utf8').catch(() => null);
    const manifest = manifestSchema.safeParse(parseJson(text));
    return manifest.success && manifest.data.actor === actor ? manifest.data : null;
  }

  /** Removes what imports left behind: a page closed before its import ran. */
  async function sweep(): Promise<void> {
    const entries = await readdir(root).catch(() => []);
    const now = Date.now();
    for (const entry of entries) {
      const made = await stat(join(root, entry)).catch(() => null);
      const lifetime = entry.endsWith(RUNNING) ? RUNNING_LIFETIME_MS : STAGING_LIFETIME_MS;
      if (made && now - made.mtimeMs > lifetime) await rm(join(root, entry), { recursive: true, force: true });
    }
  }

  return { folderOf, catalogFile, pictureFolder, waiting, sweep };
}

/** The CSV's pictures among those sent with it: an Image Src is matched by its file name, as a browser sends no folders. */
function sentPictures(folder: string): ImportSource['pictures'] {
  const fileOf = (named: string) => basename(pictureFileOf(named).replaceAll('\\', '/'));
  return {
    async find(named) {
      const parsed = pictureNameSchema.safeParse(fileOf(named));
      if (!parsed.success) return null;
      const path = join(folder, parsed.data);
      return (await stat(path).catch(() => null))?.isFile() === true ? path : null;
    },
    missing: (named) => importProblem('pictureNotSent', { file: fileOf(named) }),
  };
}

/** The least time between two progress events of a phase: enough for a smooth bar, few enough for a long import's stream. */
const PROGRESS_EVERY_MS = 250;

/** A report streamed to the page, one event a line, with the pace of each phase worked out from its own start. */
function streamedReport(send: (event: CatalogImportEvent) => void): ImportReport {
  let phaseStarted = { phase: 'checking', at: performance.now() };
  let lastSent = 0;
  return {
    note: (text) => send({ type: 'note', text }),
    progress({ phase, done, total }) {
      const now = performance.now();
      const newPhase = phaseStarted.phase !== phase;
      if (newPhase) phaseStarted = { phase, at: now };
      if (!newPhase && done !== total && now - lastSent < PROGRESS_EVERY_MS) return;
      lastSent = now;
      send({ type: 'progress', phase, done, total, ...pace(done, total, phaseStarted.at, now) });
    },
    refused: (problems, text) =>
      send({ type: 'refused', problems: problems.map(({ row, column, message, said }) => ({ row, column, message, ...(said ? { said } : {}) })), text }),
    finished: (text, outcome, dryRun) => send({ type: 'finished', dryRun, text, outcome }),
  };
}

/** Why an import stopped other than for a problem of its file, said plainly. */
function stoppedBecause(error: unknown): string {
  if (error instanceof AdminRefusal)
    return `The shop refused a write (${error.answer.status}): ${error.answer.msg}. What was written before it stays; import the files again to finish.`;
  return `The import stopped: ${error instanceof Error ? error.message : String(error)}. What was written before it stays; import the files again to finish.`;
}

/**
 * The routes under `/catalog-files` of the admin API `api`. Mount them before the API's own body
 * limit: an import's file is far larger than any call's body, and is held to its own limit here.
 */
export function createCatalogFiles(deps: { api: Hono; logger: Logger; originOf: (url: URL) => string; stagingRoot?: string }): Hono {
  const root = deps.stagingRoot ?? join(tmpdir(), 'vitrine-catalog-imports');
  const staging = stagingOf(root);
  const routes = new Hono();
  // An import is made of products/batch writes, an export of products/list reads: the same roles may run them.
  const mayImport = allowRoles('catalog-files/import', ADMIN_API['products/batch']);
  const mayExport = allowRoles('catalog-files/export', ADMIN_API['products/list']);
  const actor = (c: Context) => actorOf(callerOf(c)!).actor;
  const adminOf = (c: Context): AdminClient => createAdminClient(inProcessTransport(deps.api, callerOf(c)!));

  routes.post('/imports', mayImport, async (c) => {
    const name = c.req.query('name')?.trim() ?? '';
    if (name === '') return refuse(c, 422, 'name', "The file's name is required, such as products.csv or products.jsonl");
    const kind = catalogFileKindOf(name);
    if (kind === null)
      return refuse(c, 422, 'file', `"${name}" is neither Shopify's product CSV (.csv) nor the shop's JSON lines (.jsonl)`);
    await staging.sweep();
    const id = randomBytes(16).toString('hex');
    const folder = staging.folderOf(id);
    await mkdir(staging.pictureFolder(folder), { recursive: true });
    const saved = await saveBody(c.req.raw, staging.catalogFile(folder, kind), CATALOG_FILE_MAX_BYTES);
    if (!saved.saved || saved.bytes === 0) {
      await rm(folder, { recursive: true, force: true });
      return saved.saved
        ? refuse(c, 422, 'file', `"${name}" is empty`)
        : refuse(
            c,
            413,
            'file',
            `"${name}" is larger than ${megabytes(CATALOG_FILE_MAX_BYTES)}, the most an import takes: split it into several files`,
          );
    }
    const manifest: Manifest = { kind, name, actor: actor(c), createdAt: Date.now() };
    await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest));
    const staged: StagedImport = { id, kind, name, bytes: saved.bytes };
    return okEnvelope(c, staged, 201);
  });

  routes.put('/imports/:id/pictures/:name', mayImport, async (c) => {
    const manifest = await staging.waiting(c.req.param('id'), actor(c));
    if (manifest === null) return refuse(c, 404, 'id', 'No such import waiting: send the catalog file again');
    const name = pictureNameSchema.safeParse(c.req.param('name'));
    if (!name.success) return refuse(c, 422, 'name', name.error.issues[0]?.message ?? 'Not a file name');
    if (manifest.kind !== 'csv') return refuse(c, 422, 'picture', 'A JSON lines import takes no pictures: add them on the product’s page');
    const path = join(staging.pictureFolder(staging.folderOf(c.req.param('id'))), name.data);
    const saved = await saveBody(c.req.raw, path, CATALOG_PICTURE_MAX_BYTES);
    if (!saved.saved)
      return refuse(c, 413, 'picture', `"${name.data}" is larger than ${megabytes(CATALOG_PICTURE_MAX_BYTES)}, the most a picture may be`);
    return okEnvelope(c, { name: name.data, bytes: saved.bytes }, 201);
  });

  routes.delete('/imports/:id', mayImport, async (c) => {
    const id = c.req.param('id');
    if ((await staging.waiting(id, actor(c))) === null) return refuse(c, 404, 'id', 'No such import waiting');
    await rm(staging.folderOf(id), { recursive: true, force: true });
    return okEnvelope(c, { removed: true });
  });

  routes.post('/imports/:id/run', mayImport, async (c) => {
    const id = c.req.param('id');
    const manifest = await staging.waiting(id, actor(c));
    if (manifest === null) return refuse(c, 404, 'id', 'No such import waiting: send the catalog file again');
    // Taken by renaming, which only one request can do: the same files never run twice at once.
    const folder = `${staging.folderOf(id)}${RUNNING}`;
    const taken = await rename(staging.folderOf(id), folder).then(
      () => true,
      () => false,
    );
    if (!taken) return refuse(c, 409, 'id', 'This import is running already');
    const dryRun = c.req.query('dryRun') === 'true';
    const admin = adminOf(c);
    const source: ImportSource = {
      name: manifest.name,
      open: () => Promise.resolve(createReadStream(staging.catalogFile(folder, manifest.kind))),
      pictures: sentPictures(staging.pictureFolder(folder)),
    };
    const encoder = new TextEncoder();
    // The page going away (the stream cancelled) does not stop the import: it goes on to its end, as the command's would.
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (event: CatalogImportEvent) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          } catch {
            open = false;
          }
        };
        send({ type: 'started', kind: manifest.kind, dryRun });
        const run = manifest.kind === 'csv' ? importCsv : importProducts;
        void run(admin, source, dryRun, streamedReport(send))
          .catch((error: unknown) => {
            if (!(error instanceof AdminRefusal))
              deps.logger.error('Catalog import stopped', {
                file: manifest.name,
                error: error instanceof Error ? error.message : String(error),
              });
            send({ type: 'failed', text: stoppedBecause(error) });
          })
          .finally(async () => {
            await rm(folder, { recursive: true, force: true });
            if (open) controller.close();
          });
      },
      cancel() {
        open = false;
      },
    });
    return new Response(body, {
      status: 200,
      // no-transform: each event reaches the page as it is told, never held back to be compressed.
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store, no-transform' },
    });
  });

  routes.get(CATALOG_EXPORTS.jsonl.path.slice(CATALOG_FILES_PATH.length), mayExport, (c) => {
    const admin = adminOf(c);
    const encoder = new TextEncoder();
    const lines = productLines(admin);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`${next.value}\n`));
      },
    });
    return new Response(body, { headers: downloadHeaders('jsonl') });
  });

  routes.get(CATALOG_EXPORTS.csv.path.slice(CATALOG_FILES_PATH.length), mayExport, async (c) => {
    const origin = deps.originOf(new URL(c.req.url));
    const products = await everyProductDocument(adminOf(c));
    // A picture is named by its address on this shop: Shopify fetches it from there, and an import here keeps the pictures a product has.
    const rows = catalogCsvRows(
      products,
      (product, position) => `${origin}${product.pictures.find((picture) => picture.position === position)?.src ?? ''}`,
    );
    return new Response(csvText(rows), { headers: downloadHeaders('csv') });
  });

  return routes;
}

function downloadHeaders(kind: CatalogFileKind): Record<string, string> {
  const { file, type } = CATALOG_EXPORTS[kind];
  return { 'content-type': type, 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' };
}
