import { and, asc, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/database';
import { throttleHits } from '../db/schema';

/*
 * Counted attempts in the database, so every server process sees the same counts: failed
 * sign-ins and code sends, each under a key (`signin-ip:…`, `send-address:…`).
 */

export type ThrottleRule = { key: string; limit: number; windowMs: number };

/** Seconds until `rule` lets one more attempt through, or 0 when it does now. */
export async function retryAfter(db: Database, rule: ThrottleRule, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(throttleHits.at) })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.at, since)));
  if (!row || row.hits < rule.limit) return 0;
  // The window frees a slot when its oldest counted hit ages out; with several over the limit, the one that brings it under.
  const [freeing] = await db
    .select({ at: throttleHits.at })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.at, since)))
    .orderBy(asc(throttleHits.at))
    .offset(row.hits - rule.limit)
    .limit(1);
  const freesAt = (freeing?.at ?? now).getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/** How many attempts were counted under `key` in the last `windowMs`. */
export async function countHits(db: Database, key: string, windowMs: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ hits: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.at, new Date(now.getTime() - windowMs))));
  return row?.hits ?? 0;
}

/** The longest wait of several rules: 0 when all let the attempt through. */
export async function longestWait(db: Database, rules: readonly ThrottleRule[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await retryAfter(db, rule, now));
  return wait;
}

/** No rule looks further back than this: older attempts are forgotten. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Counts one attempt under each key (once per key, however many rules share it). */
export async function recordHits(db: Database, rules: readonly ThrottleRule[], now = new Date()): Promise<void> {
  const keys = [...new Set(rules.map((rule) => rule.key))];
  if (keys.length === 0) return;
  await db.insert(throttleHits).values(keys.map((key) => ({ key, at: now })));
  for (const key of keys) {
    await db.delete(throttleHits).where(and(eq(throttleHits.key, key), lt(throttleHits.at, new Date(now.getTime() - KEEP_MS))));
  }
}

/** Forgets the attempts under a key (a successful sign-in clears its account's failures from that address). */
export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.key, key));
}
