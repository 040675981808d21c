import { z } from 'zod';

/**
 * The checkout page (`checkout/{slug}`), in two parts a template places around the payment
 * block: `details` (shipping address, shipping method, coupon code and remarks) and `summary`
 * (what is bought, the figures the server computed, and "Place order").
 */
export const checkoutBlockSchema = z.object({
  part: z.enum(['details', 'summary']).default('details').meta({
    description:
      'Which part this block shows: the shopper’s details (address, delivery, coupon, remarks) or the summary with “Place order”.',
  }),
  heading: z
    .string()
    .max(120)
    .default('')
    .meta({ description: 'Left empty, it reads “Checkout” or “Order summary” in the shopper’s language.' }),
});
export type CheckoutBlockProps = z.infer<typeof checkoutBlockSchema>;
