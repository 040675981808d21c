import { describe, expect, test } from 'vitest';
import { mugDetail } from '../../fixtures/catalog';
import { availabilityOf, initialVariant, variantAfterChoice } from './choose-variant';

const mug = mugDetail();
const variant = (sku: string) => {
  const found = mug.variants.find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(`no variant ${sku}`);
  return found;
};

describe('initialVariant', () => {
  test('is the variant the URL names', () => {
    expect(initialVariant(mugDetail('MUG-CHARCOAL-400')).sku).toBe('MUG-CHARCOAL-400');
  });

  test('is the first in stock on the plain product URL, or when the URL names no such variant', () => {
    const variants = mug.variants.map((candidate) => (candidate.sku === 'MUG-SAGE-250' ? { ...candidate, stock: 0 } : candidate));
    expect(initialVariant({ variants, selectedSku: null }).sku).toBe('MUG-SAGE-400');
    expect(initialVariant({ variants, selectedSku: 'MUG-GONE' }).sku).toBe('MUG-SAGE-400');
  });

  test('is the first when nothing is in stock', () => {
    const variants = mug.variants.map((candidate) => ({ ...candidate, stock: 0 }));
    expect(initialVariant({ variants, selectedSku: null }).sku).toBe('MUG-SAGE-250');
  });
});

describe('variantAfterChoice', () => {
  test('takes the exact combination, sold out or not', () => {
    expect(variantAfterChoice(mug.variants, variant('MUG-SAGE-400'), 'glaze', 'sand').sku).toBe('MUG-SAND-400');
    expect(variantAfterChoice(mug.variants, variant('MUG-SAND-250'), 'size', '400ml').sku).toBe('MUG-SAND-400');
  });

  test('keeps the pick and most other choices when the combination does not exist, preferring stock', () => {
    const variants = mug.variants.filter((candidate) => candidate.sku !== 'MUG-CHARCOAL-400');
    expect(variantAfterChoice(variants, variant('MUG-SAGE-400'), 'glaze', 'charcoal').sku).toBe('MUG-CHARCOAL-250');
  });

  test('stays put on a value no variant has', () => {
    expect(variantAfterChoice(mug.variants, variant('MUG-SAGE-250'), 'glaze', 'gold').sku).toBe('MUG-SAGE-250');
  });
});

describe('availabilityOf', () => {
  test('marks the values whose combination with the other choices is sold out', () => {
    const [glaze, size] = mug.options;
    expect(Object.fromEntries(availabilityOf(mug.variants, variant('MUG-SAGE-400'), glaze!))).toEqual({
      sage: 'available',
      sand: 'sold-out',
      charcoal: 'available',
    });
    expect(Object.fromEntries(availabilityOf(mug.variants, variant('MUG-SAND-250'), size!))).toEqual({ '250ml': 'available', '400ml': 'sold-out' });
  });
});
