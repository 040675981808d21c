import { z } from 'zod';

/**
 * A button that opens the cart drawer on the visitor's cart (spec §2 "cart drawer"). The
 * add-to-cart buttons open the same drawer with the line just added, on any page, with or
 * without this block.
 */
export const cartDrawerBlockSchema = z.object({
  label: z
    .string()
    .max(60)
    .default('')
    .meta({ description: 'The words on the button; left empty, it reads “View cart” in the shopper’s language.' }),
});
export type CartDrawerBlockProps = z.infer<typeof cartDrawerBlockSchema>;
