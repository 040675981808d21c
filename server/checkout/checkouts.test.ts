import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/schema/envelope';
import type { CheckoutView } from '../../src/schema/web-api/checkout';
import { createSignedInShopper } from '../testing/test-shoppers';
import { SESSION_COOKIE } from '../accounts/sessions';
import type { Database } from '../db/database';
import {
  addresses,
  cartLines,
  carts,
  checkouts,
  orderEvents,
  orderLines,
  orders,
  paymentCallbacks,
  paymentMethods,
  payments,
  productTranslations,
  productVariants,
} from '../db/schema';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-postgres';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { fittingShipping } from '../commerce/shipping';
import { createDemoCardProvider } from '../payments/demo-card';

/*
 * Checkout and payment through the real app on a seeded shop, on PGlite and (when the test
 * server is there) PostgreSQL: every rule that guards stock, money and other shoppers' data
 * is tried by breaking it, with parallel buyers, replayed submits and callbacks, a forged
 * signature and the wrong shopper.
 */

type Address = Omit<typeof addresses.$inferInsert, 'userId'>;
type Envelope<T> = { code: number; msg: string; data: T & { key?: string; problems?: { path: string; message: string }[] } };
type Placed = { orderId: string; orderNo: string; thankYouHref: string; payment: { status: string; actionUrl: string | null } };

const US: Address = {
  country: 'US',
  province: 'CA',
  city: 'San Francisco',
  postalCode: '94103',
  firstName: 'Ada',
  lastName: 'Lane',
  addressLine: '1 Market St',
  countryCode: '+1',
  phone: '4155552671',
};
const HK: Address = {
  country: 'HK',
  province: '九龍',
  city: '油尖旺區',
  firstName: '美',
  lastName: '陳',
  addressLine: '彌敦道 1 號',
  countryCode: '+852',
  phone: '91234567',
};
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const STEP_CARD = { ...GOOD_CARD, number: '4000 0000 0000 3220' };

const backends = [{ name: 'PGlite', postgres: false }, ...(testPostgresServer ? [{ name: 'PostgreSQL', postgres: true }] : [])];

describe.each(backends)('checkout and payment on $name', ({ postgres }) => {
  let shop: TestApp;
  let pgDatabase: TestPostgresDatabase | null = null;
  let db: Database;
  let keyNumber = 0;
  const key = () => `test-key-${++keyNumber}-${Date.now()}`;

  beforeAll(async () => {
    pgDatabase = postgres ? await createTestDatabase() : null;
    shop = await openTestApp(pgDatabase ? { databaseUrl: pgDatabase.url } : {});
    db = shop.db;
  }, TEST_APP_STARTUP_MS * 2);
  afterAll(async () => {
    await shop?.close();
    await pgDatabase?.drop();
  });

  async function call<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: Envelope<T> }> {
    const response = await shop.app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  /** Variants with plenty of stock, each its own, so the tests never compete for units. */
  let spareVariants: number[] = [];
  async function plentyVariant(): Promise<number> {
    if (spareVariants.length === 0) {
      const rows = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(gte(productVariants.stock, 30))
        .orderBy(productVariants.id)
        .limit(40);
      spareVariants = rows.map((row) => row.id);
    }
    return spareVariants.shift()!;
  }

  /** A shopper with one address and these lines in the cart. */
  async function shopperWith(lines: { variantId: number; quantity: number }[], address: Address = US) {
    const shopper = await createSignedInShopper(db);
    await db.insert(addresses).values({ ...address, userId: shopper.id, isDefault: true });
    if (lines.length > 0) {
      const [cart] = await db.insert(carts).values({ userId: shopper.id }).returning({ id: carts.id });
      await db.insert(cartLines).values(lines.map((line) => ({ ...line, cartId: cart!.id, seenPriceCents: 100 })));
    }
    return shopper;
  }

  async function startedCheckout(lines: { variantId: number; quantity: number }[], address?: Address) {
    const shopper = await shopperWith(lines, address);
    const started = await call<{ checkoutId: string; href: string }>('checkout/start', { lang: 'en' }, shopper.token);
    expect(started.status).toBe(200);
    return { shopper, checkoutId: started.body.data.checkoutId, href: started.body.data.href };
  }

  const viewOf = (checkoutId: string, token: string, change: Record<string, unknown> = {}) =>
    call<CheckoutView>('checkout/update', { checkoutId, lang: 'en', ...change }, token);

  it('asks a signed-out shopper to sign in, and refuses an empty cart with a clear answer', async () => {
    const visitor = await call('checkout/start', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(ResponseCode.authInvalid);
    const empty = await shopperWith([]);
    const refused = await call('checkout/start', {}, empty.token);
    expect(refused.status).toBe(409);
    expect(refused.body.data.key).toBe('checkout.emptyCart');
    expect(refused.body.msg).toMatch(/cart is empty/);
  });

  it('snapshots the cart, prices it on the server and offers the methods that fit the address and cart', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId, href } = await startedCheckout([{ variantId, quantity: 2 }]);
    expect(href).toBe(`/checkout/${checkoutId}`);
    const view = await viewOf(checkoutId, shopper.token);
    expect(view.status).toBe(200);
    const checkout = view.body.data;
    const [variant] = await db.select({ price: productVariants.priceCents }).from(productVariants).where(eq(productVariants.id, variantId));
    expect(checkout.lines).toMatchObject([{ variantId, quantity: 2, lineTotal: { amount: variant!.price * 2 } }]);
    expect(checkout.summary.subtotal.amount).toBe(variant!.price * 2);
    const codes = checkout.shippingOptions.map((option) => option.code);
    expect(codes).toContain('us-standard');
    expect(codes).not.toContain('cn-hk-local');
    // The first fitting method is chosen for the shopper, and the total includes its fee.
    expect(checkout.shippingMethod).toBe(codes[0]);
    const fee = checkout.shippingOptions[0]!.fee.amount;
    // Whatever promotions the shop runs apply, and the payment amount is what the summary says it is made of.
    const discount = checkout.summary.discount.amount;
    expect(discount).toBe(checkout.summary.discounts.reduce((sum, line) => sum + line.amount.amount, 0));
    expect(checkout.summary.total.amount).toBe(variant!.price * 2 - discount + fee);

    const express = await viewOf(checkoutId, shopper.token, { shippingMethod: 'express' });
    expect(express.body.data.summary.shipping).toEqual({ amount: 3500, currency: checkout.summary.subtotal.currency });
    expect(express.body.data.summary.total.amount).toBe(variant!.price * 2 - discount + 3500);
  });

  it('keeps the cart after starting a checkout, so signing in and coming back finds it', async () => {
    const variantId = await plentyVariant();
    const { shopper } = await startedCheckout([{ variantId, quantity: 1 }]);
    const again = await call<{ checkoutId: string }>('checkout/start', { lang: 'zh-HK' }, shopper.token);
    expect(again.status).toBe(200);
  });

  it('refuses a shipping method that does not fit the address or the cart', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 4 }]);
    expect((await viewOf(checkoutId, shopper.token, { shippingMethod: 'express' })).status).toBe(200);
    const local = await viewOf(checkoutId, shopper.token, { shippingMethod: 'cn-hk-local' });
    expect(local.status).toBe(409);
    expect(local.body.data.key).toBe('checkout.shippingUnavailable');
    expect(local.body.msg).toBe('shippingMethod: Shipping method is not available');
    // Letter post takes at most 3 units.
    const letter = await viewOf(checkoutId, shopper.token, { shippingMethod: 'letter-post' });
    expect(letter.status).toBe(409);
    const view = await viewOf(checkoutId, shopper.token);
    expect(view.body.data.shippingOptions.map((option) => option.code)).not.toContain('letter-post');
    // A refused change changed nothing: the method chosen before still stands.
    expect(view.body.data.shippingMethod).toBe('express');
  });

  it('offers no shipping where no rule reaches', () => {
    const rules = [
      { code: 'us', countries: ['US'], feeCents: 500, freeFromCents: 7500, maxUnits: null, currency: 'USD', name: 'US', estimate: '' },
    ];
    expect(fittingShipping(rules, { country: 'FR', units: 1, totalBeforeShippingCents: 1000, currency: 'USD' })).toEqual([]);
    expect(fittingShipping(rules, { country: 'US', units: 1, totalBeforeShippingCents: 7500, currency: 'USD' })[0]?.feeCents).toBe(0);
    expect(fittingShipping(rules, { country: 'US', units: 1, totalBeforeShippingCents: 7499, currency: 'USD' })[0]?.feeCents).toBe(500);
  });

  it('answers another shopper’s checkout and thank-you page as not found', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    const stranger = await shopperWith([]);
    expect((await viewOf(checkoutId, stranger.token)).status).toBe(404);
    expect((await call('checkout/place', { checkoutId, idempotencyKey: key() }, stranger.token)).status).toBe(404);
    const page = (token: string, path: string) =>
      shop.app.request(`http://localhost${path}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await page(shopper.token, `/checkout/${checkoutId}?request=route`)).status).toBe(200);
    expect((await page(stranger.token, `/checkout/${checkoutId}?request=route`)).status).toBe(404);
    expect((await page(stranger.token, `/checkout/not-a-uuid?request=route`)).status).toBe(404);

    const placed = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key(), card: GOOD_CARD }, shopper.token);
    expect(placed.status).toBe(200);
    const thankYou = `/checkout/thankyou?order=${placed.body.data.orderNo}&request=route`;
    const own = await page(shopper.token, thankYou);
    expect(own.status).toBe(200);
    const ownBody = (await own.json()) as { data: { data: { thankYou: { orderNo: string; payStatus: string } } } };
    expect(ownBody.data.data.thankYou).toMatchObject({ orderNo: placed.body.data.orderNo, payStatus: 'paid' });
    expect((await page(stranger.token, thankYou)).status).toBe(404);
    expect(
      (
        await call(
          'order/pay',
          { orderId: placed.body.data.orderId, method: 'card', idempotencyKey: key(), card: GOOD_CARD },
          stranger.token,
        )
      ).status,
    ).toBe(404);
  });

  it('makes exactly one order of 20 parallel submits, and every submit gets its number', async () => {
    const variantId = await plentyVariant();
    const [before] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 2 }]);
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<Placed>('checkout/place', { checkoutId, idempotencyKey, card: GOOD_CARD }, shopper.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.orderNo)).size).toBe(1);
    const placed = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payStatus).toBe('paid');
    expect(await db.select().from(payments).where(eq(payments.orderId, placed[0]!.id))).toHaveLength(1);
    // The order reads the same in every language later: names kept in all three.
    const [line] = await db.select({ names: orderLines.names }).from(orderLines).where(eq(orderLines.orderId, placed[0]!.id));
    expect(Object.keys(line!.names as Record<string, string>).sort()).toEqual(['en', 'zh-CN', 'zh-HK']);
    expect(new Set(Object.values(line!.names as Record<string, string>)).size).toBeGreaterThan(1);
    const [after] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    expect(after!.stock).toBe(before!.stock - 2);
    // The bought lines left the cart.
    const left = await db.select().from(cartLines).innerJoin(carts, eq(carts.id, cartLines.cartId)).where(eq(carts.userId, shopper.id));
    expect(left).toHaveLength(0);
  }, 60_000);

  it('stores the same order placed from a zh-HK page as from an English one, but for the order’s language and its discounts’ names in it', async () => {
    const variantId = await plentyVariant();
    const [variant] = await db.select({ productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, variantId));
    const named = await db.select({ locale: productTranslations.locale }).from(productTranslations).where(eq(productTranslations.productId, variant!.productId));
    // Named in every language: a language without a name would keep the one the order was placed in.
    expect(named.map((row) => row.locale).sort()).toEqual(['en', 'zh-CN', 'zh-HK']);
    const placeIn = async (lang: 'en' | 'zh-HK') => {
      const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 2 }]);
      const shown = await call<CheckoutView>('checkout/update', { checkoutId, lang, couponCode: 'WELCOME10' }, shopper.token);
      expect(shown.body.data.coupon?.accepted).toBe(true);
      const placed = await call<Placed>('checkout/place', { checkoutId, lang, idempotencyKey: key(), card: GOOD_CARD }, shopper.token);
      expect(placed.status).toBe(200);
      const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.position);
      const { id: _id, orderNo: _orderNo, userId: _userId, checkoutId: _checkoutId, placedAt: _placedAt, payBy: _payBy, paidAt: _paidAt, updatedAt: _updatedAt, locale, discounts, ...kept } = order!;
      const given = discounts as { kind: string; code: string; name: string; amountCents: number }[];
      return {
        locale,
        names: given.map((discount) => discount.name),
        shownTitles: shown.body.data.summary.discounts.map((discount) => discount.title),
        same: {
          order: kept,
          discounts: given.map(({ name: _name, ...discount }) => discount),
          lines: lines.map(({ id: _lineId, orderId: _orderId, ...line }) => line),
        },
      };
    };
    const english = await placeIn('en');
    const hongKong = await placeIn('zh-HK');
    expect([english.locale, hongKong.locale]).toEqual(['en', 'zh-HK']);
    expect(hongKong.same).toEqual(english.same);
    expect(english.same.discounts.map((discount) => discount.code)).toContain('WELCOME10');
    // Each order names its discounts as the page it was placed from showed them.
    expect(english.names).toEqual(english.shownTitles);
    expect(hongKong.names).toEqual(hongKong.shownTitles);
    expect(hongKong.names).not.toEqual(english.names);
  });

  it('sells the last 3 units to exactly 3 of 50 parallel buyers; the others hear it is out of stock', async () => {
    const variantId = await plentyVariant();
    await db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variantId));
    const buyers = [];
    for (let index = 0; index < 50; index += 1) buyers.push(await startedCheckout([{ variantId, quantity: 1 }]));
    await Promise.all(buyers.map(({ shopper, checkoutId }) => viewOf(checkoutId, shopper.token, { paymentMethod: 'bank-transfer' })));
    const answers = await Promise.all(
      buyers.map(({ shopper, checkoutId }) => call<Placed>('checkout/place', { checkoutId, idempotencyKey: key() }, shopper.token)),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.body.data.key).toBe('checkout.outOfStock');
      expect(answer.body.data.problems).toEqual([{ path: 'lines.0', message: 'checkout.outOfStock' }]);
      expect(answer.body.msg).toBe('lines.0: Not enough left in stock');
    }
    for (const answer of ok) expect(answer.body.data.payment.status).toBe('pending');
    const [after] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    expect(after!.stock).toBe(0);
    const [sold] = await db.select({ count: count() }).from(orderLines).where(eq(orderLines.variantId, variantId));
    expect(sold!.count).toBe(3);
    // A refused buyer's checkout holds no order and their cart still has the line.
    const refusedIndex = answers.findIndex((answer) => answer.status === 409);
    const [unplaced] = await db
      .select({ orderId: checkouts.orderId })
      .from(checkouts)
      .where(eq(checkouts.id, buyers[refusedIndex]!.checkoutId));
    expect(unplaced!.orderId).toBeNull();
    const kept = await db.select({ variantId: cartLines.variantId }).from(cartLines).innerJoin(carts, eq(carts.id, cartLines.cartId)).where(eq(carts.userId, buyers[refusedIndex]!.shopper.id));
    expect(kept).toEqual([{ variantId }]);
  }, 120_000);

  it('refuses to place without a payment method, and names it', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    await db.update(paymentMethods).set({ active: false });
    try {
      const view = await viewOf(checkoutId, shopper.token);
      expect(view.body.data.payment.methods).toEqual([]);
      const placed = await call('checkout/place', { checkoutId, idempotencyKey: key(), card: GOOD_CARD }, shopper.token);
      expect(placed.status).toBe(409);
      expect(placed.body.msg).toBe('paymentMethod: No payment method available');
      expect(await db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toHaveLength(0);
    } finally {
      await db.update(paymentMethods).set({ active: true });
    }
  });

  it('leaves a declined order unpaid with a timeline row, and a retry with another card pays it', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }], HK);
    const view = await viewOf(checkoutId, shopper.token);
    expect(view.body.data.shippingOptions.map((option) => option.code)).toContain('cn-hk-local');
    const declined = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key(), card: DECLINED_CARD }, shopper.token);
    expect(declined.body.data.payment.status).toBe('declined');
    const [order] = await db.select().from(orders).where(eq(orders.id, declined.body.data.orderId));
    expect(order!.payStatus).toBe('unpaid');
    const events = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((event) => event.kind)).toEqual(['placed', 'payment-declined']);

    const retried = await call<Placed>(
      'order/pay',
      { orderId: order!.id, method: 'card', idempotencyKey: key(), card: GOOD_CARD },
      shopper.token,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data.payment.status).toBe('succeeded');
    const [paid] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paid!.payStatus).toBe('paid');
    // Paid once: another attempt answers it is paid and starts nothing.
    const again = await call<Placed>(
      'order/pay',
      { orderId: order!.id, method: 'card', idempotencyKey: key(), card: GOOD_CARD },
      shopper.token,
    );
    expect(again.body.data.payment.status).toBe('succeeded');
    expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(2);
  });

  it('offers the shopper the coupons they claimed, and applies one by its code', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    expect((await viewOf(checkoutId, shopper.token)).body.data.claimedCoupons).toEqual([]);
    expect((await call('coupon/claim', { code: 'WELCOME10' }, shopper.token)).status).toBe(200);
    const offered = (await viewOf(checkoutId, shopper.token)).body.data;
    expect(offered.claimedCoupons.map((coupon) => coupon.code)).toEqual(['WELCOME10']);
    const applied = (await viewOf(checkoutId, shopper.token, { couponCode: 'WELCOME10' })).body.data;
    expect(applied.coupon).toEqual({ code: 'WELCOME10', accepted: true, reason: null });
    expect(applied.summary.discount.amount).toBeGreaterThan(offered.summary.discount.amount);
  });

  it('applies the same callback once, and refuses a forged signature', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    const placed = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key(), card: STEP_CARD }, shopper.token);
    expect(placed.body.data.payment).toMatchObject({
      status: 'requires-action',
      actionUrl: expect.stringMatching(/^\/payments\/demo\/confirm\?payment=/),
    });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, placed.body.data.orderId));
    const deliver = (rawBody: string, signature: string) =>
      shop.app.request('http://localhost/api/payments/demo-card/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
        body: rawBody,
      });

    const callback = await createDemoCardProvider(db).signedCallback(payment!.reference, { amountCents: payment!.amountCents, currency: payment!.currency }, 'succeeded', '');
    const forgedBody = callback.rawBody.replace('succeeded', 'declined');
    const forged = await deliver(forgedBody, callback.signature);
    expect(forged.status).toBe(401);
    expect((await deliver(callback.rawBody, 'f'.repeat(64))).status).toBe(401);
    expect((await deliver(callback.rawBody, 'not hex')).status).toBe(401);
    const [still] = await db.select({ payStatus: orders.payStatus }).from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(still!.payStatus).toBe('unpaid');

    const told: { userId: string; message: { msg: string; data?: unknown } }[] = [];
    const stopListening = shop.services.changes.subscribe('shopper-message', (notice) => void told.push(notice));
    const [first, second] = await Promise.all([
      deliver(callback.rawBody, callback.signature),
      deliver(callback.rawBody, callback.signature),
    ]);
    const receipts = [await first.json(), await second.json()] as { applied: boolean }[];
    expect(receipts.map((receipt) => receipt.applied).sort()).toEqual([false, true]);
    // The shopper's open order page hears of it once, and only the shopper's.
    await expect.poll(() => told.length).toBe(1);
    stopListening();
    expect(told[0]).toMatchObject({ userId: shopper.id, message: { msg: 'order-changed', data: { orderId: placed.body.data.orderId, payStatus: 'paid' } } });
    const paid = await db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, placed.body.data.orderId), eq(orderEvents.kind, 'pay')));
    expect(paid).toHaveLength(1);
    const [order] = await db
      .select({ payStatus: orders.payStatus, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, placed.body.data.orderId));
    expect(order!.payStatus).toBe('paid');
    expect((await deliver('{"eventId":"x","reference":"nope","outcome":"succeeded"}', 'a'.repeat(64))).status).toBe(401);
  });

  it('refuses a signed callback for another amount or currency, replayed or not, logs it, and leaves the attempt and the order unpaid', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    const placed = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key(), card: STEP_CARD }, shopper.token);
    const orderId = placed.body.data.orderId;
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.amountCents).toBeGreaterThan(1);
    const deliver = (signed: { rawBody: string; signature: string }) =>
      shop.app.request('http://localhost/api/payments/demo-card/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signed.signature },
        body: signed.rawBody,
      });
    const signed = (amountCents: number, currency: string) => createDemoCardProvider(db).signedCallback(payment!.reference, { amountCents, currency }, 'succeeded', '');
    const otherCurrency = payment!.currency === 'JPY' ? 'USD' : 'JPY';
    const oneYen = await signed(1, 'JPY');
    const wrong = [oneYen, await signed(payment!.amountCents - 1, payment!.currency), await signed(payment!.amountCents, otherCurrency), oneYen];
    const warningsBefore = shop.logger.entries.filter((entry) => entry.level === 'warn').length;
    for (const callback of wrong) {
      const answer = await deliver(callback);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toMatchObject({ received: false });
    }

    const [attempt] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment!.id));
    expect(attempt!.status).toBe('requires-action');
    const [order] = await db.select({ payStatus: orders.payStatus, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
    expect(order).toEqual({ payStatus: 'unpaid', paidAt: null });
    const events = await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.kind)).not.toContain('pay');
    expect(await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, payment!.id))).toEqual([]);

    const warnings = shop.logger.entries.filter((entry) => entry.level === 'warn').slice(warningsBefore);
    expect(warnings).toHaveLength(wrong.length);
    expect(warnings[0]).toMatchObject({
      fields: {
        paymentId: payment!.id,
        attempt: { amountCents: payment!.amountCents, currency: payment!.currency },
        callback: { amountCents: 1, currency: 'JPY' },
      },
    });

    // The attempt's own amount still pays it: nothing above spent it.
    const right = await deliver(await signed(payment!.amountCents, payment!.currency));
    expect(await right.json()).toEqual({ received: true, applied: true });
    const [paid] = await db.select({ payStatus: orders.payStatus }).from(orders).where(eq(orders.id, orderId));
    expect(paid!.payStatus).toBe('paid');
  });

  it('confirms a payment that needs the extra step on the shop’s own page, for its shopper alone', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    const placed = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key(), card: STEP_CARD }, shopper.token);
    const actionUrl = placed.body.data.payment.actionUrl!;
    const stranger = await shopperWith([]);
    const page = (token: string) => shop.app.request(`http://localhost${actionUrl}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await page(stranger.token)).status).toBe(404);
    const own = await page(shopper.token);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(placed.body.data.orderNo);
    const paymentId = new URL(actionUrl, 'http://localhost').searchParams.get('payment')!;
    const answer = (token: string, decision: string, origin = 'http://localhost') =>
      shop.app.request('http://localhost/payments/demo/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: `${SESSION_COOKIE}=${token}` },
        body: new URLSearchParams({ payment: paymentId, decision }).toString(),
      });
    expect((await answer(shopper.token, 'approve', 'https://elsewhere.example')).status).toBe(403);
    expect((await answer(stranger.token, 'approve')).status).toBe(404);
    const approved = await answer(shopper.token, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/checkout/thankyou?order=${placed.body.data.orderNo}`);
    const [order] = await db.select({ payStatus: orders.payStatus }).from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(order!.payStatus).toBe('paid');
    // Answering again changes nothing.
    expect((await answer(shopper.token, 'decline')).status).toBe(303);
    const [still] = await db.select({ payStatus: orders.payStatus }).from(orders).where(eq(orders.id, placed.body.data.orderId));
    expect(still!.payStatus).toBe('paid');
  });

  it('shows bank transfer details and the time to pay by on the thank-you page', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    await viewOf(checkoutId, shopper.token, { paymentMethod: 'bank-transfer', remarks: 'Leave at the door' });
    const placed = await call<Placed>('checkout/place', { checkoutId, idempotencyKey: key() }, shopper.token);
    expect(placed.body.data.payment.status).toBe('pending');
    const response = await shop.app.request(`http://localhost/zh-HK/checkout/thankyou?order=${placed.body.data.orderNo}&request=route`, {
      headers: { cookie: `${SESSION_COOKIE}=${shopper.token}` },
    });
    const body = (await response.json()) as {
      data: {
        data: { thankYou: { payStatus: string; payBy: string; bankTransfer: { reference: string } }; payment: { order: { id: string } } };
      };
    };
    expect(body.data.data.thankYou.payStatus).toBe('unpaid');
    expect(body.data.data.thankYou.bankTransfer.reference).toBe(placed.body.data.orderNo);
    expect(new Date(body.data.data.thankYou.payBy).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(body.data.data.payment.order.id).toBe(placed.body.data.orderId);
    const [order] = await db
      .select({ remarks: orders.remarks, locale: orders.locale })
      .from(orders)
      .where(eq(orders.id, placed.body.data.orderId));
    expect(order).toEqual({ remarks: 'Leave at the door', locale: 'en' });
  });

  it('caps remarks and coupon codes, and reports an unknown coupon by its reason', async () => {
    const variantId = await plentyVariant();
    const { shopper, checkoutId } = await startedCheckout([{ variantId, quantity: 1 }]);
    const long = await viewOf(checkoutId, shopper.token, { remarks: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.data.problems).toEqual([{ path: 'remarks', message: 'validation.lengthLimit' }]);
    const coupon = await viewOf(checkoutId, shopper.token, { couponCode: 'nothing-here' });
    expect(coupon.body.data.coupon).toEqual({ code: 'NOTHING-HERE', accepted: false, reason: 'unknown' });
    const placed = await call('checkout/place', { checkoutId, idempotencyKey: key(), card: GOOD_CARD }, shopper.token);
    expect(placed.status).toBe(409);
    expect(placed.body.data.problems).toEqual([{ path: 'couponCode', message: 'checkout.couponRefused.unknown' }]);
    const cleared = await viewOf(checkoutId, shopper.token, { couponCode: '' });
    expect(cleared.body.data.coupon).toBeNull();
  });
});
