import { describe, expect, it } from 'vitest';
import { parseOptions } from './localized';
import { swatchesOf } from './products';

/*
 * A listing card's colour swatches: in the page's language, the code where a colour has no
 * name, twelve at most. Products that store the same options share one list per language.
 */

const colour = (code: string, en: string, zh?: string) => ({ code, label: { en, ...(zh ? { 'zh-HK': zh } : {}) }, swatch: '#aabbcc' });
const stored = JSON.stringify([
  { code: 'color', name: { en: 'Colour', 'zh-HK': '顏色' }, values: [colour('white', 'Chalk White', '粉筆白'), colour('sage', 'Sage'), { code: 'plain', label: { en: 'Plain' }, swatch: null }, colour('ink', '')] },
  { code: 'size', name: { en: 'Size' }, values: [{ code: 'm', label: { en: 'M' }, swatch: null }] },
]);

describe('listing swatches', () => {
  it('names each colour in the page’s language, English or the code standing in', () => {
    const options = parseOptions(stored);
    expect(swatchesOf(options, ['en'])).toEqual([
      { label: 'Chalk White', color: '#aabbcc' },
      { label: 'Sage', color: '#aabbcc' },
      { label: 'ink', color: '#aabbcc' },
    ]);
    expect(swatchesOf(options, ['zh-HK', 'en']).map((swatch) => swatch.label)).toEqual(['粉筆白', 'Sage', 'ink']);
  });

  it('is one list per language for every product storing the same options, and nobody can change it', () => {
    const first = swatchesOf(parseOptions(stored), ['zh-HK', 'en']);
    const second = swatchesOf(parseOptions(String(stored)), ['zh-HK', 'en']);
    expect(second).toBe(first);
    expect(swatchesOf(parseOptions(stored), ['en'])).not.toBe(first);
    expect(() => (first as { label: string }[]).push({ label: 'x' })).toThrow(TypeError);
    expect(() => ((first[0] as { label: string }).label = 'changed')).toThrow(TypeError);
  });

  it('makes the same list from options that were not parsed from stored text', () => {
    const options = JSON.parse(stored) as Parameters<typeof swatchesOf>[0];
    expect(swatchesOf(options, ['zh-HK', 'en'])).toEqual(swatchesOf(parseOptions(stored), ['zh-HK', 'en']));
  });

  it('shows twelve at most', () => {
    const many = JSON.stringify([{ code: 'color', name: { en: 'Colour' }, values: Array.from({ length: 20 }, (_, index) => colour(`c${index}`, `Colour ${index}`)) }]);
    expect(swatchesOf(parseOptions(many), ['en'])).toHaveLength(12);
  });
});
