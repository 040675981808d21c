import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../src/renderer/core/sanitize-html';
import type { SafeHtml } from '../../src/schema/html';

let sanitizer: ((html: string) => SafeHtml) | null = null;

/**
 * Cleans merchant HTML for page data. The one place the shop sanitizes: page data leaves
 * the server clean, for server rendering and for the browser alike. The jsdom window is
 * made on first use and kept; it holds no request data.
 */
export function sanitizeHtml(html: string): SafeHtml {
  sanitizer ??= createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);
  return sanitizer(html);
}
