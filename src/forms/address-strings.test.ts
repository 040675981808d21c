import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, addressFormat } from '../schema/address-formats';
import { TRANSLATED_LOCALES } from '../schema/languages';

/* The address strings ship apart from the shared tables; they are held to the same rules. */

const folder = fileURLToPath(new URL('../../locales/address/', import.meta.url));

function flatten(table: unknown, prefix = ''): Map<string, unknown> {
  if (typeof table !== 'object' || table === null) return new Map([[prefix, table]]);
  return new Map(Object.entries(table).flatMap(([key, value]) => [...flatten(value, prefix ? `${prefix}.${key}` : key)]));
}

const tables = new Map(TRANSLATED_LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(`${folder}${locale}.json`, 'utf8')))]));
const english = tables.get('en')!;
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('address strings', () => {
  it.each(TRANSLATED_LOCALES)('%s has every key English has, each with text and the same placeholders', (locale) => {
    const table = tables.get(locale)!;
    expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of table) {
      expect(typeof value === 'string' && value.trim() !== '', `${locale} ${key}`).toBe(true);
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(english.get(key)));
    }
  });

  it('names every field label the country rules use, in every language', () => {
    const labels = new Set(ADDRESS_COUNTRIES.flatMap((country) => addressFormat(country).fields.map((field) => field.label)));
    for (const [locale, table] of tables) for (const label of labels) expect(table.has(label), `${locale} ${label}`).toBe(true);
  });
});
