import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { orderEvents, orderLines, orders, shipments } from '../db/schema';
import { demoShopperId } from './shoppers';

/* The demo shopper's orders: one in every state of spec §4, in three languages, with real timelines. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the demo shopper’s orders', () => {
  it('cover every state of spec §4, in every language the shop speaks', async () => {
    const { db } = database;
    const userId = await db.transaction((tx) => demoShopperId(tx));
    const rows = await db.select().from(orders).where(eq(orders.userId, userId!)).orderBy(asc(orders.placedAt));
    const states = rows.map((row) => `${row.status}/${row.payStatus}/${row.shippedAt ? 'shipped' : 'not shipped'}`);
    expect(new Set(states)).toEqual(
      new Set([
        'completed/paid/shipped',
        'cancelled/unpaid/not shipped',
        'pending-cancellation/paid/not shipped',
        'in-progress/paid/shipped',
        'in-progress/paid/not shipped',
        'in-progress/unpaid/not shipped',
      ]),
    );
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(['en', 'zh-CN', 'zh-HK']));
    expect(new Set(rows.map((row) => row.shippingMethod))).toEqual(new Set(['standard', 'express']));
    expect(new Set(rows.map((row) => row.paymentMethod))).toEqual(new Set(['card', 'bank-transfer']));

    const delivered = rows.filter((row) => row.deliveredAt !== null).map((row) => (Date.now() - row.deliveredAt!.getTime()) / 86_400_000);
    expect(delivered.some((days) => days < 30)).toBe(true);
    expect(delivered.some((days) => days > 30)).toBe(true);
    const unpaid = rows.find((row) => row.status === 'in-progress' && row.payStatus === 'unpaid')!;
    expect(unpaid.payBy.getTime()).toBeGreaterThan(Date.now());

    const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((row) => row.id)));
    for (const line of lines) expect(Object.keys(line.names as object).sort()).toEqual(['en', 'zh-CN', 'zh-HK']);
    for (const row of rows) expect(row.totalCents).toBe(row.subtotalCents - row.discountCents + row.shippingCents);

    const shipped = rows.filter((row) => row.shippedAt !== null);
    const parcels = await db.select().from(shipments).where(inArray(shipments.orderId, shipped.map((row) => row.id)));
    expect(new Set(parcels.map((parcel) => parcel.orderId)).size).toBe(shipped.length);

    const pending = rows.find((row) => row.status === 'pending-cancellation')!;
    const timeline = await db.select({ kind: orderEvents.kind, actor: orderEvents.actor }).from(orderEvents).where(eq(orderEvents.orderId, pending.id)).orderBy(asc(orderEvents.id));
    expect(timeline).toEqual([
      { kind: 'placed', actor: 'shopper' },
      { kind: 'pay', actor: 'payment' },
      { kind: 'requestCancel', actor: 'shopper' },
    ]);
  });
});
