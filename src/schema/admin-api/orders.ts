import { z } from 'zod';
import { ORDER_STATUSES, PAY_STATUSES } from '../commerce/states';
import { STOCK_MAX, STOCK_NOTE_MAX, stockMovementSchema } from '../commerce/stock';
import { storableText } from '../limits';
import { orderDetailSchema, orderLineViewSchema, orderSummarySchema } from '../order-pages';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles, OWNER_ONLY, SUPPORT } from './contract';

/*
 * The merchant's side of orders: list and read them, ship, deliver, decide a pending
 * cancellation, cancel an unpaid order, take a bank transfer as paid, keep a note for the team,
 * set stock and the shop's buying rules. A change the order's state does not allow answers 409
 * and changes nothing; an unknown order 404; a bad field 422 naming it.
 */

/** Orders one page of the merchant's list holds. */
export const MERCHANT_ORDERS_PAGE_SIZE = 50;

export const commerceSettingsSchema = z.object({
  /** An unpaid order is cancelled after this long and its stock comes back. */
  unpaidTimeoutMinutes: z.int().min(1).max(7 * 24 * 60).default(30),
  /** Days after delivery within which a return may be applied for. */
  returnWindowDays: z.int().min(0).max(365).default(30),
  /** The most units of one variant a cart line may hold. */
  maxLineQuantity: z.int().min(1).max(999).default(20),
  /** Where returned goods go, shown to the shopper once a return is approved. */
  returnAddress: z
    .object({ consignee: z.string().min(1).max(100), contactNumber: z.string().min(1).max(40), detailedAddress: z.string().min(1).max(400) })
    .default({ consignee: 'Vitrine Returns', contactNumber: '+1 415 555 0100', detailedAddress: '500 Harbor Way, Unit 3, San Francisco, CA 94107, US' }),
});

/** A day of the merchant's order list filter: `2026-11-24`, from its first moment to its last in UTC (the day order numbers name). */
const placedDaySchema = z.iso.date({ message: 'A day as YYYY-MM-DD' });

/** Characters of the team's note on one order. */
export const ORDER_NOTE_MAX = 2000;

/**
 * The team's note on an order, with who wrote it (a staff email, or `admin token`) and when.
 * Only the merchant's answers carry it: the shopper never sees it.
 */
const orderNoteSchema = z.object({ text: z.string(), by: z.string(), at: z.string() }).nullable();

const merchantOrderSummarySchema = orderSummarySchema.extend({ userId: z.string().nullable(), shipped: z.boolean() });
const orderAnswer = z.object({ order: orderDetailSchema });
/** The fields every change of an order's state shares: no body, the order as it is now. */
const orderChange = {
  method: 'POST',
  answer: orderAnswer,
  maxBodyBytes: ADMIN_MAX_BODY_BYTES,
} as const;

export const ORDER_CALLS = forRoles(SUPPORT, {
  /**
   * Newest first (by when placed, then by number), 50 at a time: `next` of one page as `after`
   * reads the page of older orders, and an order placed meanwhile never moves the pages after
   * the first. Every filter given must match. No total: counting every match of a filter over
   * a large shop costs more than the page itself.
   */
  'orders/list': {
    method: 'GET',
    path: '/orders',
    query: z
      .object({
        status: z.enum(ORDER_STATUSES).optional().meta({ description: 'Only orders in this state' }),
        payStatus: z.enum(PAY_STATUSES).optional().meta({ description: 'Only unpaid, or only paid, orders' }),
        placedFrom: placedDaySchema.optional().meta({ description: 'Only orders placed on this day (YYYY-MM-DD, a day in UTC) or later' }),
        placedTo: placedDaySchema.optional().meta({ description: 'Only orders placed on this day (YYYY-MM-DD, a day in UTC, all of it) or earlier' }),
        userId: z.uuid().optional().meta({ description: 'Only the orders of the shopper with this account id' }),
        email: z
          .email({ message: 'Enter an email address like name@example.com' })
          .max(254)
          .trim()
          .toLowerCase()
          .optional()
          .meta({ description: 'Only the orders of the shopper whose account has this email (the whole address, in any case)' }),
        orderNo: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Za-z0-9-]{1,40}$/, 'Letters, digits and hyphens, as in V20261124-000042')
          .optional()
          .meta({ description: 'Only orders whose number starts with this, in any case: a whole number finds its order, V20261124 the orders numbered that day' }),
        after: z.string().min(1).max(200).optional().meta({ description: "The `next` of the page before: the orders after that page's last one" }),
      })
      .refine((query) => !query.placedFrom || !query.placedTo || query.placedFrom <= query.placedTo, {
        path: ['placedTo'],
        message: 'The last day cannot be before the first (placedFrom)',
      }),
    answer: z.object({
      orders: z.array(merchantOrderSummarySchema).max(MERCHANT_ORDERS_PAGE_SIZE),
      next: z.string().nullable().meta({ description: 'Send it back as `after` for the older orders; null on the last page' }),
    }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MERCHANT_ORDERS_PAGE_SIZE,
  },
  /** The order with each line's SKU and the team's note, and the shop's name for its packing slip. */
  'orders/get': {
    method: 'GET',
    path: '/orders/:orderNo',
    answer: z.object({
      order: orderDetailSchema.extend({
        userId: z.string().nullable(),
        lines: z.array(orderLineViewSchema.extend({ sku: z.string() })).max(200),
        note: orderNoteSchema,
      }),
      shopName: z.string(),
    }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Sets the team's note on the order, trimmed; an empty note clears it. The order's state, its
   * history and the shopper's open pages are left as they are.
   */
  'orders/note': {
    reads: 'orders/get',
    method: 'PUT',
    path: '/orders/:orderNo/note',
    request: z.object({ note: storableText.trim().max(ORDER_NOTE_MAX) }),
    answer: z.object({ note: orderNoteSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** The order must be paid. */
  'orders/ship': {
    reads: 'orders/get',
    method: 'POST',
    path: '/orders/:orderNo/ship',
    request: z.object({ expressName: z.string().trim().min(1).max(100), expressNumber: z.string().trim().min(1).max(100) }),
    answer: orderAnswer,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** A shipped order is delivered: it completes. */
  'orders/deliver': { reads: 'orders/get', ...orderChange, path: '/orders/:orderNo/deliver' },
  /** A pending cancellation accepted: cancelled, stock back, refunded. */
  'orders/approve-cancel': { reads: 'orders/get', ...orderChange, path: '/orders/:orderNo/approve-cancel' },
  /** A pending cancellation refused: the order goes on. */
  'orders/refuse-cancel': { reads: 'orders/get', ...orderChange, path: '/orders/:orderNo/refuse-cancel' },
  /** An unpaid order cancelled: stock back. */
  'orders/cancel': { reads: 'orders/get', ...orderChange, path: '/orders/:orderNo/cancel' },
  /** A bank transfer taken as received. */
  'orders/mark-paid': { reads: 'orders/get', ...orderChange, path: '/orders/:orderNo/mark-paid' },
  /**
   * A variant's stock, by its SKU: `stock` sets the units counted, `change` adds (+5) or takes
   * (-2) units relative to what is there when the write lands, so a sale meanwhile is never
   * lost. 404 for an unknown SKU; 409, changing nothing, for a change that would leave the
   * units below zero or above STOCK_MAX.
   * Each write is kept in the variant's history with its `note`.
   */
  'stock/put': {
    roles: EDITORS,
    method: 'PUT',
    path: '/stock',
    request: z
      .object({
        sku: z.string().trim().min(1).max(100),
        stock: z.int().min(0).max(STOCK_MAX).optional(),
        change: z.int().min(-STOCK_MAX).max(STOCK_MAX).refine((change) => change !== 0, 'A change of 0 moves nothing').optional(),
        note: z.string().trim().max(STOCK_NOTE_MAX).optional(),
      })
      .superRefine((write, context) => {
        if ((write.stock === undefined) === (write.change === undefined)) {
          context.addIssue({ code: 'custom', path: [write.stock === undefined ? 'stock' : 'change'], message: 'Give either stock (the units counted) or change (units added or taken), not both or neither' });
        }
      }),
    answer: z.object({ sku: z.string(), stock: z.int().nullable() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /** A variant's stock with its history, newest move first (at most `limit`); 404 for an unknown SKU. */
  'stock/history': {
    roles: EDITORS,
    method: 'GET',
    path: '/stock/:sku/history',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
    answer: z.object({ sku: z.string(), stock: z.int(), movements: z.array(stockMovementSchema) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: 500,
  },
  'commerce-settings/get': { roles: OWNER_ONLY, method: 'GET', path: '/commerce-settings', answer: commerceSettingsSchema, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'commerce-settings/put': {
    roles: OWNER_ONLY,
    reads: 'commerce-settings/get',
    method: 'PUT',
    path: '/commerce-settings',
    request: commerceSettingsSchema,
    answer: commerceSettingsSchema,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
