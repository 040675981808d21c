import { z } from 'zod';
import { addressFormat, isAddressCountry, isPhoneOf, isPostalCodeOf, type AddressField } from '../address-formats';
import { storableText } from '../limits';
import { LIMIT_MESSAGE } from './account-fields';
import { addressBookSchema } from './address-book';

/*
 * One address, as the address form sends it and the server stores it (spec §3). The same
 * schema checks the form in the browser and the call on the server, so both name the same
 * field with the same message: a field the country requires reads '{0} is required' (the
 * country, a select, 'please Select {0}'), a postal code the country does not write that way
 * names `postalCode`, a phone not of its calling code names `phone`.
 */

/** Characters each field may hold ('Input has reached its limit' beyond them). */
export const ADDRESS_LIMITS = {
  country: 2,
  province: 100,
  city: 100,
  area: 100,
  postalCode: 16,
  firstName: 50,
  lastName: 50,
  addressLine: 200,
  apartment: 100,
  countryCode: 5,
  phone: 20,
} as const satisfies Record<AddressField, number>;

const text = storableText.default('').transform((value) => value.trim());

const addressShape = {
  country: text,
  province: text,
  city: text,
  area: text,
  postalCode: text,
  firstName: text,
  lastName: text,
  addressLine: text,
  apartment: text,
  countryCode: text,
  phone: text,
};

type AddressValues = { [Field in AddressField]: string };

/**
 * Every problem of an address at once, so the form shows them all together: the caps, then
 * the country's rules. Fields the country does not use are emptied rather than refused, so
 * changing the country keeps only what still applies.
 */
function checkAddress(values: AddressValues, ctx: z.RefinementCtx): AddressValues {
  let capped = false;
  for (const field of Object.keys(ADDRESS_LIMITS) as AddressField[]) {
    if (values[field].length > ADDRESS_LIMITS[field]) {
      ctx.addIssue({ code: 'custom', path: [field], message: LIMIT_MESSAGE });
      capped = true;
    }
  }
  const country = values.country.toUpperCase();
  if (!isAddressCountry(country)) {
    if (!capped) ctx.addIssue({ code: 'custom', path: ['country'], message: 'validation.select' });
    return values;
  }
  const format = addressFormat(country);
  const used = new Set(format.fields.map((field) => field.name));
  const checked: AddressValues = { ...values, country };
  for (const field of format.fields) {
    if (field.required && checked[field.name] === '')
      ctx.addIssue({ code: 'custom', path: [field.name], message: 'validation.required' });
  }
  if (checked.postalCode !== '' && used.has('postalCode') && checked.postalCode.length <= ADDRESS_LIMITS.postalCode) {
    if (isPostalCodeOf(country, checked.postalCode)) checked.postalCode = checked.postalCode.toUpperCase();
    else ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'address.postalCodeFormat' });
  }
  if (checked.countryCode !== '') {
    const code = checked.countryCode.startsWith('+') ? checked.countryCode : `+${checked.countryCode}`;
    if (/^\+\d{1,4}$/.test(code)) checked.countryCode = code;
    else ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'address.countryCodeFormat' });
  }
  if (checked.phone !== '' && /^\+\d{1,4}$/.test(checked.countryCode) && checked.phone.length <= ADDRESS_LIMITS.phone) {
    if (isPhoneOf(checked.countryCode, checked.phone)) checked.phone = checked.phone.replace(/[\s()-]/g, '');
    else ctx.addIssue({ code: 'custom', path: ['phone'], message: 'address.phoneFormat' });
  }
  for (const field of ['province', 'city', 'area', 'postalCode'] as const) if (!used.has(field)) checked[field] = '';
  return checked;
}

/** An address as the form sends it, checked by its country's rules. */
export const addressInputSchema = z.object(addressShape).transform(checkAddress);
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValuesOut = z.output<typeof addressInputSchema>;

/** Names one of the shopper's own addresses. */
const addressId = z.uuid({ message: 'address.notFound' });

export const addressList = { request: z.object({}), response: addressBookSchema };

export const addressAdd = {
  request: z.intersection(addressInputSchema, z.object({ makeDefault: z.boolean().default(false) })),
  /** `id` is the new address, for a checkout that picks it at once. */
  response: addressBookSchema.extend({ id: z.string() }),
};

export const addressEdit = {
  request: z.intersection(addressInputSchema, z.object({ id: addressId })),
  response: addressBookSchema.extend({ id: z.string() }),
};

export const addressDelete = { request: z.object({ id: addressId }), response: addressBookSchema };
export const addressSetDefault = { request: z.object({ id: addressId }), response: addressBookSchema };
