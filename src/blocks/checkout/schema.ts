import { z } from 'zod';

/**
 * The checkout page (`checkout/{slug}`), in two parts a template places around the payment
 * block: `details` (shipping address, shipping method, coupon code and remarks) and `summary`
 * (what is bought, the figures the server computed, and "Place order").
 */
export const checkoutBlockSchema = z.object({
  part: z.enum(['details', 'summary']).default('details'),
  /** The heading of the part; in the page language when empty ('Checkout', 'Order summary'). */
  heading: z.string().max(120).default(''),
});
export type CheckoutBlockProps = z.infer<typeof checkoutBlockSchema>;
