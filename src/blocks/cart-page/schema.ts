import { z } from 'zod';

/** The cart page (`cart`): it draws the page's own `data.cart`, with forms that work without JavaScript. */
export const cartPageBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Your cart” in the shopper’s language.' }),
});
export type CartPageBlockProps = z.infer<typeof cartPageBlockSchema>;
