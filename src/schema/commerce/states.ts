/*
 * Spec §4's states of orders and returns, and every change allowed between them: one table
 * each, read by the services that make changes (an action not allowed from the current state
 * answers 409 and changes nothing), by the merchant's API and CLI, and by the tests. Zod-free,
 * so the order pages can read the names without loading a schema.
 */

export const ORDER_STATUSES = ['in-progress', 'completed', 'cancelled', 'pending-cancellation'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAY_STATUSES = ['unpaid', 'paid'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

export const RETURN_STATUSES = ['pending-approval', 'cancelled', 'completed', 'ended'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const AUDIT_STATUSES = ['pending-approval', 'approved', 'refused'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const RETURN_TYPES = ['return-refund', 'exchange', 'refund-only'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export type Actor = 'shopper' | 'merchant' | 'system' | 'payment';

/** Where an order stands: its two spec states, and whether anything has been shipped yet. */
export type OrderState = { status: OrderStatus; payStatus: PayStatus; shipped: boolean };

type OrderAction = {
  /** The states it may start from; a field left out matches any value. */
  from: readonly Partial<OrderState>[];
  to: Partial<Pick<OrderState, 'status' | 'payStatus'>>;
  by: readonly Actor[];
};

/**
 * Every change an order can go through. A shopper's "cancel" is `cancel` before payment and
 * `requestCancel` after it (the merchant then decides); shipping keeps the order in progress
 * and may happen more than once (several parcels); delivery completes it.
 */
export const ORDER_ACTIONS = {
  pay: { from: [{ status: 'in-progress', payStatus: 'unpaid' }], to: { payStatus: 'paid' }, by: ['payment', 'merchant'] },
  cancel: { from: [{ status: 'in-progress', payStatus: 'unpaid', shipped: false }], to: { status: 'cancelled' }, by: ['shopper', 'system', 'merchant'] },
  requestCancel: { from: [{ status: 'in-progress', payStatus: 'paid', shipped: false }], to: { status: 'pending-cancellation' }, by: ['shopper'] },
  approveCancel: { from: [{ status: 'pending-cancellation' }], to: { status: 'cancelled' }, by: ['merchant'] },
  refuseCancel: { from: [{ status: 'pending-cancellation' }], to: { status: 'in-progress' }, by: ['merchant'] },
  ship: { from: [{ status: 'in-progress', payStatus: 'paid' }], to: {}, by: ['merchant'] },
  deliver: { from: [{ status: 'in-progress', payStatus: 'paid', shipped: true }], to: { status: 'completed' }, by: ['merchant'] },
} as const satisfies Record<string, OrderAction>;

export type OrderActionName = keyof typeof ORDER_ACTIONS;

/** The state after `action`, or null when the table does not allow it from `state` by `actor`. */
export function orderTransition(state: OrderState, action: OrderActionName, actor: Actor): OrderState | null {
  const rule: OrderAction = ORDER_ACTIONS[action];
  if (!rule.by.includes(actor)) return null;
  const fits = rule.from.some((from) => (Object.keys(from) as (keyof OrderState)[]).every((key) => from[key] === state[key]));
  if (!fits) return null;
  return { ...state, ...rule.to, shipped: state.shipped || action === 'ship' };
}

/** Where a return stands, and whether the shopper has sent the goods back. */
export type ReturnState = { status: ReturnStatus; auditStatus: AuditStatus; type: ReturnType; goodsSent: boolean; goodsReceived: boolean };

type ReturnAction = {
  from: readonly Partial<ReturnState>[];
  to: Partial<Pick<ReturnState, 'status' | 'auditStatus' | 'goodsSent' | 'goodsReceived'>>;
  by: readonly Actor[];
};

/**
 * Every change a return can go through. The shopper may cancel only before the audit; a
 * refusal ends it; after approval, goods that travel back (return and refund, exchange) are
 * sent by the shopper and received by the merchant before the refund or the exchange completes
 * it; a refund only completes straight after approval.
 */
export const RETURN_ACTIONS = {
  cancel: { from: [{ status: 'pending-approval', auditStatus: 'pending-approval' }], to: { status: 'cancelled' }, by: ['shopper'] },
  approve: { from: [{ status: 'pending-approval', auditStatus: 'pending-approval' }], to: { auditStatus: 'approved' }, by: ['merchant'] },
  refuse: { from: [{ status: 'pending-approval', auditStatus: 'pending-approval' }], to: { auditStatus: 'refused', status: 'ended' }, by: ['merchant'] },
  sendBack: {
    from: [
      { status: 'pending-approval', auditStatus: 'approved', type: 'return-refund', goodsSent: false },
      { status: 'pending-approval', auditStatus: 'approved', type: 'exchange', goodsSent: false },
    ],
    to: { goodsSent: true },
    by: ['shopper'],
  },
  receive: { from: [{ status: 'pending-approval', auditStatus: 'approved', goodsSent: true, goodsReceived: false }], to: { goodsReceived: true }, by: ['merchant'] },
  refund: {
    from: [
      { status: 'pending-approval', auditStatus: 'approved', type: 'refund-only' },
      { status: 'pending-approval', auditStatus: 'approved', type: 'return-refund', goodsReceived: true },
    ],
    to: { status: 'completed' },
    by: ['merchant'],
  },
  exchange: { from: [{ status: 'pending-approval', auditStatus: 'approved', type: 'exchange', goodsReceived: true }], to: { status: 'completed' }, by: ['merchant'] },
  end: { from: [{ status: 'pending-approval', auditStatus: 'approved' }], to: { status: 'ended' }, by: ['merchant'] },
} as const satisfies Record<string, ReturnAction>;

export type ReturnActionName = keyof typeof RETURN_ACTIONS;

export function returnTransition(state: ReturnState, action: ReturnActionName, actor: Actor): ReturnState | null {
  const rule: ReturnAction = RETURN_ACTIONS[action];
  if (!rule.by.includes(actor)) return null;
  const fits = rule.from.some((from) => (Object.keys(from) as (keyof ReturnState)[]).every((key) => from[key] === state[key]));
  if (!fits) return null;
  return { ...state, ...rule.to };
}
