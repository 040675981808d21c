import { z } from 'zod';

/**
 * The `coupon` and `promotion` pages. On `coupon`: the claimable coupons, or one coupon with
 * its terms, each with a Claim button. On `promotion`: the running promotions, or (beside the
 * product list block that lists its products) one promotion's facts.
 */
export const offersBlockSchema = z.object({
  /** The list's heading; 'Coupons' or 'Promotions' in the page language when empty. A coupon's own page is headed by its title. */
  heading: z.string().max(120).default(''),
});
export type OffersBlockProps = z.infer<typeof offersBlockSchema>;
