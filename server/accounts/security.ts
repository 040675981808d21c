import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountLog, SignInHistory, UserSecurityData } from '../../src/schema/security-pages';
import type { Database } from '../db/database';
import { accountLog, sessions, signInEvents, users } from '../db/schema';
import type { Shopper } from '../http/shopper';
import { deviceOf } from './user-agent';

/*
 * What `user/security`, its activity page and `user/log` show. Every query names the
 * shopper: another shopper's rows are never read.
 */

/** Rows per page of the sign-in history and the change log. */
export const HISTORY_PAGE_SIZE = 20;

export async function securityOverview(db: Database, shopper: Shopper, links: UserSecurityData['links'], now = new Date()): Promise<UserSecurityData | null> {
  const [user] = await db.select({ loginEmailVerification: users.loginEmailVerification }).from(users).where(eq(users.id, shopper.id)).limit(1);
  if (!user) return null;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, shopper.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(200);
  const views = rows.map((row) => ({
    id: row.id,
    current: row.id === shopper.sessionId,
    ip: row.ip.slice(0, 64),
    device: deviceOf(row.userAgent),
    loginMethod: row.loginMethod.slice(0, 40),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
  // The session in use first: it is the one the shopper looks for.
  views.sort((a, b) => Number(b.current) - Number(a.current));
  return { loginEmailVerification: user.loginEmailVerification, sessions: views, links };
}

/** Page numbers past the end show an empty last page's worth of nothing, with the real total. */
function offsetOf(page: number): number {
  return (page - 1) * HISTORY_PAGE_SIZE;
}

export async function signInHistory(db: Database, userId: string, page: number): Promise<SignInHistory> {
  const mine = eq(signInEvents.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(signInEvents).where(mine).orderBy(desc(signInEvents.at), desc(signInEvents.id)).limit(HISTORY_PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(signInEvents).where(mine),
  ]);
  return {
    events: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      ip: row.ip.slice(0, 64),
      device: deviceOf(row.userAgent),
      loginMethod: row.loginMethod.slice(0, 40),
      success: row.success,
      reason: row.reason.slice(0, 40),
    })),
    pagination: { page, pageSize: HISTORY_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

export async function accountChanges(db: Database, userId: string, page: number): Promise<AccountLog> {
  const mine = eq(accountLog.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(accountLog).where(mine).orderBy(desc(accountLog.at), desc(accountLog.id)).limit(HISTORY_PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(accountLog).where(mine),
  ]);
  return {
    entries: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), kind: row.kind.slice(0, 40), ip: row.ip.slice(0, 64) })),
    pagination: { page, pageSize: HISTORY_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

/** `?page=` of a listing: a whole number from 1 up, else the first page. */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
