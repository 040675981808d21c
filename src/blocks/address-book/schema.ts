import { z } from 'zod';

/** The shopper's address book on `user/address`: it draws the page's own `data.addressBook`. */
export const addressBookBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Address book” in the shopper’s language.' }),
});
export type AddressBookBlockProps = z.infer<typeof addressBookBlockSchema>;
