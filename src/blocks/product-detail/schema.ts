import { z } from 'zod';

export const productDetailBlockSchema = z.object({
  /** The trail from home to the product, above it. */
  showBreadcrumbs: z.boolean().default(true),
  /** The product's category and tags, as links under the buttons. */
  showTaxonomy: z.boolean().default(true),
});
export type ProductDetailProps = z.infer<typeof productDetailBlockSchema>;
