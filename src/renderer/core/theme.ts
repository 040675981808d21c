import type { z } from 'zod';
import { cssColor, cssFontFamily, cssFontWeight, cssLength } from '../../schema/css-values';
import { DEFAULT_THEME, THEME_NAME, type Theme } from '../../schema/theme';
import { formatPath } from './json-path';
import { readThemeValue as read, THEME_FIELDS, type ThemeValueKind } from './theme-css';

export { themeDeclarations, themeToCss } from './theme-css';

/** How each kind of theme value is checked. */
const CHECKS: Record<ThemeValueKind, z.ZodType<string, unknown>> = { color: cssColor, fontFamily: cssFontFamily, fontWeight: cssFontWeight, length: cssLength };
const FIELDS = THEME_FIELDS.map((field) => ({ ...field, schema: CHECKS[field.kind] }));

export type ThemeIssue = { path: string; message: string; value: unknown };

const FLAGS = ['showSlideImage', 'showFavorite', 'showCart', 'hideHead', 'hideFoot'] as const;

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
