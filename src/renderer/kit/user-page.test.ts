import { describe, expect, it } from 'vitest';
import en from '../../../locales/account/en.json';
import zhCN from '../../../locales/account/zh-CN.json';
import zhHK from '../../../locales/account/zh-HK.json';
import { displayName, readUserPage } from './user-page';

function leaves(table: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof table !== 'object' || table === null) return found.set(prefix, table);
  for (const [key, value] of Object.entries(table)) for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
  return found;
}
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the user area’s strings', () => {
  const english = leaves(en);
  it.each([
    ['zh-CN', zhCN],
    ['zh-HK', zhHK],
  ])('%s has every English key, no other, each translated with the same placeholders', (_locale, table) => {
    const translated = leaves(table);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
    }
  });
});

describe('readUserPage', () => {
  it('reads nothing on a page drawn for a visitor', () => {
    expect(readUserPage({ template: 'user-center' })).toBeNull();
  });

  it('calls the shopper by nick name, else by first name', () => {
    expect(displayName({ nickName: 'Ling', firstName: 'Mei', lastName: 'Chen' })).toBe('Ling');
    expect(displayName({ nickName: '', firstName: 'Mei', lastName: 'Chen' })).toBe('Mei');
  });
});
