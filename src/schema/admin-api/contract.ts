import type { z } from 'zod';
import { PAGE_LIMITS } from '../limits';

/*
 * The shape of one merchant (admin) API call. Unlike the shopper API, each call keeps the URL,
 * the status codes and the refusals merchants' scripts were written against: a path with
 * `:name` params, a query for reads, a JSON body for writes, and the envelope's `data` on
 * success. An area's schemas load with its table, so the back office loads them with the pages
 * that call the area (src/admin/api.ts).
 */

/** Who works in the back office: the owner does everything; an editor the pages, theme and catalog; support the orders, returns, moderation and inquiries. */
export const STAFF_ROLES = ['owner', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles of each area, the owner always among them. */
export const OWNER_ONLY = ['owner'] as const satisfies readonly StaffRole[];
export const EDITORS = ['owner', 'editor'] as const satisfies readonly StaffRole[];
export const SUPPORT = ['owner', 'support'] as const satisfies readonly StaffRole[];
export const EVERY_ROLE = STAFF_ROLES;

export type AdminCall = {
  /**
   * Who may make the call: staff signed in with one of these roles (the admin token may make
   * every call); `anyone` only for signing in.
   */
  roles: readonly StaffRole[] | 'anyone';
  /**
   * For a write: the call that reads what it changes, with the write's path params (and any of
   * its own query fields the write's query or body names). The audit log keeps its answer from
   * before the write and after it.
   */
  reads?: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/api/admin`; each `:name` segment is a param, always text. */
  path: string;
  /** The query string's fields; values arrive as text and the schema coerces them. */
  query?: z.ZodType;
  /** The JSON body. */
  request?: z.ZodType;
  /** A call whose body is a file's bytes (a picture), judged by the server from the bytes themselves. */
  upload?: 'bytes';
  /** The envelope's `data` on success (the JSON form of a call that can also answer a file). */
  answer: z.ZodType;
  /** A call that answers a file rather than the envelope: its media type. */
  file?: string;
  /** Bytes of body accepted; over it the call answers 413 naming the limit. */
  maxBodyBytes: number;
  /** The most rows one answer of a list holds. */
  maxPageSize?: number;
};

/** Every call by name (`<area>/<verb>`). */
export type AdminApiTable = Readonly<Record<string, AdminCall>>;

type WithRoles<R extends readonly StaffRole[], T> = { readonly [Name in keyof T]: T[Name] extends { roles: unknown } ? T[Name] : T[Name] & { readonly roles: R } };

/** An area's calls, each allowed to `roles` unless it names its own. */
export function forRoles<const R extends readonly StaffRole[], const T extends Readonly<Record<string, Omit<AdminCall, 'roles'> & { roles?: AdminCall['roles'] }>>>(
  roles: R,
  calls: T,
): WithRoles<R, T> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { roles, ...call }])) as WithRoles<R, T>;
}

/** Every admin call takes a body up to the size of one composed page, the largest thing merchants write. */
export const ADMIN_MAX_BODY_BYTES = PAGE_LIMITS.maxBytes;

/** Where the admin API lives. */
export const ADMIN_API_BASE_PATH = '/api/admin';

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's params by name: `/orders/:orderNo/ship` takes `{ orderNo }`. */
export type AdminCallParams<C extends AdminCall> = { [Name in ParamNames<C['path']>]: string };

/** What a caller sends in the query: the field names are the contract's, the values text as the URL carries them; the server judges them. */
export type AdminCallQuery<C extends AdminCall> = C['query'] extends z.ZodType
  ? { [Field in keyof z.input<C['query']>]?: string | number | undefined }
  : never;
/** What a handler reads from the query once parsed. */
export type AdminCallQueryInput<C extends AdminCall> = C['query'] extends z.ZodType ? z.output<C['query']> : never;
/** What a caller sends as the body. */
export type AdminCallBody<C extends AdminCall> = C['request'] extends z.ZodType ? z.input<C['request']> : never;
/** What a handler receives: the body after parsing. */
export type AdminCallInput<C extends AdminCall> = C['request'] extends z.ZodType ? z.output<C['request']> : never;
/** What a handler answers with. */
export type AdminCallAnswer<C extends AdminCall> = z.input<C['answer']>;
/** What a caller receives once the answer is checked. */
export type AdminCallData<C extends AdminCall> = z.output<C['answer']>;

/** Fills a call's path with its params, each encoded. */
export function adminPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
