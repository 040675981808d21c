import { z } from 'zod';

/** The heart of a content page, so a shopper can keep the page among their favorites. */
export const pageFavoriteSchema = z.object({
  name: z.string().min(1).max(120).meta({ description: 'The page’s name as the button says it: “Save About us to favorites”.' }),
  align: z.enum(['start', 'end']).default('end').meta({ description: 'Whether the heart sits at the start or the end of the line.' }),
});
export type PageFavoriteProps = z.infer<typeof pageFavoriteSchema>;
