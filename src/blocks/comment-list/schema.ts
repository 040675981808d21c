import { z } from 'zod';

/** The comments under an article: it draws the page's own `data.comments`. */
export const commentListBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Comments” in the shopper’s language.' }),
});
export type CommentListBlockProps = z.infer<typeof commentListBlockSchema>;
