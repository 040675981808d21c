import { z } from 'zod';

/*
 * Addresses as the shop keeps them, apart from the rules that check one as the form submits it
 * (./address.ts, which brings every country's address and phone rules): the checkout and the
 * order pages read saved addresses without loading those.
 */

/** Addresses one shopper may keep: enough for every home, office and gift recipient. */
export const MAX_ADDRESSES = 50;

/** An address's fields as stored, each already checked by its country's rules when it was submitted. */
export const addressFieldsSchema = z.object({
  country: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  postalCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine: z.string(),
  apartment: z.string(),
  countryCode: z.string(),
  phone: z.string(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** One address of the shopper's book: its fields, the id that names it, and whether it is the default. */
export const savedAddressSchema = addressFieldsSchema.extend({ id: z.string(), isDefault: z.boolean() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The shopper's addresses, the default first then the newest; what every address call answers. */
export const addressBookSchema = z.object({
  addresses: z.array(savedAddressSchema).max(MAX_ADDRESSES),
  /** How many addresses a shopper may keep. */
  limit: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;
