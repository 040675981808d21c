import { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from '../schema/css-values';
import { themeConfigSchema } from '../schema/theme';
import { DEFAULT_THEME, type ColorKey, type FontKey } from '../schema/theme-values';
import { contrastRatio, isLargeText, MINIMUM_CONTRAST } from './contrast';

/*
 * The theme as the editor holds it: every value as typed, by the path the contract names it
 * (`colors.primaryColor`), so a refusal lands at its control. A value left at its default is
 * not written, so the shop keeps following its defaults where the merchant did not choose.
 */

export type ThemeValueKind = 'color' | 'fontFamily' | 'fontWeight' | 'length';
/** The groups a merchant thinks in; the page draws one fieldset for each. */
export type ThemeGroup = 'page' | 'brand' | 'prices' | 'type' | 'shapes';

/** Where each value sits in the theme config, as the contract's refusals name it. */
export type ThemeValuePath =
  | `colors.${ColorKey}`
  | `fonts.${FontKey}`
  | 'layout.blockSpace'
  | 'layout.borderRadius'
  | 'layout.container.screen'
  | 'layout.container.padding';
export type ThemeValueField = { path: ThemeValuePath; kind: ThemeValueKind; group: ThemeGroup; fallback: string };

const COLOR_GROUPS: Record<ColorKey, ThemeGroup> = {
  backgroundColor: 'page',
  textColor: 'page',
  titleColor: 'page',
  descColor: 'page',
  placeholderColor: 'page',
  borderColor: 'page',
  primaryColor: 'brand',
  heroColor: 'brand',
  infoColor: 'brand',
  successColor: 'brand',
  warningColor: 'brand',
  errorColor: 'brand',
  salesPriceColor: 'prices',
  linePriceColor: 'prices',
};

/** Every value of the theme with its control's kind, its group and the default it falls back to. */
export const THEME_VALUE_FIELDS: readonly ThemeValueField[] = [
  ...(Object.keys(COLOR_GROUPS) as ColorKey[]).map((key) => ({
    path: `colors.${key}` as const,
    kind: 'color' as const,
    group: COLOR_GROUPS[key],
    fallback: DEFAULT_THEME.colors[key],
  })),
  { path: 'fonts.titleFontFamily', kind: 'fontFamily', group: 'type', fallback: DEFAULT_THEME.fonts.titleFontFamily },
  { path: 'fonts.titleFontWeight', kind: 'fontWeight', group: 'type', fallback: DEFAULT_THEME.fonts.titleFontWeight },
  { path: 'fonts.titleFontSize', kind: 'length', group: 'type', fallback: DEFAULT_THEME.fonts.titleFontSize },
  { path: 'fonts.fontFamily', kind: 'fontFamily', group: 'type', fallback: DEFAULT_THEME.fonts.fontFamily },
  { path: 'fonts.fontWeight', kind: 'fontWeight', group: 'type', fallback: DEFAULT_THEME.fonts.fontWeight },
  { path: 'fonts.fontSize', kind: 'length', group: 'type', fallback: DEFAULT_THEME.fonts.fontSize },
  { path: 'layout.borderRadius', kind: 'length', group: 'shapes', fallback: DEFAULT_THEME.layout.borderRadius },
  { path: 'layout.blockSpace', kind: 'length', group: 'shapes', fallback: DEFAULT_THEME.layout.blockSpace },
  { path: 'layout.container.screen', kind: 'length', group: 'shapes', fallback: DEFAULT_THEME.layout.container.screen },
  { path: 'layout.container.padding', kind: 'length', group: 'shapes', fallback: DEFAULT_THEME.layout.container.padding },
];

/** The switches, each in the group that says what it changes. */
export const THEME_FLAGS = [
  { path: 'showSlideImage', group: 'cards' },
  { path: 'showFavorite', group: 'cards' },
  { path: 'showCart', group: 'cards' },
  { path: 'hideHead', group: 'frame' },
  { path: 'hideFoot', group: 'frame' },
] as const satisfies ReadonlyArray<{ path: keyof typeof DEFAULT_THEME; group: string }>;
export type ThemeFlag = (typeof THEME_FLAGS)[number]['path'];

/** The choices of a weight: the numbered weights every font file names. */
export const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
/** The units a theme length may have (css-values.ts). */
export const LENGTH_UNITS = ['px', 'rem', 'em', '%', 'vw', 'vh', 'ch'] as const;

export type ThemeDraft = { name: string; values: Record<string, string>; flags: Record<ThemeFlag, boolean> };

/** The value at a dotted path of a stored config, or undefined. */
function readPath(source: unknown, path: string): unknown {
  let at = source;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The stored theme as the form shows it: each value the shop uses now, the stored one or its default. */
export function draftOfTheme(config: unknown): ThemeDraft {
  const stored = themeConfigSchema.safeParse(config);
  const source = stored.success ? stored.data : {};
  const values = Object.fromEntries(
    THEME_VALUE_FIELDS.map((field) => {
      const value = readPath(source, field.path);
      return [field.path, value === undefined ? field.fallback : String(value)];
    }),
  );
  const flags = Object.fromEntries(
    THEME_FLAGS.map(({ path }) => [path, typeof source[path] === 'boolean' ? source[path] : DEFAULT_THEME[path]]),
  ) as Record<ThemeFlag, boolean>;
  return { name: source.name ?? '', values, flags };
}

function writePath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

/** The theme write: what differs from the defaults, as typed (the shop judges it and names each problem by its path). */
export function themeBodyOf(draft: ThemeDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (draft.name.trim() !== '') body.name = draft.name.trim();
  for (const field of THEME_VALUE_FIELDS) {
    const value = (draft.values[field.path] ?? '').trim();
    if (value !== '' && value !== field.fallback) writePath(body, field.path, value);
  }
  for (const { path } of THEME_FLAGS) if (draft.flags[path] !== DEFAULT_THEME[path]) body[path] = draft.flags[path];
  return body;
}

/** Whether two drafts write the same theme: values at their default and spaces around a value count as untouched. */
export function sameTheme(one: ThemeDraft, other: ThemeDraft): boolean {
  // Both bodies are written in the one order of the value and switch tables, so their text compares.
  return JSON.stringify(themeBodyOf(one)) === JSON.stringify(themeBodyOf(other));
}

const CHECKS: Record<ThemeValueKind, z.ZodType> = {
  color: cssColor,
  fontFamily: cssFontFamily,
  fontWeight: cssFontWeight,
  length: cssLength,
};

/** What the contract says is wrong with a value as typed, before it is sent; undefined when it passes or is empty. */
export function valueProblem(field: ThemeValueField, value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const checked = CHECKS[field.kind].safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** What the contract says is wrong with the theme's name; an empty name is left out of the write. */
export function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return undefined;
  const checked = themeConfigSchema.shape.name.safeParse(name.trim());
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

const FIELD_BY_PATH = new Map(THEME_VALUE_FIELDS.map((field) => [field.path, field]));

/** The value the shop would use for a path: the typed one when the contract accepts it, else the default. */
export function effectiveValue(draft: ThemeDraft, path: ThemeValuePath): string {
  const field = FIELD_BY_PATH.get(path);
  if (!field) throw new Error(`No theme value at ${path}`);
  const value = (draft.values[path] ?? '').trim();
  return value === '' || valueProblem(field, value) ? field.fallback : value;
}

/** A length as its number and its unit, for a number box beside a unit picker. */
export function splitLength(length: string): { amount: string; unit: string } {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/.exec(length.trim());
  if (!match) return { amount: length.trim(), unit: 'rem' };
  return { amount: match[1]!, unit: match[2] || 'px' };
}

export const joinLength = (amount: string, unit: string) => (amount.trim() === '' ? '' : `${amount.trim()}${unit}`);

/**
 * The colour pairs a shopper reads, text on its background: `size` says whose size decides
 * whether it counts as large text. The button and the banner write the background colour
 * on the primary and the banner colour, as the shop's blocks do.
 */
export const CONTRAST_PAIRS = [
  { name: 'body', text: 'colors.textColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'titles', text: 'colors.titleColor', background: 'colors.backgroundColor', size: 'title' },
  { name: 'descriptions', text: 'colors.descColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'salePrice', text: 'colors.salesPriceColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'formerPrice', text: 'colors.linePriceColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'placeholder', text: 'colors.placeholderColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'links', text: 'colors.primaryColor', background: 'colors.backgroundColor', size: 'body' },
  { name: 'button', text: 'colors.backgroundColor', background: 'colors.primaryColor', size: 'body' },
  { name: 'banner', text: 'colors.backgroundColor', background: 'colors.heroColor', size: 'body' },
] as const;
export type ContrastPairName = (typeof CONTRAST_PAIRS)[number]['name'];

export type ContrastVerdict = { name: ContrastPairName; ratio: number | null; minimum: number; large: boolean; passes: boolean | null };

/** Each pair's ratio against the WCAG AA minimum for its size; `passes` is null when a colour cannot be measured. */
export function contrastVerdicts(draft: ThemeDraft): ContrastVerdict[] {
  const titleLarge = isLargeText(effectiveValue(draft, 'fonts.titleFontSize'), effectiveValue(draft, 'fonts.titleFontWeight'));
  const bodyLarge = isLargeText(effectiveValue(draft, 'fonts.fontSize'), effectiveValue(draft, 'fonts.fontWeight'));
  return CONTRAST_PAIRS.map((pair) => {
    const large = pair.size === 'title' ? titleLarge : bodyLarge;
    const minimum = large ? MINIMUM_CONTRAST.large : MINIMUM_CONTRAST.normal;
    const ratio = contrastRatio(effectiveValue(draft, pair.text), effectiveValue(draft, pair.background));
    return { name: pair.name, ratio, minimum, large, passes: ratio === null ? null : ratio >= minimum };
  });
}

/** The sample's CSS variables: each value the shop would use, named by its path (`--theme-colors-primaryColor`). */
export function sampleVariables(draft: ThemeDraft): Record<string, string> {
  return Object.fromEntries(
    THEME_VALUE_FIELDS.map((field) => [`--theme-${field.path.replace(/\./g, '-')}`, effectiveValue(draft, field.path)]).filter(
      ([, value]) => value !== '',
    ),
  );
}
