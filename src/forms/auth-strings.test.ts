import { describe, expect, it } from 'vitest';
import en from '../../locales/auth-pages/en.json';
import zhCN from '../../locales/auth-pages/zh-CN.json';
import zhHK from '../../locales/auth-pages/zh-HK.json';

function leaves(table: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof table === 'string') return found.set(prefix, table);
  if (typeof table !== 'object' || table === null) return found;
  for (const [key, value] of Object.entries(table)) for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the auth pages' strings", () => {
  const english = leaves(en);
  it.each([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
  ])('%s has every key English has, no other, with the same placeholders and a real translation', (_locale, table) => {
    const translated = leaves(table);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect(placeholders(translated.get(path) ?? ''), path).toEqual(placeholders(text));
      if (text.trim() !== '') expect(translated.get(path), path).not.toBe(text);
    }
  });
});
