import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../schema/theme';
import { resolveTheme, themeToCss } from './theme';

describe('resolveTheme', () => {
  it('fills every gap with the defaults of the spec', () => {
    const { theme, issues } = resolveTheme(undefined);
    expect(issues).toEqual([]);
    expect(theme.colors.primaryColor).toBe('#4a00ff');
    expect(theme.colors.infoColor).toBe('#00b5ff');
    expect(theme.colors.successColor).toBe('#00a96e');
    expect(theme.colors.warningColor).toBe('#ffbe00');
    expect(theme.colors.errorColor).toBe('#ff5861');
    expect(theme.showCart && theme.showFavorite && theme.showSlideImage).toBe(true);
    expect(theme.hideHead || theme.hideFoot).toBe(false);
  });

  it('keeps good values and replaces each bad one by its default, reporting where', () => {
    const { theme, issues } = resolveTheme({
      colors: { primaryColor: '#ff0000', titleColor: 'red;} body{display:none', textColor: 'rgb(10 20 30)' },
      fonts: { fontFamily: 'Inter</style><script>alert(1)</script>', titleFontSize: '2rem' },
      layout: { borderRadius: 'expression(alert(1))', container: { screen: '1200px' } },
      hideHead: 'yes',
    });
    expect(theme.colors.primaryColor).toBe('#ff0000');
    expect(theme.colors.textColor).toBe('rgb(10 20 30)');
    expect(theme.colors.titleColor).toBe(DEFAULT_THEME.colors.titleColor);
    expect(theme.fonts.fontFamily).toBe(DEFAULT_THEME.fonts.fontFamily);
    expect(theme.fonts.titleFontSize).toBe('2rem');
    expect(theme.layout.borderRadius).toBe(DEFAULT_THEME.layout.borderRadius);
    expect(theme.layout.container.screen).toBe('1200px');
    expect(theme.hideHead).toBe(false);
    expect(issues.map((i) => i.path).sort()).toEqual(
      ['theme.colors.titleColor', 'theme.fonts.fontFamily', 'theme.hideHead', 'theme.layout.borderRadius'].sort(),
    );
  });

  it('writes CSS that nothing in a theme can break out of', () => {
    const { theme } = resolveTheme({ colors: { backgroundColor: '#000}</style><script>' }, fonts: { titleFontFamily: '"Playfair Display", serif' } });
    const css = themeToCss(theme);
    expect(css).toMatch(/^:root\{[^{}<]*\}$/);
    expect(css).toContain('--color-primary:#4a00ff;');
    expect(css).toContain('--font-title:"Playfair Display", serif;');
    expect(css).not.toContain('script');
  });

  it('refuses a theme that is not an object', () => {
    expect(resolveTheme('dark').issues).toEqual([expect.objectContaining({ path: 'theme' })]);
  });
});
