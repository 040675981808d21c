import { z } from 'zod';

/** One return on `user/return/{returnNo}`: it draws the page's own `data.returnDetail`. */
export const returnDetailBlockSchema = z.object({
  showMerchantAddress: z
    .boolean()
    .default(true)
    .meta({ description: 'Shows the address to send the goods back to, once the shop has approved the return.' }),
});
export type ReturnDetailBlockProps = z.infer<typeof returnDetailBlockSchema>;
