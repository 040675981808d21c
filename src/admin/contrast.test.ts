import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, isLargeText, MINIMUM_CONTRAST, parseColor, toHexColor } from './contrast';

describe('the contrast the theme editor reports', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#4a00ff', '#4a00ff')).toBeCloseTo(1, 5);
  });

  it('fails #777 on white for text and passes it for large text', () => {
    const ratio = contrastRatio('#777', 'white')!;
    expect(ratio).toBeLessThan(MINIMUM_CONTRAST.normal);
    expect(ratio).toBeGreaterThanOrEqual(MINIMUM_CONTRAST.large);
    // Said cut, not rounded: it must not read as the 4.50 it misses.
    expect(formatRatio(ratio)).toBe('4.47');
    expect(formatRatio(21)).toBe('21.00');
  });

  it('reads the colour forms the theme accepts alike', () => {
    const violet = { red: 74, green: 0, blue: 255, alpha: 1 };
    expect(parseColor('#4a00ff')).toEqual(violet);
    expect(parseColor('rgb(74 0 255)')).toEqual(violet);
    expect(parseColor('rgba(74, 0, 255, 1)')).toEqual(violet);
    expect(parseColor('  #4A00FF ')).toEqual(violet);
    expect(parseColor('#f00')).toEqual({ red: 255, green: 0, blue: 0, alpha: 1 });
    expect(parseColor('Crimson')).toEqual({ red: 220, green: 20, blue: 60, alpha: 1 });
    expect(parseColor('rgb(100% 0% 0% / 50%)')).toEqual({ red: 255, green: 0, blue: 0, alpha: 0.5 });
    expect(toHexColor('hsl(120 100% 25%)')).toBe('#008000');
    expect(toHexColor('hsl(-120deg, 100%, 50%)')).toBe('#0000ff');
    expect(toHexColor('#4a00ff80')).toBe('#4a00ff');
  });

  it('does not guess at colours it cannot read', () => {
    expect(parseColor('oklch(0.5 0.2 270)')).toBeNull();
    expect(parseColor('currentcolor')).toBeNull();
    expect(contrastRatio('oklch(0.5 0.2 270)', '#fff')).toBeNull();
    expect(toHexColor('not a colour')).toBeNull();
  });

  it('judges translucent text as it shows over its background', () => {
    // Black at half opacity over white shows as a mid grey, far from black's 21:1.
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff')!, 1);
    expect(contrastRatio('#000', 'transparent')).toBeCloseTo(21, 5);
  });

  it('knows large text by its size and weight', () => {
    expect(isLargeText('1.75rem', '700')).toBe(true);
    expect(isLargeText('24px', '400')).toBe(true);
    expect(isLargeText('1.2rem', 'bold')).toBe(true);
    expect(isLargeText('1.2rem', '400')).toBe(false);
    expect(isLargeText('1rem', '700')).toBe(false);
    expect(isLargeText('5vw', '700')).toBe(false);
  });
});
