import { z } from 'zod';

/**
 * Spec §2's payment block: the shop's payment methods, the card form when the method takes a
 * card, and on an unpaid order (the thank-you page, the order page) a button that pays it.
 */
export const paymentBlockSchema = z.object({
  /** 'Payment' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type PaymentBlockProps = z.infer<typeof paymentBlockSchema>;
