import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { staff, staffSessions } from '../db/schema';
import { hashPassword } from '../accounts/passwords';
import { hashToken, newToken } from '../accounts/sessions';
import type { StaffRole } from '../../src/schema/admin-api/contract';
import type { StaffMember } from '../../src/schema/admin-api/staff';

/*
 * Staff members and their back office sessions. A session is a random 256-bit token in an
 * HttpOnly cookie, stored as its SHA-256; it lasts 12 hours from its last use and ends at once
 * on sign-out, on a new password, or when the member is disabled.
 */

export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffRow = typeof staff.$inferSelect;
/** A signed-in member as a request knows them. */
export type StaffSession = { staffId: string; sessionId: string; email: string; role: StaffRole };

export function memberOf(row: StaffRow): StaffMember {
  return {
    email: row.email,
    role: row.role as StaffRole,
    createdAt: row.createdAt.toISOString(),
    passwordChangedAt: row.passwordChangedAt.toISOString(),
    disabled: row.disabledAt !== null,
  };
}

export async function findStaff(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
}

/** The new member, or null when the email is already on the staff. */
export async function addStaff(db: Database, input: { email: string; role: StaffRole; password: string }): Promise<StaffRow | null> {
  const [row] = await db
    .insert(staff)
    .values({ email: input.email.trim().toLowerCase(), role: input.role, passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export type StaffChange = { role?: StaffRole | undefined; password?: string | undefined; disabled?: boolean | undefined };
export type StaffChangeResult = { ok: true; row: StaffRow } | { ok: false; reason: 'unknown' | 'last-owner' };

/**
 * Changes a member in one transaction. Every enabled owner's row is locked first, in one order,
 * then the member's: two owners demoting each other at once wait in line rather than deadlock,
 * and the second finds itself the last owner. A new password or disabling ends every session of theirs.
 */
export async function changeStaff(db: Database, email: string, change: StaffChange, now = new Date()): Promise<StaffChangeResult> {
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
      .orderBy(asc(staff.id))
      .for('update');
    const [row] = await tx.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).for('update').limit(1);
    if (!row) return { ok: false, reason: 'unknown' } as const;
    const losesOwner = row.role === 'owner' && row.disabledAt === null && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner && owners.every((owner) => owner.id === row.id)) return { ok: false, reason: 'last-owner' } as const;
    const [changed] = await tx
      .update(staff)
      .set({
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(passwordHash === undefined ? {} : { passwordHash, passwordChangedAt: now }),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? (row.disabledAt ?? now) : null }),
      })
      .where(eq(staff.id, row.id))
      .returning();
    if (passwordHash !== undefined || change.disabled === true) await endStaffSessions(tx, row.id, null, now);
    return { ok: true, row: changed! } as const;
  });
}

export type StartedStaffSession = { token: string; sessionId: string; expiresAt: Date };

export async function startStaffSession(db: Database, input: { staffId: string; ip: string; userAgent: string }, now = new Date()): Promise<StartedStaffSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS);
  const [row] = await db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), staffId: input.staffId, ip: input.ip, userAgent: input.userAgent.slice(0, 512), createdAt: now, lastSeenAt: now, expiresAt })
    .returning({ id: staffSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The live session a token names, of an enabled member, its expiry slid forward; null otherwise. */
export async function findStaffSession(db: Database, token: string, now = new Date()): Promise<StaffSession | null> {
  if (token.length === 0 || token.length > 128) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, staffId: staff.id, email: staff.email, role: staff.role, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS) })
      .where(eq(staffSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, staffId: row.staffId, email: row.email, role: row.role as StaffRole };
}

/** Of these sessions, the ones still live (as `findStaffSession` counts them), without sliding their expiry. */
export async function liveStaffSessions(db: Database, sessionIds: readonly string[], now = new Date()): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        inArray(staffSessions.id, [...sessionIds]),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Ends every live session of a member but `keepSessionId` (all when null); answers how many ended. */
export async function endStaffSessions(db: Database | Transaction, staffId: string, keepSessionId: string | null, now = new Date()): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), keepSessionId === null ? undefined : ne(staffSessions.id, keepSessionId)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

export async function endStaffSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Sets a member's password (their own change), ending their other sessions, in one transaction. */
export async function setOwnPassword(db: Database, session: StaffSession, password: string, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, passwordChangedAt: now }).where(eq(staff.id, session.staffId));
    return endStaffSessions(tx, session.staffId, session.sessionId, now);
  });
}

/** The password hash of a member, for checking their current password. */
export async function passwordHashOf(db: Database, staffId: string): Promise<string | null> {
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, staffId)).limit(1);
  return row?.hash ?? null;
}
