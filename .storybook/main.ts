import type { StorybookConfig } from '@storybook/react-vite';
import { ROUTER_PLUGINS, withoutPlugins } from './vite-plugins';

const config: StorybookConfig = {
  // The fixture stories break rules on purpose; only the test that proves the gate includes them.
  stories: ['../src/**/*.stories.tsx', ...(process.env.STORYBOOK_FIXTURES === '1' ? ['./fixtures/*.stories.tsx'] : [])],
  // a11y runs axe on every story; with `test: 'error'` in preview a violation fails the story test.
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: {
    // Storybook must work offline: no usage reports, no "what's new" or version look-ups.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // No docs addon is installed, so prop tables would be computed for nothing.
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    return { ...viteConfig, plugins: withoutPlugins(viteConfig.plugins, ROUTER_PLUGINS) };
  },
};

export default config;
