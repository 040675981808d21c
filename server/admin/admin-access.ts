import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { ResponseCode } from '../../src/schema/envelope';
import type { AdminCall } from '../../src/schema/admin-api/contract';
import type { AdminCaller } from '../../src/schema/admin-api/staff';
import type { Database } from '../db/database';
import { failEnvelope } from '../http/envelope';
import { foreignSource } from '../http/origin';
import type { CookiePolicy } from '../accounts/sessions';
import { findStaffSession, liveStaffSessions, type StaffSession, type StartedStaffSession } from './staff-accounts';

/*
 * Who is calling the admin API, and whether they may. A script sends the admin token and may make
 * every call; a staff member's browser sends the back office cookie and may make the calls its
 * role is named on. A write with the cookie must come from the shop's own pages, as a shopper's
 * must. A shopper's session is no one here.
 */

/** The back office session cookie: HttpOnly, SameSite=Strict, apart from the shopper's. */
export const STAFF_COOKIE = 'vitrine_staff';

export type Caller = { kind: 'token' } | { kind: 'staff'; session: StaffSession };

const callers = new WeakMap<Context, Caller>();

export function callerOf(c: Context): Caller | null {
  return callers.get(c) ?? null;
}

/** Names the caller of a request (a sign-in names the member it just signed in). */
export function setCaller(c: Context, caller: Caller): void {
  callers.set(c, caller);
}

/** The caller as the contract describes them. */
export function describeCaller(caller: Caller): AdminCaller {
  return caller.kind === 'token' ? { kind: 'token' } : { kind: 'staff', email: caller.session.email, role: caller.session.role };
}

/** What the audit log names as the actor. */
export function actorOf(caller: Caller): { staffId: string | null; actor: string } {
  return caller.kind === 'token' ? { staffId: null, actor: 'admin token' } : { staffId: caller.session.staffId, actor: caller.session.email };
}

/**
 * Who is calling, as a page draft, a revision or an order's note names them; the role check has
 * named a caller before any handler runs.
 */
export function byWhom(c: Context): string {
  const caller = callerOf(c);
  if (caller === null) throw new Error('An admin call reached its handler without a caller');
  return actorOf(caller).actor;
}

/**
 * The mark of the admin API's reads on its own behalf (the audit log's before and after): a
 * symbol in the request's environment, which no request from outside can carry.
 */
export const INTERNAL_CALLER = Symbol('internal admin read');

/** Compares digests so the time taken says nothing about how much of the token matched. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A write with the back office cookie from anywhere but the shop's own pages, named; null when it is one. */
function foreignWrite(c: Context, isOwnOrigin: (origin: string, url: URL) => boolean): string | null {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return null;
  const refusal = foreignSource(c, isOwnOrigin, 'the admin API');
  return refusal === undefined ? 'A write with the back office cookie must come from the back office; a script sends Authorization: Bearer <ADMIN_TOKEN>' : refusal;
}

export function identifyCaller(deps: { db: Database; adminToken: string | null; isOwnOrigin: (origin: string, url: URL) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    const internal = (c.env as Record<symbol, Caller | undefined> | undefined)?.[INTERNAL_CALLER];
    if (internal) {
      setCaller(c, internal);
      return next();
    }
    const header = c.req.header('authorization');
    if (header !== undefined) {
      if (deps.adminToken === null) {
        return failEnvelope(c, 503, ResponseCode.permission, 'The admin token is disabled on this server: set ADMIN_TOKEN to enable it, or sign in at /admin');
      }
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1] || !sameToken(match[1], deps.adminToken)) {
        c.header('WWW-Authenticate', 'Bearer realm="vitrine-admin"');
        return failEnvelope(c, 401, ResponseCode.permission, 'Authorization: Bearer <ADMIN_TOKEN> is required, and this one is wrong');
      }
      setCaller(c, { kind: 'token' });
      return next();
    }
    const token = getCookie(c, STAFF_COOKIE);
    const session = token === undefined ? null : await findStaffSession(deps.db, token);
    if (session) {
      const refusal = foreignWrite(c, deps.isOwnOrigin);
      if (refusal !== null) return failEnvelope(c, 403, ResponseCode.permission, refusal);
      setCaller(c, { kind: 'staff', session });
    }
    return next();
  };
}

/** Refuses a call to a caller its contract entry does not name: 401 to no one, 403 to a member of another role. */
export function allowRoles(name: string, call: AdminCall): MiddlewareHandler {
  return async (c, next) => {
    if (call.roles === 'anyone') return next();
    const caller = callerOf(c);
    if (caller === null) {
      c.header('WWW-Authenticate', 'Bearer realm="vitrine-admin"');
      return failEnvelope(c, 401, ResponseCode.permission, 'Sign in to the back office at /admin, or send Authorization: Bearer <ADMIN_TOKEN>');
    }
    if (caller.kind === 'staff' && !call.roles.includes(caller.session.role)) {
      return failEnvelope(c, 403, ResponseCode.permission, `${name} is for the ${call.roles.join(' or ')} role; ${caller.session.email} is ${caller.session.role}`);
    }
    return next();
  };
}

/**
 * The back office's websocket (server/realtime/message-socket.ts): the session its cookie names at
 * the upgrade, read as the admin API reads it, and later whether that session still lives. The
 * cookie is Path=/, so the upgrade to /ws/message carries it; SameSite=Strict keeps another
 * site's page from opening one with it.
 */
export function staffSocketSessions(db: Database) {
  return {
    async sessionOfCookie(cookieHeader: string | undefined): Promise<string | null> {
      const token = cookieHeader === undefined ? undefined : parseCookies(cookieHeader, STAFF_COOKIE)[STAFF_COOKIE];
      return token === undefined ? null : ((await findStaffSession(db, token))?.sessionId ?? null);
    },
    liveOf: (sessionIds: readonly string[]) => liveStaffSessions(db, sessionIds),
  };
}

export function setStaffCookie(c: Context, session: StartedStaffSession, policy: CookiePolicy): void {
  setCookie(c, STAFF_COOKIE, session.token, { httpOnly: true, sameSite: 'Strict', secure: policy.secure, path: '/', expires: session.expiresAt });
}

export function clearStaffCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, STAFF_COOKIE, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Strict' });
}
