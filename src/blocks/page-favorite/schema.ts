import { z } from 'zod';

/** The heart of a content page, so a shopper can keep the page among their favorites. */
export const pageFavoriteSchema = z.object({
  /** The page's name as the button says it: "Save About us to favorites". */
  name: z.string().min(1).max(120),
  align: z.enum(['start', 'end']).default('end'),
});
export type PageFavoriteProps = z.infer<typeof pageFavoriteSchema>;
