import { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from './css-values';
import { DEFAULT_COLORS, type ColorKey, type FontKey, type Theme } from './theme-values';

// The defaults need no zod, so the browser can start without it (theme-values.ts).
export * from './theme-values';


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

const resolvedColorShape = Object.fromEntries(Object.keys(DEFAULT_COLORS).map((key) => [key, cssColor])) as Record<ColorKey, typeof cssColor>;

/**
 * The theme as the server resolved it (spec §3 page data `theme`): every value present and
 * within its CSS grammar, so a page whose theme is not complete and safe is refused whole.
 * An empty container padding means "the padding of each breakpoint" (CONTAINER_PADDING).
 */
export const resolvedThemeSchema = z.strictObject({
  name: z.string().regex(THEME_NAME),
  colors: z.strictObject(resolvedColorShape),
  fonts: z.strictObject({
    titleFontFamily: cssFontFamily,
    fontFamily: cssFontFamily,
    titleFontWeight: cssFontWeight,
    fontWeight: cssFontWeight,
    fontSize: cssLength,
    titleFontSize: cssLength,
  } satisfies Record<FontKey, z.ZodType>),
  layout: z.strictObject({
    blockSpace: cssLength,
    borderRadius: cssLength,
    container: z.strictObject({ screen: cssLength, padding: z.union([z.literal(''), cssLength]) }),
  }),
  showSlideImage: z.boolean(),
  showFavorite: z.boolean(),
  showCart: z.boolean(),
  hideHead: z.boolean(),
  hideFoot: z.boolean(),
});

// The schema and the zod-free `Theme` the renderer reads must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const themeMatchesSchema: Same<z.infer<typeof resolvedThemeSchema>, Theme> = true;
void themeMatchesSchema;
