import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of the browser's code and styles, written once at build time. The
 * server sends them as they are (serveStatic's `precompressed`), so a page load costs it no
 * compression work while the phone is starting the shop, and brotli at its best setting
 * sends less than compressing on the fly would.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'vitrine:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          const path = join(dir, file.fileName);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The server draws every page in full, so the shop's code only makes it interactive: the
 * entry is fetched at low priority, after the pictures in view, which a slow phone connection
 * would otherwise share with it. It fetches the rest itself once they are in (src/boot/code-list.ts).
 * The few small chunks the entry imports (the `boot` group below) are named beside it, so they
 * come with it instead of one round trip after it: the entry cannot start before they are in.
 */
function scriptsAfterPictures(): Plugin {
  return {
    name: 'vitrine:scripts-after-pictures',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const entryImports = new Set<string>();
        const visit = (file: string) => {
          const chunk = context.bundle?.[file];
          if (!chunk || chunk.type !== 'chunk') return;
          for (const imported of chunk.imports) {
            if (entryImports.has(imported)) continue;
            entryImports.add(imported);
            visit(imported);
          }
        };
        if (context.chunk) visit(context.chunk.fileName);
        const preloads = [...entryImports].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        return html
          .replace(/(<script type="module"[^>]*><\/script>)/, `$1${preloads}`)
          .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * In the browser, `zod` resolves to src/boot/zod-in-the-browser.ts, which turns off zod's
 * compiled parsers before any schema exists (see that file): the shop's Content-Security-Policy
 * forbids the `new Function` they are made with.
 */
export function zodWithoutCompiledParsers(): Plugin {
  const shim = fileURLToPath(new URL('./src/boot/zod-in-the-browser.ts', import.meta.url));
  return {
    name: 'vitrine:zod-without-compiled-parsers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === shim) return null;
      return shim;
    },
  };
}

/**
 * How the browser's start-up code is cut into files. On a phone's connection every file costs
 * a round trip, and a browser opens six connections to a server at a time, so the first load
 * asks for as few files as it can while keeping each long evaluation in a task of its own:
 * - `boot`: what the entry runs before any library (reading the page, the code list); it
 *   must not wait on them, and the template names it beside the entry (scriptsAfterPictures).
 * - one chunk per library the shop starts on, evaluated one per task (src/entry-client.tsx):
 *   evaluated together they made one long task that kept a phone from answering a tap.
 * - `shop`: the shop's own start-up code with the blocks of every page's header and footer
 *   (src/blocks/drawable-block-code.ts), the section most pages' own block draws its heading
 *   in, and the hook every form's words are merged by (src/forms/area-strings.ts): a file of
 *   its own cost the pages using it more than it weighs.
 * - `catalog-kit`: the pieces most listing pages draw together (cards, pictures, pages).
 * Every other block stays a file of its own, named by type in the page's code list. Matched by
 * path; a group also takes what its modules depend on unless a group before it has them.
 */
const startupChunks = [
  { name: 'boot', test: /vite[\\/]preload-helper|src[\\/]boot[\\/](first-page|code-list)\.|src[\\/]renderer[\\/]core[\\/]code-list-script\./, priority: 10 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]boot[\\/]libraries[\\/]react\./, priority: 4 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|src[\\/]boot[\\/]libraries[\\/]i18n\./, priority: 3 },
  {
    name: 'router',
    test: /node_modules[\\/](@tanstack|use-sync-external-store|cookie-es|seroval|seroval-plugins|tiny-invariant|tiny-warning|isbot)[\\/]|src[\\/]boot[\\/]libraries[\\/]router\./,
    priority: 2,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
  {
    name: 'shop',
    test: /src[\\/](boot[\\/]start-shop|state[\\/](favorites|storage)\.|renderer[\\/]kit[\\/](favorite-button|category-tree|page-section)\.|forms[\\/]area-strings\.|schema[\\/](web-api[\\/]favorites-page-data|catalog-values|storage)\.|blocks[\\/](drawable-block-code\.|(navigation-menu|footer)[\\/](navigation-menu|footer)\.tsx))/,
    priority: 1,
  },
  // Below `shop`, which takes what they share with it (the favourite button) first.
  { name: 'catalog-kit', test: /src[\\/]renderer[\\/]kit[\\/](lazy-image|product-card|breadcrumbs|sort-select|pagination|article-card|article-collection)\./, priority: 0 },
];

/** Chunks at least this big (before compression) carry the compile hint. */
const COMPILE_HINT_MIN_BYTES = 16 * 1024;
const renderedBytes = (chunk: { modules: Record<string, { renderedLength: number }> }) =>
  Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);

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
    zodWithoutCompiledParsers(),
    scriptsAfterPictures(),
    precompressedAssets(),
  ],
  build: {
    // Chrome's compile hint: V8 compiles every function of a chunk while it downloads, on a
    // background thread, instead of one by one on the main thread as each is first called.
    // A chunk is loaded when its page needs it, and nearly all of it runs as the page starts.
    // Small chunks compile in no time either way and go without it: the hint, repeated in each
    // of a page's thirty-odd files, cost the first load more bytes than it saved time there.
    rollupOptions: {
      output: {
        postBanner: (chunk) => (renderedBytes(chunk) >= COMPILE_HINT_MIN_BYTES ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: { groups: startupChunks },
      },
    },
    manifest: true,
    // A lazy import names only its own chunk, not every file it depends on: the lists of every
    // block's dependencies sat in the start-up chunk and grew it on every page with each block
    // added. The first page's files are preloaded by the server from the manifest (the
    // stylesheet is one, loaded by the document); a later page's code finds its few
    // dependencies as it loads.
    modulePreload: false,
    target: 'es2022',
  },
  ssr: {
    // jsdom is used by the SSR entry only to sanitize HTML; keep it a runtime require.
    external: ['jsdom'],
  },
});
