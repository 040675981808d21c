import { DEFAULT_THEME, type Theme } from '../../schema/theme-values';

/*
 * A resolved theme as CSS custom properties. Apart from the theme's checks (theme.ts), so the
 * browser can apply a page's theme without loading zod.
 */

export type ThemeValueKind = 'color' | 'fontFamily' | 'fontWeight' | 'length';

const colorVar = (key: string) =>
  `--color-${key.replace(/Color$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Each theme field: where it sits, what kind of value it holds, and the CSS custom property it becomes. */
export const THEME_FIELDS: ReadonlyArray<{ path: readonly string[]; kind: ThemeValueKind; cssVar: string }> = [
  ...Object.keys(DEFAULT_THEME.colors).map((key) => ({ path: ['colors', key], kind: 'color' as const, cssVar: colorVar(key) })),
  { path: ['fonts', 'titleFontFamily'], kind: 'fontFamily', cssVar: '--font-title' },
  { path: ['fonts', 'fontFamily'], kind: 'fontFamily', cssVar: '--font-body' },
  { path: ['fonts', 'titleFontWeight'], kind: 'fontWeight', cssVar: '--font-weight-title' },
  { path: ['fonts', 'fontWeight'], kind: 'fontWeight', cssVar: '--font-weight-body' },
  { path: ['fonts', 'fontSize'], kind: 'length', cssVar: '--font-size-body' },
  { path: ['fonts', 'titleFontSize'], kind: 'length', cssVar: '--font-size-title' },
  { path: ['layout', 'blockSpace'], kind: 'length', cssVar: '--block-space' },
  { path: ['layout', 'borderRadius'], kind: 'length', cssVar: '--radius' },
  { path: ['layout', 'container', 'screen'], kind: 'length', cssVar: '--container-screen' },
  { path: ['layout', 'container', 'padding'], kind: 'length', cssVar: '--container-padding' },
];
/** The value at `path`, or undefined where the path does not lead. */
export function readThemeValue(source: unknown, path: readonly string[]): unknown {
  let at = source;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The theme's CSS custom properties, as the declarations of one rule (no selector). */
export function themeDeclarations(theme: Theme): string {
  return THEME_FIELDS.map((field) => {
    const value = readThemeValue(theme, field.path);
    return typeof value === 'string' && value !== '' ? `${field.cssVar}:${value};` : '';
  }).join('');
}

/** The full style rule written into the document head by the server. */
export function themeToCss(theme: Theme): string {
  return `:root{${themeDeclarations(theme)}}`;
}
