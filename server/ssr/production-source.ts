import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertTemplate } from './html-document';
import type { HtmlSource } from './html-renderer';
import { createCodeTags, viteManifestSchema } from './manifest-preload';
import { asSsrEntry } from './ssr-entry';
import { registry } from '../../src/blocks/registry';

/** What `npm run build` writes: the browser's files, the SSR entry, and the server that `npm run serve` runs. */
export type BuildPaths = { clientDir: string; serverEntry: string; serverMain: string };

export function buildPaths(root: string): BuildPaths {
  return {
    clientDir: join(root, 'dist', 'client'),
    serverEntry: join(root, 'dist', 'server', 'entry-server.js'),
    serverMain: join(root, 'dist', 'app', 'main.js'),
  };
}

/** Production: everything is read once at start; a missing or broken build stops the server there. */
export async function productionHtmlSource(paths: BuildPaths): Promise<HtmlSource> {
  const templatePath = join(paths.clientDir, 'index.html');
  const manifestPath = join(paths.clientDir, '.vite', 'manifest.json');
  for (const file of [templatePath, manifestPath, paths.serverEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" before "npm run serve"`);
  }
  const template = await inlineStylesheets(await readFile(templatePath, 'utf8'), paths.clientDir);
  assertTemplate(template, templatePath);
  const manifest = viteManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  const entry = asSsrEntry(await import(pathToFileURL(paths.serverEntry).href), paths.serverEntry);
  const codeTags = createCodeTags(manifest, '/', new Set(Object.values(registry).flatMap((block) => (block.hydrateWhenIdle ? [block.type] : []))));
  return {
    template: async () => template,
    entry: async () => entry,
    codeTags,
  };
}

/**
 * The shop's one stylesheet is small (a few KB compressed): written into the document it
 * no longer holds the first paint behind a second request on a slow phone connection.
 */
async function inlineStylesheets(template: string, clientDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [tag, href] of links) {
    const css = await readFile(join(clientDir, href!), 'utf8');
    // A stylesheet cannot contain `</style`, but a safe document does not rely on it.
    html = html.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}
