import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { resolveTheme, themeToCss } from '../src/renderer/core/theme';
import { demoThemes, type DemoThemeName } from '../src/fixtures/themes';
import { BREAKPOINTS } from '../src/schema/theme';
import 'virtual:uno.css';

const themeNames = Object.keys(demoThemes) as DemoThemeName[];

function isThemeName(value: unknown): value is DemoThemeName {
  return typeof value === 'string' && Object.hasOwn(demoThemes, value);
}

/**
 * Themes go through the same resolve-then-serialise path as the server's, so a designer
 * sees exactly the CSS variables a shopper's browser would get.
 */
const withTheme: Decorator = (Story, context) => {
  const name = isThemeName(context.globals.theme) ? context.globals.theme : 'default';
  const { theme } = resolveTheme(demoThemes[name]);
  return (
    <>
      <style data-vitrine-theme={theme.name}>{themeToCss(theme)}</style>
      <Story />
    </>
  );
};

/** Storybook's own presets plus the shop's widest breakpoint, where the container stops growing. */
const viewports = {
  ...MINIMAL_VIEWPORTS,
  wide: { name: `3xl (${BREAKPOINTS['3xl']})`, styles: { width: BREAKPOINTS['3xl'], height: '1000px' }, type: 'desktop' },
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Shop theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'default',
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  decorators: [withTheme],
};

export default preview;
