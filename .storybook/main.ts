import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The plugins of a Vite config, minus those whose names start with one of `prefixes`. */
export function withoutPlugins(plugins: PluginOption[] | undefined, prefixes: readonly string[]): PluginOption[] {
  return (plugins ?? []).flatMap(function keep(plugin: PluginOption): PluginOption[] {
    if (Array.isArray(plugin)) return plugin.flatMap(keep);
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    return prefixes.some((prefix) => name.startsWith(prefix)) ? [] : [plugin];
  });
}

/**
 * The route generator writes `src/route-tree.gen.ts` and splits route files; stories render
 * components on their own, so in Storybook it would only do work and race the app's dev server.
 */
export const ROUTER_PLUGINS = ['tanstack'];

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
