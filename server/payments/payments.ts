import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, paymentCallbacks, paymentMethods, payments } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import { announceWorkChanged } from '../events/work-news';
import type { Logger } from '../logger';
import { lockOrder, recordOrderEvent } from '../orders/order-records';
import { runTransitions, transitionOrder } from '../orders/order-transitions';
import type { CardDetails, PaymentProvider, TestCard, TransferDetails } from './provider';

/*
 * Payment attempts on orders. An attempt is a row written under the order's lock (so two
 * presses with one idempotency key make one attempt); the provider is then asked outside any
 * transaction, as a real one would be over the network. Whatever it decides reaches the order
 * only through `receiveCallback`: verified, checked against the attempt's amount and currency
 * (whatever the provider), and applied once per event id (the primary key of
 * `payment_callbacks`), so a replayed callback changes nothing and the pay status goes from
 * unpaid to paid once.
 */

export type AttemptStatus = 'succeeded' | 'declined' | 'error' | 'requires-action' | 'pending';

export type StartPayment =
  | { ok: true; orderId: string; orderNo: string; status: AttemptStatus; actionUrl: string | null }
  | { ok: false; reason: 'order-not-found' | 'not-payable' | 'method-unavailable' }
  | { ok: false; reason: 'card-missing' };

export type CallbackReceipt = 'applied' | 'repeated' | 'refused' | 'amount-mismatch' | 'unknown-payment' | 'unknown-provider';

const detailOf = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

function statusOfRow(row: { status: string; detail: unknown }): { status: AttemptStatus; actionUrl: string | null } {
  const actionUrl = detailOf(row.detail).actionUrl;
  switch (row.status) {
    case 'succeeded':
      return { status: 'succeeded', actionUrl: null };
    case 'declined':
      return { status: 'declined', actionUrl: null };
    case 'failed':
    case 'cancelled':
      return { status: 'error', actionUrl: null };
    case 'requires-action':
      return { status: 'requires-action', actionUrl: typeof actionUrl === 'string' ? actionUrl : null };
    default:
      return { status: 'pending', actionUrl: null };
  }
}

export type Payments = ReturnType<typeof createPayments>;

/**
 * The payment service, built once with the services (server/services.ts) from the list of
 * providers the shop takes payments through; a payment method names one of them by its code.
 * `changes` tells the shopper's open pages when a payment moves an order, `logger` hears of
 * refused callbacks.
 */
export function createPayments(options: {
  db: Database;
  providers: readonly PaymentProvider[];
  changes?: ChangeBus | undefined;
  logger: Logger;
}) {
  const { db, changes, logger } = options;
  const providers = new Map<string, PaymentProvider>();
  for (const provider of options.providers) {
    if (providers.has(provider.code)) throw new Error(`Two payment providers are called ${provider.code}`);
    providers.set(provider.code, provider);
  }
  /** The providers whose extra step the shop serves itself, on its confirmation page. */
  const confirmedHere = [...providers.values()].filter((provider) => provider.answerAction).map((provider) => provider.code);

  async function receiveCallback(providerCode: string, rawBody: string, signature: string | undefined): Promise<CallbackReceipt> {
    const provider = providers.get(providerCode);
    if (!provider) return 'unknown-provider';
    const verified = await provider.verifyCallback(rawBody, signature);
    if (!verified) return 'refused';
    // A paid order is told to its shopper's open pages once committed: they show it paid without a reload.
    const receipt = await runTransitions(db, changes, async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, providerCode), eq(payments.reference, verified.reference)))
        .for('update');
      if (!payment) return 'unknown-payment' as const;
      // Signed is not enough: it must say this attempt's money was paid. Refused, nothing is kept, not even its event id.
      if (verified.amountCents !== payment.amountCents || verified.currency !== payment.currency) {
        logger.warn('A payment callback names another amount than its attempt; refused', {
          provider: providerCode,
          paymentId: payment.id,
          reference: payment.reference,
          eventId: verified.eventId,
          attempt: { amountCents: payment.amountCents, currency: payment.currency },
          callback: { amountCents: verified.amountCents, currency: verified.currency },
        });
        return 'amount-mismatch' as const;
      }
      const [first] = await tx
        .insert(paymentCallbacks)
        .values({ provider: providerCode, eventId: verified.eventId, paymentId: payment.id })
        .onConflictDoNothing()
        .returning({ eventId: paymentCallbacks.eventId });
      // A decided attempt stays decided: a second event about it is kept and changes nothing.
      if (!first || !['pending', 'requires-action'].includes(payment.status)) return 'repeated' as const;
      const status = verified.outcome === 'succeeded' ? 'succeeded' : verified.outcome === 'declined' ? 'declined' : 'failed';
      await tx
        .update(payments)
        .set({ status, detail: { ...detailOf(payment.detail), reason: verified.reason }, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      const order = await lockOrder(tx, payment.orderId);
      if (!order) return 'unknown-payment' as const;
      const about = { paymentId: payment.id, last4: detailOf(payment.detail).last4 ?? null, reason: verified.reason };
      if (status === 'succeeded') {
        const paid = await transitionOrder(tx, order, 'pay', 'payment', { detail: about });
        // Money for an order that was paid or cancelled meanwhile: the merchant refunds it.
        if (!paid.ok) await recordOrderEvent(tx, order, 'payment-unapplied', 'payment', about);
      } else {
        await recordOrderEvent(tx, order, status === 'declined' ? 'payment-declined' : 'payment-failed', 'payment', about);
      }
      return 'applied' as const;
    });
    return receipt;
  }

  /**
   * Starts an attempt to pay one of `userId`'s unpaid orders with `methodCode`. The same
   * idempotency key again answers the attempt it started.
   */
  async function startPayment(input: {
    userId: string;
    orderId: string;
    methodCode: string;
    card: CardDetails | null;
    idempotencyKey: string;
  }): Promise<StartPayment> {
    const [method] = await db
      .select({ code: paymentMethods.code, provider: paymentMethods.provider })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.code, input.methodCode), eq(paymentMethods.active, true)));
    const provider = method ? providers.get(method.provider) : undefined;
    if (!method || !provider) return { ok: false, reason: 'method-unavailable' };
    if (provider.takesCard && !input.card) return { ok: false, reason: 'card-missing' };

    // No bus: a free order is paid in the shopper's own request, whose answer already says so, as it always has.
    const begun = await runTransitions(db, undefined, async (tx) => {
      const order = await lockOrder(tx, input.orderId, input.userId);
      if (!order) return { ok: false, reason: 'order-not-found' } as const;
      const settled = { ok: true, orderId: order.id, orderNo: order.orderNo } as const;
      if (order.payStatus === 'paid') return { ...settled, done: { status: 'succeeded', actionUrl: null } } as const;
      if (order.status !== 'in-progress') return { ok: false, reason: 'not-payable' } as const;
      const [earlier] = await tx
        .select({ status: payments.status, detail: payments.detail })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), sql`${payments.detail}->>'idempotencyKey' = ${input.idempotencyKey}`))
        .limit(1);
      if (earlier) return { ...settled, done: statusOfRow(earlier) } as const;
      if (order.paymentMethod !== method.code) await tx.update(orders).set({ paymentMethod: method.code }).where(eq(orders.id, order.id));
      if (order.totalCents === 0) {
        // Nothing to collect (a coupon and free shipping covered it all).
        await transitionOrder(tx, order, 'pay', 'payment', { detail: { free: true } });
        return { ...settled, done: { status: 'succeeded', actionUrl: null } } as const;
      }
      const reference = `pay_${randomUUID()}`;
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: provider.code,
          reference,
          amountCents: order.totalCents,
          currency: order.currency,
          detail: { idempotencyKey: input.idempotencyKey, method: method.code },
        })
        .returning({ id: payments.id, detail: payments.detail });
      return {
        ...settled,
        attempt: { id: row!.id, reference, detail: detailOf(row!.detail), amountCents: order.totalCents, currency: order.currency },
      } as const;
    });
    if (!begun.ok) return begun;
    if ('done' in begun) {
      // A free order paid just now is one more to ship: the staff hear of it, though the shopper is not told.
      announceWorkChanged(changes);
      return { ok: true, orderId: begun.orderId, orderNo: begun.orderNo, ...begun.done };
    }

    const { attempt } = begun;
    const answer = await provider.createAttempt({
      paymentId: attempt.id,
      reference: attempt.reference,
      orderNo: begun.orderNo,
      amountCents: attempt.amountCents,
      currency: attempt.currency,
      card: input.card,
    });
    const settle = async (status: 'pending' | 'requires-action' | 'cancelled', detail: Record<string, unknown>) =>
      db
        .update(payments)
        .set({ status, detail: { ...attempt.detail, ...detail }, updatedAt: new Date() })
        .where(eq(payments.id, attempt.id));
    switch (answer.status) {
      case 'refused':
        await settle('cancelled', { refused: answer.message });
        return { ok: false, reason: 'card-missing' };
      case 'pending':
        await settle('pending', answer.detail);
        return { ok: true, orderId: begun.orderId, orderNo: begun.orderNo, status: 'pending', actionUrl: null };
      case 'requires-action':
        await settle('requires-action', { ...answer.detail, actionUrl: answer.actionUrl });
        return { ok: true, orderId: begun.orderId, orderNo: begun.orderNo, status: 'requires-action', actionUrl: answer.actionUrl };
      case 'decided': {
        await settle('pending', answer.detail);
        await receiveCallback(provider.code, answer.callback.rawBody, answer.callback.signature);
        const [row] = await db
          .select({ status: payments.status, detail: payments.detail })
          .from(payments)
          .where(eq(payments.id, attempt.id));
        return { ok: true, orderId: begun.orderId, orderNo: begun.orderNo, ...statusOfRow(row!) };
      }
    }
  }

  async function paymentAwaitingOf(paymentId: string, userId: string) {
    if (confirmedHere.length === 0) return null;
    const [row] = await db
      .select({
        provider: payments.provider,
        reference: payments.reference,
        status: payments.status,
        amountCents: payments.amountCents,
        currency: payments.currency,
        detail: payments.detail,
        orderNo: orders.orderNo,
        locale: orders.locale,
        userId: orders.userId,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), inArray(payments.provider, confirmedHere)));
    return row && row.userId === userId ? row : null;
  }

  /** A payment of the shopper's that the shop's confirmation page answers, with what it shows; null when it is not theirs. */
  async function paymentToConfirm(paymentId: string, userId: string) {
    const row = await paymentAwaitingOf(paymentId, userId);
    if (!row) return null;
    return {
      waiting: row.status === 'requires-action',
      amountCents: row.amountCents,
      currency: row.currency,
      last4: String(detailOf(row.detail).last4 ?? ''),
      orderNo: row.orderNo,
      locale: row.locale,
    };
  }

  /** The shopper's answer on the confirmation page; the provider reports it by its signed callback. Null when the payment is not theirs. */
  async function confirmPayment(paymentId: string, userId: string, approve: boolean): Promise<{ orderNo: string; locale: string } | null> {
    const row = await paymentAwaitingOf(paymentId, userId);
    const answerAction = row ? providers.get(row.provider)?.answerAction : undefined;
    if (!row || !answerAction) return null;
    if (row.status === 'requires-action') {
      const callback = await answerAction(row.reference, { amountCents: row.amountCents, currency: row.currency }, approve);
      await receiveCallback(row.provider, callback.rawBody, callback.signature);
    }
    return { orderNo: row.orderNo, locale: row.locale };
  }

  /**
   * The test cards the checkout lists beside the card fields, of the first of these providers
   * (the offered methods' ones) that has some; null in production, where nobody types them.
   */
  function testCardsFor(providerCodes: readonly string[]): TestCard[] | null {
    if (process.env.NODE_ENV === 'production') return null;
    const cards = providerCodes.map((code) => providers.get(code)?.testCards).find((found) => found !== undefined);
    return cards ? cards.map((card) => ({ ...card })) : null;
  }

  /** Where the shopper sends an order's money when its provider is one they pay through themselves; null for the others. */
  function transferDetailsFor(providerCode: string, orderNo: string): TransferDetails | null {
    return providers.get(providerCode)?.transferDetails?.(orderNo) ?? null;
  }

  return { receiveCallback, startPayment, confirmPayment, paymentToConfirm, testCardsFor, transferDetailsFor };
}
