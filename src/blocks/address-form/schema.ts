import { z } from 'zod';
import { ADDRESS_COUNTRIES } from '../../schema/address-countries';

/**
 * The address form as a block: a new address for the signed-in shopper's book. (The form
 * itself is `AddressForm` in src/forms, which the checkout uses with its own `onSave`.)
 */
export const addressFormBlockSchema = z.object({
  heading: z.string().max(120).default('').meta({ description: 'Left empty, it reads “Add an address” in the shopper’s language.' }),
  defaultCountry: z.enum(ADDRESS_COUNTRIES).default('US').meta({ description: 'The country the form starts in: the shop’s main market.' }),
  showMakeDefault: z.boolean().default(true).meta({ description: 'Offers a “Use as my default address” box.' }),
});
export type AddressFormBlockProps = z.infer<typeof addressFormBlockSchema>;
