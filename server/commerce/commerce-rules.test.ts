import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../db/database';
import { createSiteMemo } from '../pages/site-memo';
import { commerceRulesOf } from './commerce-rules';

/** A stand-in database whose reads are query builders: thenables that run again at every await, as drizzle's do. */
function countingDatabase() {
  let runs = 0;
  const read = () => ({ then: (resolve: (value: number) => void) => resolve(++runs) });
  const db = { select: () => ({ from: read }) } as unknown as Database;
  return { db, runs: () => runs };
}

describe('commerce rules kept per site version', () => {
  it('reads once while fresh, however often it is asked, and reads again once forgotten', async () => {
    const { db, runs } = countingDatabase();
    const rules = commerceRulesOf(createSiteMemo({ maxAgeMs: 60_000 }));
    expect(await rules.promotions(db)).toBe(1);
    expect(await rules.promotions(db)).toBe(1);
    expect(runs()).toBe(1);
    rules.forget();
    expect(await rules.promotions(db)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('reads again when the site changes, as another process’s write clears the memo', async () => {
    const { db, runs } = countingDatabase();
    const site = createSiteMemo({ maxAgeMs: 60_000 });
    const rules = commerceRulesOf(site);
    await rules.promotions(db);
    site.clear();
    await rules.promotions(db);
    expect(runs()).toBe(2);
  });

  it('keeps each database’s rules apart', async () => {
    const first = countingDatabase();
    const second = countingDatabase();
    const firstRules = commerceRulesOf(createSiteMemo({ maxAgeMs: 60_000 }));
    const secondRules = commerceRulesOf(createSiteMemo({ maxAgeMs: 60_000 }));
    await firstRules.promotions(first.db);
    await secondRules.promotions(second.db);
    await firstRules.promotions(first.db);
    expect([first.runs(), second.runs()]).toEqual([1, 1]);
  });

  it('reads again once the memo’s age runs out, with no news of a write', async () => {
    const { db, runs } = countingDatabase();
    let clock = 0;
    const rules = commerceRulesOf(createSiteMemo({ maxAgeMs: 5_000, now: () => clock }));
    await rules.promotions(db);
    clock = 5_000;
    await rules.promotions(db);
    expect(runs()).toBe(1);
    clock = 5_001;
    await rules.promotions(db);
    expect(runs()).toBe(2);
  });

  it('goes to the database for a read inside a transaction, and keeps nothing of it', async () => {
    const { db } = countingDatabase();
    const tx = Object.assign(Object.create(PgTransaction.prototype) as Transaction, { select: db.select });
    const rules = commerceRulesOf(createSiteMemo({ maxAgeMs: 60_000 }));
    expect(await rules.promotions(tx)).toBe(1);
    expect(await rules.promotions(tx)).toBe(2);
    expect(await rules.promotions(db)).toBe(3);
    expect(await rules.promotions(db)).toBe(3);
  });
});
