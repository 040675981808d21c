import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database, Transaction } from '../db/database';
import { sessions } from '../db/schema';
import { SESSION_COOKIE, type FindShopper, type Shopper } from '../http/shopper';
import { AUTH_HEADER } from '../../src/schema/web-api/contract';

/*
 * Sessions: a random 256-bit token goes to the browser in an HttpOnly cookie (or to another
 * client, which sends it back as `x-auth`); only its SHA-256 is stored. A session lasts 30
 * days from its last use and ends at once when revoked.
 */

export { AUTH_HEADER, SESSION_COOKIE };
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last-seen time and expiry move at most this often: not a write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type LoginMethod = 'password' | 'code' | 'signup' | 'reset-password';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh secret: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export type StartedSession = { token: string; sessionId: string; expiresAt: Date };

export async function startSession(
  db: Database | Transaction,
  input: { userId: string; ip: string; userAgent: string; loginMethod: LoginMethod },
  now = new Date(),
): Promise<StartedSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 512),
      loginMethod: input.loginMethod,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The live session a token names, its expiry slid forward; null when unknown, expired or revoked. */
export async function findSession(db: Database, token: string, now = new Date()): Promise<Shopper | null> {
  if (token.length === 0 || token.length > 128) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, row.id));
  }
  return { id: row.userId, sessionId: row.id };
}

/** Ends one of the shopper's own sessions; false when it is not theirs or already ended. */
export async function revokeSession(
  db: Database | Transaction,
  input: { userId: string; sessionId: string },
  now = new Date(),
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the shopper but `keepSessionId` (all of them when null); answers how many ended. */
export async function revokeOtherSessions(
  db: Database | Transaction,
  userId: string,
  keepSessionId: string | null,
  now = new Date(),
): Promise<number> {
  const others = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The token a request carries: the `x-auth` header for API clients, else the session cookie. */
export function requestToken(c: Context): string | null {
  const header = c.req.header(AUTH_HEADER)?.trim();
  if (header) return header;
  return getCookie(c, SESSION_COOKIE) ?? null;
}

/** The token in a raw Cookie header (the page data request may carry cookies as a parameter, spec §7). */
export function tokenFromCookieHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export type CookiePolicy = { secure: boolean };

export function setSessionCookie(c: Context, session: StartedSession, policy: CookiePolicy): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
}

/** The shopper API's and the page layer's way to learn who is calling. */
export function sessionShoppers(db: Database): FindShopper {
  return async (c) => {
    const token = requestToken(c);
    return token === null ? null : findSession(db, token);
  };
}
