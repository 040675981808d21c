import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../schema/languages';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

/** Every leaf of a translation table as `path → value`. */
function flatten(table: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    entries.set(prefix, table);
    return entries;
  }
  for (const [key, value] of Object.entries(table)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
  }
  return entries;
}

/*
 * Plural forms differ by language (English has `_one` and `_other`, Chinese only `_other`),
 * so parity is checked on the key without its plural suffix.
 */
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const tables = new Map(TRANSLATED_LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(`${localesDir}${locale}.json`, 'utf8')))]));
const baseKeys = new Map([...tables].map(([locale, table]) => [locale, [...new Set([...table.keys()].map(baseKey))].sort()]));
const allKeys = [...new Set([...baseKeys.values()].flat())].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translation tables', () => {
  it('exist for exactly the translated locales', () => {
    const files = readdirSync(localesDir).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(TRANSLATED_LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(TRANSLATED_LOCALES)('%s has every key the others have, and no other', (locale) => {
    const keys = baseKeys.get(locale) ?? [];
    expect({ missing: allKeys.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !allKeys.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATED_LOCALES)('%s has the `_other` form of every plural, the one every language uses', (locale) => {
    const table = tables.get(locale)!;
    const plurals = [...new Set([...tables.values()].flatMap((other) => [...other.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey)))];
    expect(plurals.filter((key) => !table.has(`${key}_other`))).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)('%s has a non-empty text for every key', (locale) => {
    const empty = [...(tables.get(locale) ?? [])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES.filter((locale) => locale !== 'en'))('%s uses the same placeholders as English', (locale) => {
    const english = tables.get('en')!;
    // Compared with English's `_other` form where the plural forms differ between languages.
    const englishText = (key: string) => String(english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '');
    const mismatched = [...(tables.get(locale) ?? [])]
      .filter(([key, value]) => typeof value === 'string' && JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(englishText(key))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('speak to a Hong Kong shopper as 你, never 您, in the shared table and every area’s', () => {
    const areas = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const files = ['zh-HK.json', ...areas.map((area) => `${area.name}/zh-HK.json`)];
    const formal = files.flatMap((file) =>
      [...flatten(JSON.parse(readFileSync(`${localesDir}${file}`, 'utf8')))].filter(([, value]) => String(value).includes('您')).map(([key]) => `${file} ${key}`),
    );
    expect(formal).toEqual([]);
  });

  it('carry the messages of spec §5 and §8 word for word in English', () => {
    const english = new Set([...tables.get('en')!.values()]);
    for (const message of [
      'Email/Mobile number is required',
      'Account format error',
      'Password is required',
      'Verification code is required',
      'Country code is required',
      'First name is required',
      'Last name is required',
      'Birthday is required',
      '{{field}} is required',
      'please Select {{field}}',
      'Please enter {{field}}',
      'Input has reached its limit',
      'Please agree to the privacy agreement and terms of service first',
      'Swipe right to complete verification',
      'Verification success',
      'Verification failed',
      'The request timed out and the server did not respond.',
      'Authorization error',
      'fail',
      'login error',
      'An unknown error occurred.',
      'Template does not exist',
      'No payment method available',
      'Shipping method is not available',
      'Are you sure you want to delete it?',
      'Are you sure you want to cancel this order?',
    ]) {
      expect(english, message).toContain(message);
    }
  });
});
