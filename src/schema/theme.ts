import { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from './css-values';

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

type ColorKey = keyof typeof DEFAULT_COLORS;
type FontKey = keyof typeof DEFAULT_FONTS;

const colorShape = Object.fromEntries(
  Object.keys(DEFAULT_COLORS).map((key) => [key, cssColor.optional()]),
) as Record<ColorKey, z.ZodOptional<typeof cssColor>>;

// Strict objects: a misspelt key in a merchant's theme is named, not silently dropped.
export const themeColorsSchema = z.strictObject(colorShape);
export const themeFontsSchema = z.strictObject({
  titleFontFamily: cssFontFamily.optional(),
  fontFamily: cssFontFamily.optional(),
  titleFontWeight: cssFontWeight.optional(),
  fontWeight: cssFontWeight.optional(),
  fontSize: cssLength.optional(),
  titleFontSize: cssLength.optional(),
} satisfies Record<FontKey, z.ZodType>);
export const themeLayoutSchema = z.strictObject({
  blockSpace: cssLength.optional(),
  borderRadius: cssLength.optional(),
  container: z
    .strictObject({ screen: cssLength.optional(), padding: cssLength.optional() })
    .optional(),
});

/** What a theme's name may be: it is shown in tools and written into the document as a data attribute. */
export const THEME_NAME = /^[\w -]{1,80}$/;

/** The theme config as merchants write it (spec §3): every field optional, defaults fill the gaps. */
export const themeConfigSchema = z.strictObject({
  name: z
    .string()
    .regex(THEME_NAME, { message: 'Expected 1 to 80 letters, digits, spaces, - or _' })
    .optional(),
  colors: themeColorsSchema.optional(),
  fonts: themeFontsSchema.optional(),
  layout: themeLayoutSchema.optional(),
  showSlideImage: z.boolean().optional(),
  showFavorite: z.boolean().optional(),
  showCart: z.boolean().optional(),
  hideHead: z.boolean().optional(),
  hideFoot: z.boolean().optional(),
});
export type ThemeConfigInput = z.input<typeof themeConfigSchema>;

/** A theme with every value present and valid: what the renderer works with. */
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
