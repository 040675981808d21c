import { z } from 'zod';

export const asideMenuSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Categories” in the shopper’s language.' }),
  expand: z.enum(['current', 'all', 'none']).default('current').meta({
    description:
      'Which sub-categories start open: those down to the category shown (current), all, or none; shoppers can open and close them either way.',
  }),
});
export type AsideMenuProps = z.infer<typeof asideMenuSchema>;
