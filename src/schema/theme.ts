import { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from './css-values';
import { DEFAULT_COLORS, type ColorKey, type FontKey } from './theme-values';

// The defaults need no zod, so the browser can start without it (theme-values.ts).
export * from './theme-values';


const colorShape = Object.fromEntries(
  Object.keys(DEFAULT_COLORS).map((key) => [key, cssColor.optional()]),
) as Record<ColorKey, z.ZodOptional<typeof cssColor>>;

export const themeColorsSchema = z.object(colorShape);
export const themeFontsSchema = z.object({
  titleFontFamily: cssFontFamily.optional(),
  fontFamily: cssFontFamily.optional(),
  titleFontWeight: cssFontWeight.optional(),
  fontWeight: cssFontWeight.optional(),
  fontSize: cssLength.optional(),
  titleFontSize: cssLength.optional(),
} satisfies Record<FontKey, z.ZodType>);
export const themeLayoutSchema = z.object({
  blockSpace: cssLength.optional(),
  borderRadius: cssLength.optional(),
  container: z
    .object({ screen: cssLength.optional(), padding: cssLength.optional() })
    .optional(),
});

/** The theme config as merchants write it (spec §3): every field optional, defaults fill the gaps. */
export const themeConfigSchema = z.object({
  name: z.string().max(80).optional(),
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
