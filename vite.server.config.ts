import { join, relative, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/*
 * The server itself, built to JavaScript for `npm run serve` (plain `node dist/app/main.js`):
 * production starts without compiling TypeScript on the way in. Built with this config in place
 * of the app's, whose plugins (routes, styles, the browser's zod) do not concern the server.
 * Packages stay in node_modules (an SSR build leaves them external): sharp's native module,
 * PGlite's WebAssembly and jsdom are loaded from there as they are in development.
 */

const ROOT = import.meta.dirname;
const OUT_DIR = 'dist/app';

/**
 * A module that finds files beside itself (`new URL('./migrations', import.meta.url)`) finds
 * them beside its source file still: bundled into one file, `import.meta.url` would name
 * dist/app instead. The URL is kept relative to the output, so the built tree can move with
 * the project as a whole.
 */
function sourceRelativeUrls(): Plugin {
  return {
    name: 'vitrine:source-relative-urls',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
      const fromOutput = relative(join(ROOT, OUT_DIR), id.replace(/\?.*$/, '')).split(sep).join('/');
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`), map: null };
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [sourceRelativeUrls()],
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // Every file in one folder, so a URL made relative to the output holds in any chunk. The
    // blocks' components are chunks of their own, as in the browser, which the server never loads.
    rollupOptions: {
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      // The contract's modules are imported lazily by the browser code and at once by the
      // server; that the server gets them in its first file is what it wants.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
