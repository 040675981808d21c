import { z } from 'zod';
import { safeUrl } from './meta';
import { responsiveImageSchema } from './picture';
import { ORDER_STATUSES, PAY_STATUSES } from './commerce/states';

/*
 * A shopper's orders as `user/order` and `user/order/{slug}` draw them (spec §3 Order), and
 * as `order/list`, `order/get` and `order/cancel` answer them. Money is minor units with its
 * currency, computed by the server; lines read as they were bought, in the page language.
 */

const isoTime = z.iso.datetime({ offset: true });

export const moneySchema = z.object({ amount: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const payStatusSchema = z.enum(PAY_STATUSES);

/** `V20261124-000042`: what the shopper reads and `user/order/{slug}` names. */
export const orderNoSchema = z.string().trim().min(1).max(40);

export const orderLineViewSchema = z.object({
  id: z.string(),
  name: z.string().max(200),
  /** The chosen options in the page language: `[{name: 'Colour', value: 'Sand'}]`. */
  options: z.array(z.object({ name: z.string().max(100), value: z.string().max(100) })).max(12),
  // Lazy: the catalog schemas re-export this module, so the picture's schema may not exist yet when this one is built.
  image: z.lazy(() => responsiveImageSchema).nullable(),
  /** The product's page today, or null when it is gone. */
  href: z.string().max(400).nullable(),
  unitPrice: moneySchema,
  quantity: z.number().int().min(1),
  /** Unit price × quantity, before the line's share of discounts. */
  lineTotal: moneySchema,
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** One row of a list: enough to recognise an order and open it. */
export const orderSummarySchema = z.object({
  id: z.string(),
  orderNo: orderNoSchema,
  status: orderStatusSchema,
  payStatus: payStatusSchema,
  placedAt: isoTime,
  total: moneySchema,
  /** Units bought across every line. */
  itemCount: z.number().int().min(0),
  /** The first few lines, for their pictures and names. */
  lines: z.array(orderLineViewSchema).max(3),
  href: z.string().max(400),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const shipmentViewSchema = z.object({ expressName: z.string().max(100), expressNumber: z.string().max(100), shippedAt: isoTime });
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

/** A timeline row: `placed`, `pay`, `ship`, `deliver`, `cancel`, `requestCancel`, `approveCancel`, `refuseCancel`, `refunded`… */
export const orderEventViewSchema = z.object({
  id: z.number().int(),
  kind: z.string().max(40),
  actor: z.enum(['shopper', 'merchant', 'system', 'payment']),
  status: orderStatusSchema,
  payStatus: payStatusSchema,
  at: isoTime,
  /** The parcel a `ship` row is about. */
  shipment: z.object({ expressName: z.string().max(100), expressNumber: z.string().max(100) }).nullable(),
});
export type OrderEventView = z.infer<typeof orderEventViewSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineViewSchema).max(200),
  subtotal: moneySchema,
  /** Every discount given, each named in the page language (as the order stored it once the shop no longer has it). */
  discounts: z.array(z.object({ name: z.string().max(200), amount: moneySchema })).max(20),
  discountTotal: moneySchema,
  shippingFee: moneySchema,
  /** Spec §3 payment amount: subtotal − discounts + shipping fee. */
  paymentAmount: moneySchema,
  refunded: moneySchema,
  /** The method codes the order was placed with: `standard`, `express`; `card`, `bank-transfer`. */
  shippingMethod: z.string().max(40),
  /** What the shop calls the method today, in the page language; null once the shop no longer has it. */
  shippingMethodName: z.string().max(200).nullable(),
  paymentMethod: z.string().max(40),
  paymentMethodName: z.string().max(200).nullable(),
  couponCode: z.string().max(40).nullable(),
  remarks: z.string().max(500),
  /** The delivery address as it was when ordered: the recipient, the phone and the lines the country writes. */
  address: z.object({ name: z.string().max(120), phone: z.string().max(40), lines: z.array(z.string().max(300)).max(10) }),
  /** An unpaid order is cancelled by itself after this. */
  payBy: isoTime,
  shipments: z.array(shipmentViewSchema).max(50),
  timeline: z.array(orderEventViewSchema).max(200),
  /** What the shopper may do now: cancel at once (unpaid), ask to cancel (paid, not shipped), or nothing. */
  cancel: z.enum(['now', 'request', 'none']),
  /** Where an unpaid order is paid (its payment step), or null once there is nothing to pay. */
  payHref: safeUrl.nullable(),
  /** Where a return is applied for while the order is shipped and within the return window, else null. */
  returnHref: safeUrl.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema).max(50),
  pagination: z.object({ page: z.number().int().min(1), pageSize: z.number().int().min(1).max(50), total: z.number().int().min(0) }),
  /** The filter the list was read with; null for every order. */
  status: orderStatusSchema.nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const userOrderKindDataSchema = z.object({ orderList: orderListSchema });
export const userOrderDetailKindDataSchema = z.object({ order: orderDetailSchema });
