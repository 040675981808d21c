import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from '../forms/calling-codes';
import { ADDRESS_COUNTRIES } from './address-formats';
import { htmlLang, URL_LANGUAGES } from './languages';
import { regionLanguage, regionName, regionsByName } from './region-names';

describe('region names', () => {
  it('names every calling-code region and every address country in every URL language', () => {
    const regions = [...new Set([...CALLING_CODES.map(({ region }) => region), ...ADDRESS_COUNTRIES])];
    for (const lang of URL_LANGUAGES) {
      expect(regionsByName(lang)).toEqual(expect.arrayContaining(regions));
      for (const region of regions) expect(regionName(lang, region)).not.toBe(region);
    }
  });

  it('lists each language’s regions in that language’s alphabetical order', () => {
    for (const lang of URL_LANGUAGES) {
      const collator = new Intl.Collator(htmlLang(lang));
      const names = regionsByName(lang).map((region) => regionName(lang, region));
      expect(names, lang).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    }
  });

  it('names Hong Kong and Macao in their short forms, as browsers do', () => {
    expect(regionName('en', 'HK')).toBe('Hong Kong');
    expect(regionName('zh-HK', 'HK')).toBe('香港');
    expect(regionName('de', 'MO')).toBe('Macau');
  });

  it('falls back to the code for a region it does not name', () => {
    expect(regionName('en', 'ZZ')).toBe('ZZ');
    expect(regionName('en', 'constructor')).toBe('constructor');
  });

  it('reads an interface locale as the URL language that reads it first', () => {
    expect(regionLanguage('zh-CN')).toBe('zh');
    expect(regionLanguage('zh-HK')).toBe('zh-HK');
    expect(regionLanguage('en')).toBe('en');
    expect(regionLanguage('de')).toBe('de');
    expect(regionLanguage('xx')).toBe('en');
  });
});
