import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import { products, productVariants } from '../db/schema';
import { openTestDatabase } from './test-database';
import { testPostgresServer } from './test-postgres';
import { catalogSeed } from '../demo/seed-catalog';
import { coreSeed, seedDatabase } from '../demo/seed';
import { insertOrder, lockOrder, type LockedOrder } from '../orders/order-records';
import { runTransitions, transitionOrder } from '../orders/order-transitions';
import { setStock, takeStock } from '../commerce/stock';

/*
 * Orders for tests: a seeded shop on PGlite or on the throwaway PostgreSQL server, and orders
 * placed the way the checkout places them (stock taken, the order and its first timeline row
 * written in one transaction), then moved along the transition table.
 */

export type TestShop = { db: Database; close(): Promise<void>; /** The PostgreSQL database's address, for a second process on it. */ databaseUrl?: string };

/** Both drivers when the PostgreSQL server is there, PGlite alone otherwise. */
export const TEST_DRIVERS: readonly ('pglite' | 'postgres')[] = testPostgresServer ? ['pglite', 'postgres'] : ['pglite'];

export async function openTestShop(driver: 'pglite' | 'postgres'): Promise<TestShop & { handle: DatabaseHandle }> {
  const handle = await openTestDatabase({ driver });
  await seedDatabase(handle.db, [coreSeed, catalogSeed]);
  return { handle, db: handle.db, close: () => handle.close(), ...(handle.url ? { databaseUrl: handle.url } : {}) };
}

export type TestVariant = { id: number; sku: string; slug: string };

/** The `index`-th variant of the catalog, its stock set to `stock`. */
export async function variantWithStock(db: Database, stock: number, index = 0): Promise<TestVariant> {
  const [variant] = await db
    .select({ id: productVariants.id, sku: productVariants.sku, slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(productVariants.id))
    .limit(1)
    .offset(index);
  if (!variant) throw new Error('The test shop has no variants');
  await db.transaction((tx) => setStock(tx, variant.sku, stock));
  return variant;
}

export async function stockLeft(db: Database, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

/** Places an order of `quantity` units of the variant for the shopper, then applies `then` in turn. */
export async function placeTestOrder(
  db: Database,
  input: {
    userId: string;
    variant: TestVariant;
    quantity?: number;
    unitPriceCents?: number;
    payBy?: Date;
    then?: readonly ('pay' | 'ship' | 'requestCancel' | 'deliver')[];
    /** As the checkout stores them: method codes, and discounts as `{kind, code, name, amountCents}`. */
    shippingMethod?: string;
    paymentMethod?: string;
    discounts?: readonly Record<string, unknown>[];
  },
): Promise<LockedOrder> {
  const quantity = input.quantity ?? 1;
  const unitPriceCents = input.unitPriceCents ?? 2500;
  const now = new Date();
  const placed = await db.transaction(async (tx) => {
    const id = randomUUID();
    if (!(await takeStock(tx, input.variant.id, quantity, { reason: 'sale', actor: 'shopper', orderId: id }))) throw new Error('Not enough stock for the test order');
    return insertOrder(tx, {
      id,
      userId: input.userId,
      checkoutId: null,
      currency: 'USD',
      lines: [
        {
          variantId: input.variant.id,
          productSlug: input.variant.slug,
          sku: input.variant.sku,
          names: { en: 'Linen shirt', 'zh-CN': '亚麻衬衫', 'zh-HK': '亞麻襯衫' },
          options: [{ name: { en: 'Size', 'zh-CN': '尺码', 'zh-HK': '尺碼' }, value: { en: 'M', 'zh-CN': 'M', 'zh-HK': 'M' } }],
          image: { slug: input.variant.slug, position: 1 },
          unitPriceCents,
          quantity,
          discountCents: 0,
        },
      ],
      subtotalCents: unitPriceCents * quantity,
      discountCents: 0,
      shippingCents: 500,
      totalCents: unitPriceCents * quantity + 500,
      shippingMethod: input.shippingMethod ?? 'standard',
      paymentMethod: input.paymentMethod ?? 'card',
      address: { country: 'US', province: 'CA', city: 'San Francisco', postalCode: '94103', firstName: 'Mei', lastName: 'Chen', addressLine: '600 Harrison St', apartment: '', countryCode: '+1', phone: '4155552671' },
      couponCode: null,
      discounts: input.discounts ?? [],
      remarks: '',
      locale: 'en',
      payBy: input.payBy ?? new Date(now.getTime() + 30 * 60_000),
      now,
    });
  });
  let order = placed;
  for (const action of input.then ?? []) {
    order = await runTransitions(db, undefined, async (tx) => {
      const locked = await lockOrder(tx, order.id);
      const actor = action === 'pay' ? 'payment' : action === 'requestCancel' ? 'shopper' : 'merchant';
      const changed = await transitionOrder(tx, locked!, action, actor, action === 'ship' ? { parcel: { expressName: 'SF Express', expressNumber: 'SF100' } } : {});
      if (!changed.ok) throw new Error(`The test order cannot ${action}`);
      return changed.order;
    });
  }
  return order;
}
