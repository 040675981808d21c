import type { z } from 'zod';

/*
 * The shape of one shopper API call. This module and the table built from it hold no zod at
 * run time: each call's schemas load when first needed, so the browser's first page can name
 * a call (the block-error beacon does) without downloading the schemas of all of them.
 */

export const KiB = 1024;
export const MiB = 1024 * KiB;

export type WebCallSchemas = {
  /** The body: a JSON object, or the fields and files of a multipart form. */
  request: z.ZodType;
  /** The envelope's `data` on success. */
  response: z.ZodType;
};

export type WebCall = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `multipart` for uploads: text fields arrive as strings, files as `File`. */
  body: 'json' | 'multipart';
  /** `shopper`: answered with code 50 (HTTP 401) unless a signed-in shopper makes the call. */
  auth: 'shopper' | 'none';
  /** Bytes of body accepted; over it the call answers 413 naming the limit. */
  maxBodyBytes: number;
  /** Also takes its JSON as text/plain, which `navigator.sendBeacon` sends for a string; still from the shop's own pages only. */
  textBody?: true;
  /** Body fields that may also come as a header; a field in the body wins over its header. */
  headerFields?: Readonly<Record<string, string>>;
  /** Loads the schemas; the result is kept by the module loader, so calling it again is cheap. */
  schemas: () => Promise<WebCallSchemas>;
};

/** Every call by name; the name is its path under `/api/web`. */
export type WebApiTable = Readonly<Record<string, WebCall>>;

type SchemasOf<C extends WebCall> = Awaited<ReturnType<C['schemas']>>;

/** What a caller sends. */
export type WebCallBody<C extends WebCall> = z.input<SchemasOf<C>['request']>;
/** What a handler receives: the body after parsing (defaults filled in, text trimmed). */
export type WebCallInput<C extends WebCall> = z.output<SchemasOf<C>['request']>;
/** What a handler answers with. */
export type WebCallAnswer<C extends WebCall> = z.input<SchemasOf<C>['response']>;
/** What a caller receives once the answer is checked. */
export type WebCallData<C extends WebCall> = z.output<SchemasOf<C>['response']>;

/** Spec §7: non-browser clients send their session token in this header. */
export const AUTH_HEADER = 'x-auth';

/** Where the shopper API lives (spec §7). */
export const WEB_API_BASE_PATH = '/api/web';
