import { z } from 'zod';
import { codeListScript } from '../../src/renderer/core/code-list-script';
import { escapeHtml } from '../../src/renderer/core/escape-html';

const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
export const viteManifestSchema = z.record(z.string(), manifestChunkSchema);
export type ViteManifest = z.infer<typeof viteManifestSchema>;

/** The manifest key of a block's component chunk: the folder and file are named after the type. */
export function blockChunkKey(type: string): string {
  return `src/blocks/${type}/${type}.tsx`;
}

/** A chunk and every chunk it statically imports, as manifest keys. */
function withImports(manifest: ViteManifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The manifest key of a translation table's chunk. */
export function localeChunkKey(locale: string): string {
  return `locales/${locale}.json`;
}

/** What a drawn page needs before it can hydrate: its blocks' code and its translation tables. */
export type PageChunks = { blockTypes: readonly string[]; locales: readonly string[] };

/**
 * The head tags for a page's code: stylesheet links, and the list of the chunks its start-up
 * stages, blocks and translations need, minus what the entry loads anyway and the code of
 * the blocks in `idleTypes` (declared `hydrateWhenIdle`), which the browser loads once idle. The browser fetches
 * the listed chunks all at once, after the first screen's pictures (src/boot/code-list.ts),
 * instead of discovering them one after another while hydrating.
 */
export function createCodeTags(manifest: ViteManifest, base = '/', idleTypes: ReadonlySet<string> = new Set()): (page: PageChunks) => string {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const loadedByEntry = withImports(manifest, entryKeys);
  // The start-up stages the entry imports one after another (src/entry-client.tsx): every page needs them.
  const stages = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const href = (file: string) => escapeHtml(`${base}${file}`);

  return ({ blockTypes, locales }) => {
    // Blocks that hydrate once idle are named with their chunk but not loaded before hydration.
    const idle = blockTypes.filter((type) => idleTypes.has(type) && manifest[blockChunkKey(type)]);
    const now = blockTypes.filter((type) => !idle.includes(type));
    const needed = withImports(manifest, [...stages, ...locales.map(localeChunkKey), ...now.map(blockChunkKey)]);
    const modules: string[] = [];
    const styles = new Set<string>();
    for (const key of needed) {
      if (loadedByEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      modules.push(`${base}${chunk.file}`);
      for (const css of chunk.css ?? []) if (!entryCss.has(css)) styles.add(css);
    }
    // The chunk of each block type, so the browser draws the first page without the table of every block's chunk.
    const blocks = Object.fromEntries(blockTypes.flatMap((type) => (manifest[blockChunkKey(type)] ? [[type, `${base}${manifest[blockChunkKey(type)]!.file}`]] : [])));
    return [...[...styles].map((css) => `<link rel="stylesheet" href="${href(css)}">`), codeListScript(modules, blocks, idle)].join('');
  };
}
