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

const tables = new Map(TRANSLATED_LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(`${localesDir}${locale}.json`, 'utf8')))]));
const allKeys = [...new Set([...tables.values()].flatMap((table) => [...table.keys()]))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translation tables', () => {
  it('exist for exactly the translated locales', () => {
    const files = readdirSync(localesDir).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(TRANSLATED_LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(TRANSLATED_LOCALES)('%s has every key the others have, and no other', (locale) => {
    const keys = [...(tables.get(locale)?.keys() ?? [])].sort();
    expect({ missing: allKeys.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !allKeys.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(TRANSLATED_LOCALES)('%s has a non-empty text for every key', (locale) => {
    const empty = [...(tables.get(locale) ?? [])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES.filter((locale) => locale !== 'en'))('%s uses the same placeholders as English', (locale) => {
    const english = tables.get('en')!;
    const mismatched = [...(tables.get(locale) ?? [])]
      .filter(([key, value]) => typeof value === 'string' && JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(String(english.get(key) ?? ''))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
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
