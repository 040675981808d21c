import { z } from 'zod';

/** The cart page (`cart`): it draws the page's own `data.cart`, with forms that work without JavaScript. */
export const cartPageBlockSchema = z.object({
  /** The page heading; 'Your cart' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type CartPageBlockProps = z.infer<typeof cartPageBlockSchema>;
