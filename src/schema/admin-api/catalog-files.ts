import { z } from 'zod';
import { problemSaidSchema } from '../problem-words';
import { EDITORS } from './contract';
import { PICTURE_MAX_BYTES } from './products';

/*
 * The catalog's files in the back office: a whole catalog imported from a file (Shopify's
 * product CSV with the pictures it names, or the shop's JSON lines) and exported to one. These
 * are not calls of the contract's table: an import sends files of up to a hundred megabytes, one
 * request each, and answers its progress as it goes, a line of JSON per event; the table's calls
 * take one JSON body and answer one envelope. The import itself is made of the table's calls
 * (products/batch, categories/put, products/pictures/add…), made as the staff member who runs it.
 */

/** Under the admin API (`/api/admin`). */
export const CATALOG_FILES_PATH = '/catalog-files';

/** Whoever may write the catalog: the roles of `products/batch`, which an import is made of. */
export const CATALOG_FILES_ROLES = EDITORS;

/** The largest catalog file an import takes. */
export const CATALOG_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** The largest picture an import takes: what `products/pictures/add` takes. */
export const CATALOG_PICTURE_MAX_BYTES = PICTURE_MAX_BYTES;

export const CATALOG_FILE_KINDS = ['csv', 'jsonl'] as const;
export type CatalogFileKind = (typeof CATALOG_FILE_KINDS)[number];

/** The kind of a catalog file by its name: Shopify's CSV, or the shop's JSON lines; null for anything else. */
export function catalogFileKindOf(name: string): CatalogFileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  return null;
}

/** A picture's name as the import keeps it: its file name without any folder, as a CSV's Image Src ends. */
export const pictureNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\]+$/, 'A picture is named by its file name alone')
  .refine((name) => name !== '.' && name !== '..', 'A picture is named by its file name alone');

/** `POST /catalog-files/imports?name=<file name>` with the file's bytes: the import it starts, ready for its pictures. */
export const stagedImportSchema = z.object({ id: z.string(), kind: z.enum(CATALOG_FILE_KINDS), name: z.string(), bytes: z.int() });
export type StagedImport = z.infer<typeof stagedImportSchema>;

/** `PUT /catalog-files/imports/<id>/pictures/<name>` with the picture's bytes. */
export const stagedPictureSchema = z.object({ name: z.string(), bytes: z.int() });

/** A problem of the file where the merchant finds it: a CSV's row and column, a JSON lines file's line and field. */
export const importProblemSchema = z.object({
  row: z.int(),
  column: z.string(),
  /** In English, as the shop says it. */
  message: z.string(),
  /** The problem apart from the language, when the shop names it by key (src/schema/problem-words.ts); a key a screen does not know leaves the English. */
  said: problemSaidSchema.optional().catch(undefined),
});
export type CatalogImportProblem = z.infer<typeof importProblemSchema>;

/** What an import did, or (a check) would do. */
export const importOutcomeSchema = z.object({
  products: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  categories: z.int(),
  tags: z.int(),
  pictures: z.int(),
  /** Collections made or given products (a CSV's Collection column); a JSON lines file names none. */
  collections: z.int(),
});
export type CatalogImportOutcome = z.infer<typeof importOutcomeSchema>;

/**
 * `POST /catalog-files/imports/<id>/run` (`?dryRun=true` to check only) answers these, one JSON
 * object a line, as the import goes. The last is `finished`, `refused` or `failed`; the files
 * sent are removed once it is told.
 */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), kind: z.enum(CATALOG_FILE_KINDS), dryRun: z.boolean() }),
  /** The check reads the file without knowing its length (`total` null); the write knows it. */
  z.object({
    type: z.literal('progress'),
    phase: z.enum(['checking', 'writing']),
    done: z.int(),
    total: z.int().nullable(),
    perSecond: z.number().nullable(),
    secondsLeft: z.number().nullable(),
  }),
  /** A line said on the way, such as the columns the shop does not keep. */
  z.object({ type: z.literal('note'), text: z.string() }),
  /** Stopped by the problems named: `text` says what was written (nothing, unless the shop changed while a long import ran). */
  z.object({ type: z.literal('refused'), problems: z.array(importProblemSchema), text: z.string() }),
  z.object({ type: z.literal('finished'), dryRun: z.boolean(), text: z.string(), outcome: importOutcomeSchema }),
  /** Stopped by something other than the file: the shop refused a call, or could not go on. */
  z.object({ type: z.literal('failed'), text: z.string() }),
]);
export type CatalogImportEvent = z.infer<typeof importEventSchema>;

/** The whole catalog to download: the shop's JSON lines (every field and language) or Shopify's CSV. */
export const CATALOG_EXPORTS = {
  jsonl: { path: `${CATALOG_FILES_PATH}/export.jsonl`, file: 'catalog.jsonl', type: 'application/x-ndjson; charset=utf-8' },
  csv: { path: `${CATALOG_FILES_PATH}/export.csv`, file: 'catalog.csv', type: 'text/csv; charset=utf-8' },
} as const;
