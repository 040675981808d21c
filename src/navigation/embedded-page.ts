import { z } from 'zod';
import { pageDataSchema } from '../schema/page';
import { siteConfigSchema } from '../schema/site-config';
import { jsonForScript } from '../renderer/core/escape-html';
import { EMBEDDED_PAGE_ELEMENT_ID, readEmbeddedJson } from './server-page';

export { EMBEDDED_PAGE_ELEMENT_ID };

/** What the server hands the browser with the first page, so hydration needs no request. */
export const embeddedPageSchema = z.object({
  url: z.string().startsWith('/'),
  status: z.number().int().min(100).max(599).default(200),
  pageData: pageDataSchema,
  siteConfig: siteConfigSchema,
  /** The texts the server wrote with the page's formatters (prices, numbers, dates), for hydrating without building any (renderer/kit/format.ts). */
  texts: z.record(z.string(), z.string()).optional(),
});
export type EmbeddedPage = z.infer<typeof embeddedPageSchema>;

/** The `<script type="application/json">` element carrying the first page's data. */
export function embeddedPageScript(page: EmbeddedPage): string {
  return `<script id="${EMBEDDED_PAGE_ELEMENT_ID}" type="application/json">${jsonForScript(page)}</script>`;
}

export type EmbeddedPageRead = { ok: true; page: EmbeddedPage } | { ok: false; reason: string };

/**
 * Reads the first page's data back. Null when the document has none (a page served
 * without server rendering); a reason when it is there but unusable.
 */
export function readEmbeddedPage(doc: Pick<Document, 'getElementById'>): EmbeddedPageRead | null {
  const json = readEmbeddedJson(doc);
  if (!json?.ok) return json;
  const parsed = embeddedPageSchema.safeParse(json.raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `#${EMBEDDED_PAGE_ELEMENT_ID} ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'is invalid'}`,
    };
  }
  return { ok: true, page: parsed.data };
}
