import { z } from 'zod';

export const productDetailBlockSchema = z.object({
  showBreadcrumbs: z.boolean().default(true).meta({ description: 'Shows the trail of links from the home page to the product, above it.' }),
  showTaxonomy: z.boolean().default(true).meta({ description: 'Shows the product’s category and tags as links under its buttons.' }),
});
export type ProductDetailProps = z.infer<typeof productDetailBlockSchema>;
