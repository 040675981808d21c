import { z } from 'zod';
import { articleSourceSchema } from '../../schema/catalog';

export const articleMasonrySchema = z.object({
  /** Shown above the wall; without it the cards' titles are the second-level headings. */
  heading: z.string().trim().min(1).max(120).optional(),
  /** 1 when the wall is the page itself (an article index); 2 when another block holds the page heading. */
  level: z.union([z.literal(1), z.literal(2)]).default(2),
  /**
   * The latest articles (`{"kind": "articles", "limit": 9}`), for a wall on a composed page.
   * Without it the wall shows the page's own articles, a page at a time when the page has pagination.
   */
  source: articleSourceSchema.optional(),
  /** Columns from wide screens on; phones show one, tablets two. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  showSummary: z.boolean().default(true),
  /** True when the wall opens the page: its first picture is then the largest paint and loads at once. */
  priority: z.boolean().default(false),
});
export type ArticleMasonryProps = z.infer<typeof articleMasonrySchema>;
