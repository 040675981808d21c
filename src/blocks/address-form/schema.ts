import { z } from 'zod';
import { ADDRESS_COUNTRIES } from '../../schema/address-formats';

/**
 * The address form as a block: a new address for the signed-in shopper's book. (The form
 * itself is `AddressForm` in src/forms, which the checkout uses with its own `onSave`.)
 */
export const addressFormBlockSchema = z.object({
  /** The form's heading; 'Add an address' in the page language when empty. */
  heading: z.string().max(120).default(''),
  /** The country the form starts in: the shop's main market. */
  defaultCountry: z.enum(ADDRESS_COUNTRIES).default('US'),
  /** Offers "Use as my default address". */
  showMakeDefault: z.boolean().default(true),
});
export type AddressFormBlockProps = z.infer<typeof addressFormBlockSchema>;
