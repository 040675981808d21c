import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

/** The site header: the site's name and categories come from `data.site`; these props say what to show. */
export const navigationMenuSchema = z.object({
  /** A picture of the site's name; the site name in text when left out. Its size reserves the space before it loads. */
  logo: z
    .object({
      src: linkHref,
      width: z.number().int().min(1).max(800),
      height: z.number().int().min(1).max(200),
    })
    .optional(),
  showSearch: z.boolean().default(true),
  /** Links to this page in the other languages of the shop (shown when it offers more than one). */
  showLanguages: z.boolean().default(true),
  showCart: z.boolean().default(true),
});
export type NavigationMenuProps = z.infer<typeof navigationMenuSchema>;
