import { z } from 'zod';

/** `user/order/{slug}`: one of the shopper's orders, kept up to date while open. Its data is `data.order`. */
export const orderDetailBlockSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Order” and the order’s number in the shopper’s language.' }),
});
export type OrderDetailBlockProps = z.infer<typeof orderDetailBlockSchema>;
