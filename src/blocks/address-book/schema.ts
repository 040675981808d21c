import { z } from 'zod';

/** The shopper's address book on `user/address`: it draws the page's own `data.addressBook`. */
export const addressBookBlockSchema = z.object({
  /** The page heading; 'Address book' in the page language when empty. */
  heading: z.string().max(120).default(''),
});
export type AddressBookBlockProps = z.infer<typeof addressBookBlockSchema>;
