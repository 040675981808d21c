import { z } from 'zod';

/**
 * A button that opens the cart drawer on the visitor's cart (spec §2 "cart drawer"). The
 * add-to-cart buttons open the same drawer with the line just added, on any page, with or
 * without this block.
 */
export const cartDrawerBlockSchema = z.object({
  /** The button's words; 'View cart' in the page language when empty. */
  label: z.string().max(60).default(''),
});
export type CartDrawerBlockProps = z.infer<typeof cartDrawerBlockSchema>;
