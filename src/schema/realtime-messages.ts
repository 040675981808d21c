import { z } from 'zod';
import { ORDER_STATUSES, PAY_STATUSES } from './commerce/states';

/*
 * What the server pushes over `/ws/message` (spec §7's `{code, msg, data?}`), one schema per
 * kind of message, shared by the server that builds them and the browser that reads them.
 * `msg` names the kind; a message of a kind this list lacks is ignored by the browser.
 */

/** An order of the signed-in shopper moved: its page shows the new state without a reload. */
export const orderChangedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('order-changed'),
  data: z.object({ orderId: z.uuid(), orderNo: z.string().max(40), status: z.enum(ORDER_STATUSES), payStatus: z.enum(PAY_STATUSES) }),
});
export type OrderChangedMessage = z.infer<typeof orderChangedMessageSchema>;

/** The shopper's review was accepted by the merchant: it now shows on the product page. */
export const reviewAcceptedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('review-accepted'),
  data: z.object({ reviewId: z.uuid(), productSlug: z.string().max(200), productName: z.string().max(300) }),
});
export type ReviewAcceptedMessage = z.infer<typeof reviewAcceptedMessageSchema>;

/** The shopper's comment was accepted by the merchant: it now shows under the article. */
export const commentAcceptedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('comment-accepted'),
  data: z.object({ commentId: z.uuid(), articleSlug: z.string().max(200), articleTitle: z.string().max(300) }),
});
export type CommentAcceptedMessage = z.infer<typeof commentAcceptedMessageSchema>;

/** The merchant answered the shopper's inquiry (quote request or feedback). */
export const inquiryAnsweredMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('inquiry-answered'),
  data: z.object({ inquiryId: z.uuid(), inquiryNo: z.string().max(40) }),
});
export type InquiryAnsweredMessage = z.infer<typeof inquiryAnsweredMessageSchema>;

/**
 * A product's stock changed: public, sent to every open page, so a product page on screen can
 * show "out of stock" (or available again) without a reload. Carries no one's data.
 */
export const stockChangedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('stock-changed'),
  data: z.object({
    productId: z.number().int().positive(),
    variantId: z.number().int().positive(),
    /** The variant as product pages name it. */
    sku: z.string().max(64),
    stock: z.number().int().min(0),
    /** Whether any variant of the product is still in stock. */
    inStock: z.boolean(),
  }),
});
export type StockChangedMessage = z.infer<typeof stockChangedMessageSchema>;

/**
 * A merchant changed a variant's price: public, like stock news, so a product page on screen
 * shows the price the cart will charge without a reload. The prices are in major units as page
 * data gives them; `linePrice` is the price before a reduction, null when there is none.
 */
export const priceChangedMessageSchema = z.object({
  code: z.literal(0),
  msg: z.literal('price-changed'),
  data: z.object({
    productId: z.number().int().positive(),
    sku: z.string().max(64),
    price: z.number().min(0),
    linePrice: z.number().min(0).nullable(),
  }),
});
export type PriceChangedMessage = z.infer<typeof priceChangedMessageSchema>;

export const liveMessageSchema = z.discriminatedUnion('msg', [
  orderChangedMessageSchema,
  reviewAcceptedMessageSchema,
  commentAcceptedMessageSchema,
  inquiryAnsweredMessageSchema,
  stockChangedMessageSchema,
  priceChangedMessageSchema,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
