import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { adminPath, type AdminApiTable, type AdminCall } from '../../src/schema/admin-api/contract';
import type { AuditEntry } from '../../src/schema/admin-api/staff';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { announceWorkChanged } from '../events/work-news';
import { auditLog } from '../db/schema';
import { parseJsonBody } from '../http/json-body';
import type { Logger } from '../logger';
import { actorOf, callerOf, INTERNAL_CALLER, type Caller } from './admin-access';

/*
 * The audit log: every write through the admin API that changed something, by a staff member or
 * with the admin token. When the call's contract entry names the call that reads what it
 * changes (`reads`), the entry keeps that call's answer from before the write and after it;
 * otherwise what the write answered. A dry run, a refused write and a write that changed
 * nothing leave no entry.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The write's body as JSON, read only when a name the reading call needs is not in the path. */
async function bodyFields(c: Context): Promise<Record<string, unknown>> {
  const parsed = parseJsonBody(await c.req.text());
  return parsed.ok && isRecord(parsed.value) ? parsed.value : {};
}

/** A path as a person reads it (`/staff/ada@shop.example`), or as it came when it does not decode. */
function readable(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * Where the reading call `read` answers for the write in `c`: its path filled from the write's
 * params (or, failing those, its query and body fields), and the query fields it takes; null
 * when the write names nothing to read.
 */
function readAddressOf(read: AdminCall): (c: Context) => Promise<string | null> {
  const paramNames = [...read.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const queryNames = read.query && 'shape' in read.query ? Object.keys(read.query.shape as object) : [];
  return async (c) => {
    let body: Record<string, unknown> | null = null;
    const named = async (name: string) => textOf(c.req.param(name)) ?? textOf(c.req.query(name)) ?? textOf((body ??= await bodyFields(c))[name]);
    const params: Record<string, string> = {};
    for (const name of paramNames) {
      const value = await named(name);
      if (value === undefined) return null;
      params[name] = value;
    }
    const search = new URLSearchParams();
    for (const name of queryNames) {
      const value = await named(name);
      if (value !== undefined) search.set(name, value);
    }
    return `${adminPath(read.path, params)}${search.size > 0 ? `?${search.toString()}` : ''}`;
  };
}

/** What the admin API answers at `address` to `caller`, asked from within; null when it finds nothing. */
async function readAs(api: Hono, caller: Caller, address: string): Promise<unknown> {
  const env: Record<symbol, Caller> = { [INTERNAL_CALLER]: caller };
  const response = await api.fetch(new Request(`http://admin.internal${address}`), env);
  if (response.status !== 200) return null;
  return ((await response.json()) as { data?: unknown }).data ?? null;
}

/**
 * The audit middleware of one call of `table` (none for reads). It runs after the role check and
 * the body limit, so a refused caller costs no read and a huge body is never read here. Every
 * write it keeps may have changed the work waiting for the staff (an order shipped, a review
 * moderated, an inquiry answered, a product taken off sale), so their open back office hears of it.
 */
export function auditWrites(
  deps: { db: Database; logger: Logger; api: Hono; changes?: ChangeBus | undefined },
  table: AdminApiTable,
  name: string,
  call: AdminCall,
): MiddlewareHandler | null {
  if (call.method === 'GET') return null;
  let addressOf: ((c: Context) => Promise<string | null>) | null = null;
  if (call.reads !== undefined) {
    const read = table[call.reads];
    if (!read || read.method !== 'GET') throw new Error(`${name} reads ${call.reads}, which is not a GET call of the admin API`);
    addressOf = readAddressOf(read);
  }
  return async (c, next) => {
    const dryRun = c.req.query('dryRun') === 'true';
    if (dryRun) return next();
    // Worked out once: the same address is read before the write and after it.
    const address = addressOf ? await addressOf(c) : null;
    const readNow = async () => {
      const caller = callerOf(c);
      return address !== null && caller !== null ? readAs(deps.api, caller, address) : null;
    };
    const before = await readNow();
    await next();
    const caller = callerOf(c);
    if (c.res.status >= 300 || caller === null) return;
    const after = addressOf ? await readNow() : await answeredData(c.res);
    if (addressOf && isDeepStrictEqual(before, after)) return;
    announceWorkChanged(deps.changes);
    const url = new URL(c.req.url);
    const target = `${readable(url.pathname.replace(/^\/api\/admin/, ''))}${readable(url.search)}`.slice(0, 2000);
    try {
      await deps.db.insert(auditLog).values({ ...actorOf(caller), call: name, target, status: c.res.status, before, after });
    } catch (error) {
      // The write itself stands: its answer goes out, and the missing entry is logged loudly.
      deps.logger.error('Audit entry not written', { call: name, target, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/** The envelope's `data` a write answered; null for an answer that is not one. */
async function answeredData(response: Response): Promise<unknown> {
  try {
    return ((await response.clone().json()) as { data?: unknown }).data ?? null;
  } catch {
    return null;
  }
}

export type AuditQuery = { staff?: string | undefined; call?: string | undefined; before?: number | undefined; limit: number };

/** Newest first, keyset by id; `next` is the id to ask `before` for the page after. */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const actor = query.staff === undefined ? undefined : eq(auditLog.actor, query.staff);
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(actor, query.call === undefined ? undefined : eq(auditLog.call, query.call), query.before === undefined ? undefined : lt(auditLog.id, query.before)))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({ id: row.id, at: row.at.toISOString(), actor: row.actor, call: row.call, target: row.target, status: row.status, before: row.before ?? null, after: row.after ?? null })),
    next: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
