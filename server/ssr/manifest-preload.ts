import { z } from 'zod';
import { escapeHtml } from './html-document';

const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
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

/**
 * `<link rel="modulepreload">` (and stylesheets) for exactly the chunks the page's blocks
 * need, minus what the entry loads anyway, so the browser fetches them in parallel with
 * the entry instead of discovering them one after another while hydrating.
 */
export function createPreloadLinks(manifest: ViteManifest, base = '/'): (blockTypes: readonly string[]) => string {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const loadedByEntry = withImports(manifest, entryKeys);
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  const href = (file: string) => escapeHtml(`${base}${file}`);

  return (blockTypes) => {
    const needed = withImports(manifest, blockTypes.map(blockChunkKey));
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of needed) {
      if (loadedByEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      scripts.push(`<link rel="modulepreload" crossorigin href="${href(chunk.file)}">`);
      for (const css of chunk.css ?? []) if (!entryCss.has(css)) styles.add(css);
    }
    return [...[...styles].map((css) => `<link rel="stylesheet" href="${href(css)}">`), ...scripts].join('');
  };
}
