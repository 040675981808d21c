import type { Database, Transaction } from '../db/database';
import { accountLog } from '../db/schema';

/** What `user/log` lists: every change a shopper (or someone with their session) made to the account, and the staff's sign-out of it. */
export type AccountChange =
  | 'name'
  | 'info'
  | 'email'
  | 'mobile'
  | 'password'
  | 'avatar'
  | 'address-added'
  | 'address-changed'
  | 'address-deleted'
  | 'session-ended'
  | 'sessions-ended'
  /** The shop's staff signed the shopper out everywhere (the back office's Customers page). */
  | 'sessions-ended-by-shop'
  | 'login-email-verification';

/** Writes one entry of the account's change log, in the caller's transaction when it has one. */
export async function logAccountChange(
  db: Database | Transaction,
  entry: { userId: string; kind: AccountChange; detail?: Record<string, unknown>; ip?: string },
): Promise<void> {
  await db.insert(accountLog).values({ userId: entry.userId, kind: entry.kind, detail: entry.detail ?? {}, ip: entry.ip ?? '' });
}
