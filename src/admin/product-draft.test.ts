import { describe, expect, it } from 'vitest';
import { linenTee } from '../fixtures/admin-products';
import {
  centsOf,
  combinationsOf,
  draftOf,
  emptyTexts,
  fieldKeyOf,
  moneyTextOf,
  newProductDraft,
  removeValue,
  renameOption,
  withEveryCombination,
  writeOf,
  writeOfDocument,
  type OptionDraft,
} from './product-draft';

const WORDS = { money: 'money', whole: 'whole', slug: 'slug' };

const LINEN_TEE = linenTee();

describe('money as typed and in cents', () => {
  it('converts exactly, with no binary fraction drift', () => {
    expect(centsOf('19.99', 'USD')).toBe(1999);
    expect(centsOf('0.29', 'USD')).toBe(29);
    expect(centsOf('12.5', 'USD')).toBe(1250);
    expect(centsOf(' 4 ', 'USD')).toBe(400);
    expect(centsOf('1.005', 'USD')).toBeNull();
    expect(centsOf('-1', 'USD')).toBeNull();
    expect(centsOf('twelve', 'USD')).toBeNull();
    expect(centsOf('', 'USD')).toBeNull();
    expect(centsOf('500', 'JPY')).toBe(500);
    expect(centsOf('5.5', 'JPY')).toBeNull();
  });

  it('shows cents in the currency’s units', () => {
    expect(moneyTextOf(1999, 'USD')).toBe('19.99');
    expect(moneyTextOf(29, 'USD')).toBe('0.29');
    expect(moneyTextOf(1250, 'USD')).toBe('12.50');
    expect(moneyTextOf(500, 'JPY')).toBe('500');
    for (let cents = 0; cents < 3000; cents += 7) expect(centsOf(moneyTextOf(cents, 'USD'), 'USD')).toBe(cents);
  });
});

describe('the form and the write', () => {
  it('writes back a stored product as the write that would store it again', () => {
    const { body, problems } = writeOf(draftOf(LINEN_TEE, 'USD'), 'USD', WORDS);
    expect(problems).toEqual({});
    expect(body).toEqual(writeOfDocument(LINEN_TEE));
  });

  it('names what cannot be sent at the path the shop would name it', () => {
    const draft = draftOf(LINEN_TEE, 'USD');
    draft.variants[1]!.price = '1,50';
    draft.variants[0]!.weight = 'heavy';
    draft.slug = 'Linen Tee';
    expect(writeOf(draft, 'USD', WORDS).problems).toEqual({
      'variants[1].priceCents': 'money',
      'variants[0].weightGrams': 'whole',
      slug: 'slug',
    });
  });

  it('sends another language only where it is written', () => {
    const draft = newProductDraft();
    draft.translations['zh-CN'].seoTitle = '标题';
    const { body } = writeOf(draft, 'USD', WORDS);
    expect(Object.keys(body.translations)).toEqual(['en', 'zh-CN']);
  });
});

describe('options and variants', () => {
  const options: OptionDraft[] = [
    { code: 'color', name: emptyTexts(), values: ['sage', 'sand'].map((code) => ({ code, label: emptyTexts(), swatch: '' })) },
    { code: 'size', name: emptyTexts(), values: ['s', 'm', 'l'].map((code) => ({ code, label: emptyTexts(), swatch: '' })) },
  ];

  it('makes every combination once', () => {
    expect(combinationsOf(options)).toHaveLength(6);
    expect(combinationsOf(options)[1]).toEqual({ color: 'sage', size: 'm' });
    expect(combinationsOf([])).toEqual([]);
  });

  it('adds only the missing combinations, the first variant’s price on each, and fills a variant that chose nothing', () => {
    const draft = { ...newProductDraft(), slug: 'tee', options };
    draft.variants = [{ ...draft.variants[0]!, price: '20.00' }];
    const every = withEveryCombination(draft);
    expect(every.variants).toHaveLength(6);
    expect(every.variants[0]!.optionValues).toEqual({ color: 'sage', size: 's' });
    expect(every.variants.map((variant) => variant.sku)).toContain('TEE-SAND-L');
    expect(new Set(every.variants.map((variant) => variant.price))).toEqual(new Set(['20.00']));
    expect(withEveryCombination(every).variants).toHaveLength(6);
  });

  it('moves the variants’ choices when an option is renamed, and frees them when a value is removed', () => {
    const draft = draftOf(LINEN_TEE, 'USD');
    const renamed = renameOption(draft, 0, 'colour');
    expect(renamed.variants[0]!.optionValues).toEqual({ colour: 'sage' });
    expect(removeValue(renamed, 0, 1).variants[1]!.optionValues).toEqual({ colour: '' });
  });
});

describe('where a problem lands', () => {
  const keys = [
    'slug',
    'translations.en.name',
    'translations.zh-HK.name',
    'variants[0].sku',
    'variants[0].optionValues.color',
    'variants[1].sku',
  ];

  it('at its field, the first field of a part, or nowhere for a row not shown', () => {
    expect(fieldKeyOf('translations["zh-HK"].name', keys)).toBe('translations.zh-HK.name');
    expect(fieldKeyOf('translations.zh-HK', keys)).toBe('translations.zh-HK.name');
    expect(fieldKeyOf('variants[0].optionValues', keys)).toBe('variants[0].optionValues.color');
    expect(fieldKeyOf('variants[1].optionValues', keys)).toBe('variants[1].sku');
    expect(fieldKeyOf('variants[4].sku', keys)).toBeUndefined();
    expect(fieldKeyOf('pictures', keys)).toBeUndefined();
  });
});
