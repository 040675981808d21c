import { z } from 'zod';
import { FAVORITE_TYPES } from '../../schema/web-api/favorite-types';

/**
 * The signed-in shopper's favorites from page data `wishList` (the user area's favorites,
 * wish list and saved articles pages). `manage` gives every entry a remove button.
 */
export const wishListBlockSchema = z.object({
  heading: z.string().max(120),
  lists: z
    .array(z.enum(FAVORITE_TYPES))
    .min(1)
    .max(3)
    .default([...FAVORITE_TYPES])
    .meta({ description: 'Which lists to show, in this order: saved products, articles and pages.' }),
  manage: z.boolean().default(false).meta({ description: 'Gives every entry a button that removes it.' }),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(4)
    .meta({ description: 'Cards in a row on wide screens.' }),
});
export type WishListBlockProps = z.infer<typeof wishListBlockSchema>;
