import { z } from 'zod';

/** `user/order/{slug}`: one of the shopper's orders, kept up to date while open. Its data is `data.order`. */
export const orderDetailBlockSchema = z.object({
  /** "Order V…" in the page language when left out. */
  heading: z.string().trim().min(1).max(80).optional(),
});
export type OrderDetailBlockProps = z.infer<typeof orderDetailBlockSchema>;
