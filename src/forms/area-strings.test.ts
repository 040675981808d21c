import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../schema/languages';

/*
 * Every area's strings (locales/<area>/<locale>.json) ship apart from the shared tables and are
 * held to the same rules: every language has every key, each with text and the same placeholders.
 */

const root = fileURLToPath(new URL('../../locales/', import.meta.url));
const areas = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function flatten(table: unknown, prefix = ''): Map<string, unknown> {
  if (typeof table !== 'object' || table === null) return new Map([[prefix, table]]);
  return new Map(Object.entries(table).flatMap(([key, value]) => [...flatten(value, prefix ? `${prefix}.${key}` : key)]));
}

const read = (path: string) => flatten(JSON.parse(readFileSync(`${root}${path}`, 'utf8')));
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();
const shared = read('en.json');

describe.each(areas)('the %s strings', (area) => {
  const tables = new Map(TRANSLATED_LOCALES.map((locale) => [locale, read(`${area}/${locale}.json`)]));
  const english = tables.get('en')!;

  it.each(TRANSLATED_LOCALES)('%s has every key English has, each with text and the same placeholders', (locale) => {
    const table = tables.get(locale)!;
    expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of table) {
      expect(typeof value === 'string' && value.trim() !== '', `${locale} ${key}`).toBe(true);
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(english.get(key)));
    }
  });

  it('never redefines a key of the shared tables, which it would silently lose to', () => {
    for (const key of english.keys()) expect(shared.has(key), key).toBe(false);
  });
});
