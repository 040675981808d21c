import { describe, expect, it } from 'vitest';
import { createI18n, requestI18n } from './i18n';

describe('an instance for one request', () => {
  it('keeps the strings merged into it to itself, away from the shared tables and the next request', () => {
    const tables = { en: { fields: { email: 'Email' } } };
    const first = createI18n('en', tables);
    // As `useAreaStrings` merges an area's strings: deep, beside the shared keys.
    first.addResourceBundle('en', 'translation', { fields: { lastName: 'Surname' } }, true, false);
    expect(first.t('fields.lastName')).toBe('Surname');

    const next = createI18n('en', tables);
    expect(next.exists('fields.lastName')).toBe(false);
    expect(next.t('fields.email')).toBe('Email');
    expect(tables).toEqual({ en: { fields: { email: 'Email' } } });
  });
});

describe('the server\'s instance for a request', () => {
  it('is forked from one per language, and what one request merges reaches neither the next nor a request running beside it', async () => {
    const [first, beside] = await Promise.all([requestI18n('zh-HK'), requestI18n('zh-HK')]);
    expect(first).not.toBe(beside);
    first.addResourceBundle('zh-HK', 'translation', { fields: { lastName: '姓氏' } }, true, false);
    expect(first.t('fields.lastName')).toBe('姓氏');
    expect(beside.exists('fields.lastName')).toBe(false);

    const next = await requestI18n('zh-HK');
    expect(next.exists('fields.lastName')).toBe(false);
    expect(next.language).toBe('zh-HK');
  });

  it('speaks its page\'s language, with the plural forms of it, whatever language the request before it was in', async () => {
    const english = await requestI18n('en');
    const chinese = await requestI18n('zh');
    english.addResourceBundle('en', 'translation', { items_one: '{{count}} item', items_other: '{{count}} items' }, true, false);
    chinese.addResourceBundle('zh-CN', 'translation', { items_other: '{{count}} 件' }, true, false);
    expect(english.t('items', { count: 1 })).toBe('1 item');
    expect(english.t('items', { count: 2 })).toBe('2 items');
    expect(chinese.language).toBe('zh-CN');
    expect(chinese.t('items', { count: 1 })).toBe('1 件');
  });
});
