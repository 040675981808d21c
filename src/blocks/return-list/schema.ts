import { z } from 'zod';

/** The shopper's returns on `user/return`: it draws the page's own `data.returnList`. */
export const returnListBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Returns” in the shopper’s language.' }),
});
export type ReturnListBlockProps = z.infer<typeof returnListBlockSchema>;
