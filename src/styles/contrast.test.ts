import { describe, expect, test } from 'vitest';
import { demoThemes } from '../fixtures/themes';
import { resolveTheme } from '../renderer/core/theme';
import type { Theme } from '../schema/theme';

/** WCAG 2 relative luminance of a #rrggbb color. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected #rrggbb, got ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type ColorKey = keyof Theme['colors'];

/** The pairs the stylesheet and the blocks draw: [foreground, background]. */
const TEXT_PAIRS: ReadonlyArray<readonly [ColorKey, ColorKey, string]> = [
  ['textColor', 'backgroundColor', 'body text'],
  ['titleColor', 'backgroundColor', 'headings'],
  ['descColor', 'backgroundColor', 'descriptions'],
  ['primaryColor', 'backgroundColor', 'links'],
  ['heroColor', 'backgroundColor', 'hero headlines'],
  ['salesPriceColor', 'backgroundColor', 'sale prices'],
  ['linePriceColor', 'backgroundColor', 'struck-through prices'],
  ['placeholderColor', 'backgroundColor', 'input placeholders'],
  ['backgroundColor', 'primaryColor', 'buttons and primary banners'],
  ['backgroundColor', 'heroColor', 'hero banners'],
];

/** Spec §9 fixes the status colors; they are light, so they are drawn as backgrounds under title-colored text. */
const STATUS_PAIRS: ReadonlyArray<readonly [ColorKey, ColorKey, string]> = [
  ['titleColor', 'infoColor', 'info notices'],
  ['titleColor', 'successColor', 'success notices'],
  ['titleColor', 'warningColor', 'warnings'],
  ['titleColor', 'errorColor', 'errors'],
];

describe.each([
  ['default', resolveTheme(demoThemes.default).theme],
  ['midnight', resolveTheme(demoThemes.midnight).theme],
])('the %s theme passes WCAG AA contrast', (_name, theme) => {
  test.each(TEXT_PAIRS)('%s on %s (%s)', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('status colors of the default theme', () => {
  const theme = resolveTheme(demoThemes.default).theme;
  test.each(STATUS_PAIRS)('%s on %s (%s)', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});

test('the contrast formula agrees with known values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
