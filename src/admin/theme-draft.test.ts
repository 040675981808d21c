import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../schema/theme-values';
import { contrastVerdicts, draftOfTheme, effectiveValue, joinLength, sameTheme, splitLength, themeBodyOf } from './theme-draft';

describe('the theme as the editor holds it', () => {
  it('writes back a stored theme unchanged when nothing was touched', () => {
    const stored = {
      name: 'Night market',
      colors: { primaryColor: '#ff6600', textColor: 'rgb(20 20 20)' },
      fonts: { titleFontWeight: '800', fontSize: '18px' },
      layout: { container: { padding: '1.5rem' } },
      showFavorite: false,
      hideHead: true,
    };
    expect(themeBodyOf(draftOfTheme(stored))).toEqual(stored);
  });

  it('shows the shop’s defaults where nothing is stored, and writes none of them', () => {
    const draft = draftOfTheme({});
    expect(draft.values['colors.backgroundColor']).toBe(DEFAULT_THEME.colors.backgroundColor);
    expect(draft.values['fonts.titleFontSize']).toBe(DEFAULT_THEME.fonts.titleFontSize);
    expect(draft.flags.showCart).toBe(true);
    expect(themeBodyOf(draft)).toEqual({});
  });

  it('reads a weight stored as a number as the choice it is', () => {
    expect(draftOfTheme({ fonts: { fontWeight: 500 } }).values['fonts.fontWeight']).toBe('500');
  });

  it('draws and measures with the default while a typed value is not a valid one yet', () => {
    const draft = draftOfTheme({});
    draft.values['colors.textColor'] = '#77';
    expect(effectiveValue(draft, 'colors.textColor')).toBe(DEFAULT_THEME.colors.textColor);
    draft.values['colors.textColor'] = '#777';
    expect(effectiveValue(draft, 'colors.textColor')).toBe('#777');
    expect(contrastVerdicts(draft).find((verdict) => verdict.name === 'body')).toMatchObject({ passes: false, minimum: 4.5 });
  });

  it('tells a draft that writes the published theme from one that changes it', () => {
    const published = draftOfTheme({ name: 'Night market', colors: { primaryColor: '#4a00ff' }, hideFoot: true });
    // Typed back to the stored value, with spaces, or a default written out: the same theme.
    const retyped = draftOfTheme({ name: 'Night market', colors: { primaryColor: '#4a00ff' }, hideFoot: true });
    retyped.values['colors.primaryColor'] = ' #4a00ff ';
    retyped.values['colors.textColor'] = DEFAULT_THEME.colors.textColor;
    expect(sameTheme(retyped, published)).toBe(true);

    const changed = draftOfTheme({ name: 'Night market', colors: { primaryColor: '#4a00ff' }, hideFoot: true });
    changed.values['colors.primaryColor'] = '#0f766e';
    expect(sameTheme(changed, published)).toBe(false);
    const switched = draftOfTheme({ name: 'Night market', colors: { primaryColor: '#4a00ff' } });
    expect(sameTheme(switched, published)).toBe(false);
  });

  it('splits a length into its number and unit and joins it back', () => {
    expect(splitLength('1.75rem')).toEqual({ amount: '1.75', unit: 'rem' });
    expect(splitLength('0')).toEqual({ amount: '0', unit: 'px' });
    expect(joinLength('12', 'px')).toBe('12px');
    expect(joinLength(' ', 'px')).toBe('');
  });
});
