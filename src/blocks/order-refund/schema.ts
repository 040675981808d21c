import { z } from 'zod';

/**
 * The spec's order refund block: the return application for one order. It shows on
 * `user/return?apply=<orderNo>` (the order page links there), drawing `data.returnApply`;
 * without `?apply=` it draws nothing, so it may sit above the list on the same template.
 */
export const orderRefundBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Apply for a return” in the shopper’s language.' }),
});
export type OrderRefundBlockProps = z.infer<typeof orderRefundBlockSchema>;
