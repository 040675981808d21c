import { z } from 'zod';
import { ADDRESS_COUNTRIES } from '../../schema/address-countries';

/**
 * The address modal as a block: a button that opens the address form in a dialog and adds
 * the address to the signed-in shopper's book. (The dialog itself is `AddressModal` in
 * src/forms, which the checkout opens with its own `onSave`.)
 */
export const addressModalBlockSchema = z.object({
  buttonLabel: z
    .string()
    .max(80)
    .default('')
    .meta({ description: 'The words on the button; left empty, it reads “Add an address” in the shopper’s language.' }),
  defaultCountry: z.enum(ADDRESS_COUNTRIES).default('US').meta({ description: 'The country the form starts in: the shop’s main market.' }),
});
export type AddressModalBlockProps = z.infer<typeof addressModalBlockSchema>;
