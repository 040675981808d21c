import { createRequire } from 'node:module';
import type { JSDOM as Jsdom } from 'jsdom';
import { createHtmlSanitizer } from '../../src/renderer/core/sanitize-html';
import type { SafeHtml } from '../../src/schema/html';
import { isPlainHtml } from './plain-html';

/*
 * jsdom is the heaviest package the server uses: loading it takes about a second of CPU, as
 * long as the rest of a start. It is loaded when HTML is first cleaned, which is when a merchant
 * writes it (server/pages/clean-html.ts), not when a shopper reads it.
 */
const requirePackage = createRequire(import.meta.url);

let sanitizer: ((html: string) => SafeHtml) | null = null;

/**
 * Cleans merchant HTML. The one sanitizer of the shop: page data leaves the server clean, for
 * server rendering and for the browser alike. The jsdom window is made on first use and kept;
 * it holds no request data.
 */
export function sanitizeHtml(html: string): SafeHtml {
  // Nothing to clean (a product with no description in a language): no trip through the parser.
  if (html === '') return html as SafeHtml;
  // Paragraphs, lists and bold words the sanitizer would give back as they are (./plain-html.ts).
  if (isPlainHtml(html)) return html as SafeHtml;
  if (!sanitizer) {
    const { JSDOM } = requirePackage('jsdom') as { JSDOM: typeof Jsdom };
    sanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);
  }
  return sanitizer(html);
}
