import { z } from 'zod';

/** The shopper's returns on `user/return`: it draws the page's own `data.returnList`. */
export const returnListBlockSchema = z.object({
  /** The page heading; 'Returns' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type ReturnListBlockProps = z.infer<typeof returnListBlockSchema>;
