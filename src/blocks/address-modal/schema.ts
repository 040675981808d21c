import { z } from 'zod';
import { ADDRESS_COUNTRIES } from '../../schema/address-formats';

/**
 * The address modal as a block: a button that opens the address form in a dialog and adds
 * the address to the signed-in shopper's book. (The dialog itself is `AddressModal` in
 * src/forms, which the checkout opens with its own `onSave`.)
 */
export const addressModalBlockSchema = z.object({
  /** The button's text; 'Add an address' in the page language when empty. */
  buttonLabel: z.string().max(80).default(''),
  /** The country the form starts in. */
  defaultCountry: z.enum(ADDRESS_COUNTRIES).default('US'),
});
export type AddressModalBlockProps = z.infer<typeof addressModalBlockSchema>;
