import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  returnTransition,
  type Actor,
  type AuditStatus,
  type ReturnActionName,
  type ReturnState,
  type ReturnStatus,
  type ReturnType,
} from '../../src/schema/commerce/states';
import { localeChain, type TranslatedLocale, type UrlLanguage } from '../../src/schema/languages';
import type { ReturnDetail, ReturnForm, ReturnSummary, ReturnableLine } from '../../src/schema/web-api/returns';
import { returnAddressSchema, type ReturnAddress } from '../../src/schema/admin-api/returns';
import { pickText } from '../catalog/queries/localized';
import { productImageUrl } from '../catalog/images/urls';
import type { Database, Transaction } from '../db/database';
import { orderLines, orders, returnEvents, returnImages, returnLines, returns } from '../db/schema';
import { nextNumber } from '../orders/order-records';
import { runTransitions } from '../orders/order-transitions';
import { returnsClosedReason } from '../orders/orders';
import {
  recordReturnEvent,
  ReturnRollback,
  transitionReturn,
  type ReturnActionInput,
  type ReturnChange,
  type ReturnRow,
} from './return-transitions';
import type { ChangeBus } from '../events/change-bus';
import { announceWorkChanged } from '../events/work-news';
import type { CommerceRules } from '../commerce/commerce-rules';
import { loadCommerceSettings } from '../commerce/settings';

/*
 * Returns (spec §3 Return order, §4): a shopper applies from a shipped or completed order of
 * theirs for some of its units; the merchant audits, receives, refunds or exchanges.
 *
 * Units never return twice: each line's `returned_quantity` counts the units in returns that
 * are still alive, raised by a conditional update in the application's transaction (`… where
 * returned_quantity + n <= quantity`), so parallel applications are judged one after the
 * other by the database itself, and a CHECK stands behind it. A return that is cancelled,
 * refused or ended gives its units back in the transaction that moves it.
 *
 * Every state change goes through `transitionReturn` (return-transitions.ts), which runs what
 * the action brings with it: the row locked, the transition table asked, the row updated, its
 * effects and a timeline row written, or nothing at all.
 */

export type { ReturnActionInput, ReturnChange, ReturnRow };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The refund for `units` of a line of which `before` units are already in live returns: the
 * units' price less their share of the line's discount. Shares are taken as differences of
 * a running floor, so the parts of a line returned in several goes never sum past its discount.
 */
export function refundForUnits(
  line: { unitPriceCents: number; quantity: number; discountCents: number },
  before: number,
  units: number,
): number {
  const shareUpTo = (returned: number) => Math.floor((line.discountCents * returned) / line.quantity);
  return units * line.unitPriceCents - (shareUpTo(before + units) - shareUpTo(before));
}

export type ApplyInput = {
  orderNo: string;
  type: ReturnType;
  lines: readonly { lineId: string; quantity: number }[];
  description: string;
  /** Already re-encoded pictures (see return-pictures.ts). */
  pictures: readonly { webp: Uint8Array; width: number; height: number }[];
};

export type ApplyOutcome =
  | { ok: true; returnNo: string; refundCents: number }
  | { ok: false; reason: 'order-not-found' | 'line-not-found' }
  | { ok: false; reason: 'not-shipped' | 'window-closed' }
  | { ok: false; reason: 'too-many'; lineId: string };

class Refusal extends Error {
  constructor(readonly outcome: Extract<ApplyOutcome, { ok: false }>) {
    super(outcome.reason);
  }
}

/** A shopper's application. Nothing is written unless every line fits. */
export async function applyForReturn(
  db: Database | Transaction,
  userId: string,
  input: ApplyInput,
  now: Date = new Date(),
): Promise<ApplyOutcome> {
  // A write reads the rules as stored, never a kept copy.
  const settings = await loadCommerceSettings(db);
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, input.orderNo), eq(orders.userId, userId)));
      if (!order) throw new Refusal({ ok: false, reason: 'order-not-found' });
      const closed = returnsClosedReason(order, settings.returnWindowDays, now);
      if (closed === 'return.notShipped') throw new Refusal({ ok: false, reason: 'not-shipped' });
      if (closed === 'return.windowClosed') throw new Refusal({ ok: false, reason: 'window-closed' });

      let refundCents = 0;
      // Always in one order, so two applications over the same lines wait for each other instead of deadlocking.
      const wantedLines = [...input.lines].sort((a, b) => a.lineId.localeCompare(b.lineId));
      for (const wanted of wantedLines) {
        const [taken] = await tx
          .update(orderLines)
          .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${wanted.quantity}` })
          .where(
            and(
              eq(orderLines.id, wanted.lineId),
              eq(orderLines.orderId, order.id),
              sql`${orderLines.returnedQuantity} + ${wanted.quantity} <= ${orderLines.quantity}`,
            ),
          )
          .returning();
        if (!taken) {
          const [exists] = await tx
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(eq(orderLines.id, wanted.lineId), eq(orderLines.orderId, order.id)));
          throw new Refusal(exists ? { ok: false, reason: 'too-many', lineId: wanted.lineId } : { ok: false, reason: 'line-not-found' });
        }
        refundCents += refundForUnits(taken, taken.returnedQuantity - wanted.quantity, wanted.quantity);
      }

      const returnNo = await nextNumber(tx, 'return', now);
      const [created] = await tx
        .insert(returns)
        .values({
          returnNo,
          orderId: order.id,
          userId,
          type: input.type,
          description: input.description,
          refundCents,
          currency: order.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(returnLines)
        .values(input.lines.map((line) => ({ returnId: created!.id, orderLineId: line.lineId, quantity: line.quantity })));
      if (input.pictures.length > 0) {
        await tx
          .insert(returnImages)
          .values(input.pictures.map((picture, index) => ({ returnId: created!.id, position: index + 1, ...picture })));
      }
      await recordReturnEvent(tx, created!, 'applied', 'shopper', { orderNo: order.orderNo }, now);
      return { ok: true as const, returnNo, refundCents };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

/** The return, locked until the transaction ends; null when there is none, or it is another shopper's when `userId` is given. */
export async function lockReturn(tx: Transaction, returnNo: string, userId?: string): Promise<ReturnRow | null> {
  const [row] = await tx.select().from(returns).where(eq(returns.returnNo, returnNo)).for('update');
  if (!row || (userId !== undefined && row.userId !== userId)) return null;
  return row;
}

/**
 * Moves a return by `action` (`transitionReturn`, return-transitions.ts) with its row locked,
 * and tells what the change has to tell once it commits: a refund reaches the order's shopper's
 * open pages, and the staff's open back office hears that the returns waiting changed. Either
 * all of it happens or nothing does.
 */
export async function changeReturn(
  db: Database | Transaction,
  changes: ChangeBus | undefined,
  target: { returnNo: string; userId?: string },
  action: ReturnActionName,
  actor: Actor,
  input: ReturnActionInput = {},
  now: Date = new Date(),
): Promise<ReturnChange> {
  try {
    const change = await runTransitions(db, changes, async (tx) => {
      const row = await lockReturn(tx, target.returnNo, target.userId);
      if (!row) throw new ReturnRollback({ ok: false, reason: 'not-found' });
      return { ok: true as const, row: await transitionReturn(tx, row, action, actor, input, now) };
    });
    announceWorkChanged(changes);
    return change;
  } catch (error) {
    if (error instanceof ReturnRollback) return error.change;
    throw error;
  }
}

/* Reading, for the shopper's pages and calls and for the merchant. */

type LineSnapshot = Pick<typeof orderLines.$inferSelect, 'names' | 'options' | 'image'>;

function lineWords(line: LineSnapshot, locales: readonly TranslatedLocale[]): { name: string; options: string; image: string | null } {
  const options = Array.isArray(line.options)
    ? (line.options as { name?: unknown; value?: unknown }[])
        .map((option) => `${pickText(option.name, locales)}: ${pickText(option.value, locales)}`)
        .join(', ')
    : '';
  const image = line.image as { slug?: unknown; position?: unknown } | null;
  const imageUrl =
    image && typeof image.slug === 'string' && typeof image.position === 'number' ? productImageUrl(image.slug, image.position, 320) : null;
  return { name: pickText(line.names, locales), options, image: imageUrl };
}

const money = (amount: number, currency: string) => ({ amount, currency });

async function summaries(db: Database | Transaction, rows: readonly ReturnRow[], lang: UrlLanguage): Promise<ReturnSummary[]> {
  if (rows.length === 0) return [];
  const locales = localeChain(lang);
  const ids = rows.map((row) => row.id);
  const [lines, orderNos] = await Promise.all([
    db
      .select({ returnId: returnLines.returnId, quantity: returnLines.quantity, line: orderLines })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(orderLines.position)),
    db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  ]);
  const orderNoOf = new Map(orderNos.map((order) => [order.id, order.orderNo]));
  return rows.map((row) => ({
    returnNo: row.returnNo,
    orderNo: orderNoOf.get(row.orderId) ?? '',
    type: row.type as ReturnType,
    status: row.status as ReturnStatus,
    auditStatus: row.auditStatus as AuditStatus,
    refund: money(row.refundCents, row.currency),
    createdAt: row.createdAt.toISOString(),
    lines: lines
      .filter((entry) => entry.returnId === row.id)
      .map((entry) => ({
        ...lineWords(entry.line, locales),
        quantity: entry.quantity,
        unitPrice: money(entry.line.unitPriceCents, row.currency),
      })),
  }));
}

export const RETURNS_PAGE_SIZE = 10;

/** The shopper's returns, newest first, a page at a time. */
export async function listReturns(db: Database, userId: string, page: number, lang: UrlLanguage) {
  const [total] = await db.select({ n: count() }).from(returns).where(eq(returns.userId, userId));
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.userId, userId))
    .orderBy(desc(returns.createdAt), desc(returns.returnNo))
    .limit(RETURNS_PAGE_SIZE)
    .offset((page - 1) * RETURNS_PAGE_SIZE);
  return { returns: await summaries(db, rows, lang), page, pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / RETURNS_PAGE_SIZE)) };
}

/** The address a return's picture is served at (`/returns/<returnNo>/<n>.webp`), to its owner only. */
export function returnPictureUrl(returnNo: string, position: number): string {
  return `/returns/${returnNo}/${position}.webp`;
}

/** One return as its owner sees it, or null when it is not theirs (the merchant passes no user). */
export async function readReturn(
  db: Database | Transaction,
  returnNo: string,
  userId: string | null,
  lang: UrlLanguage,
): Promise<ReturnDetail | null> {
  const [row] = await db.select().from(returns).where(eq(returns.returnNo, returnNo));
  if (!row || (userId !== null && row.userId !== userId)) return null;
  const [[summary], pictures, events] = await Promise.all([
    summaries(db, [row], lang),
    db
      .select({ position: returnImages.position })
      .from(returnImages)
      .where(eq(returnImages.returnId, row.id))
      .orderBy(asc(returnImages.position)),
    db.select().from(returnEvents).where(eq(returnEvents.returnId, row.id)).orderBy(asc(returnEvents.id)),
  ]);
  const state: ReturnState = {
    status: row.status as ReturnStatus,
    auditStatus: row.auditStatus as AuditStatus,
    type: row.type as ReturnType,
    goodsSent: row.deliveryTime !== null,
    goodsReceived: events.some((event) => event.kind === 'receive'),
  };
  const address = row.auditStatus === 'approved' ? (row.merchantAddress as ReturnDetail['merchantAddress']) : null;
  return {
    ...summary!,
    description: row.description,
    refuseDescription: row.refuseDescription,
    logisticsCompany: row.logisticsCompany,
    trackingNumber: row.trackingNumber,
    deliveryTime: row.deliveryTime?.toISOString() ?? null,
    merchantAddress: address ?? null,
    pictures: pictures.map((picture) => returnPictureUrl(row.returnNo, picture.position)),
    timeline: events.map((event) => ({ kind: event.kind, actor: event.actor, at: event.at.toISOString() })),
    canCancel: returnTransition(state, 'cancel', 'shopper') !== null,
    canSendBack: returnTransition(state, 'sendBack', 'shopper') !== null,
  };
}

/**
 * The return address an approval of the return gives unless support names another: the one it
 * was given once approved, the shop's (its settings) otherwise. Null when there is no such return.
 */
export async function returnAddressOf(db: Database, returnNo: string): Promise<ReturnAddress | null> {
  const [row] = await db
    .select({ auditStatus: returns.auditStatus, merchantAddress: returns.merchantAddress })
    .from(returns)
    .where(eq(returns.returnNo, returnNo));
  if (!row) return null;
  const given = row.auditStatus === 'approved' ? returnAddressSchema.safeParse(row.merchantAddress) : null;
  return given?.success ? given.data : (await loadCommerceSettings(db)).returnAddress;
}

/** The stored picture of a return: for its owner only, or for the merchant (`userId` null). */
export async function readReturnPicture(db: Database, returnNo: string, position: number, userId: string | null): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ webp: returnImages.webp })
    .from(returnImages)
    .innerJoin(returns, eq(returns.id, returnImages.returnId))
    .where(and(eq(returns.returnNo, returnNo), userId === null ? undefined : eq(returns.userId, userId), eq(returnImages.position, position)));
  return row?.webp ?? null;
}

/** What the application form needs about one of the shopper's orders, or null when it is not theirs. */
export async function returnFormOf(
  db: Database,
  commerceRules: CommerceRules,
  userId: string,
  orderNo: string,
  lang: UrlLanguage,
  now: Date = new Date(),
): Promise<ReturnForm | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order) return null;
  const settings = await commerceRules.settings(db);
  const locales = localeChain(lang);
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const lines: ReturnableLine[] = rows.map((line) => ({
    lineId: line.id,
    ...lineWords(line, locales),
    unitPrice: money(line.unitPriceCents, order.currency),
    bought: line.quantity,
    returnable: line.quantity - line.returnedQuantity,
  }));
  const closed =
    returnsClosedReason(order, settings.returnWindowDays, now) ??
    (lines.every((line) => line.returnable === 0) ? 'return.nothingLeft' : null);
  return {
    orderNo: order.orderNo,
    lines,
    closedReason: closed,
    openUntil: order.deliveredAt ? new Date(order.deliveredAt.getTime() + settings.returnWindowDays * DAY_MS).toISOString() : null,
  };
}

/* The merchant's view: every shopper's returns. */

export async function listAllReturns(
  db: Database,
  options: { status?: ReturnStatus; limit: number; offset: number },
  lang: UrlLanguage = 'en',
) {
  const rows = await db
    .select()
    .from(returns)
    .where(options.status ? eq(returns.status, options.status) : undefined)
    .orderBy(desc(returns.createdAt), desc(returns.returnNo))
    .limit(options.limit)
    .offset(options.offset);
  return summaries(db, rows, lang);
}
