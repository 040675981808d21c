import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server draws every page in full, so the shop's code only makes it interactive: the
 * entry is fetched at low priority, after the pictures in view, which a slow phone connection
 * would otherwise share with it. It fetches the rest itself once they are in (src/boot/code-list.ts).
 */
function scriptsAfterPictures(): Plugin {
  return {
    name: 'vitrine:scripts-after-pictures',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    UnoCSS(),
    scriptsAfterPictures(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
  },
  ssr: {
    // jsdom is used by the SSR entry only to sanitize HTML; keep it a runtime require.
    external: ['jsdom'],
  },
});
