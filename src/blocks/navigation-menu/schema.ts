import { z } from 'zod';
import { linkHref } from '../../schema/link-href';

/** The site header: the site's name and categories come from `data.site`; these props say what to show. */
export const navigationMenuSchema = z.object({
  /** Its size reserves the space before it loads. */
  logo: z
    .object({
      src: linkHref,
      width: z.number().int().min(1).max(800),
      height: z.number().int().min(1).max(200),
    })
    .optional()
    .meta({ description: 'A picture of the shop’s name; left out, the name shows in text.' }),
  showSearch: z.boolean().default(true).meta({ description: 'Shows the search box in the header.' }),
  showLanguages: z
    .boolean()
    .default(true)
    .meta({ description: 'Shows links to this page in the shop’s other languages, when it has more than one.' }),
  showCart: z.boolean().default(true).meta({ description: 'Shows the cart button in the header.' }),
});
export type NavigationMenuProps = z.infer<typeof navigationMenuSchema>;
