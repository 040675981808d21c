import type { ThemeConfigInput } from '../../src/schema/theme';

/**
 * The themes a new shop starts with. Storybook offers the same two from its own fixture
 * (src/fixtures/themes.ts), which the server must not depend on; themes.test.ts keeps them equal.
 */
export const demoThemes = {
  default: { name: 'default' },
  midnight: {
    name: 'midnight',
    colors: {
      backgroundColor: '#0f172a',
      titleColor: '#f8fafc',
      heroColor: '#f0abfc',
      primaryColor: '#f59e0b',
      textColor: '#e2e8f0',
      descColor: '#cbd5e1',
      salesPriceColor: '#fda4af',
      linePriceColor: '#cbd5e1',
      placeholderColor: '#94a3b8',
      borderColor: '#334155',
    },
    fonts: { titleFontFamily: 'Georgia, "Noto Serif CJK SC", serif', titleFontWeight: '600' },
    layout: { borderRadius: '0', blockSpace: '2.5rem' },
  },
} satisfies Record<string, ThemeConfigInput>;
