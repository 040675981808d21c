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

const breakpointNames = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const satisfies ReadonlyArray<keyof typeof BREAKPOINTS>;

/** The container padding of each step; a theme's own `--container-padding` wins at every width. */
const containerPadding = (step: number) => `var(--container-padding, ${CONTAINER_PADDING[step]})`;

export default defineConfig({
  // Only the variables the used utilities read are set on every element: fewer properties to
  // compute on each of a page's elements makes the first paint on a slow phone cheaper.
  presets: [presetWind3({ preflight: 'on-demand' })],
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
