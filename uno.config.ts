import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, presetWind3 } from 'unocss';
import { BREAKPOINTS, CONTAINER_PADDING } from './src/schema/theme';

/*
 * Every theme value is a CSS custom property written by the server (see themeToCss in
 * src/renderer/core/theme.ts), so one stylesheet serves every merchant theme: switching
 * themes swaps the variables, never the CSS.
 */

const themeColor = (name: string) => `var(--color-${name})`;

const colors = {
  primary: themeColor('primary'),
  background: themeColor('background'),
  title: themeColor('title'),
  hero: themeColor('hero'),
  info: themeColor('info'),
  success: themeColor('success'),
  warning: themeColor('warning'),
  error: themeColor('error'),
  text: themeColor('text'),
  desc: themeColor('desc'),
  'sales-price': themeColor('sales-price'),
  'line-price': themeColor('line-price'),
  placeholder: themeColor('placeholder'),
  // `border-theme`, `divide-theme`, `outline-theme`: the theme's line color.
  theme: themeColor('border'),
};

/*
 * The reset and the base styles go out in the generated sheet itself, ahead of the utilities:
 * the cascade is reset, base, utilities, whatever order a page imports its stylesheets in. As
 * a stylesheet of its own imported after the utilities, the reset's `button { background-color:
 * transparent }` once beat `.bg-primary` (same specificity, later rule) and hid every primary
 * button's background.
 */
const RESET_FILE = createRequire(import.meta.url).resolve('@unocss/reset/tailwind.css');
const BASE_FILE = fileURLToPath(new URL('./src/styles/base.css', import.meta.url));
const RESET_CSS = readFileSync(RESET_FILE, 'utf8');
const BASE_CSS = readFileSync(BASE_FILE, 'utf8');

const breakpointNames = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const satisfies ReadonlyArray<keyof typeof BREAKPOINTS>;

/** The container padding of each step; a theme's own `--container-padding` wins at every width. */
const containerPadding = (step: number) => `var(--container-padding, ${CONTAINER_PADDING[step]})`;

export default defineConfig({
  // Only the variables the used utilities read are set on every element: fewer properties to
  // compute on each of a page's elements makes the first paint on a slow phone cheaper.
  presets: [presetWind3({ preflight: 'on-demand' })],
  preflights: [
    { layer: 'reset', getCSS: () => RESET_CSS },
    { layer: 'base', getCSS: () => BASE_CSS },
  ],
  // Before the preset's own preflight (-100) and its utilities (0); base after the reset.
  layers: { reset: -120, base: -110 },
  // Read once with the config: a change to base.css reloads the config in development, as a change to this file does.
  configDeps: [BASE_FILE],
  theme: {
    colors,
    breakpoints: { ...BREAKPOINTS },
    fontFamily: { title: 'var(--font-title)', body: 'var(--font-body)' },
    // Named apart from the colors: `text-title` is the title color, `text-heading` its size.
    fontSize: { heading: ['var(--font-size-title)', '1.2'], body: ['var(--font-size-body)', '1.6'] },
    borderRadius: { theme: 'var(--radius)' },
    spacing: { block: 'var(--block-space)' },
    container: {
      center: true,
      padding: Object.fromEntries([
        ['DEFAULT', containerPadding(0)],
        ...breakpointNames.map((name, index) => [name, containerPadding(index + 1)]),
      ]),
      maxWidth: Object.fromEntries(breakpointNames.map((name) => [name, 'var(--container-screen)'])),
    },
  },
  rules: [
    // A theme font is a family and a weight together; the preset's `font-*` rule knows one at a time.
    ['font-title', { 'font-family': 'var(--font-title)', 'font-weight': 'var(--font-weight-title)' }],
    ['font-body', { 'font-family': 'var(--font-body)', 'font-weight': 'var(--font-weight-body)' }],
  ],
});
