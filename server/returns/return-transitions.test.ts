import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_ACTIONS, type Actor, type ReturnActionName, type ReturnType } from '../../src/schema/commerce/states';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { Database } from '../db/database';
import { orderEvents, orderLines, orders, returnEvents, returns } from '../db/schema';
import { placeShippedOrder } from '../demo/returns';
import { createLocalChangeBus, type ChangeTopics } from '../events/change-bus';
import { RETURN_EFFECTS, type ReturnActionInput } from './return-transitions';
import { applyForReturn, changeReturn } from './returns';
import { loadCommerceSettings } from '../commerce/settings';
import { openTestShop, TEST_DRIVERS, variantWithStock, type TestShop, type TestVariant } from '../testing/test-orders';

/*
 * Every return action, each on a real database: its effects happen exactly once (the units
 * given back to the order, the refund onto the order with its timeline row and the shopper
 * told, what the action carries kept on the return), a replay changes nothing more, and a
 * change the table refuses changes nothing at all. One entry per action, typed by the table.
 */

type Case = {
  actor: Actor;
  type: ReturnType;
  /** Where a fresh return is brought first, so the action may start. */
  from: readonly ReturnActionName[];
  effects: { unitsBack: boolean; refund: boolean; address: boolean; reason: boolean; parcel: boolean };
};

const NOTHING = { unitsBack: false, refund: false, address: false, reason: false, parcel: false };
const SENT_AND_RECEIVED: readonly ReturnActionName[] = ['approve', 'sendBack', 'receive'];

const CASES: Record<ReturnActionName, Case> = {
  cancel: { actor: 'shopper', type: 'return-refund', from: [], effects: { ...NOTHING, unitsBack: true } },
  approve: { actor: 'merchant', type: 'return-refund', from: [], effects: { ...NOTHING, address: true } },
  refuse: { actor: 'merchant', type: 'return-refund', from: [], effects: { ...NOTHING, unitsBack: true, reason: true } },
  sendBack: { actor: 'shopper', type: 'exchange', from: ['approve'], effects: { ...NOTHING, parcel: true } },
  receive: { actor: 'merchant', type: 'return-refund', from: ['approve', 'sendBack'], effects: NOTHING },
  refund: { actor: 'merchant', type: 'return-refund', from: SENT_AND_RECEIVED, effects: { ...NOTHING, refund: true } },
  exchange: { actor: 'merchant', type: 'exchange', from: SENT_AND_RECEIVED, effects: NOTHING },
  end: { actor: 'merchant', type: 'return-refund', from: ['approve'], effects: { ...NOTHING, unitsBack: true } },
};

const ACTORS: readonly Actor[] = ['shopper', 'merchant', 'system', 'payment'];
const PARCEL = { logisticsCompany: 'SF Express', trackingNumber: 'SF900', deliveryTime: new Date(Date.now() - 60_000) };
const REASON = 'The item has been worn.';

function inputOf(action: ReturnActionName): ReturnActionInput {
  return action === 'sendBack' ? { sendBack: PARCEL } : action === 'refuse' ? { refuse: { reason: REASON } } : {};
}

const actorOf = (action: ReturnActionName): Actor => (action === 'cancel' || action === 'sendBack' ? 'shopper' : 'merchant');

describe.each(TEST_DRIVERS)('return transitions on %s', (driver) => {
  let shop: TestShop;
  let db: Database;
  let shopper: { id: string };
  let variant: TestVariant;
  const changes = createLocalChangeBus();
  const heard: ChangeTopics['shopper-message'][] = [];
  changes.subscribe('shopper-message', (payload) => heard.push(payload));

  beforeAll(async () => {
    shop = await openTestShop(driver);
    db = shop.db;
    shopper = await createSignedInShopper(db);
    variant = await variantWithStock(db, 50);
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  /** A return of one of two delivered units, brought through `steps`. */
  async function returnAfter(type: ReturnType, steps: readonly ReturnActionName[]) {
    const order = await db.transaction((tx) =>
      placeShippedOrder(tx, { userId: shopper.id, lines: [{ variantId: variant.id, quantity: 2 }], placedAt: new Date(Date.now() - 4 * 86_400_000) }),
    );
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const applied = await applyForReturn(db, shopper.id, { orderNo: order.orderNo, type, lines: [{ lineId: line!.id, quantity: 1 }], description: 'Too small', pictures: [] });
    if (!applied.ok) throw new Error(`The test return cannot be applied for: ${applied.reason}`);
    for (const step of steps) {
      const changed = await changeReturn(db, undefined, { returnNo: applied.returnNo }, step, actorOf(step), inputOf(step));
      if (!changed.ok) throw new Error(`The test return cannot ${step}`);
    }
    return { returnNo: applied.returnNo, order, lineId: line!.id };
  }

  /** Everything a return's effects can touch, to compare before and after. */
  async function snapshot(target: { returnNo: string; order: { id: string }; lineId: string }) {
    const [row] = await db.select().from(returns).where(eq(returns.returnNo, target.returnNo));
    const [line] = await db.select({ returned: orderLines.returnedQuantity }).from(orderLines).where(eq(orderLines.id, target.lineId));
    const [order] = await db.select({ refundedCents: orders.refundedCents, updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, target.order.id));
    const events = await db.select({ kind: returnEvents.kind, actor: returnEvents.actor, detail: returnEvents.detail }).from(returnEvents).where(eq(returnEvents.returnId, row!.id)).orderBy(asc(returnEvents.id));
    const orderTimeline = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, target.order.id)).orderBy(asc(orderEvents.id));
    return { row: row!, returned: line!.returned, order: order!, events, orderTimeline: orderTimeline.map((event) => event.kind) };
  }

  it('has a case for every action of the table and declares the effects of each', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(RETURN_ACTIONS).sort());
    expect(Object.keys(RETURN_EFFECTS).sort()).toEqual(Object.keys(RETURN_ACTIONS).sort());
  });

  describe.each(Object.entries(CASES) as [ReturnActionName, Case][])('%s', (action, spec) => {
    it('runs its effects exactly once, and a replay adds nothing more', async () => {
      const target = await returnAfter(spec.type, spec.from);
      const before = await snapshot(target);
      heard.length = 0;

      const changed = await changeReturn(db, changes, { returnNo: target.returnNo }, action, spec.actor, inputOf(action));

      expect(changed.ok).toBe(true);
      const after = await snapshot(target);
      expect(before.returned - after.returned).toBe(spec.effects.unitsBack ? 1 : 0);
      expect(after.order.refundedCents - before.order.refundedCents).toBe(spec.effects.refund ? before.row.refundCents : 0);
      expect(after.orderTimeline.slice(before.orderTimeline.length)).toEqual(spec.effects.refund ? ['refunded'] : []);
      expect(after.row.refundedAt !== null).toBe(spec.effects.refund);
      const shopAddress = (await loadCommerceSettings(db)).returnAddress;
      expect(after.row.merchantAddress).toEqual(spec.effects.address ? shopAddress : before.row.merchantAddress);
      expect(after.row.refuseDescription).toBe(spec.effects.reason ? REASON : '');
      expect(after.row.trackingNumber).toBe(spec.effects.parcel || before.row.trackingNumber ? PARCEL.trackingNumber : '');
      const detail = {
        ...(spec.effects.address ? { address: shopAddress } : {}),
        ...(spec.effects.reason ? { reason: REASON } : {}),
        ...(spec.effects.parcel ? { logisticsCompany: PARCEL.logisticsCompany, trackingNumber: PARCEL.trackingNumber } : {}),
        ...(spec.effects.refund ? { amountCents: before.row.refundCents } : {}),
      };
      expect(after.events.slice(before.events.length)).toEqual([{ kind: action, actor: spec.actor, detail }]);
      // Only a refund changes the order, and its shopper hears of it once, after the commit.
      expect(heard).toEqual(
        spec.effects.refund
          ? [{ userId: shopper.id, message: { code: 0, msg: 'order-changed', data: { orderId: target.order.id, orderNo: target.order.orderNo, status: 'completed', payStatus: 'paid' } } }]
          : [],
      );

      heard.length = 0;
      const replay = await changeReturn(db, changes, { returnNo: target.returnNo }, action, spec.actor, inputOf(action));
      expect(replay).toMatchObject({ ok: false, reason: 'not-allowed' });
      expect(await snapshot(target)).toEqual(after);
      expect(heard).toEqual([]);
    });

    it('changes nothing and tells no one when the table refuses it', async () => {
      const wrongActors = ACTORS.filter((actor) => !(RETURN_ACTIONS[action].by as readonly Actor[]).includes(actor));
      // A cancelled return refuses everything.
      const cancelled = await returnAfter(spec.type, ['cancel']);
      const attempts = [...(await Promise.all(wrongActors.map(async (actor) => ({ target: await returnAfter(spec.type, spec.from), actor })))), { target: cancelled, actor: spec.actor }];
      for (const { target, actor } of attempts) {
        const before = await snapshot(target);
        heard.length = 0;
        const refused = await changeReturn(db, changes, { returnNo: target.returnNo }, action, actor, inputOf(action));
        expect(refused).toMatchObject({ ok: false, reason: 'not-allowed' });
        expect(await snapshot(target)).toEqual(before);
        expect(heard).toEqual([]);
      }
    });
  });
});
