import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { orderEvents, orders, productVariants } from '../db/schema';
import { testPostgresServer } from '../testing/test-postgres';
import { coreSeed } from '../demo/seed';
import { catalogSeed } from '../demo/seed-catalog';
import { demoShopperId, demoShopperSeed } from '../demo/shoppers';
import { runSeedSteps } from '../db/seed';
import { insertOrder, lockOrder, nextNumber, type NewOrder } from './order-records';
import { runTransitions, transitionOrder } from './order-transitions';
import { takeStock } from '../commerce/stock';

/*
 * The writes every order change goes through, tried the way concurrent shoppers and merchants
 * would: numbers taken at once stay unique and gapless, a change the table refuses leaves the
 * order as it was, two changes at once are judged one after the other, and the last units of
 * a variant go to exactly as many buyers as there are units.
 */

const DRIVERS = [
  { name: 'PGlite', postgres: false, available: true },
  { name: 'PostgreSQL', postgres: true, available: Boolean(testPostgresServer) },
];

for (const driver of DRIVERS) {
  describe.skipIf(!driver.available)(`order records on ${driver.name}`, { timeout: 60_000 }, () => {
    let database: DatabaseHandle;
    let userId: string;
    let variant: { id: number; priceCents: number };

    beforeAll(async () => {
      database = await openTestDatabase({ driver: driver.postgres ? 'postgres' : 'pglite' });
      await runSeedSteps(database.db, [coreSeed, catalogSeed, demoShopperSeed]);
      userId = (await database.db.transaction((tx) => demoShopperId(tx)))!;
      const [row] = await database.db.select({ id: productVariants.id, priceCents: productVariants.priceCents }).from(productVariants).orderBy(asc(productVariants.id)).limit(1);
      variant = row!;
    });

    afterAll(async () => {
      await database?.close();
    });

    const order = (now = new Date()): NewOrder => ({
      userId,
      checkoutId: null,
      currency: 'USD',
      lines: [
        {
          variantId: variant.id,
          productSlug: 'a-product',
          sku: 'A-1',
          names: { en: 'A product', 'zh-CN': '产品', 'zh-HK': '產品' },
          options: [],
          image: null,
          unitPriceCents: variant.priceCents,
          quantity: 1,
          discountCents: 0,
        },
      ],
      subtotalCents: variant.priceCents,
      discountCents: 0,
      shippingCents: 500,
      totalCents: variant.priceCents + 500,
      shippingMethod: 'standard',
      paymentMethod: 'card',
      address: {},
      couponCode: null,
      discounts: [],
      remarks: '',
      locale: 'en',
      payBy: new Date(now.getTime() + 30 * 60_000),
      now,
    });

    it('numbers orders taken at once without a repeat or a gap', async () => {
      const day = new Date('2031-02-03T10:00:00Z');
      const numbers = await Promise.all(Array.from({ length: 12 }, () => database.db.transaction((tx) => nextNumber(tx, 'order', day))));
      expect(new Set(numbers).size).toBe(12);
      expect([...numbers].sort()).toEqual(Array.from({ length: 12 }, (_, index) => `V20310203-${String(index + 1).padStart(6, '0')}`));
      expect(await database.db.transaction((tx) => nextNumber(tx, 'return', day))).toBe('R20310203-000001');
    });

    it('writes a placed order with its lines and the first row of its timeline', async () => {
      const placed = await database.db.transaction((tx) => insertOrder(tx, order()));
      expect(placed).toMatchObject({ status: 'in-progress', payStatus: 'unpaid' });
      const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
      expect(events.map((event) => [event.kind, event.actor])).toEqual([['placed', 'shopper']]);
    });

    it('leaves an order as it was when the table refuses the change', async () => {
      const placed = await database.db.transaction((tx) => insertOrder(tx, order()));
      const outcome = await runTransitions(database.db, undefined, async (tx) => transitionOrder(tx, (await lockOrder(tx, placed.id))!, 'deliver', 'merchant'));
      expect(outcome).toEqual({ ok: false, reason: 'not-allowed', state: { status: 'in-progress', payStatus: 'unpaid', shipped: false } });
      const [after] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(after).toMatchObject({ status: 'in-progress', deliveredAt: null, updatedAt: placed.updatedAt });
      expect(await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id))).toHaveLength(1);
    });

    it('judges a payment and a cancellation arriving together one after the other: exactly one wins', async () => {
      for (let round = 0; round < 5; round += 1) {
        const placed = await database.db.transaction((tx) => insertOrder(tx, order()));
        const [paid, cancelled] = await Promise.all([
          runTransitions(database.db, undefined, async (tx) => transitionOrder(tx, (await lockOrder(tx, placed.id))!, 'pay', 'payment')),
          runTransitions(database.db, undefined, async (tx) => transitionOrder(tx, (await lockOrder(tx, placed.id))!, 'cancel', 'shopper')),
        ]);
        expect([paid.ok, cancelled.ok].filter(Boolean)).toHaveLength(1);
        const [after] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
        expect(after!.status === 'cancelled').toBe(cancelled.ok);
        expect(after!.payStatus === 'paid').toBe(paid.ok);
      }
    });

    it('finds another shopper’s order as no order at all', async () => {
      const placed = await database.db.transaction((tx) => insertOrder(tx, order()));
      const seen = await database.db.transaction((tx) => lockOrder(tx, placed.id, '00000000-0000-4000-8000-000000000000'));
      expect(seen).toBeNull();
    });

    it('gives the last three units to exactly three of fifty buyers, never below zero', async () => {
      await database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant.id));
      const taken = await Promise.all(Array.from({ length: 50 }, () => database.db.transaction((tx) => takeStock(tx, variant.id, 1, { reason: 'sale', actor: 'shopper' }))));
      expect(taken.filter(Boolean)).toHaveLength(3);
      const [row] = await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant.id));
      expect(row!.stock).toBe(0);
      await expect(database.db.execute(sql`update product_variants set stock = -1 where id = ${variant.id}`)).rejects.toThrow();
    });
  });
}
