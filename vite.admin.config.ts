import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressedAssets, zodWithoutCompiledParsers } from './vite.config';

/**
 * The back office under /admin (admin.html, src/admin/), built on its own after the shop: the
 * shop's build never sees its modules, so no shop chunk grows by what only the back office
 * uses, and no shop page lists its code. It shares the shop's output folder (its files are
 * served from /assets like the shop's) but not its manifest, which describes the shop alone.
 * In development the one Vite server serves both. The composer's preview script
 * (draft-preview.html) is built here too, for the same reason: only the preview document loads it.
 */
export default defineConfig({
  plugins: [react(), zodWithoutCompiledParsers(), precompressedAssets()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: false,
    target: 'es2022',
    rollupOptions: { input: { admin: 'admin.html', 'draft-preview': 'draft-preview.html' } },
  },
});
