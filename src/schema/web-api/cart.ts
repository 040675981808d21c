import { z } from 'zod';
import { responsiveImageSchema } from '../catalog';
import { safeUrl } from '../meta';
import { URL_LANGUAGES } from '../languages';
import { CHECKOUT_LIMITS } from './checkout-limits';

/*
 * The cart as the shopper API and the cart page send it. Every figure is the server's, in
 * integer minor units with the currency; requests carry only what the shopper chose (which
 * variant, how many), never a price.
 */

/** The hard ceiling of a quantity field; the shop's own maximum (commerce settings, 20 by default) caps below it. */
export const QUANTITY_CEILING = 999;

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().regex(/^[A-Z]{3}$/) });

/** What a line tells the shopper changed since they added it. */
export const cartNoticeSchema = z.discriminatedUnion('kind', [
  /** The price moved since the line was added (or the cart page last showed it): `was` is what they saw. */
  z.object({ kind: z.literal('price'), was: moneySchema }),
  /** Fewer units are left than the line holds; 0 means sold out. Checkout takes at most `available`. */
  z.object({ kind: z.literal('stock'), available: z.number().int().min(0) }),
]);
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const cartLineSchema = z.object({
  variantId: z.number().int().positive(),
  sku: z.string().max(100),
  productSlug: z.string().max(200),
  name: z.string().max(200),
  options: z.array(z.object({ name: z.string().max(200), value: z.string().max(200) })).max(10),
  image: responsiveImageSchema.nullable(),
  href: safeUrl,
  unitPrice: moneySchema,
  lineTotal: moneySchema,
  quantity: z.number().int().min(1).max(QUANTITY_CEILING),
  /** The most this line may hold now: the shop's per-line maximum or the stock left, the lower. */
  maxQuantity: z.number().int().min(0).max(QUANTITY_CEILING),
  notices: z.array(cartNoticeSchema).max(2),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartDiscountSchema = z.object({
  source: z.enum(['promotion', 'coupon']),
  code: z.string().max(100),
  /** Why, in the page language: "10% off Tops". */
  title: z.string().max(200),
  amount: moneySchema,
});

export const cartSchema = z.object({
  lines: z.array(cartLineSchema).max(200),
  /** Units in the cart, every line counted: the header's cart number (spec §3 cartNum). */
  count: z.number().int().min(0),
  subtotal: moneySchema,
  discounts: z.array(cartDiscountSchema).max(20),
  discountTotal: moneySchema,
  /** Before shipping, which the checkout adds once it knows where the parcel goes. */
  total: moneySchema,
  /**
   * What shipping will likely cost: for a signed-in shopper, the fee of the method the checkout
   * would pick first for their default address (its country named); null when that is not known
   * yet (a guest, no address, or no method ships there), shown as "calculated at checkout".
   */
  estimatedShipping: z.object({ fee: moneySchema, country: z.string().max(2) }).nullable(),
  /**
   * The code the shopper entered and the server's verdict on it today: accepted (its discount
   * is among `discounts`), or refused with the reason (the same reasons the checkout gives).
   */
  coupon: z.object({ code: z.string().max(40), accepted: z.boolean(), reason: z.string().max(40).nullable() }).nullable(),
  maxLineQuantity: z.number().int().min(1).max(QUANTITY_CEILING),
});
export type Cart = z.infer<typeof cartSchema>;

/** What a write did beyond its request: the quantity was lowered to the stock or the per-line maximum. */
export const cartAdjustmentSchema = z.object({
  variantId: z.number().int().positive(),
  asked: z.number().int(),
  quantity: z.number().int().min(0),
  reason: z.enum(['stock', 'max']),
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

const cartAnswer = z.object({ cart: cartSchema, count: z.number().int().min(0), adjusted: cartAdjustmentSchema.nullable() });
export type CartAnswer = z.infer<typeof cartAnswer>;

/** The language the lines' names, options and links are drawn in. */
const langField = z.enum(URL_LANGUAGES).default('en');

// Messages are keys of the cart strings; a huge or fractional number is named rather than rounded.
const quantityField = (min: number) =>
  z
    .number({ message: 'cart.quantityInvalid' })
    .int('cart.quantityInvalid')
    .min(min, 'cart.quantityInvalid')
    .max(QUANTITY_CEILING, 'cart.quantityInvalid');
const skuField = z.string().trim().min(1, 'validation.required').max(100, 'validation.lengthLimit');
const slugField = z.string().trim().min(1, 'validation.required').max(200, 'validation.lengthLimit');
const variantIdField = z.number().int().positive().max(2 ** 31 - 1);

export const cartGet = { request: z.object({ lang: langField }), response: cartAnswer };

/** Adds units of a variant named by SKU, or a product's default variant (the first in stock by position). */
export const cartAdd = {
  request: z
    .object({ sku: skuField.optional(), productSlug: slugField.optional(), quantity: quantityField(1).default(1), lang: langField })
    .refine((body) => (body.sku === undefined) !== (body.productSlug === undefined), { message: 'validation.required', path: ['sku'] }),
  response: cartAnswer,
};

/** Sets a line's quantity; 0 removes it. */
export const cartUpdate = {
  request: z
    .object({ variantId: variantIdField.optional(), sku: skuField.optional(), quantity: quantityField(0), lang: langField })
    .refine((body) => (body.variantId === undefined) !== (body.sku === undefined), { message: 'validation.required', path: ['variantId'] }),
  response: cartAnswer,
};

// Matched upper-cased, as the checkout's field is; an empty code takes it off the cart. A code
// that names no coupon is kept and judged "unknown", so the shopper reads why beside it.
const couponCodeField = z
  .string()
  .max(CHECKOUT_LIMITS.couponCode * 2, 'validation.lengthLimit')
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().max(CHECKOUT_LIMITS.couponCode, 'validation.lengthLimit'));

/** Puts a coupon code on the cart, or takes it off with an empty code. */
export const cartCoupon = {
  request: z.object({ code: couponCodeField, lang: langField }),
  response: cartAnswer,
};

export const cartRemove = {
  request: z
    .object({ variantId: variantIdField.optional(), sku: skuField.optional(), lang: langField })
    .refine((body) => (body.variantId === undefined) !== (body.sku === undefined), { message: 'validation.required', path: ['variantId'] }),
  response: cartAnswer,
};

/** What the cart page says after one of its forms was posted (the form route redirects with `?notice=`). */
export const CART_FORM_NOTICES = ['added', 'unavailable', 'updated', 'removed', 'capped-stock', 'capped-max', 'out-of-stock', 'not-found', 'invalid-quantity', 'empty', 'coupon-applied', 'coupon-removed'] as const;
export type CartFormNotice = (typeof CART_FORM_NOTICES)[number];

// An option's code and a value's code, as the catalog spells them (`size`, `m`).
const optionCodeField = z.string().regex(/^[a-z0-9-]+$/).max(80);

/**
 * The shop's plain cart forms (`application/x-www-form-urlencoded`, posted to the cart page's
 * address, working without JavaScript): add a product from its page or its card, change a
 * quantity, remove a line, enter or take off a coupon code, proceed to checkout. An add names
 * the product and, from its page, the shopper's pick of each option (`option.<code>` fields,
 * gathered as `choice`); with no choice the server takes the product's first variant in stock.
 */
export const cartFormSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    productSlug: slugField,
    quantity: z.coerce.number().pipe(quantityField(1)),
    // A product page offers at most four options (the catalog's product detail).
    choice: z.record(optionCodeField, optionCodeField).refine((choice) => Object.keys(choice).length <= 4),
  }),
  z.object({ action: z.literal('update'), variantId: z.coerce.number().pipe(variantIdField), quantity: z.coerce.number().pipe(quantityField(0)) }),
  z.object({ action: z.literal('remove'), variantId: z.coerce.number().pipe(variantIdField) }),
  z.object({ action: z.literal('coupon'), code: couponCodeField }),
  z.object({ action: z.literal('checkout') }),
]);

/** The cart page's data: this visitor's cart (`data.cart`), and where its forms post (`data.cartForm`). */
export const cartKindDataSchema = z.object({
  cart: cartSchema,
  cartForm: z.object({ action: safeUrl, notice: z.enum(CART_FORM_NOTICES).nullable() }),
});
export type CartKindData = z.infer<typeof cartKindDataSchema>;
