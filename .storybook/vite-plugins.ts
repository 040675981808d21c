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
