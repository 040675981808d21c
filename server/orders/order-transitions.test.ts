import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, type Actor, type OrderActionName } from '../../src/schema/commerce/states';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { Database } from '../db/database';
import { couponUses, coupons, orderEvents, orders, shipments } from '../db/schema';
import { createLocalChangeBus, type ChangeTopics } from '../events/change-bus';
import { useCoupon } from '../coupons/coupon-uses';
import { lockOrder, type LockedOrder } from './order-records';
import { ORDER_EFFECTS, runTransitions, transitionOrder, type OrderActionInput } from './order-transitions';
import { openTestShop, placeTestOrder, stockLeft, TEST_DRIVERS, variantWithStock, type TestShop, type TestVariant } from '../testing/test-orders';

/*
 * Every order action, each on a real database: its effects happen exactly once, a replay
 * changes nothing more, and a change the table refuses changes nothing at all (stock, coupon
 * uses, timeline, refund, shipments, the shopper's pages). One entry per action, typed by the
 * table, so an action added without its case here does not compile.
 */

type Before = 'pay' | 'ship' | 'requestCancel';

type Case = {
  actor: Actor;
  /** Where a fresh order is brought first, so the action may start. */
  from: readonly Before[];
  input?: OrderActionInput;
  /** What the action's effects change, once. */
  effects: { stockBack: boolean; couponFreed: boolean; refunded: boolean; shipment: boolean };
  /** Where the table refuses it. */
  refusedFrom: readonly Before[];
  /** Allowed again right after (a second parcel): its replay is a new change, not a duplicate. */
  repeatable?: boolean;
};

const NOTHING = { stockBack: false, couponFreed: false, refunded: false, shipment: false };

const CASES: Record<OrderActionName, Case> = {
  pay: { actor: 'payment', from: [], effects: NOTHING, refusedFrom: ['pay'] },
  cancel: { actor: 'shopper', from: [], effects: { ...NOTHING, stockBack: true, couponFreed: true }, refusedFrom: ['pay'] },
  requestCancel: { actor: 'shopper', from: ['pay'], effects: NOTHING, refusedFrom: [] },
  approveCancel: { actor: 'merchant', from: ['pay', 'requestCancel'], effects: { stockBack: true, couponFreed: true, refunded: true, shipment: false }, refusedFrom: ['pay'] },
  refuseCancel: { actor: 'merchant', from: ['pay', 'requestCancel'], effects: NOTHING, refusedFrom: ['pay'] },
  ship: {
    actor: 'merchant',
    from: ['pay'],
    input: { parcel: { expressName: 'SF Express', expressNumber: 'SF777' } },
    effects: { ...NOTHING, shipment: true },
    refusedFrom: [],
    repeatable: true,
  },
  deliver: { actor: 'merchant', from: ['pay', 'ship'], effects: NOTHING, refusedFrom: ['pay'] },
};

const QUANTITY = 3;
const ACTORS: readonly Actor[] = ['shopper', 'merchant', 'system', 'payment'];

describe.each(TEST_DRIVERS)('order transitions on %s', (driver) => {
  let shop: TestShop;
  let db: Database;
  let shopper: { id: string };
  let variant: TestVariant;
  let couponId: string;
  const changes = createLocalChangeBus();
  const heard: ChangeTopics['shopper-message'][] = [];
  changes.subscribe('shopper-message', (payload) => heard.push(payload));

  beforeAll(async () => {
    shop = await openTestShop(driver);
    db = shop.db;
    shopper = await createSignedInShopper(db);
    variant = await variantWithStock(db, 500);
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `EFFECTS${driver.toUpperCase()}`, kind: 'fixed', value: 100, startsAt: new Date(Date.now() - 60_000), usageLimit: 1000, translations: {} })
      .returning({ id: coupons.id });
    couponId = coupon!.id;
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  /** An order of the shopper holding a use of the coupon, brought through `steps`. */
  async function orderAfter(steps: readonly Before[]): Promise<LockedOrder> {
    const placed = await placeTestOrder(db, { userId: shopper.id, variant, quantity: QUANTITY });
    expect(await db.transaction((tx) => useCoupon(tx, { couponId, userId: shopper.id, orderId: placed.id }))).toEqual({ ok: true });
    return steps.length === 0 ? placed : moveThrough(placed, steps);
  }

  async function moveThrough(order: LockedOrder, steps: readonly Before[]): Promise<LockedOrder> {
    let moved = order;
    for (const step of steps) {
      const actor = step === 'pay' ? 'payment' : step === 'requestCancel' ? 'shopper' : 'merchant';
      const input = step === 'ship' ? { parcel: { expressName: 'SF Express', expressNumber: 'SF100' } } : {};
      moved = await runTransitions(db, undefined, async (tx) => {
        const changed = await transitionOrder(tx, (await lockOrder(tx, moved.id))!, step, actor, input);
        if (!changed.ok) throw new Error(`The test order cannot ${step}`);
        return changed.order;
      });
    }
    return moved;
  }

  /** Everything an order's effects can touch, to compare before and after. */
  async function snapshot(orderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [coupon] = await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, couponId));
    const [held] = await db.select({ n: count() }).from(couponUses).where(eq(couponUses.orderId, orderId));
    const events = await db.select({ kind: orderEvents.kind, actor: orderEvents.actor }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    const [parcels] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
    return { row: row!, stock: await stockLeft(db, variant.id), couponUses: coupon!.uses, held: held!.n, events, shipments: parcels!.n };
  }

  const attempt = (order: LockedOrder, action: OrderActionName, actor: Actor, input?: OrderActionInput) =>
    runTransitions(db, changes, async (tx) => transitionOrder(tx, (await lockOrder(tx, order.id))!, action, actor, input));

  it('has a case for every action of the table and declares the effects of each', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ORDER_ACTIONS).sort());
    expect(Object.keys(ORDER_EFFECTS).sort()).toEqual(Object.keys(ORDER_ACTIONS).sort());
  });

  describe.each(Object.entries(CASES) as [OrderActionName, Case][])('%s', (action, spec) => {
    it('runs its effects exactly once, and a replay adds nothing more', async () => {
      const order = await orderAfter(spec.from);
      const before = await snapshot(order.id);
      heard.length = 0;

      const changed = await attempt(order, action, spec.actor, spec.input);

      expect(changed.ok).toBe(true);
      const after = await snapshot(order.id);
      expect(after.stock - before.stock).toBe(spec.effects.stockBack ? QUANTITY : 0);
      expect(before.couponUses - after.couponUses).toBe(spec.effects.couponFreed ? 1 : 0);
      expect(after.held).toBe(spec.effects.couponFreed ? 0 : 1);
      expect(after.row.refundedCents).toBe(spec.effects.refunded ? after.row.totalCents : 0);
      expect(after.shipments - before.shipments).toBe(spec.effects.shipment ? 1 : 0);
      expect(after.events.slice(before.events.length)).toEqual([
        { kind: action, actor: spec.actor },
        ...(spec.effects.refunded ? [{ kind: 'refunded', actor: spec.actor }] : []),
      ]);
      // Told once, after the commit, with the order as the change left it.
      expect(heard).toEqual([
        {
          userId: shopper.id,
          message: { code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: after.row.status, payStatus: after.row.payStatus } },
        },
      ]);

      heard.length = 0;
      const replay = await attempt(after.row, action, spec.actor, spec.input);
      const again = await snapshot(order.id);
      if (spec.repeatable) {
        // Another parcel: one more shipment and timeline row, the first shipping time kept.
        expect(replay.ok).toBe(true);
        expect(again.shipments).toBe(after.shipments + 1);
        expect(again.events).toHaveLength(after.events.length + 1);
        expect(again.row.shippedAt).toEqual(after.row.shippedAt);
        expect({ ...again, row: undefined, shipments: undefined, events: undefined }).toEqual({ ...after, row: undefined, shipments: undefined, events: undefined });
        expect(heard).toHaveLength(1);
      } else {
        expect(replay.ok).toBe(false);
        expect(again).toEqual(after);
        expect(heard).toEqual([]);
      }
    });

    it('changes nothing and tells no one when the table refuses it', async () => {
      const wrongActors = ACTORS.filter((actor) => !(ORDER_ACTIONS[action].by as readonly Actor[]).includes(actor));
      const refusals: [LockedOrder, Actor][] = [
        // From where it may start, but by someone the table does not let.
        ...(await Promise.all(wrongActors.map(async (actor): Promise<[LockedOrder, Actor]> => [await orderAfter(spec.from), actor]))),
        // By its own actor, from where it may not start (a cancelled order refuses everything).
        [await orderAfter(spec.refusedFrom), spec.actor],
        [await cancelledOrder(), spec.actor],
      ];
      for (const [order, actor] of refusals) {
        const before = await snapshot(order.id);
        heard.length = 0;
        const refused = await attempt(order, action, actor, spec.input);
        expect(refused).toMatchObject({ ok: false, reason: 'not-allowed' });
        expect(await snapshot(order.id)).toEqual(before);
        expect(heard).toEqual([]);
      }
    });
  });

  async function cancelledOrder(): Promise<LockedOrder> {
    const order = await orderAfter([]);
    const cancelled = await runTransitions(db, undefined, async (tx) => transitionOrder(tx, (await lockOrder(tx, order.id))!, 'cancel', 'system'));
    if (!cancelled.ok) throw new Error('The test order cannot be cancelled');
    return cancelled.order;
  }

  it('tells no one and keeps nothing of a change whose transaction rolls back', async () => {
    const order = await orderAfter([]);
    const before = await snapshot(order.id);
    heard.length = 0;
    await expect(
      runTransitions(db, changes, async (tx) => {
        const changed = await transitionOrder(tx, (await lockOrder(tx, order.id))!, 'cancel', 'shopper');
        expect(changed.ok).toBe(true);
        throw new Error('Something after the cancellation failed');
      }),
    ).rejects.toThrow('Something after the cancellation failed');
    expect(await snapshot(order.id)).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('refuses to move an order outside runTransitions, whose commit its news waits for', async () => {
    const order = await orderAfter([]);
    const before = await snapshot(order.id);
    await expect(db.transaction(async (tx) => transitionOrder(tx, (await lockOrder(tx, order.id))!, 'cancel', 'shopper'))).rejects.toThrow(/runTransitions/);
    expect(await snapshot(order.id)).toEqual(before);
  });
});
