import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../src/schema/languages';
import { parseOptions, pickText, pickTranslation, taxonomyTextSchema, taxonomyTranslationsOf, textIn } from './localized';

/** The readers as they were written with zod, each map checked (and copied) first: what the readers must still answer. */
const localeRecord = z.record(z.string(), z.unknown());
function referencePick<T>(raw: unknown, locales: readonly TranslatedLocale[], schema: z.ZodType<T>): T | null {
  const record = localeRecord.safeParse(raw);
  if (!record.success) return null;
  for (const locale of [...locales, 'en']) {
    const parsed = schema.safeParse(record.data[locale]);
    if (parsed.success) return parsed.data;
  }
  return null;
}
function referenceTextIn(raw: unknown, locale: TranslatedLocale): string {
  const record = localeRecord.safeParse(raw);
  const text = record.success ? record.data[locale] : undefined;
  return typeof text === 'string' ? text : '';
}

const locale = fc.constantFrom(...TRANSLATED_LOCALES);
const entry = fc.oneof(fc.string(), fc.jsonValue(), fc.record({ name: fc.string(), description: fc.option(fc.string(), { nil: undefined }) }));
/** Stored columns as they come back: maps of some languages (strings, objects, anything), and things that are no map at all. */
const stored = fc.oneof(
  fc.dictionary(fc.oneof(locale, fc.string()), entry),
  fc.array(fc.string()),
  fc.jsonValue(),
);

describe('reading a {locale: text} column', () => {
  it('answers what checking the map with zod answered, for any stored value', () => {
    fc.assert(
      fc.property(stored, fc.array(locale, { maxLength: 3 }), locale, (raw, chain, one) => {
        expect(pickText(raw, chain)).toBe(referencePick(raw, chain, z.string()) ?? '');
        expect(textIn(raw, one)).toBe(referenceTextIn(raw, one));
        expect(pickTranslation(raw, chain, taxonomyTextSchema)).toEqual(referencePick(raw, chain, taxonomyTextSchema));
      }),
      { numRuns: 500 },
    );
  });

  it('reads only a plain map of its own entries', () => {
    expect(pickText(['English'], ['en'])).toBe('');
    expect(pickText(Object.create({ en: 'inherited' }), ['en'])).toBe('');
    expect(pickText({ 'zh-HK': 42, en: 'Mug' }, ['zh-HK'])).toBe('Mug');
    expect(textIn({ en: 'Mug' }, 'zh-CN')).toBe('');
    expect(taxonomyTranslationsOf({ en: { name: 'Tops' }, 'zh-HK': { name: '' } })).toEqual({
      en: { name: 'Tops', description: '', seoTitle: '', seoDescription: '' },
    });
  });
});

describe('parseOptions', () => {
  const stored = [
    { code: 'color', name: { en: 'Colour' }, values: [{ code: 'sage', label: { en: 'Sage', 'zh-HK': '鼠尾草綠' }, swatch: '#9caf88' }] },
    { code: 'size', name: { en: 'Size' }, values: [{ code: 's', label: { en: 'S' } }] },
  ];

  it('reads stored text as it reads the stored value, and shares one frozen copy per distinct text', () => {
    const text = JSON.stringify(stored);
    const fromText = parseOptions(text);
    expect(fromText).toEqual(parseOptions(stored));
    // A missing swatch reads as none.
    expect(fromText[1]?.values[0]?.swatch).toBeNull();
    expect(parseOptions(text)).toBe(fromText);
    expect(parseOptions(` ${text}`)).toEqual(fromText);
    expect(() => (fromText[0]!.values as unknown[]).push({})).toThrow(TypeError);
  });

  it('reads options that do not parse as none', () => {
    expect(parseOptions('{not json')).toEqual([]);
    expect(parseOptions(JSON.stringify([{ code: 'Bad Code', name: {}, values: [] }]))).toEqual([]);
    expect(parseOptions(JSON.stringify([{ code: 'color', name: {}, values: [{ code: 'red', label: {}, swatch: 'red' }] }]))).toEqual([]);
  });
});
