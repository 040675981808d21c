/*
 * The theme's defaults and resolved shape, apart from its schemas (theme.ts) so that code
 * the browser starts with can read them without loading zod.
 */

/** Default colors: the five of spec §9, the rest chosen to pass WCAG AA on the default background. */
export const DEFAULT_COLORS = {
  backgroundColor: '#ffffff',
  titleColor: '#111827',
  heroColor: '#1e1b4b',
  primaryColor: '#4a00ff',
  infoColor: '#00b5ff',
  successColor: '#00a96e',
  warningColor: '#ffbe00',
  errorColor: '#ff5861',
  textColor: '#1f2937',
  descColor: '#4b5563',
  salesPriceColor: '#be123c',
  linePriceColor: '#4b5563',
  placeholderColor: '#6b7280',
  borderColor: '#e5e7eb',
} as const;

export const DEFAULT_FONTS = {
  titleFontFamily: 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif',
  fontFamily: 'system-ui, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif',
  titleFontWeight: '700',
  fontWeight: '400',
  fontSize: '1rem',
  titleFontSize: '1.75rem',
} as const;

export const DEFAULT_LAYOUT = {
  blockSpace: '2rem',
  borderRadius: '0.5rem',
  container: { screen: '1280px', padding: '' },
} as const;

export const DEFAULT_FLAGS = {
  showSlideImage: true,
  showFavorite: true,
  showCart: true,
  hideHead: false,
  hideFoot: false,
} as const;

/** Spec §9: container breakpoints and the container padding at each step (base first). */
export const BREAKPOINTS = {
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
  '3xl': '1660px',
} as const;
export const CONTAINER_PADDING = ['.7rem', '1rem', '1.2rem', '2rem', '2rem', '2rem', '2rem'] as const;

export type ColorKey = keyof typeof DEFAULT_COLORS;
export type FontKey = keyof typeof DEFAULT_FONTS;

export type Theme = {
  name: string;
  colors: Record<ColorKey, string>;
  fonts: Record<FontKey, string>;
  layout: { blockSpace: string; borderRadius: string; container: { screen: string; padding: string } };
} & { -readonly [K in keyof typeof DEFAULT_FLAGS]: boolean };

export const DEFAULT_THEME: Theme = {
  name: 'default',
  colors: { ...DEFAULT_COLORS },
  fonts: { ...DEFAULT_FONTS },
  layout: { ...DEFAULT_LAYOUT, container: { ...DEFAULT_LAYOUT.container } },
  ...DEFAULT_FLAGS,
};

/** Whether `value` has every key of `template`, each holding the same type of value, nested objects included. */
function hasShapeOf(value: unknown, template: object): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(template).every(([key, expected]: [string, unknown]) => {
      const actual: unknown = Reflect.get(value, key);
      return typeof expected === 'object' && expected !== null ? hasShapeOf(actual, expected) : typeof actual === typeof expected;
    })
  );
}

/**
 * Whether a value has the outline of a resolved theme: every key of the default theme, each
 * with the right type. It does not check the CSS grammar: it reads back a theme the server
 * resolved and checked (`resolvedThemeSchema`), so the browser's first page needs no zod.
 */
export const isTheme = (value: unknown): value is Theme => hasShapeOf(value, DEFAULT_THEME);
