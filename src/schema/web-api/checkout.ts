import { z } from 'zod';
import { responsiveImageSchema } from '../catalog';
import { URL_LANGUAGES } from '../languages';
import { storableText } from '../limits';
import { LIMIT_MESSAGE } from './account-fields';
import { addressBookSchema } from './address-book';

/*
 * Checkout and payment on the wire (spec §3 "Checkout": coupon code, shipping method, payment
 * method, remarks). Requests name choices only: no price, fee or total travels from the
 * browser; every figure in an answer is the server's, in minor units with its currency.
 */

import { CHECKOUT_LIMITS } from './checkout-limits';

export { CHECKOUT_LIMITS };

export const moneySchema = z.object({ amount: z.int(), currency: z.string().regex(/^[A-Z]{3}$/) });

const checkoutId = z.uuid({ message: 'checkout.notFound' });
/** The page's language: names, estimates and links in the answer are written in it. */
const lang = z.enum(URL_LANGUAGES).default('en');
const methodCode = z.string().trim().min(1, 'validation.required').max(CHECKOUT_LIMITS.methodCode, LIMIT_MESSAGE);

/** A card as the demo card provider takes it: the number decides the outcome. */
export const cardInputSchema = z.object({
  number: z
    .string({ message: 'validation.required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'validation.required')
        .regex(/^\d{12,19}$/, 'payment.cardNumber'),
    ),
  expiry: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'payment.cardExpiry'),
  cvc: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{3,4}$/, 'payment.cardCvc'),
});
export type CardInput = z.input<typeof cardInputSchema>;

export const checkoutLineSchema = z.object({
  variantId: z.int(),
  name: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  image: responsiveImageSchema.nullable(),
  href: z.string(),
  unitPrice: moneySchema,
  quantity: z.int(),
  lineTotal: moneySchema,
  /** Fewer units are left than the line asks for: placing would be refused. */
  short: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const shippingOptionSchema = z.object({ code: z.string(), name: z.string(), estimate: z.string(), fee: moneySchema });
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentMethodSchema = z.object({
  code: z.string(),
  /** `demo-card` asks for a card; `bank-transfer` for nothing and shows transfer details after. */
  provider: z.string(),
  name: z.string(),
  description: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const demoCardSchema = z.object({ number: z.string(), outcome: z.enum(['succeeded', 'declined', 'error', 'requires-action']) });

/** What the payment block draws, on the checkout, the thank-you page and an unpaid order. */
export const paymentStepSchema = z.object({
  methods: z.array(paymentMethodSchema),
  selected: z.string().nullable(),
  /** The demo card numbers and what each does: only a development shop prints them. */
  demoCards: z.array(demoCardSchema).nullable(),
  /** Set when an order waits for payment: the block then pays it (`order/pay`). */
  order: z.object({ id: z.string(), orderNo: z.string(), due: moneySchema }).nullable(),
});
export type PaymentStep = z.infer<typeof paymentStepSchema>;

export const summarySchema = z.object({
  subtotal: moneySchema,
  discounts: z.array(z.object({ title: z.string(), amount: moneySchema })),
  discount: moneySchema,
  /** Null until a shipping method is chosen. */
  shipping: moneySchema.nullable(),
  /** Spec §3 "payment amount": subtotal − discounts + shipping. */
  total: moneySchema,
});
export type CheckoutSummary = z.infer<typeof summarySchema>;

export const couponVerdictSchema = z.object({ code: z.string(), accepted: z.boolean(), reason: z.string().nullable() });

/** The whole checkout, as its page draws it and every change answers it. */
export const checkoutViewSchema = z.object({
  id: z.string(),
  lines: z.array(checkoutLineSchema),
  addressBook: addressBookSchema,
  addressId: z.string().nullable(),
  shippingOptions: z.array(shippingOptionSchema),
  shippingMethod: z.string().nullable(),
  payment: paymentStepSchema,
  couponCode: z.string().nullable(),
  /** The coupons the shopper claimed that are running and still theirs to use, offered with one tap. */
  claimedCoupons: z.array(z.object({ code: z.string().max(40), title: z.string().max(120) })).max(20),
  coupon: couponVerdictSchema.nullable(),
  remarks: z.string(),
  summary: summarySchema,
  /** Set once the order is placed: the page then leads to it. */
  placed: z.object({ orderNo: z.string(), thankYouHref: z.string() }).nullable(),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const checkoutStart = {
  request: z.object({ lang }),
  response: z.object({ checkoutId: z.string(), href: z.string() }),
};

export const checkoutUpdate = {
  request: z.object({
    checkoutId,
    lang,
    addressId: z.uuid({ message: 'address.notFound' }).optional(),
    shippingMethod: methodCode.optional(),
    paymentMethod: methodCode.optional(),
    /** An empty code removes the coupon. */
    couponCode: storableText
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().max(CHECKOUT_LIMITS.couponCode, LIMIT_MESSAGE))
      .optional(),
    remarks: storableText
      .transform((value) => value.trim())
      .pipe(z.string().max(CHECKOUT_LIMITS.remarks, LIMIT_MESSAGE))
      .optional(),
  }),
  response: checkoutViewSchema,
};

export const paymentOutcomeSchema = z.object({
  status: z.enum(['succeeded', 'declined', 'error', 'requires-action', 'pending']),
  /** Where the shopper confirms the payment (requires-action). */
  actionUrl: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

const paymentAnswer = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  thankYouHref: z.string(),
  payment: paymentOutcomeSchema,
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const checkoutPlace = {
  request: z.object({
    checkoutId,
    lang,
    /** One per press of "Place order": the same key again answers the same attempt. */
    idempotencyKey: z.string().trim().min(8, 'validation.required').max(80, LIMIT_MESSAGE),
    card: cardInputSchema.optional(),
  }),
  response: paymentAnswer,
};

export const orderPay = {
  request: z.object({
    orderId: z.uuid({ message: 'order.notFound' }),
    lang,
    method: methodCode,
    idempotencyKey: z.string().trim().min(8, 'validation.required').max(80, LIMIT_MESSAGE),
    card: cardInputSchema.optional(),
  }),
  response: paymentAnswer,
};

/** `checkout/thankyou?order=<orderNo>`: what was bought, what is due and what happens next. */
export const thankYouSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.string(),
  payStatus: z.enum(['unpaid', 'paid']),
  lines: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      quantity: z.int(),
      lineTotal: moneySchema,
    }),
  ),
  summary: summarySchema,
  paymentMethod: z.object({ code: z.string(), provider: z.string(), name: z.string() }),
  /** ISO time: unpaid by then, the order is cancelled. */
  payBy: z.string(),
  /** The last attempt's outcome, when one did not go through. */
  lastPayment: z.object({ status: z.string() }).nullable(),
  bankTransfer: z.object({ payee: z.string(), account: z.string(), bank: z.string(), reference: z.string() }).nullable(),
  orderHref: z.string(),
});
export type ThankYou = z.infer<typeof thankYouSchema>;
