import { z } from 'zod';

/**
 * Merchant HTML that the server's sanitizer has cleaned: the only HTML a block may draw.
 * The server cleans it once, where it makes page data (server/pages/page-data.ts and the
 * catalog pages), so the browser carries no sanitizer and draws what it was sent.
 */
export type SafeHtml = string & z.$brand<'SafeHtml'>;

/** The HTML strings of the contract, so the server can find every one it must clean. */
export const htmlStrings = z.registry<{ html: true }>();

/** An HTML field: a string on the way in (merchants write HTML), cleaned HTML on the way out. */
export function htmlSchema(maxLength: number) {
  const schema = z.string().max(maxLength).brand<'SafeHtml'>();
  htmlStrings.add(schema, { html: true });
  return schema;
}
