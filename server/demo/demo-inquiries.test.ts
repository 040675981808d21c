import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { inquiries, inquiryImages } from '../db/schema';
import { seedDatabase } from './seed';
import { demoShopperId } from './shoppers';

/* The demo inquiries: the demo shopper's answered and waiting, guests' in every state, in three languages. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the demo inquiries', () => {
  it('give the demo shopper answered and waiting ones, and guests every state, in three languages', async () => {
    const { db } = database;
    const userId = await db.transaction((tx) => demoShopperId(tx));
    const own = await db.select().from(inquiries).where(eq(inquiries.userId, userId!));
    expect(new Set(own.map((row) => row.status))).toEqual(new Set(['answered', 'new']));
    expect(new Set(own.map((row) => row.kind))).toEqual(new Set(['quote', 'feedback']));
    const guests = await db.select().from(inquiries).where(isNull(inquiries.userId));
    expect(new Set(guests.map((row) => row.status))).toEqual(new Set(['answered', 'new', 'closed']));
    expect(new Set(guests.map((row) => row.contactKind))).toEqual(new Set(['email', 'mobile']));
    expect(new Set([...own, ...guests].map((row) => row.locale))).toEqual(new Set(['en', 'zh-CN', 'zh-HK']));
    for (const row of [...own, ...guests])
      expect(row.status === 'answered', row.inquiryNo).toBe(row.answer !== '' && row.answeredAt !== null);
    expect(await db.select({ position: inquiryImages.position }).from(inquiryImages)).toEqual([{ position: 1 }]);
  });

  it('are seeded once', async () => {
    const before = await database.db.select().from(inquiries);
    expect((await seedDatabase(database.db))['demo-inquiries']).toBe('skipped');
    expect(await database.db.select().from(inquiries)).toHaveLength(before.length);
  });
});
