import { z } from 'zod';

/**
 * The `promotion` pages: the running promotions as cards; on `promotion/{slug}`, what the
 * promotion gives and until when (its products are the product list block's, beside it).
 */
export const promotionsBlockSchema = z.object({
  /** The list's heading; 'Promotions' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type PromotionsBlockProps = z.infer<typeof promotionsBlockSchema>;
