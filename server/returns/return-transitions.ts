import { and, count, eq, sql } from 'drizzle-orm';
import {
  returnTransition,
  type Actor,
  type AuditStatus,
  type ReturnActionName,
  type ReturnState,
  type ReturnStatus,
  type ReturnType,
} from '../../src/schema/commerce/states';
import type { Transaction } from '../db/database';
import { orderLines, orders, returnEvents, returnLines, returns } from '../db/schema';
import { recordOrderEvent } from '../orders/order-records';
import { tellShopperAfterCommit } from '../orders/order-transitions';
import { loadCommerceSettings } from '../commerce/settings';
import type { ReturnAddress } from '../../src/schema/admin-api/returns';

/*
 * What each return action does, beside the table that says when it may (RETURN_ACTIONS in
 * src/schema/commerce/states.ts). `transitionReturn` is the only way a return changes state: it
 * asks the table, applies the new state and runs the action's effects in the transaction (what
 * the action carries onto the row, the units given back, the refund onto the order, the
 * timeline row); what talks to the outside waits for the commit (`runTransitions`).
 */

export type ReturnRow = typeof returns.$inferSelect;

/** What an action brings with it: the return address support confirmed, the merchant's reason, the shopper's parcel. */
export type ReturnActionInput = {
  /** Without an address, an approval gives the shop's return address from its settings. */
  approve?: { address?: ReturnAddress | undefined };
  refuse?: { reason: string };
  sendBack?: { logisticsCompany: string; trackingNumber: string; deliveryTime: Date };
};

export type ReturnChange =
  | { ok: true; row: ReturnRow }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; state: ReturnState }
  | { ok: false; reason: 'over-total' };

/** Thrown inside the transaction to roll all of it back; the caller answers its change. */
export class ReturnRollback extends Error {
  constructor(readonly change: Extract<ReturnChange, { ok: false }>) {
    super(change.reason);
  }
}

/** Effects written in the change's own transaction, in the order listed. */
type ReturnStepEffect =
  /** The return address given to the shopper on approval (the one support confirmed, or the shop's from its settings), kept on its timeline row. */
  | 'give-return-address'
  /** The merchant's reason kept on the return and its timeline row. */
  | 'keep-refusal-reason'
  /** The shopper's parcel kept on the return; the goods count as sent from then on. */
  | 'keep-parcel'
  /** The return's units no longer held by it: its order's lines may be returned again. */
  | 'give-units-back'
  /** The refund added to the order, within what it was paid, with a `refunded` row on the order's timeline. */
  | 'refund-order'
  /** The timeline row of the action, with what it carried. */
  | 'record-history';

/** Effects that reach outside the database, run once the change is committed. */
type ReturnNewsEffect =
  /** The order's shopper's open pages hear that their order changed (its refund, its timeline). */
  'tell-order-shopper';

type ReturnEffects = { inTransaction: readonly ReturnStepEffect[]; afterCommit: readonly ReturnNewsEffect[] };

export const RETURN_EFFECTS = {
  cancel: { inTransaction: ['give-units-back', 'record-history'], afterCommit: [] },
  approve: { inTransaction: ['give-return-address', 'record-history'], afterCommit: [] },
  refuse: { inTransaction: ['keep-refusal-reason', 'give-units-back', 'record-history'], afterCommit: [] },
  sendBack: { inTransaction: ['keep-parcel', 'record-history'], afterCommit: [] },
  receive: { inTransaction: ['record-history'], afterCommit: [] },
  refund: { inTransaction: ['refund-order', 'record-history'], afterCommit: ['tell-order-shopper'] },
  exchange: { inTransaction: ['record-history'], afterCommit: [] },
  end: { inTransaction: ['give-units-back', 'record-history'], afterCommit: [] },
} as const satisfies Record<ReturnActionName, ReturnEffects>;

type Step = {
  row: ReturnRow;
  action: ReturnActionName;
  actor: Actor;
  input: ReturnActionInput;
  /** What the timeline row keeps; effects add to it before `record-history` writes it. */
  detail: Record<string, unknown>;
  /** The order a refund changed, for its shopper to hear of once committed. */
  refundedOrder?: typeof orders.$inferSelect;
  now: Date;
};

async function setReturn(tx: Transaction, step: Step, fields: Partial<ReturnRow>): Promise<Step> {
  const [row] = await tx.update(returns).set(fields).where(eq(returns.id, step.row.id)).returning();
  return { ...step, row: row! };
}

const STEP_EFFECTS: Record<ReturnStepEffect, (tx: Transaction, step: Step) => Promise<Step>> = {
  'give-return-address': async (tx, step) => {
    const address = step.input.approve?.address ?? (await loadCommerceSettings(tx)).returnAddress;
    return { ...(await setReturn(tx, step, { merchantAddress: address })), detail: { ...step.detail, address } };
  },
  'keep-refusal-reason': async (tx, step) => {
    const reason = step.input.refuse?.reason ?? '';
    return { ...(await setReturn(tx, step, { refuseDescription: reason })), detail: { ...step.detail, reason } };
  },
  'keep-parcel': async (tx, step) => {
    const parcel = step.input.sendBack;
    if (!parcel) throw new Error('Sending a return back needs its parcel');
    const kept = await setReturn(tx, step, parcel);
    return { ...kept, detail: { ...step.detail, logisticsCompany: parcel.logisticsCompany, trackingNumber: parcel.trackingNumber } };
  },
  'give-units-back': async (tx, step) => {
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, step.row.id));
    for (const line of lines) {
      await tx
        .update(orderLines)
        .set({ returnedQuantity: sql`${orderLines.returnedQuantity} - ${line.quantity}` })
        .where(eq(orderLines.id, line.orderLineId));
    }
    return step;
  },
  'refund-order': async (tx, step) => {
    const { row, now } = step;
    const [order] = await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${row.refundCents}`, updatedAt: now })
      .where(and(eq(orders.id, row.orderId), sql`${orders.refundedCents} + ${row.refundCents} <= ${orders.totalCents}`))
      .returning();
    if (!order) throw new ReturnRollback({ ok: false, reason: 'over-total' });
    await recordOrderEvent(tx, order, 'refunded', 'merchant', { returnNo: row.returnNo, amountCents: row.refundCents }, now);
    const kept = await setReturn(tx, step, { refundedAt: now });
    return { ...kept, detail: { ...step.detail, amountCents: row.refundCents }, refundedOrder: order };
  },
  'record-history': async (tx, step) => {
    await recordReturnEvent(tx, step.row, step.action, step.actor, step.detail, step.now);
    return step;
  },
};

/**
 * Moves a locked return by `action` if the table allows it, then runs the action's effects.
 * Refused, it changes nothing and throws a `ReturnRollback` the caller answers (409); a refund
 * past what the order was paid rolls everything back the same way.
 */
export async function transitionReturn(
  tx: Transaction,
  row: ReturnRow,
  action: ReturnActionName,
  actor: Actor,
  input: ReturnActionInput = {},
  now: Date = new Date(),
): Promise<ReturnRow> {
  const state = await returnStateOf(tx, row);
  const next = returnTransition(state, action, actor);
  if (!next) throw new ReturnRollback({ ok: false, reason: 'not-allowed', state });
  let step: Step = { row, action, actor, input, detail: {}, now };
  step = await setReturn(tx, step, { status: next.status, auditStatus: next.auditStatus, updatedAt: now });
  const effects: ReturnEffects = RETURN_EFFECTS[action];
  for (const effect of effects.inTransaction) step = await STEP_EFFECTS[effect](tx, step);
  if (effects.afterCommit.includes('tell-order-shopper') && step.refundedOrder) tellShopperAfterCommit(tx, step.refundedOrder);
  return step.row;
}

/** The table's view of a return: the goods count as sent once logistics are entered, received once the merchant said so. */
export async function returnStateOf(tx: Transaction, row: ReturnRow): Promise<ReturnState> {
  const [received] = await tx
    .select({ n: count() })
    .from(returnEvents)
    .where(and(eq(returnEvents.returnId, row.id), eq(returnEvents.kind, 'receive')));
  return {
    status: row.status as ReturnStatus,
    auditStatus: row.auditStatus as AuditStatus,
    type: row.type as ReturnType,
    goodsSent: row.deliveryTime !== null,
    goodsReceived: (received?.n ?? 0) > 0,
  };
}

export async function recordReturnEvent(
  tx: Transaction,
  row: Pick<ReturnRow, 'id' | 'status' | 'auditStatus'>,
  kind: string,
  actor: Actor,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx
    .insert(returnEvents)
    .values({ returnId: row.id, kind, actor, status: row.status, auditStatus: row.auditStatus, detail, at: now });
}
