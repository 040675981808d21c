import { z } from 'zod';

/** One return on `user/return/{returnNo}`: it draws the page's own `data.returnDetail`. */
export const returnDetailBlockSchema = z.object({
  /** Whether the merchant's return address, once approved, is shown; on by default. */
  showMerchantAddress: z.boolean().default(true),
});
export type ReturnDetailBlockProps = z.infer<typeof returnDetailBlockSchema>;
