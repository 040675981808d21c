import { describe, expect, test } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  test('marks every occurrence of every word, ignoring case', () => {
    expect(marked('Stoneware mug', 'MUG')).toBe('Stoneware [mug]');
    expect(marked('Canvas tote, canvas sneaker', 'canvas')).toBe('[Canvas] tote, [canvas] sneaker');
    expect(marked('Linen tee in ink', '  tee   linen ')).toBe('[Linen] [tee] in ink');
  });

  test('finds Chinese fragments inside a name', () => {
    expect(marked('石器馬克杯', '馬克')).toBe('石器[馬克]杯');
    expect(marked('保溫馬克杯（大）', '杯')).toBe('保溫馬克[杯]（大）');
  });

  test('prefers the longer of two overlapping words', () => {
    expect(marked('Mugs and mug', 'mug mugs')).toBe('[Mugs] and [mug]');
  });

  test('takes the query as words, not as a pattern', () => {
    expect(marked('Tote (large) + strap', '(large) +')).toBe('Tote [(large)] [+] strap');
    expect(marked('Mug.', '.*')).toBe('Mug.');
    expect(marked('A\\B', '\\')).toBe('A[\\]B');
  });

  test('keeps markup in names and queries as text to be escaped by whoever draws it', () => {
    expect(highlightParts('<b>Bold</b> mug', '<b>')).toEqual([
      { text: '<b>', match: true },
      { text: 'Bold</b> mug', match: false },
    ]);
  });

  test('an empty query marks nothing', () => {
    expect(highlightParts('Stoneware mug', '   ')).toEqual([{ text: 'Stoneware mug', match: false }]);
    expect(highlightParts('', 'mug')).toEqual([]);
  });
});
