import type { StorybookConfig } from '@storybook/react-vite';
import { ROUTER_PLUGINS, withoutPlugins } from './vite-plugins';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
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
