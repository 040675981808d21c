import { z } from 'zod';
import { productSourceSchema } from '../../schema/catalog';

export const productListSchema = z.object({
  /**
   * A section heading, for a list on a composed page (home). On a category, tag or
   * collection page the listing's own name is the page heading instead.
   */
  heading: z.string().trim().min(1).max(160).optional(),
  /**
   * What to show on a composed page: the products of a collection, category or tag, which
   * the server puts into `data.sources`. Without it the block lists the page's own products.
   */
  source: productSourceSchema.optional(),
  /** Products per row on wide screens; phones show two, tablets three at most. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  /** The sort menu above a page's own listing. */
  showSort: z.boolean().default(true),
  /** The block sits at the top of the page: its first row of pictures loads at once. */
  priority: z.boolean().default(false),
});
export type ProductListProps = z.infer<typeof productListSchema>;
