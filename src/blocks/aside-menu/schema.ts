import { z } from 'zod';

export const asideMenuSchema = z.object({
  /** The menu's heading; "Categories" in the page language when left out. */
  heading: z.string().trim().min(1).max(80).optional(),
  /**
   * Which sub-trees start open: the path down to the category being shown (`current`),
   * every one (`all`), or none. Shoppers open and close them either way.
   */
  expand: z.enum(['current', 'all', 'none']).default('current'),
});
export type AsideMenuProps = z.infer<typeof asideMenuSchema>;
