import { formatAddress } from 'localized-address-format';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { regionLanguage, regionName, regionsByName } from './region-names';
import { CN_MOBILE } from './web-api/account-fields';
import { COUNTRY_NAMING, isAddressCountry, type AddressCountry, type CountryNaming } from './address-countries';

/*
 * How an address is written in each country the shop ships to (spec §3's fields). Which
 * fields a country uses and their order come from the address formats bundled in
 * `localized-address-format` (Google's address data), postal-code checks from
 * `postcode-validator`, calling codes from libphonenumber-js: all data inside the packages,
 * nothing fetched. What those packages do not hold, how each country names its fields
 * ("State", "Prefecture", "ZIP code") and which of them may stay empty, is the small table
 * below. No zod here: the browser's form and the server's schema both read it.
 */

/** Spec §3's address fields, as the form and the API name them. */
export const ADDRESS_FIELDS = [
  'country',
  'province',
  'city',
  'area',
  'postalCode',
  'firstName',
  'lastName',
  'addressLine',
  'apartment',
  'countryCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export { ADDRESS_COUNTRIES, isAddressCountry, type AddressCountry, type AreaLabel, type CityLabel, type PostalLabel, type ProvinceLabel } from './address-countries';

/** One field as a country's form shows it: its label key, whether it must be filled, a hint. */
export type AddressFieldRule = {
  name: AddressField;
  required: boolean;
  /** A translation key: `fields.<name>` for fields every country names alike, else `address.labels.<label>`. */
  label: string;
  /** `select` for the country; every other field is typed. */
  input: 'select' | 'text' | 'tel';
  /** A value written as the country writes it (a postal code), for the hint. */
  example?: string;
};

export type AddressFormat = {
  country: AddressCountry;
  /** The fields the country uses, in the order its addresses are written; country first, phone last. */
  fields: readonly AddressFieldRule[];
  /** The calling code of its phone numbers, `+1`, `+86`. */
  callingCode: string;
  /** Whether its postal codes are checked against a pattern. */
  checksPostalCode: boolean;
};

/** Placeholder values whose places in the formatted lines give the order of the fields. */
const MARKERS = { province: '\u0001S', city: '\u0001C', area: '\u0001D', postalCode: '\u0001Z', name: '\u0001N', addressLine: '\u0001A' } as const;

function fieldOrder(country: AddressCountry): Array<keyof typeof MARKERS> {
  const text = formatAddress({
    postalCountry: country,
    administrativeArea: MARKERS.province,
    locality: MARKERS.city,
    dependentLocality: MARKERS.area,
    postalCode: MARKERS.postalCode,
    name: MARKERS.name,
    addressLines: [MARKERS.addressLine],
  }).join('\n');
  return (Object.keys(MARKERS) as Array<keyof typeof MARKERS>)
    .filter((field) => text.includes(MARKERS[field]))
    .sort((a, b) => text.indexOf(MARKERS[a]) - text.indexOf(MARKERS[b]));
}

const formats = new Map<AddressCountry, AddressFormat>();

/** The form of one country: which fields, in which order, which required, with which labels. */
export function addressFormat(country: AddressCountry): AddressFormat {
  const known = formats.get(country);
  if (known) return known;
  const naming: CountryNaming = COUNTRY_NAMING[country];
  const optional = new Set<AddressField>(naming.optional ?? []);
  const checksPostalCode = postcodeValidatorExistsForCountry(country);
  const fields: AddressFieldRule[] = [{ name: 'country', required: true, label: 'fields.country', input: 'select' }];
  for (const part of fieldOrder(country)) {
    switch (part) {
      case 'province':
        fields.push({ name: 'province', required: !optional.has('province'), label: `address.labels.${naming.province ?? 'province'}`, input: 'text' });
        break;
      case 'city':
        fields.push({ name: 'city', required: !optional.has('city'), label: `address.labels.${naming.city ?? 'city'}`, input: 'text' });
        break;
      case 'area':
        // The part below the city is rarely needed to deliver, except where the country's data says so.
        fields.push({ name: 'area', required: country === 'CN', label: `address.labels.${naming.area ?? 'district'}`, input: 'text' });
        break;
      case 'postalCode':
        fields.push({
          name: 'postalCode',
          required: !optional.has('postalCode'),
          label: `address.labels.${naming.postal ?? 'postalCode'}`,
          input: 'text',
          ...(naming.postalExample ? { example: naming.postalExample } : {}),
        });
        break;
      case 'name': {
        const first: AddressFieldRule = { name: 'firstName', required: true, label: 'fields.firstName', input: 'text' };
        const last: AddressFieldRule = { name: 'lastName', required: true, label: 'fields.lastName', input: 'text' };
        fields.push(...(naming.familyNameFirst ? [last, first] : [first, last]));
        break;
      }
      case 'addressLine':
        fields.push(
          { name: 'addressLine', required: true, label: 'fields.addressLine', input: 'text' },
          { name: 'apartment', required: false, label: 'fields.apartment', input: 'text' },
        );
        break;
    }
  }
  fields.push(
    { name: 'countryCode', required: true, label: 'fields.countryCode', input: 'text' },
    { name: 'phone', required: true, label: 'fields.phone', input: 'tel' },
  );
  const format: AddressFormat = { country, fields, callingCode: `+${getCountryCallingCode(country)}`, checksPostalCode };
  formats.set(country, format);
  return format;
}

/** Whether `postalCode` is written as the country writes postal codes (any text where it has no pattern). */
export function isPostalCodeOf(country: AddressCountry, postalCode: string): boolean {
  if (!postcodeValidatorExistsForCountry(country)) return true;
  return postcodeValidator(postalCode.trim().toUpperCase(), country);
}

/**
 * Whether `phone` is a number under `callingCode`: +86 numbers are mobiles of spec §5 (11
 * digits starting with 1), others are checked against their country's numbering plan.
 */
export function isPhoneOf(callingCode: string, phone: string): boolean {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) return false;
  if (callingCode === '+86') return CN_MOBILE.test(digits);
  return parsePhoneNumberFromString(`${callingCode}${digits}`)?.isValid() ?? false;
}

/**
 * The country names in the shopper's language, for the country select, in that language's
 * alphabetical order. `locale` is the interface locale the page reads (`i18n.language`: 'en',
 * 'zh-CN', 'zh-HK') or a URL language. Names and order come from a fixed table, so the
 * server's HTML and the browser's first render list the same countries in the same order.
 */
export function countryOptions(locale: string): Array<{ code: AddressCountry; name: string }> {
  const lang = regionLanguage(locale);
  return regionsByName(lang)
    .filter(isAddressCountry)
    .map((code) => ({ code, name: regionName(lang, code) }));
}
