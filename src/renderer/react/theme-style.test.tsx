import { render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { demoThemes } from '../../fixtures/themes';
import { resolveTheme } from '../core/theme';
import { DEFAULT_THEME } from '../../schema/theme';
import { applyThemeStyle, THEME_STYLE_ID, themeStyleCss, themeStyleTag, useThemeStyle } from './theme-style';
import type { Theme } from '../../schema/theme';
// Registers Testing Library's cleanup between tests.
import './test-utils';

/** Every custom property the stylesheet and the utilities read. */
const THEME_VARIABLES = [
  '--color-primary',
  '--color-background',
  '--color-title',
  '--color-hero',
  '--color-info',
  '--color-success',
  '--color-warning',
  '--color-error',
  '--color-text',
  '--color-desc',
  '--color-sales-price',
  '--color-line-price',
  '--color-placeholder',
  '--color-border',
  '--font-title',
  '--font-body',
  '--font-weight-title',
  '--font-weight-body',
  '--font-size-body',
  '--font-size-title',
  '--block-space',
  '--radius',
  '--container-screen',
];

const midnight = resolveTheme(demoThemes.midnight).theme;

function declared(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--[\w-]+):([^;]+);/g)].map((m) => [m[1]!, m[2]!]));
}

afterEach(() => {
  document.getElementById(THEME_STYLE_ID)?.remove();
});

describe('theme style', () => {
  test('declares every theme variable on :root with the theme values', () => {
    const css = themeStyleCss(midnight);
    expect(css.startsWith(':root{')).toBe(true);
    const vars = declared(css);
    for (const name of THEME_VARIABLES) expect(vars.has(name), name).toBe(true);
    expect(vars.get('--color-primary')).toBe('#f59e0b');
    expect(vars.get('--color-background')).toBe('#0f172a');
    expect(vars.get('--radius')).toBe('0');
    expect(vars.get('--font-title')).toBe('Georgia, "Noto Serif CJK SC", serif');
    // Left unset, the container padding steps with the breakpoints.
    expect(vars.has('--container-padding')).toBe(false);
  });

  test('a theme that sets the container padding pins it', () => {
    const { theme } = resolveTheme({ layout: { container: { padding: '3rem' } } });
    expect(declared(themeStyleCss(theme)).get('--container-padding')).toBe('3rem');
  });

  test('a hostile value never reaches the style element', () => {
    const { theme, issues } = resolveTheme({ colors: { primaryColor: 'red;}</style><script>alert(1)</script>' } });
    const tag = themeStyleTag(theme);
    expect(issues.map((i) => i.path)).toEqual(['theme.colors.primaryColor']);
    expect(tag).not.toMatch(/<script|<\/style>.*<\/style>/);
    expect(declared(tag).get('--color-primary')).toBe(DEFAULT_THEME.colors.primaryColor);
  });

  test('the server tag is one style element with the known id', () => {
    const tag = themeStyleTag(DEFAULT_THEME);
    const host = document.createElement('div');
    host.innerHTML = tag;
    expect(host.children).toHaveLength(1);
    expect(host.firstElementChild?.tagName).toBe('STYLE');
    expect(host.firstElementChild?.id).toBe(THEME_STYLE_ID);
  });

  test('navigation to a page with another theme replaces the style in place', () => {
    document.head.insertAdjacentHTML('beforeend', themeStyleTag(DEFAULT_THEME));
    const element = document.getElementById(THEME_STYLE_ID);

    applyThemeStyle(midnight);

    expect(document.querySelectorAll(`#${THEME_STYLE_ID}`)).toHaveLength(1);
    expect(document.getElementById(THEME_STYLE_ID)).toBe(element);
    expect(element?.textContent).toContain('--color-primary:#f59e0b');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()).toBe('#f59e0b');
  });

  test('creates the style element when the page has none', () => {
    applyThemeStyle(midnight);
    expect(document.head.querySelector(`style#${THEME_STYLE_ID}`)?.textContent).toBe(themeStyleCss(midnight));
  });

  test('useThemeStyle follows the theme of the page being shown', () => {
    function Page({ theme }: { theme: Theme }) {
      useThemeStyle(theme);
      return null;
    }
    const { rerender } = render(<Page theme={DEFAULT_THEME} />);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain(`--color-primary:${DEFAULT_THEME.colors.primaryColor}`);
    rerender(<Page theme={midnight} />);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('--color-primary:#f59e0b');
  });
});
