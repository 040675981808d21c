import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, RETURN_ACTIONS, orderTransition, returnTransition, type OrderState, type ReturnState } from './states';

const unpaid: OrderState = { status: 'in-progress', payStatus: 'unpaid', shipped: false };
const paid: OrderState = { ...unpaid, payStatus: 'paid' };
const shipped: OrderState = { ...paid, shipped: true };

describe('order transitions', () => {
  it('lets a shopper cancel an unpaid order at once, but only ask to cancel a paid one', () => {
    expect(orderTransition(unpaid, 'cancel', 'shopper')).toEqual({ ...unpaid, status: 'cancelled' });
    expect(orderTransition(paid, 'cancel', 'shopper')).toBeNull();
    expect(orderTransition(paid, 'requestCancel', 'shopper')).toEqual({ ...paid, status: 'pending-cancellation' });
  });

  it('refuses a cancellation once anything has shipped', () => {
    expect(orderTransition(shipped, 'requestCancel', 'shopper')).toBeNull();
    expect(orderTransition(shipped, 'cancel', 'merchant')).toBeNull();
  });

  it('leaves a pending cancellation to the merchant alone', () => {
    const pending: OrderState = { ...paid, status: 'pending-cancellation' };
    expect(orderTransition(pending, 'approveCancel', 'shopper')).toBeNull();
    expect(orderTransition(pending, 'approveCancel', 'merchant')?.status).toBe('cancelled');
    expect(orderTransition(pending, 'refuseCancel', 'merchant')?.status).toBe('in-progress');
  });

  it('pays an order once, ships only paid orders and completes only shipped ones', () => {
    expect(orderTransition(unpaid, 'pay', 'payment')?.payStatus).toBe('paid');
    expect(orderTransition(paid, 'pay', 'payment')).toBeNull();
    expect(orderTransition(unpaid, 'ship', 'merchant')).toBeNull();
    expect(orderTransition(paid, 'ship', 'merchant')).toEqual(shipped);
    expect(orderTransition(paid, 'deliver', 'merchant')).toBeNull();
    expect(orderTransition(shipped, 'deliver', 'merchant')?.status).toBe('completed');
  });

  it('moves nothing out of a cancelled or completed order', () => {
    for (const status of ['cancelled', 'completed'] as const) {
      for (const action of Object.keys(ORDER_ACTIONS) as (keyof typeof ORDER_ACTIONS)[]) {
        for (const actor of ['shopper', 'merchant', 'system', 'payment'] as const) {
          expect(orderTransition({ ...shipped, status }, action, actor)).toBeNull();
          expect(orderTransition({ ...unpaid, status }, action, actor)).toBeNull();
        }
      }
    }
  });
});

describe('return transitions', () => {
  const applied: ReturnState = { status: 'pending-approval', auditStatus: 'pending-approval', type: 'return-refund', goodsSent: false, goodsReceived: false };
  const approved: ReturnState = { ...applied, auditStatus: 'approved' };

  it('lets the shopper cancel only before the audit', () => {
    expect(returnTransition(applied, 'cancel', 'shopper')?.status).toBe('cancelled');
    expect(returnTransition(approved, 'cancel', 'shopper')).toBeNull();
  });

  it('ends a refused return', () => {
    expect(returnTransition(applied, 'refuse', 'merchant')).toMatchObject({ auditStatus: 'refused', status: 'ended' });
  });

  it('refunds returned goods only once they are back, and a refund only straight after approval', () => {
    expect(returnTransition(approved, 'refund', 'merchant')).toBeNull();
    const sent = returnTransition(approved, 'sendBack', 'shopper')!;
    expect(returnTransition(sent, 'refund', 'merchant')).toBeNull();
    const received = returnTransition(sent, 'receive', 'merchant')!;
    expect(returnTransition(received, 'refund', 'merchant')?.status).toBe('completed');
    expect(returnTransition({ ...approved, type: 'refund-only' }, 'refund', 'merchant')?.status).toBe('completed');
    expect(returnTransition({ ...approved, type: 'refund-only' }, 'sendBack', 'shopper')).toBeNull();
  });

  it('moves nothing out of a finished return', () => {
    for (const status of ['cancelled', 'completed', 'ended'] as const) {
      for (const action of Object.keys(RETURN_ACTIONS) as (keyof typeof RETURN_ACTIONS)[]) {
        expect(returnTransition({ ...approved, status, goodsSent: true, goodsReceived: true }, action, 'merchant')).toBeNull();
        expect(returnTransition({ ...approved, status, goodsSent: true, goodsReceived: true }, action, 'shopper')).toBeNull();
      }
    }
  });
});
