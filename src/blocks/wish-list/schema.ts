import { z } from 'zod';
import { FAVORITE_TYPES } from '../../schema/web-api/favorite-types';

/**
 * The signed-in shopper's favorites from page data `wishList` (the user area's favorites,
 * wish list and saved articles pages). `manage` gives every entry a remove button.
 */
export const wishListBlockSchema = z.object({
  heading: z.string().max(120),
  /** Which of the three lists to show, in this order. */
  lists: z.array(z.enum(FAVORITE_TYPES)).min(1).max(3).default([...FAVORITE_TYPES]),
  manage: z.boolean().default(false),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
});
export type WishListBlockProps = z.infer<typeof wishListBlockSchema>;
