import { settleBlocks, type BlockRegistry } from '../../src/renderer/core';
import type { SafeHtml } from '../../src/schema/html';
import { sanitizeHtml } from './html-sanitizer';

/*
 * Merchant HTML is cleaned when it is written, and the result is kept in the same row, in its
 * `clean_html` column: `{v, html: {<HTML as written>: <HTML as cleaned>}}`. A shopper's request
 * reads the clean HTML by the text it was made from, so jsdom (a second of CPU to load) never
 * runs for a page written through the shop. What has no result is cleaned as it is read: a row
 * edited by hand, or written before this column, or cleaned by an older sanitizer (`v`). Rows
 * the shop did not clean itself are cleaned on the next start (server/pages/clean-html-step.ts).
 */

/** Raise it when the sanitizer's rules change: every stored result is then made again. */
export const CLEAN_HTML_VERSION = 1;

export type CleanHtml = { v: number; html: Record<string, string> };

function isCleanHtml(value: unknown): value is CleanHtml {
  if (typeof value !== 'object' || value === null) return false;
  const { v, html } = value as Record<string, unknown>;
  return v === CLEAN_HTML_VERSION && typeof html === 'object' && html !== null && !Array.isArray(html);
}

/** Cleans each string once and keeps what it made, for the row's `clean_html`. */
export function cleanHtmlOf(strings: Iterable<string>): CleanHtml {
  // Entries, not assignments: a merchant's HTML may be any text, `__proto__` included.
  return { v: CLEAN_HTML_VERSION, html: Object.fromEntries([...new Set(strings)].map((raw) => [raw, sanitizeHtml(raw)])) };
}

/** The HTML strings of a stored page body's blocks, as the renderer's schemas find them, cleaned. */
export function cleanHtmlOfPage(body: unknown, registry: BlockRegistry): CleanHtml {
  const blocks = typeof body === 'object' && body !== null && Array.isArray((body as { blocks?: unknown }).blocks) ? (body as { blocks: unknown[] }).blocks : [];
  const found: string[] = [];
  settleBlocks(blocks, registry, (raw) => {
    found.push(raw);
    return raw as SafeHtml;
  });
  return cleanHtmlOf(found);
}

/** The cleaner for a row: its stored result where it has one, the sanitizer for anything else. */
export function cleanerFrom(stored: unknown): (html: string) => SafeHtml {
  if (!isCleanHtml(stored)) return sanitizeHtml;
  const { html } = stored;
  return (raw) => (Object.hasOwn(html, raw) && typeof html[raw] === 'string' ? (html[raw] as SafeHtml) : sanitizeHtml(raw));
}
