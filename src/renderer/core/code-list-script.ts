import { jsonForScript } from './escape-html';

/*
 * The list of a page's code, as the page carries it: the server writes it into the head
 * (server/ssr/manifest-preload.ts), the browser reads it back when it starts (src/boot/code-list.ts
 * and the first page's block code, src/blocks/drawable-block-code.ts). Both ends import this one
 * module, so the element and its format are said once:
 * `{"modules": [href…], "blocks": {type: href}, "idle": [type…]}`, where the `idle` blocks' chunks
 * are named but left out of `modules`: the browser loads them once idle.
 */

export const CODE_LIST_ELEMENT_ID = 'vitrine-code';

/** The `<script type="application/json">` listing the page's code, for the document head. */
export function codeListScript(hrefs: readonly string[], blocks: Readonly<Record<string, string>> = {}, idle: readonly string[] = []): string {
  return `<script id="${CODE_LIST_ELEMENT_ID}" type="application/json">${jsonForScript({ modules: hrefs, blocks, ...(idle.length > 0 ? { idle } : {}) })}</script>`;
}

const isOwnPath = (href: unknown): href is string => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');

function readList(doc: Pick<Document, 'getElementById'>): Record<string, unknown> | null {
  const text = doc.getElementById(CODE_LIST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The listed code's addresses; none when the page has no list (development) or it is unreadable. */
export function readCodeList(doc: Pick<Document, 'getElementById'>): string[] {
  const modules = readList(doc)?.modules;
  return Array.isArray(modules) ? modules.filter(isOwnPath) : [];
}

/**
 * The chunk of each block type the page draws, by type; null when the page has no readable
 * list (development, where the browser takes every block's code from the build's own table).
 */
export function readListedBlocks(doc: Pick<Document, 'getElementById'>): Record<string, string> | null {
  const blocks = readList(doc)?.blocks;
  if (typeof blocks !== 'object' || blocks === null || Array.isArray(blocks)) return null;
  return Object.fromEntries(Object.entries(blocks).filter((entry): entry is [string, string] => isOwnPath(entry[1])));
}

/** The block types of the page whose code waits until the browser is idle (none without a list). */
export function readIdleBlocks(doc: Pick<Document, 'getElementById'>): string[] {
  const idle = readList(doc)?.idle;
  return Array.isArray(idle) ? idle.filter((type): type is string => typeof type === 'string') : [];
}
