import { z } from 'zod';

/** The comments under an article: it draws the page's own `data.comments`. */
export const commentListBlockSchema = z.object({
  /** The heading; 'Comments' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type CommentListBlockProps = z.infer<typeof commentListBlockSchema>;
