import { jsonForScript } from './escape-html';

/*
 * The list of a page's code, as the page carries it: the server writes it into the head
 * (server/ssr/manifest-preload.ts), the browser reads it back when it starts (src/boot/code-list.ts).
 * Both ends import this one module, so the element and its format are said once.
 */

export const CODE_LIST_ELEMENT_ID = 'vitrine-code';

/** The `<script type="application/json">` listing the page's code, for the document head. */
export function codeListScript(hrefs: readonly string[]): string {
  return `<script id="${CODE_LIST_ELEMENT_ID}" type="application/json">${jsonForScript(hrefs)}</script>`;
}

/** The listed code's addresses; none when the page has no list (development) or it is unreadable. */
export function readCodeList(doc: Pick<Document, 'getElementById'>): string[] {
  const text = doc.getElementById(CODE_LIST_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string' && href.startsWith('/')) : [];
  } catch {
    return [];
  }
}
