import { z } from 'zod';

/** `checkout/thankyou`: the order number, what was bought, the amount paid or due and what happens next. */
export const checkoutThankyouBlockSchema = z.object({
  /** 'Thank you for your order' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type CheckoutThankyouBlockProps = z.infer<typeof checkoutThankyouBlockSchema>;
