import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts', autoCodeSplitting: true }),
    react(),
    UnoCSS(),
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
