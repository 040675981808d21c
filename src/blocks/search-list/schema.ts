import { z } from 'zod';

export const searchListSchema = z.object({
  showFilters: z.boolean().default(true).meta({ description: 'Shows the category, tag, price and stock filters beside the results.' }),
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(3)
    .meta({ description: 'Results in a row on wide screens.' }),
});
export type SearchListProps = z.infer<typeof searchListSchema>;
