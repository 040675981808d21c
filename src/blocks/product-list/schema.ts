import { z } from 'zod';
import { productSourceSchema } from '../../schema/catalog';

export const productListSchema = z.object({
  heading: z.string().trim().min(1).max(160).optional().meta({
    description:
      'A heading above the list on a page such as home; on a category, tag or collection page its own name is the heading instead.',
  }),
  /** The server puts the source's products into `data.sources`. */
  source: productSourceSchema
    .optional()
    .meta({ description: 'The products of a collection, category or tag; left out, the block lists the page’s own products.' }),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(4)
    .meta({ description: 'Products in a row on wide screens; phones show two, tablets three at most.' }),
  showSort: z.boolean().default(true).meta({ description: 'Shows the sort menu above the page’s own products.' }),
  priority: z
    .boolean()
    .default(false)
    .meta({ description: 'Turn on when the list opens the page, so its first row of pictures loads at once.' }),
});
export type ProductListProps = z.infer<typeof productListSchema>;
