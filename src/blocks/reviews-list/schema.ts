import { z } from 'zod';

/** The reviews of a product page: it draws the page's own `data.reviews`, and nothing on other pages. */
export const reviewsListBlockSchema = z.object({
  /** The section heading; 'Customer reviews' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type ReviewsListBlockProps = z.infer<typeof reviewsListBlockSchema>;
