import { z } from 'zod';

export const searchListSchema = z.object({
  /** The category, tag, price and stock filters beside the results. */
  showFilters: z.boolean().default(true),
  /** Results per row on wide screens. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
});
export type SearchListProps = z.infer<typeof searchListSchema>;
