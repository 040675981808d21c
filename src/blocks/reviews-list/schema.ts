import { z } from 'zod';

/** The reviews of a product page: it draws the page's own `data.reviews`, and nothing on other pages. */
export const reviewsListBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Customer reviews” in the shopper’s language.' }),
});
export type ReviewsListBlockProps = z.infer<typeof reviewsListBlockSchema>;
