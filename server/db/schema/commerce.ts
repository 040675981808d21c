import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperOwned, users } from './accounts';
import { productVariants } from './catalog';

/*
 * Buying: carts, checkouts, orders, payments, shipments, returns, coupons, promotions and the
 * shop's shipping and payment settings.
 *
 * Money is integer minor units (cents) beside its ISO currency, computed only on the server.
 * Stock is `product_variants.stock`, the units still available to sell: placing an order takes
 * them with one conditional update (`… where stock >= quantity returning`), a cancellation
 * gives them back, and the CHECK there keeps it from ever going below zero.
 *
 * The rules that protect money and stock are held by the database as well as by the code:
 * one order per checkout (a unique index), a coupon used at most its limit (a CHECK on its
 * counter), a line never returned beyond what was bought (a CHECK on `returned_quantity`),
 * and a payment callback applied once (its event id is a primary key).
 *
 * Every state column lists its states in a CHECK; the allowed changes between them are one
 * table in `src/schema/commerce/states.ts`, and every change writes an event row.
 */

const cents = (name: string) => integer(name);

export { ORDER_STATUSES, PAY_STATUSES, RETURN_STATUSES, AUDIT_STATUSES, RETURN_TYPES } from '../../../src/schema/commerce/states';
import { ORDER_STATUSES, PAY_STATUSES, RETURN_STATUSES, AUDIT_STATUSES, RETURN_TYPES } from '../../../src/schema/commerce/states';
import { STOCK_ACTORS, STOCK_REASONS } from '../../../src/schema/commerce/stock';
import { at, createdAt, listed, uploadedPictureColumns } from './columns';
export const PAYMENT_STATUSES = ['pending', 'requires-action', 'succeeded', 'declined', 'failed', 'cancelled'] as const;

/**
 * A cart per visitor: a signed-in shopper's by account, a guest's by the SHA-256 of the token
 * in their HttpOnly cart cookie. Exactly one of the two names it.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    /** The code the shopper entered in the cart, upper-cased; priced (and judged) on every read, carried into their checkout. */
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_user').on(table.userId),
    uniqueIndex('carts_guest_token').on(table.guestTokenHash),
    check('carts_one_owner', sql`(${table.userId} is null) <> (${table.guestTokenHash} is null)`),
    index('carts_updated').on(table.updatedAt),
  ],
);

/** One line per variant. The price and stock the shopper last saw, so a change since shows a notice. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceCents: cents('seen_price_cents').notNull(),
    addedAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'cart_lines_pk', columns: [table.cartId, table.variantId] }),
    check('cart_lines_quantity', sql`${table.quantity} between 1 and 999`),
  ],
);

/**
 * A checkout snapshots the cart's lines when the shopper proceeds; its id is the page's slug.
 * Address, shipping, payment, coupon and remarks are chosen on it; placing it makes one order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: shopperOwned(),
    /** `[{variantId, quantity}]`, read through a zod schema. */
    lines: jsonb('lines').$type<unknown>().notNull(),
    currency: text('currency').notNull(),
    /** The chosen address as it was then (spec §3 Address fields); the book may change later. */
    address: jsonb('address').$type<unknown>(),
    addressId: uuid('address_id'),
    shippingMethod: text('shipping_method'),
    paymentMethod: text('payment_method'),
    couponCode: text('coupon_code'),
    remarks: text('remarks').notNull().default(''),
    /** Set once, when the order is placed: every later submit answers that order. */
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('checkouts_user').on(table.userId, table.createdAt), uniqueIndex('checkouts_order').on(table.orderId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper reads and the URL names: `V` + date + a sequence (`V20261124-000042`). */
    orderNo: text('order_no').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id'),
    status: text('status').notNull().default('in-progress'),
    payStatus: text('pay_status').notNull().default('unpaid'),
    currency: text('currency').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    shippingCents: cents('shipping_cents').notNull().default(0),
    /** Spec §3 "payment amount": subtotal − discounts + shipping. */
    totalCents: cents('total_cents').notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    shippingMethod: text('shipping_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    address: jsonb('address').$type<unknown>().notNull(),
    couponCode: text('coupon_code'),
    /** `[{kind, code, name, amountCents}]`: what the shopper was given, as it was computed. */
    discounts: jsonb('discounts').$type<unknown>().notNull().default([]),
    remarks: text('remarks').notNull().default(''),
    /** The language the shopper ordered in: their messages about it use it. */
    locale: text('locale').notNull().default('en'),
    placedAt: at('placed_at').notNull().defaultNow(),
    /** Unpaid by then, the order is cancelled and its stock comes back. */
    payBy: at('pay_by').notNull(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The team's note, never shown to the shopper, with who wrote it (a staff email or `admin token`) and when; all null without one. */
    note: text('note'),
    noteBy: text('note_by'),
    noteAt: at('note_at'),
  },
  (table) => [
    uniqueIndex('orders_order_no').on(table.orderNo),
    uniqueIndex('orders_checkout').on(table.checkoutId),
    // The merchant's list, newest first by (placed_at, order_no), whole or by each filter: each
    // index reads one page in order and stops (`npm run bench -- admin-lists`).
    index('orders_placed').on(table.placedAt, table.orderNo),
    index('orders_status_placed').on(table.status, table.placedAt, table.orderNo),
    index('orders_pay_status_placed').on(table.payStatus, table.placedAt, table.orderNo),
    index('orders_user_placed').on(table.userId, table.placedAt, table.orderNo),
    // A number's prefix (`V20261124`) under any collation the database was made with.
    index('orders_order_no_prefix').on(table.orderNo.op('text_pattern_ops')),
    index('orders_unpaid_pay_by')
      .on(table.payBy)
      .where(sql`${table.payStatus} = 'unpaid' and ${table.status} = 'in-progress'`),
    check('orders_status', listed('status', ORDER_STATUSES)),
    check('orders_pay_status', listed('pay_status', PAY_STATUSES)),
    check(
      'orders_amounts',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.shippingCents} >= 0 and ${table.totalCents} >= 0 and ${table.refundedCents} between 0 and ${table.totalCents}`,
    ),
    check('orders_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The day's order sequence: `V20261124-000042` is the 42nd order of that day. */
export const orderNumbers = pgTable('order_numbers', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** What was bought, as it was then: names and options in every language, so the order reads the same later. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productSlug: text('product_slug').notNull(),
    sku: text('sku').notNull(),
    /** `{locale: name}`. */
    names: jsonb('names').$type<unknown>().notNull(),
    /** `[{name: {locale}, value: {locale}}]`. */
    options: jsonb('options').$type<unknown>().notNull().default([]),
    /** Path of the line's picture (`/images/p/<slug>/<n>-<w>.webp` without the width part), or null. */
    image: jsonb('image').$type<unknown>(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** Its share of the order's discounts, so a refund of this line gives back what was paid for it. */
    discountCents: cents('discount_cents').notNull().default(0),
    /** Units in return applications that are not cancelled or refused: never more than bought. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (table) => [
    uniqueIndex('order_lines_position').on(table.orderId, table.position),
    check('order_lines_quantity', sql`${table.quantity} >= 1`),
    check('order_lines_returned', sql`${table.returnedQuantity} between 0 and ${table.quantity}`),
    check('order_lines_amounts', sql`${table.unitPriceCents} >= 0 and ${table.discountCents} >= 0`),
  ],
);

/** The order's timeline: every change of status, pay status or shipment, who made it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `placed`, `paid`, `payment-declined`, `cancel-requested`, `cancelled`, `shipped`, `delivered`, `refunded`… */
    kind: text('kind').notNull(),
    /** `shopper`, `merchant`, `system` or `payment`. */
    actor: text('actor').notNull(),
    status: text('status').notNull(),
    payStatus: text('pay_status').notNull(),
    detail: jsonb('detail').$type<unknown>().notNull().default({}),
    at: createdAt(),
  },
  (table) => [index('order_events_order').on(table.orderId, table.id)],
);

/**
 * Every move of a variant's stock, in the transaction that moved it: a sale, an order's
 * units coming back, a merchant's count or adjustment. `order_id` names the order of a sale or
 * of a cancellation; it has no foreign key because a sale takes its units before the order's
 * row is written, in the same transaction (a failed checkout leaves neither).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    orderId: uuid('order_id'),
    note: text('note'),
    at: createdAt(),
  },
  (table) => [
    index('stock_movements_variant').on(table.variantId, table.id),
    check('stock_movements_reason', listed('reason', STOCK_REASONS)),
    check('stock_movements_actor', listed('actor', STOCK_ACTORS)),
  ],
);

/** Spec §3: an order's shipments (express name, express number). */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expressName: text('express_name').notNull(),
    expressNumber: text('express_number').notNull(),
    shippedAt: createdAt(),
  },
  (table) => [index('shipments_order').on(table.orderId)],
);

/** One attempt to pay an order through a provider. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's own id for the attempt. */
    reference: text('reference').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What the provider said, for the merchant: `{reason}` of a decline, the card's last four. */
    detail: jsonb('detail').$type<unknown>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_reference').on(table.provider, table.reference),
    index('payments_order').on(table.orderId, table.createdAt),
    check('payments_status', listed('status', PAYMENT_STATUSES)),
    check('payments_amount', sql`${table.amountCents} > 0`),
  ],
);

/** Every provider callback applied, by its event id: the same callback twice changes nothing the second time. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'payment_callbacks_pk', columns: [table.provider, table.eventId] })],
);

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `R` + date + a sequence, as orders. */
    returnNo: text('return_no').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('pending-approval'),
    auditStatus: text('audit_status').notNull().default('pending-approval'),
    refuseDescription: text('refuse_description').notNull().default(''),
    refundCents: cents('refund_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** Given with the approval: `{consignee, contactNumber, detailedAddress}`. */
    merchantAddress: jsonb('merchant_address').$type<unknown>(),
    logisticsCompany: text('logistics_company').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    deliveryTime: at('delivery_time'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('returns_return_no').on(table.returnNo),
    index('returns_user_created').on(table.userId, table.createdAt),
    index('returns_order').on(table.orderId),
    check('returns_type', listed('type', RETURN_TYPES)),
    check('returns_status', listed('status', RETURN_STATUSES)),
    check('returns_audit_status', listed('audit_status', AUDIT_STATUSES)),
    check('returns_refund', sql`${table.refundCents} >= 0`),
  ],
);

export const returnNumbers = pgTable('return_numbers', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'return_lines_pk', columns: [table.returnId, table.orderLineId] }),
    check('return_lines_quantity', sql`${table.quantity} >= 1`),
  ],
);

/** Up to three pictures per return, re-encoded to WebP without metadata. */
export const returnImages = pgTable(
  'return_images',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    ...uploadedPictureColumns(),
  },
  (table) => [
    primaryKey({ name: 'return_images_pk', columns: [table.returnId, table.position] }),
    check('return_images_position', sql`${table.position} between 1 and 3`),
  ],
);

export const returnEvents = pgTable(
  'return_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    status: text('status').notNull(),
    auditStatus: text('audit_status').notNull(),
    detail: jsonb('detail').$type<unknown>().notNull().default({}),
    at: createdAt(),
  },
  (table) => [index('return_events_return').on(table.returnId, table.id)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper types, upper-cased; also the `coupon/{slug}` slug, lower-cased. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** `fixed`: minor units off; `percent`: whole percent off (1–100). */
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('USD'),
    minSubtotalCents: cents('min_subtotal_cents').notNull().default(0),
    /** `order`, `categories` or `products`; `scopeSlugs` names the categories or products. */
    scope: text('scope').notNull().default('order'),
    scopeSlugs: jsonb('scope_slugs').$type<unknown>().notNull().default([]),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    usageLimit: integer('usage_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    combinable: boolean('combinable').notNull().default(true),
    /** Listed on `coupon` for shoppers to claim; otherwise only typed. */
    listed: boolean('listed').notNull().default(true),
    /** Orders holding it now (not cancelled): never above `usage_limit`. */
    uses: integer('uses').notNull().default(0),
    /** `{locale: {title, terms}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code').on(table.code),
    check('coupons_kind', sql`${table.kind} in ('fixed', 'percent')`),
    check('coupons_value', sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`),
    check('coupons_scope', sql`${table.scope} in ('order', 'categories', 'products')`),
    check('coupons_uses', sql`${table.uses} >= 0 and (${table.usageLimit} is null or ${table.uses} <= ${table.usageLimit})`),
  ],
);

export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: shopperOwned(),
    claimedAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'coupon_claims_pk', columns: [table.couponId, table.userId] })],
);

/** One row per order holding a coupon; removed (and the coupon's `uses` lowered) when the order is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: shopperOwned(),
    usedAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'coupon_uses_pk', columns: [table.couponId, table.orderId] }),
    index('coupon_uses_user').on(table.couponId, table.userId),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    /** `category-percent` ({categorySlug, percent}), `spend-save` ({thresholdCents, saveCents}), `buy-n-get-one` ({n, productSlugs}). */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<unknown>().notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Lower applies first among combinable ones. */
    priority: integer('priority').notNull().default(100),
    /** Applies alone: the best exclusive promotion that applies wins over every combinable one. */
    exclusive: boolean('exclusive').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    /** `{locale: {title, description}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('promotions_slug').on(table.slug),
    check('promotions_kind', sql`${table.kind} in ('category-percent', 'spend-save', 'buy-n-get-one')`),
  ],
);

/**
 * How the shop ships: each method serves a list of destination countries (`*` for all), for a
 * fee, free from a subtotal when `freeFromCents` is set. Checkout offers the methods whose
 * rules fit the address and the cart.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    code: text('code').primaryKey(),
    countries: jsonb('countries').$type<unknown>().notNull(),
    feeCents: cents('fee_cents').notNull(),
    freeFromCents: cents('free_from_cents'),
    /** Above this many units in one order the method is not offered (a parcel limit); null for none. */
    maxUnits: integer('max_units'),
    currency: text('currency').notNull().default('USD'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** `{locale: {name, estimate}}`. */
    translations: jsonb('translations').$type<unknown>().notNull(),
  },
  (table) => [check('shipping_methods_fee', sql`${table.feeCents} >= 0`)],
);

/** The payment methods the shop offers, each served by a provider (`demo-card`, `bank-transfer`). */
export const paymentMethods = pgTable('payment_methods', {
  code: text('code').primaryKey(),
  provider: text('provider').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** `{locale: {name, description}}`. */
  translations: jsonb('translations').$type<unknown>().notNull(),
});

/**
 * The shop's buying rules: one row, `{unpaidTimeoutMinutes, returnWindowDays,
 * maxLineQuantity, returnAddress: {consignee, contactNumber, detailedAddress}}`, read through zod.
 */
export const commerceSettings = pgTable(
  'commerce_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<unknown>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('commerce_settings_single_row', sql`${table.id} = 1`)],
);
