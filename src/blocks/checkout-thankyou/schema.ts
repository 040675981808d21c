import { z } from 'zod';

/** `checkout/thankyou`: the order number, what was bought, the amount paid or due and what happens next. */
export const checkoutThankyouBlockSchema = z.object({
  heading: z
    .string()
    .max(120)
    .default('')
    .meta({ description: 'Left empty, it reads “Thank you for your order” in the shopper’s language.' }),
});
export type CheckoutThankyouBlockProps = z.infer<typeof checkoutThankyouBlockSchema>;
