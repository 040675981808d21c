import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database';

/*
 * Rules every cart answer reads and a merchant rarely changes (the commerce settings, the
 * promotions), kept per database for a few seconds. A write in this process forgets them at
 * once; one in another server process does through the change bus ('site-changed', see
 * server/services.ts), and at worst after `MAX_AGE_MS`. A read inside a transaction always
 * goes to the database, so what an order is placed by is what the database holds.
 */

const MAX_AGE_MS = 5_000;
/** Raised to forget every cached rule at once, in every database this process holds. */
let generation = 0;

export type CachedRules<T> = (db: Database | Transaction) => Promise<T>;

export function cachedRules<T>(read: (db: Database | Transaction) => Promise<T>): CachedRules<T> {
  const held = new WeakMap<object, { generation: number; at: number; value: Promise<T> }>();
  return (db) => {
    if (db instanceof PgTransaction) return read(db);
    const now = Date.now();
    const entry = held.get(db);
    if (entry && entry.generation === generation && now - entry.at <= MAX_AGE_MS) return entry.value;
    // A query builder is a thenable that runs again at every await: keep its one answer instead.
    const value = Promise.resolve(read(db));
    held.set(db, { generation, at: now, value });
    // A failed read is not kept: the next one tries again.
    value.catch(() => held.delete(db));
    return value;
  };
}

/** Which round of forgetting this is: a cache outside this file keeps it beside what it holds, and drops what an older round kept. */
export function rulesGeneration(): number {
  return generation;
}

/** Forgets every cached rule: after a write here, or news of one from another process. */
export function forgetCachedRules(): void {
  generation += 1;
}
