import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { BREAKPOINTS } from '../src/schema/theme';
import { LANGUAGE_OWN_NAMES, TRANSLATED_LOCALES, URL_LANGUAGE_OF } from '../src/schema/languages';
import { loadPageDataChecks } from '../src/renderer/kit/read-page-data';
import { themeNames, withCleanHtml, withLocale, withPage, withTheme } from './decorators';
// The shop's one stylesheet: reset, base styles and utilities, in that order (uno.config.ts).
import 'virtual:uno.css';

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
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: TRANSLATED_LOCALES.map((locale) => ({ value: locale, right: locale, title: LANGUAGE_OWN_NAMES[URL_LANGUAGE_OF[locale]] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'default',
    locale: 'en',
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
    // Every story is checked with axe in the story tests: a violation fails the run, not a panel nobody opens.
    a11y: { test: 'error' },
  },
  // Blocks get the page data they declare checked against its schemas, as the server does.
  loaders: [() => loadPageDataChecks()],
  // The last decorator wraps the others: language outermost, so theme and page can read it.
  decorators: [withCleanHtml, withPage, withTheme, withLocale],
};

export default preview;
