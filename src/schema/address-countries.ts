import type { AddressField } from './address-formats';

/*
 * The countries the address book accepts and how each names its fields: the small table the
 * address data packages do not hold (./address-formats.ts). Apart so that what needs only the
 * list (the address blocks' schemas, which every page's checks load) does not bring the
 * packages' data, phone numbering above all.
 */

/** How a country names its province/state field (`address.labels.<name>` in locales). */
export type ProvinceLabel = 'state' | 'province' | 'prefecture' | 'county' | 'region' | 'emirate';
/** How a country names its city field. */
export type CityLabel = 'city' | 'suburb' | 'postTown' | 'district';
/** How a country names the part of a city below it. */
export type AreaLabel = 'district' | 'neighborhood' | 'suburb' | 'locality' | 'subdistrict' | 'townland';
/** How a country names its postal code. */
export type PostalLabel = 'postalCode' | 'postcode' | 'zip' | 'pin' | 'eircode';

export type CountryNaming = {
  province?: ProvinceLabel;
  city?: CityLabel;
  area?: AreaLabel;
  postal?: PostalLabel;
  /** A postal code as the country writes it, shown as a hint. */
  postalExample?: string;
  /** Fields the country's format shows that a shopper may leave empty. */
  optional?: readonly AddressField[];
  /** Family name first, as the country writes names. */
  familyNameFirst?: true;
};

/** The countries the address book accepts; the format data names fields, this names their labels. */
export const COUNTRY_NAMING = {
  AU: { province: 'state', city: 'suburb', postal: 'postcode', postalExample: '2000' },
  BR: { province: 'state', area: 'neighborhood', postalExample: '01310-100' },
  CA: { province: 'province', postalExample: 'K1A 0B1' },
  CH: { postalExample: '8001' },
  CN: { province: 'province', area: 'district', postalExample: '200000', optional: ['postalCode'], familyNameFirst: true },
  DE: { postalExample: '10115' },
  ES: { province: 'province', postalExample: '28013' },
  FR: { postalExample: '75001' },
  GB: { city: 'postTown', postal: 'postcode', postalExample: 'SW1A 1AA' },
  HK: { province: 'region', city: 'district', familyNameFirst: true },
  IE: { province: 'county', area: 'townland', postal: 'eircode', postalExample: 'D02 X285', optional: ['postalCode'] },
  IN: { province: 'state', postal: 'pin', postalExample: '110001' },
  IT: { province: 'province', postalExample: '00184' },
  JP: { province: 'prefecture', postalExample: '100-0001', familyNameFirst: true },
  KR: { province: 'province', area: 'district', postalExample: '03051', familyNameFirst: true },
  MO: { familyNameFirst: true },
  MX: { province: 'state', area: 'neighborhood', postalExample: '06000' },
  MY: { province: 'state', area: 'locality', postal: 'postcode', postalExample: '50050' },
  NL: { postal: 'postcode', postalExample: '1012 JS' },
  NZ: { area: 'suburb', postal: 'postcode', postalExample: '6011' },
  SE: { postalExample: '111 22' },
  SG: { postalExample: '018956' },
  TH: { province: 'province', city: 'district', area: 'subdistrict', postalExample: '10200' },
  TW: { province: 'county', city: 'district', postalExample: '100', familyNameFirst: true },
  US: { province: 'state', postal: 'zip', postalExample: '94103' },
} as const satisfies Record<string, CountryNaming>;

export type AddressCountry = keyof typeof COUNTRY_NAMING;
export const ADDRESS_COUNTRIES = Object.keys(COUNTRY_NAMING).filter(isAddressCountry);

export function isAddressCountry(code: string): code is AddressCountry {
  return Object.hasOwn(COUNTRY_NAMING, code);
}

