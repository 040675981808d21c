import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAST_TEST_COST, setPasswordHashCost } from '../accounts/passwords';
import { orderEvents, orders } from '../db/schema';
import { adminRequest, demoShopOn, type TestApp } from '../testing/test-app';
import { placeTestOrder, stockLeft, TEST_DRIVERS, variantWithStock } from '../testing/test-orders';
import { createSignedInShopper } from '../testing/test-shoppers';
import { signedInStaff } from '../testing/test-staff';

/*
 * Two support members pressing at once, as their browsers do (each with their own session, from
 * the shop's own page), on PGlite and PostgreSQL: a change to an order or to stock is applied
 * once or, for units added, each once; the second press of a change already made is refused,
 * and the order's history, refund and stock show one change.
 */

const ORIGIN = 'http://localhost';

describe.each(TEST_DRIVERS)('two staff members at once on %s', (driver) => {
  const opened = demoShopOn(driver);
  let shop: TestApp;
  let first: string;
  let second: string;


  /** A press in the back office: the member's cookie, from the shop's page. */
  const press = async (cookie: string, path: string, body: unknown = {}) =>
    (await shop.app.request(`${ORIGIN}/api/admin${path}`, { method: 'POST', headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    shop = opened.shop;
    first = (await signedInStaff(shop.app, `first-${driver}@races.example`, 'support')).cookie;
    second = (await signedInStaff(shop.app, `second-${driver}@races.example`, 'support')).cookie;
  });

  it('approves a cancellation once when both press Approve, giving the stock and the payment back once', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const variant = await variantWithStock(shop.db, 10);
    for (let round = 0; round < 3; round += 1) {
      const order = await placeTestOrder(shop.db, { userId: shopper.id, variant, quantity: 2, then: ['pay', 'requestCancel'] });
      const before = await stockLeft(shop.db, variant.id);
      const statuses = await Promise.all([press(first, `/orders/${order.orderNo}/approve-cancel`), press(second, `/orders/${order.orderNo}/approve-cancel`)]);
      expect(statuses.sort()).toEqual([200, 409]);
      const [row] = await shop.db.select({ status: orders.status, refundedCents: orders.refundedCents, totalCents: orders.totalCents }).from(orders).where(eq(orders.id, order.id));
      expect(row).toEqual({ status: 'cancelled', refundedCents: row!.totalCents, totalCents: row!.totalCents });
      expect(await stockLeft(shop.db, variant.id)).toBe(before + 2);
      const events = await shop.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.map((event) => event.kind).filter((kind) => kind === 'approveCancel' || kind === 'refunded')).toEqual(['approveCancel', 'refunded']);
    }
  });

  it('lets one of Approve and Refuse win when two members judge the same cancellation at once', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const variant = await variantWithStock(shop.db, 10, 1);
    for (let round = 0; round < 3; round += 1) {
      const order = await placeTestOrder(shop.db, { userId: shopper.id, variant, then: ['pay', 'requestCancel'] });
      const [approved, refused] = await Promise.all([press(first, `/orders/${order.orderNo}/approve-cancel`), press(second, `/orders/${order.orderNo}/refuse-cancel`)]);
      expect([approved, refused].sort()).toEqual([200, 409]);
      const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(approved === 200 ? 'cancelled' : 'in-progress');
    }
  });

  it('ships an order once when both press Mark as shipped with the same parcel', async () => {
    const shopper = await createSignedInShopper(shop.db);
    const variant = await variantWithStock(shop.db, 10, 2);
    const order = await placeTestOrder(shop.db, { userId: shopper.id, variant, then: ['pay'] });
    const parcel = { expressName: 'SF Express', expressNumber: 'SF-RACE-1' };
    const statuses = await Promise.all([press(first, `/orders/${order.orderNo}/ship`, parcel), press(second, `/orders/${order.orderNo}/ship`, parcel)]);
    expect(statuses.sort()).toEqual([200, 409]);
    const detail = await adminRequest<{ order: { shipments: { expressNumber: string }[] } }>(shop.app, 'GET', `/orders/${order.orderNo}`);
    expect(detail.body.data.order.shipments.filter((shipment) => shipment.expressNumber === 'SF-RACE-1')).toHaveLength(1);
    // A second parcel of the same order is still a shipment of its own.
    expect(await press(first, `/orders/${order.orderNo}/ship`, { expressName: 'SF Express', expressNumber: 'SF-RACE-2' })).toBe(200);
  });
});
