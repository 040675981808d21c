import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { assertTemplate, PLACEHOLDERS } from './html-document';
import type { HtmlSource } from './html-renderer';
import { asSsrEntry } from './ssr-entry';

const ENTRY = '/src/entry-server.tsx';
/**
 * Vite's HTML parser rejects a comment where an attribute belongs (`<html <!--html-attrs-->>`)
 * and logs an error on every request; an attribute stands in for it during the transform.
 */
const ATTRIBUTE_STAND_IN = 'data-vitrine-html-attrs=""';

/**
 * Development: the template and the entry are read on every request, through Vite, so
 * edits show on the next reload without restarting the server.
 */
export function viteHtmlSource(vite: ViteDevServer, root: string): HtmlSource {
  return {
    async template(url) {
      const raw = await readFile(join(root, 'index.html'), 'utf8');
      assertTemplate(raw, 'index.html');
      const transformed = await vite.transformIndexHtml(url, raw.replace(PLACEHOLDERS.htmlAttributes, ATTRIBUTE_STAND_IN));
      return transformed.replace(ATTRIBUTE_STAND_IN, PLACEHOLDERS.htmlAttributes);
    },
    async entry() {
      return asSsrEntry(await vite.ssrLoadModule(ENTRY), ENTRY);
    },
    fixError(error) {
      vite.ssrFixStacktrace(error);
    },
  };
}
