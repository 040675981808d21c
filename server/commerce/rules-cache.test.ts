import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { cachedRules, forgetCachedRules } from './rules-cache';

/** A stand-in database whose reads are query builders: thenables that run again at every await, as drizzle's do. */
function countingDatabase() {
  let runs = 0;
  const db = {} as Database;
  const read = () => ({ then: (resolve: (value: number) => void) => resolve(++runs) });
  return { db, read, runs: () => runs };
}

describe('rules kept per database', () => {
  it('reads once while fresh, however often it is asked, and reads again once forgotten', async () => {
    const { db, read, runs } = countingDatabase();
    const rules = cachedRules(read as never);
    expect(await rules(db)).toBe(1);
    expect(await rules(db)).toBe(1);
    expect(runs()).toBe(1);
    forgetCachedRules();
    expect(await rules(db)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('keeps each database’s rules apart', async () => {
    const first = countingDatabase();
    const second = countingDatabase();
    const rules = cachedRules(((db: Database) => (db === first.db ? first.read() : second.read())) as never);
    await rules(first.db);
    await rules(second.db);
    await rules(first.db);
    expect([first.runs(), second.runs()]).toEqual([1, 1]);
  });
});
