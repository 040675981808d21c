import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, MAX_WORDS_KEPT, requestI18n } from './i18n';

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

describe('the words a language has said', () => {
  /** Counts the lookups an instance makes itself, as opposed to words it was given remembered. */
  const lookups = (i18n: I18n) => vi.spyOn((i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator, 'translate');

  it('are said again on the next page without being looked up, each with its own values', async () => {
    const first = (await requestI18n('en')).getFixedT('en');
    expect(first('kit.product.addToCart')).toBe('Add to cart');
    expect(first('kit.product.favoriteNamed', { name: 'Linen Tee' })).toBe('Save Linen Tee to favorites');

    const next = await requestI18n('en');
    const looked = lookups(next);
    const t = next.getFixedT('en');
    expect(t('kit.product.addToCart')).toBe('Add to cart');
    expect(t('kit.product.favoriteNamed', { name: 'Linen Tee' })).toBe('Save Linen Tee to favorites');
    expect(looked).not.toHaveBeenCalled();
    expect(t('kit.product.favoriteNamed', { name: 'Clay Mug' })).toBe('Save Clay Mug to favorites');
    expect(looked).toHaveBeenCalledTimes(1);
  });

  it('are a page\'s own once a block merged strings into its tables, and never reach another page', async () => {
    const before = (await requestI18n('zh-HK')).getFixedT('zh-HK');
    // A word the shared tables lack, said as its key before any page merged it.
    expect(before('fields.lastName')).toBe('fields.lastName');

    const merging = await requestI18n('zh-HK');
    const t = merging.getFixedT('zh-HK');
    expect(t('kit.product.addToCart')).toBe(before('kit.product.addToCart'));
    merging.addResourceBundle('zh-HK', 'translation', { fields: { lastName: '姓氏' } }, true, false);
    expect(t('fields.lastName')).toBe('姓氏');

    const after = (await requestI18n('zh-HK')).getFixedT('zh-HK');
    expect(after('fields.lastName')).toBe('fields.lastName');
  });

  it('are shared by pages that merged the same strings, and kept apart from pages that merged others under the same keys', async () => {
    // Two areas' strings, as their modules hold them: the sign-in page's and the address book's.
    const signIn = { fields: { lastName: '姓氏' } };
    const addressBook = { fields: { lastName: '姓' } };
    const merged = async (table: object) => {
      const i18n = await requestI18n('zh-HK');
      i18n.addResourceBundle('zh-HK', 'translation', table, true, false);
      return i18n;
    };
    expect((await merged(signIn)).getFixedT('zh-HK')('fields.lastName')).toBe('姓氏');
    expect((await merged(addressBook)).getFixedT('zh-HK')('fields.lastName')).toBe('姓');

    const again = await merged(signIn);
    const looked = lookups(again);
    expect(again.getFixedT('zh-HK')('fields.lastName')).toBe('姓氏');
    expect(looked).not.toHaveBeenCalled();
    // A single word added is this page's alone.
    again.addResource('zh-HK', 'translation', 'fields.lastName', '姓 (家族)');
    expect(again.getFixedT('zh-HK')('fields.lastName')).toBe('姓 (家族)');
    expect((await merged(signIn)).getFixedT('zh-HK')('fields.lastName')).toBe('姓氏');
  });

  it('keep a language\'s plural forms and its own words apart from another language\'s', async () => {
    const english = (await requestI18n('en')).getFixedT('en');
    const chinese = (await requestI18n('zh-HK')).getFixedT('zh-HK');
    expect(english('kit.product.addToCart')).toBe('Add to cart');
    expect(chinese('kit.product.addToCart')).not.toBe('Add to cart');
    expect(english('blocks.navigation-menu.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(english('blocks.navigation-menu.cart', { count: 2 })).toBe('Cart, 2 items');
    expect(english('blocks.navigation-menu.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(chinese('blocks.navigation-menu.cart', { count: 1 })).not.toBe('Cart, 1 item');
  });

  it('are kept up to a bound, however many names and prices pages say', async () => {
    const t = (await requestI18n('en')).getFixedT('en');
    t('kit.product.favoriteNamed', { name: 'the first product' });
    for (let n = 0; n < MAX_WORDS_KEPT; n += 1) t('kit.product.favoriteNamed', { name: `product ${n}` });

    const next = await requestI18n('en');
    const looked = lookups(next);
    expect(next.getFixedT('en')('kit.product.favoriteNamed', { name: 'the first product' })).toBe('Save the first product to favorites');
    expect(looked).toHaveBeenCalledTimes(1);
  });
});
