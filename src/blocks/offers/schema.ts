import { z } from 'zod';

/**
 * The `coupon` and `promotion` pages. On `coupon`: the claimable coupons, or one coupon with
 * its terms, each with a Claim button. On `promotion`: the running promotions, or (beside the
 * product list block that lists its products) one promotion's facts.
 */
export const offersBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({
    description: 'Left empty, it reads “Coupons” or “Promotions” in the shopper’s language; a single coupon’s page is headed by its title.',
  }),
});
export type OffersBlockProps = z.infer<typeof offersBlockSchema>;
