import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFigures } from '../accounts/order-figures';
import { createSignedInShopper } from '../testing/test-shoppers';
import type { Database } from '../db/database';
import { coupons, orderEvents, orders, paymentMethods, promotions, shipments, shippingMethods } from '../db/schema';
import { createLocalChangeBus, type ChangeTopics } from '../events/change-bus';
import { memoryLogger } from '../logger';
import { createServices, type Services } from '../services';
import { detailRulesSchema } from '../../src/schema/site-config';
import { useCoupon } from '../coupons/coupon-uses';
import { cancelShopperOrder, changeOrderAsMerchant, findShopperOrder } from './orders';
import { listShopperOrders, orderDetailOf } from './order-view';
import { startUnpaidOrderSweeper, sweepUnpaidOrders } from './order-sweeper';
import type { PageWords } from '../commerce/page-words';
import { openTestShop, placeTestOrder, stockLeft, TEST_DRIVERS, variantWithStock, type TestShop, type TestVariant } from '../testing/test-orders';

/*
 * The order services on a seeded shop, on PGlite and on PostgreSQL: every rule tried the way
 * it could break (the wrong owner, an illegal change, two changes at once, a late payment).
 */

const VIEW: PageWords = { lang: 'en', rules: detailRulesSchema.parse({}), userPrefix: '/user/' };

async function eventsOf(db: Database, orderId: string) {
  return db.select({ kind: orderEvents.kind, actor: orderEvents.actor, status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe.each(TEST_DRIVERS)('orders on %s', (driver) => {
  let shop: TestShop;
  let db: Database;
  let services: Services;
  let shopper: { id: string };
  let other: { id: string };
  let variant: TestVariant;
  const changes = createLocalChangeBus();
  const heard: ChangeTopics['shopper-message'][] = [];
  changes.subscribe('shopper-message', (payload) => heard.push(payload));

  beforeAll(async () => {
    shop = await openTestShop(driver);
    db = shop.db;
    services = createServices({ db, logger: memoryLogger() });
    shopper = await createSignedInShopper(db, { firstName: 'Mei' });
    other = await createSignedInShopper(db, { firstName: 'Ada' });
    variant = await variantWithStock(db, 100);
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('cancels an unpaid order at once, gives its stock back and tells the shopper’s open pages', async () => {
    const before = await stockLeft(db, variant.id);
    const order = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 3 });
    expect(await stockLeft(db, variant.id)).toBe(before - 3);
    heard.length = 0;

    const outcome = await cancelShopperOrder(db, changes, shopper.id, order.id);

    expect(outcome.ok && outcome.order.status).toBe('cancelled');
    expect(await stockLeft(db, variant.id)).toBe(before);
    expect((await orderRow(db, order.id)).cancelledAt).not.toBeNull();
    expect(await eventsOf(db, order.id)).toEqual([
      { kind: 'placed', actor: 'shopper', status: 'in-progress' },
      { kind: 'cancel', actor: 'shopper', status: 'cancelled' },
    ]);
    expect(heard).toEqual([
      { userId: shopper.id, message: { code: 0, msg: 'order-changed', data: { orderId: order.id, orderNo: order.orderNo, status: 'cancelled', payStatus: 'unpaid' } } },
    ]);
  });

  it('gives the coupon use back with the cancellation', async () => {
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `ONCE${driver.toUpperCase()}`, kind: 'fixed', value: 500, startsAt: new Date(Date.now() - 60_000), usageLimit: 1, translations: {} })
      .returning({ id: coupons.id });
    const order = await placeTestOrder(db, { userId: shopper.id, variant });
    expect(await db.transaction((tx) => useCoupon(tx, { couponId: coupon!.id, userId: shopper.id, orderId: order.id }))).toEqual({ ok: true });

    await cancelShopperOrder(db, changes, shopper.id, order.id);

    const [after] = await db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.uses).toBe(0);
  });

  it('turns a paid order’s cancel into a request the merchant decides, keeping the stock taken', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 2, then: ['pay'] });
    const taken = await stockLeft(db, variant.id);

    const outcome = await cancelShopperOrder(db, changes, shopper.id, order.id);

    expect(outcome.ok && outcome.order.status).toBe('pending-cancellation');
    expect(await stockLeft(db, variant.id)).toBe(taken);
    const detail = await orderDetailOf(db, services.commerceRules, await orderRow(db, order.id), VIEW);
    expect(detail.cancel).toBe('none');
  });

  it('approving a pending cancellation cancels, refunds the whole payment and gives the stock back', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 2, then: ['pay', 'requestCancel'] });
    const taken = await stockLeft(db, variant.id);

    const outcome = await changeOrderAsMerchant(db, changes, order.orderNo, { action: 'approveCancel' });

    expect(outcome.ok && outcome.order.status).toBe('cancelled');
    const row = await orderRow(db, order.id);
    expect(row.refundedCents).toBe(row.totalCents);
    expect(await stockLeft(db, variant.id)).toBe(taken + 2);
    expect((await eventsOf(db, order.id)).map((event) => event.kind)).toEqual(['placed', 'pay', 'requestCancel', 'approveCancel', 'refunded']);
  });

  it('refusing a pending cancellation puts the order back in progress, stock and money untouched', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant, then: ['pay', 'requestCancel'] });
    const taken = await stockLeft(db, variant.id);

    const outcome = await changeOrderAsMerchant(db, changes, order.orderNo, { action: 'refuseCancel' });

    expect(outcome.ok && outcome.order.status).toBe('in-progress');
    expect((await orderRow(db, order.id)).refundedCents).toBe(0);
    expect(await stockLeft(db, variant.id)).toBe(taken);
  });

  it('refuses a change the table does not allow and changes nothing', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant, then: ['pay', 'ship'] });
    const before = { row: await orderRow(db, order.id), events: await eventsOf(db, order.id), stock: await stockLeft(db, variant.id) };

    expect(await cancelShopperOrder(db, changes, shopper.id, order.id)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await changeOrderAsMerchant(db, changes, order.orderNo, { action: 'approveCancel' })).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await changeOrderAsMerchant(db, changes, order.orderNo, { action: 'pay' })).toEqual({ ok: false, reason: 'not-allowed' });
    const unpaid = await placeTestOrder(db, { userId: shopper.id, variant });
    expect(await changeOrderAsMerchant(db, changes, unpaid.orderNo, { action: 'ship', expressName: 'SF', expressNumber: '1' })).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await db.select().from(shipments).where(eq(shipments.orderId, unpaid.id))).toEqual([]);

    expect(await orderRow(db, order.id)).toEqual(before.row);
    expect(await eventsOf(db, order.id)).toEqual(before.events);
  });

  it('never lets a cancel and a shipment of the same paid order both succeed', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await placeTestOrder(db, { userId: shopper.id, variant, then: ['pay'] });
      const [cancel, ship] = await Promise.all([
        cancelShopperOrder(db, changes, shopper.id, order.id),
        changeOrderAsMerchant(db, changes, order.orderNo, { action: 'ship', expressName: 'SF Express', expressNumber: `SF${round}` }),
      ]);
      expect([cancel.ok, ship.ok].filter(Boolean)).toHaveLength(1);
      const row = await orderRow(db, order.id);
      expect(row.status === 'pending-cancellation').toBe(cancel.ok);
      expect(row.shippedAt !== null).toBe(ship.ok);
    }
  });

  it('gives stock back once when the same cancel arrives several times at once', async () => {
    const before = await stockLeft(db, variant.id);
    const order = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 4 });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => cancelShopperOrder(db, changes, shopper.id, order.id)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, reason: 'not-allowed' })));
    expect(await stockLeft(db, variant.id)).toBe(before);
    expect((await eventsOf(db, order.id)).filter((event) => event.kind === 'cancel')).toHaveLength(1);
  });

  it('keeps another shopper’s order out of reach: not found to read or to cancel, and nothing changes', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant });
    expect(await findShopperOrder(db, other.id, { orderId: order.id })).toBeNull();
    expect(await findShopperOrder(db, other.id, { orderNo: order.orderNo })).toBeNull();
    expect(await cancelShopperOrder(db, changes, other.id, order.id)).toEqual({ ok: false, reason: 'not-found' });
    expect((await orderRow(db, order.id)).status).toBe('in-progress');
    expect((await listShopperOrders(db, other.id, { page: 1 }, VIEW)).orders.map((listed) => listed.id)).not.toContain(order.id);
  });

  it('lists the shopper’s orders newest first, by status and by page', async () => {
    const mine = await createSignedInShopper(db);
    const placed = [];
    for (let index = 0; index < 12; index += 1) placed.push(await placeTestOrder(db, { userId: mine.id, variant }));
    await cancelShopperOrder(db, changes, mine.id, placed[0]!.id);

    const first = await listShopperOrders(db, mine.id, { page: 1 }, VIEW);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, total: 12 });
    expect(first.orders[0]!.orderNo).toBe(placed[11]!.orderNo);
    expect(first.orders[0]!.href).toBe(`/user/order/${placed[11]!.orderNo}`);
    expect((await listShopperOrders(db, mine.id, { page: 2 }, VIEW)).orders).toHaveLength(2);
    const cancelled = await listShopperOrders(db, mine.id, { status: 'cancelled', page: 1 }, { ...VIEW, lang: 'zh' });
    expect(cancelled.orders.map((listed) => listed.orderNo)).toEqual([placed[0]!.orderNo]);
    expect(cancelled.orders[0]!.lines[0]!.name).toBe('亚麻衬衫');
    expect(cancelled.orders[0]!.href).toBe(`/zh/user/order/${placed[0]!.orderNo}`);
  });

  it('sweeps unpaid orders past their time through the same cancel, leaving the others', async () => {
    const before = await stockLeft(db, variant.id);
    const late = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 2, payBy: new Date(Date.now() - 60_000) });
    const onTime = await placeTestOrder(db, { userId: shopper.id, variant, payBy: new Date(Date.now() + 60 * 60_000) });
    const latePaid = await placeTestOrder(db, { userId: shopper.id, variant, payBy: new Date(Date.now() - 60_000), then: ['pay'] });
    heard.length = 0;

    // Two sweeps at once, as from two processes: each late order is cancelled once.
    const counts = await Promise.all([sweepUnpaidOrders(db, changes), sweepUnpaidOrders(db, changes)]);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(db, late.id)).status).toBe('cancelled');
    expect((await orderRow(db, onTime.id)).status).toBe('in-progress');
    expect((await orderRow(db, latePaid.id)).status).toBe('in-progress');
    expect(await stockLeft(db, variant.id)).toBe(before - 2);
    expect((await eventsOf(db, late.id)).at(-1)).toEqual({ kind: 'cancel', actor: 'system', status: 'cancelled' });
    expect((await eventsOf(db, late.id)).filter((event) => event.kind === 'cancel')).toHaveLength(1);
    expect(heard.filter((payload) => payload.message.data && (payload.message.data as { orderId: string }).orderId === late.id)).toHaveLength(1);
  });

  it('runs the sweeper at start, in the server process', async () => {
    const late = await placeTestOrder(db, { userId: shopper.id, variant, payBy: new Date(Date.now() - 1000) });
    const stop = startUnpaidOrderSweeper(db, changes, memoryLogger(), 60_000);
    try {
      await expect.poll(async () => (await orderRow(db, late.id)).status, { timeout: 10_000 }).toBe('cancelled');
    } finally {
      stop();
    }
  });

  it('reads the detail: lines in the page language, money, address, shipments and the timeline', async () => {
    const order = await placeTestOrder(db, { userId: shopper.id, variant, quantity: 2, unitPriceCents: 1999, then: ['pay'] });
    await changeOrderAsMerchant(db, changes, order.orderNo, { action: 'ship', expressName: 'SF Express', expressNumber: 'SF1234567' });

    const detail = await orderDetailOf(db, services.commerceRules, await orderRow(db, order.id), { ...VIEW, lang: 'zh-HK' });

    expect(detail.lines[0]).toMatchObject({ name: '亞麻襯衫', options: [{ name: '尺碼', value: 'M' }], quantity: 2, unitPrice: { amount: 1999, currency: 'USD' }, lineTotal: { amount: 3998, currency: 'USD' } });
    expect(detail.paymentAmount).toEqual({ amount: 3998 + 500, currency: 'USD' });
    expect(detail.shippingFee).toEqual({ amount: 500, currency: 'USD' });
    expect(detail.address.name).toBe('Mei Chen');
    expect(detail.address.lines.join(' ')).toContain('600 Harrison St');
    // The country as the address book and the checkout name it, not the runtime's 'Hong Kong SAR China' kind of name.
    expect(detail.address.lines.at(-1)).toBe('美國');
    expect(detail.shipments).toEqual([{ expressName: 'SF Express', expressNumber: 'SF1234567', shippedAt: expect.any(String) }]);
    expect(detail.timeline.map((event) => event.kind)).toEqual(['placed', 'pay', 'ship']);
    expect(detail.timeline[2]!.shipment).toEqual({ expressName: 'SF Express', expressNumber: 'SF1234567' });
    expect(detail.cancel).toBe('none');
  });

  it('names the methods and discounts in the reader’s language as the shop calls them today, keeping the stored label once the shop has none', async () => {
    await db.insert(shippingMethods).values({
      code: 'cn-hk-local',
      countries: ['HK'],
      feeCents: 450,
      // Not offered any more: an order placed with it still reads its name.
      active: false,
      translations: { en: { name: 'Local courier', estimate: '1–3 days' }, 'zh-HK': { name: '本地速遞', estimate: '1–3 天' } },
    });
    await db.insert(paymentMethods).values({ code: 'bank-transfer', provider: 'bank-transfer', translations: { en: { name: 'Bank transfer' }, 'zh-HK': { name: '銀行轉賬' } } });
    const since = new Date(Date.now() - 60_000);
    await db.insert(coupons).values({ code: 'TEAPOT8', kind: 'fixed', value: 800, startsAt: since, translations: { en: { title: '$8 off a teapot' }, 'zh-HK': { title: '茶壺即減 8 美元' } } });
    await db.insert(promotions).values({
      slug: 'spend-150-save-20',
      kind: 'spend-save',
      params: { thresholdCents: 15_000, saveCents: 2000 },
      startsAt: since,
      translations: { en: { title: 'Spend $150, save $20' }, 'zh-HK': { title: '滿 150 美元減 20 美元' } },
    });
    // Placed in English: the labels stored are the English ones.
    const order = await placeTestOrder(db, {
      userId: shopper.id,
      variant,
      shippingMethod: 'cn-hk-local',
      paymentMethod: 'bank-transfer',
      discounts: [
        { kind: 'promotion', code: 'spend-150-save-20', name: 'Spend $150, save $20', amountCents: 2000 },
        { kind: 'coupon', code: 'TEAPOT8', name: '$8 off a teapot', amountCents: 800 },
        { kind: 'promotion', code: 'ended-and-deleted', name: 'Summer sale', amountCents: 100 },
      ],
    });
    const row = await orderRow(db, order.id);

    const hk = await orderDetailOf(db, services.commerceRules, row, { ...VIEW, lang: 'zh-HK' });
    expect(hk).toMatchObject({ shippingMethod: 'cn-hk-local', shippingMethodName: '本地速遞', paymentMethod: 'bank-transfer', paymentMethodName: '銀行轉賬' });
    expect(hk.discounts).toEqual([
      { name: '滿 150 美元減 20 美元', amount: { amount: 2000, currency: 'USD' } },
      { name: '茶壺即減 8 美元', amount: { amount: 800, currency: 'USD' } },
      { name: 'Summer sale', amount: { amount: 100, currency: 'USD' } },
    ]);
    const en = await orderDetailOf(db, services.commerceRules, row, VIEW);
    expect(en).toMatchObject({ shippingMethodName: 'Local courier', paymentMethodName: 'Bank transfer' });
    expect(en.discounts.map((discount) => discount.name)).toEqual(['Spend $150, save $20', '$8 off a teapot', 'Summer sale']);

    // Gone from the shop: the page falls back on what the order kept.
    await db.delete(shippingMethods).where(eq(shippingMethods.code, 'cn-hk-local'));
    await db.delete(coupons).where(eq(coupons.code, 'TEAPOT8'));
    const later = await orderDetailOf(db, services.commerceRules, row, { ...VIEW, lang: 'zh-HK' });
    expect(later).toMatchObject({ shippingMethod: 'cn-hk-local', shippingMethodName: null, paymentMethodName: '銀行轉賬' });
    expect(later.discounts.map((discount) => discount.name)).toEqual(['滿 150 美元減 20 美元', '$8 off a teapot', 'Summer sale']);
  });

  it('adds up the user center’s figures from the shopper’s orders: paid less refunded, waiting, placed', async () => {
    const buyer = await createSignedInShopper(db);
    expect(await orderFigures(db, buyer.id)).toEqual({ spendingAmount: 0, paymentAmount: 0, unpaidOrders: 0, orderQuantity: 0, currency: 'USD' });
    await placeTestOrder(db, { userId: buyer.id, variant, quantity: 2, unitPriceCents: 1000, then: ['pay'] });
    const refunded = await placeTestOrder(db, { userId: buyer.id, variant, unitPriceCents: 3000, then: ['pay', 'requestCancel'] });
    await changeOrderAsMerchant(db, changes, refunded.orderNo, { action: 'approveCancel' });
    await placeTestOrder(db, { userId: buyer.id, variant });
    const expired = await placeTestOrder(db, { userId: buyer.id, variant });
    await cancelShopperOrder(db, changes, buyer.id, expired.id);

    // Paid: 20 + 5 and 30 + 5 (shipping); the second refunded whole.
    expect(await orderFigures(db, buyer.id)).toEqual({ spendingAmount: 25, paymentAmount: 60, unpaidOrders: 1, orderQuantity: 4, currency: 'USD' });
  });
});
