import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, addressFormat, countryOptions, isPhoneOf, isPostalCodeOf } from './address-formats';

const names = (country: Parameters<typeof addressFormat>[0]) => addressFormat(country).fields.map((field) => field.name);
const field = (country: Parameters<typeof addressFormat>[0], name: string) => addressFormat(country).fields.find((rule) => rule.name === name);

describe('address rules per country', () => {
  it('covers at least twenty countries, the ones the shop names among them', () => {
    expect(ADDRESS_COUNTRIES.length).toBeGreaterThanOrEqual(20);
    expect(ADDRESS_COUNTRIES).toEqual(expect.arrayContaining(['CN', 'HK', 'TW', 'US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU']));
  });

  it('lays fields out in the order each country writes its addresses', () => {
    expect(names('US')).toEqual(['country', 'firstName', 'lastName', 'addressLine', 'apartment', 'city', 'province', 'postalCode', 'countryCode', 'phone']);
    expect(names('CN')).toEqual(['country', 'postalCode', 'province', 'city', 'area', 'addressLine', 'apartment', 'lastName', 'firstName', 'countryCode', 'phone']);
    expect(names('JP')).toEqual(['country', 'postalCode', 'province', 'addressLine', 'apartment', 'lastName', 'firstName', 'countryCode', 'phone']);
  });

  it('leaves out what a country does not use: Hong Kong has no postal code, Germany no state', () => {
    expect(names('HK')).not.toContain('postalCode');
    expect(names('DE')).not.toContain('province');
    expect(names('SG')).not.toContain('city');
  });

  it('names the fields as each country does', () => {
    expect(field('US', 'province')?.label).toBe('address.labels.state');
    expect(field('US', 'postalCode')?.label).toBe('address.labels.zip');
    expect(field('CA', 'province')?.label).toBe('address.labels.province');
    expect(field('JP', 'province')?.label).toBe('address.labels.prefecture');
    expect(field('GB', 'postalCode')?.label).toBe('address.labels.postcode');
    expect(field('IN', 'postalCode')?.label).toBe('address.labels.pin');
    expect(field('HK', 'province')?.label).toBe('address.labels.region');
  });

  it('requires what delivery needs and leaves the apartment optional', () => {
    expect(field('US', 'postalCode')?.required).toBe(true);
    expect(field('CN', 'postalCode')?.required).toBe(false);
    expect(field('CN', 'area')?.required).toBe(true);
    for (const country of ADDRESS_COUNTRIES) expect(field(country, 'apartment')?.required, country).toBe(false);
  });

  it('checks postal codes against the country pattern', () => {
    expect(isPostalCodeOf('US', '94103')).toBe(true);
    expect(isPostalCodeOf('US', '94103-1234')).toBe(true);
    expect(isPostalCodeOf('US', '9410')).toBe(false);
    expect(isPostalCodeOf('GB', 'sw1a 1aa')).toBe(true);
    expect(isPostalCodeOf('CA', 'K1A0B1')).toBe(true);
    expect(isPostalCodeOf('JP', '1000001')).toBe(false);
    expect(isPostalCodeOf('CN', '20000')).toBe(false);
  });

  it('knows each country’s calling code and checks phones under it, +86 by the 11-digit rule', () => {
    expect(addressFormat('US').callingCode).toBe('+1');
    expect(addressFormat('HK').callingCode).toBe('+852');
    expect(isPhoneOf('+86', '13800138000')).toBe(true);
    expect(isPhoneOf('+86', '1380013800')).toBe(false);
    expect(isPhoneOf('+1', '415 555 2671')).toBe(true);
    expect(isPhoneOf('+1', '555')).toBe(false);
    expect(isPhoneOf('+852', '91234567')).toBe(true);
  });

  it('lists the countries by name in the shopper’s language', () => {
    const zh = countryOptions('zh-CN');
    expect(zh.find((option) => option.code === 'CN')?.name).toBe('中国');
    expect(countryOptions('zh-HK').find((option) => option.code === 'HK')?.name).toBe('香港');
    const en = countryOptions('en');
    expect(en.find((option) => option.code === 'US')?.name).toBe('United States');
    expect(en.map((option) => option.code).sort()).toEqual([...ADDRESS_COUNTRIES].sort());
    expect(en.slice(0, 3).map((option) => option.name)).toEqual(['Australia', 'Brazil', 'Canada']);
  });
});
