import { z } from 'zod';

/** The `coupon` pages: the claimable coupons, or one coupon with its terms; both with a Claim button. */
export const couponsBlockSchema = z.object({
  /** The list's heading; 'Coupons' in the page language when empty. A coupon's own page is headed by its title. */
  heading: z.string().max(120).default(''),
});
export type CouponsBlockProps = z.infer<typeof couponsBlockSchema>;
