import { z } from 'zod';

/**
 * Spec §2's payment block: the shop's payment methods, the card form when the method takes a
 * card, and on an unpaid order (the thank-you page, the order page) a button that pays it.
 */
export const paymentBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Payment” in the shopper’s language.' }),
});
export type PaymentBlockProps = z.infer<typeof paymentBlockSchema>;
