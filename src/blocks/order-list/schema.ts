import { z } from 'zod';

/** `user/order`: the shopper's orders, newest first, filtered by status and a page at a time. Its data is `data.orderList`. */
export const orderListBlockSchema = z.object({
  heading: z.string().trim().min(1).max(80).optional().meta({ description: 'Left empty, it reads “My orders” in the shopper’s language.' }),
});
export type OrderListBlockProps = z.infer<typeof orderListBlockSchema>;
