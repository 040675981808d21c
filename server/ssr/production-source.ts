import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertTemplate } from './html-document';
import type { HtmlSource } from './html-renderer';
import { createPreloadLinks, viteManifestSchema } from './manifest-preload';
import { asSsrEntry } from './ssr-entry';

export type BuildPaths = { clientDir: string; serverEntry: string };

export function buildPaths(root: string): BuildPaths {
  return { clientDir: join(root, 'dist', 'client'), serverEntry: join(root, 'dist', 'server', 'entry-server.js') };
}

/** Production: everything is read once at start; a missing or broken build stops the server there. */
export async function productionHtmlSource(paths: BuildPaths): Promise<HtmlSource> {
  const templatePath = join(paths.clientDir, 'index.html');
  const manifestPath = join(paths.clientDir, '.vite', 'manifest.json');
  for (const file of [templatePath, manifestPath, paths.serverEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" before "npm run serve"`);
  }
  const template = await readFile(templatePath, 'utf8');
  assertTemplate(template, templatePath);
  const manifest = viteManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  const entry = asSsrEntry(await import(pathToFileURL(paths.serverEntry).href), paths.serverEntry);
  const preloadLinks = createPreloadLinks(manifest);
  return {
    template: async () => template,
    entry: async () => entry,
    preloadLinks,
  };
}
