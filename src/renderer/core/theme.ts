import type { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from '../../schema/css-values';
import { DEFAULT_THEME, THEME_NAME, type Theme } from '../../schema/theme';
import { formatPath } from './json-path';

export type ThemeIssue = { path: string; message: string; value: unknown };

const colorVar = (key: string) =>
  `--color-${key.replace(/Color$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Each theme field: where it sits, how it is checked, and the CSS custom property it becomes. */
const FIELDS: ReadonlyArray<{ path: readonly string[]; schema: z.ZodType<string, unknown>; cssVar: string }> = [
  ...Object.keys(DEFAULT_THEME.colors).map((key) => ({ path: ['colors', key], schema: cssColor, cssVar: colorVar(key) })),
  { path: ['fonts', 'titleFontFamily'], schema: cssFontFamily, cssVar: '--font-title' },
  { path: ['fonts', 'fontFamily'], schema: cssFontFamily, cssVar: '--font-body' },
  { path: ['fonts', 'titleFontWeight'], schema: cssFontWeight, cssVar: '--font-weight-title' },
  { path: ['fonts', 'fontWeight'], schema: cssFontWeight, cssVar: '--font-weight-body' },
  { path: ['fonts', 'fontSize'], schema: cssLength, cssVar: '--font-size-body' },
  { path: ['fonts', 'titleFontSize'], schema: cssLength, cssVar: '--font-size-title' },
  { path: ['layout', 'blockSpace'], schema: cssLength, cssVar: '--block-space' },
  { path: ['layout', 'borderRadius'], schema: cssLength, cssVar: '--radius' },
  { path: ['layout', 'container', 'screen'], schema: cssLength, cssVar: '--container-screen' },
  { path: ['layout', 'container', 'padding'], schema: cssLength, cssVar: '--container-padding' },
];
const FLAGS = ['showSlideImage', 'showFavorite', 'showCart', 'hideHead', 'hideFoot'] as const;

function read(source: unknown, path: readonly string[]): unknown {
  let at = source;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function write(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let at = target;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
}

/**
 * Turns a theme config from the server into a complete, safe Theme. Every value is
 * checked on its own; a bad one falls back to its default and is reported, the rest stay.
 */
export function resolveTheme(raw: unknown): { theme: Theme; issues: ThemeIssue[] } {
  const theme = structuredClone(DEFAULT_THEME);
  const issues: ThemeIssue[] = [];
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    return { theme, issues: [{ path: 'theme', message: 'Expected an object', value: raw }] };
  }
  const name = read(raw, ['name']);
  if (typeof name === 'string' && THEME_NAME.test(name)) theme.name = name;
  for (const field of FIELDS) {
    const value = read(raw, field.path);
    if (value === undefined || value === '') continue;
    const parsed = field.schema.safeParse(value);
    if (parsed.success) write(theme as unknown as Record<string, unknown>, field.path, parsed.data);
    else issues.push({ path: formatPath(['theme', ...field.path]), message: parsed.error.issues[0]?.message ?? 'Invalid', value });
  }
  for (const flag of FLAGS) {
    const value = read(raw, [flag]);
    if (value === undefined) continue;
    if (typeof value === 'boolean') theme[flag] = value;
    else issues.push({ path: `theme.${flag}`, message: 'Expected true or false', value });
  }
  return { theme, issues };
}

/** The theme's CSS custom properties, as the declarations of one rule (no selector). */
export function themeDeclarations(theme: Theme): string {
  return FIELDS.map((field) => {
    const value = read(theme, field.path);
    return typeof value === 'string' && value !== '' ? `${field.cssVar}:${value};` : '';
  }).join('');
}

/** The full style rule written into the document head by the server. */
export function themeToCss(theme: Theme): string {
  return `:root{${themeDeclarations(theme)}}`;
}
