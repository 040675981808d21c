import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, addressFormat } from '../schema/address-formats';
import { TRANSLATED_LOCALES } from '../schema/languages';

/* The country rules name their field labels by key; each key has its text in every language. */

const folder = fileURLToPath(new URL('../../locales/address/', import.meta.url));

function flatten(table: unknown, prefix = ''): Map<string, unknown> {
  if (typeof table !== 'object' || table === null) return new Map([[prefix, table]]);
  return new Map(Object.entries(table).flatMap(([key, value]) => [...flatten(value, prefix ? `${prefix}.${key}` : key)]));
}

const tables = new Map(TRANSLATED_LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(`${folder}${locale}.json`, 'utf8')))]));

describe('address strings', () => {
  it('names every field label the country rules use, in every language', () => {
    const labels = new Set(ADDRESS_COUNTRIES.flatMap((country) => addressFormat(country).fields.map((field) => field.label)));
    for (const [locale, table] of tables) for (const label of labels) expect(table.has(label), `${locale} ${label}`).toBe(true);
  });
});
