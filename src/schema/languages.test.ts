import { describe, expect, it } from 'vitest';
import { localeChain, TRANSLATED_LOCALES, URL_LANGUAGE_OF } from './languages';

describe('the URL language of a translated locale', () => {
  it('reads that locale first, so text written in it is shown under that language', () => {
    for (const locale of TRANSLATED_LOCALES) expect(localeChain(URL_LANGUAGE_OF[locale])[0]).toBe(locale);
  });
});
