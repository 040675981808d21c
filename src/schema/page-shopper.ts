import { z } from 'zod';

/**
 * The signed-in shopper a page was drawn for: what the header shows (a greeting, the avatar;
 * the favorites count comes from `data.favorites`, which the hearts read too). Null on a visitor's page. A page carrying it was made for that
 * shopper alone and is never cached or shared.
 */
export const pageShopperSchema = z.object({
  id: z.string(),
  /** The name the header greets with: the nick name, else the first name, else the account. */
  name: z.string(),
  /** Address of the avatar picture, or null for none. */
  avatar: z.string().nullable(),
});
export type PageShopper = z.infer<typeof pageShopperSchema>;
