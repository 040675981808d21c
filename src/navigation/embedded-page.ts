import { z } from 'zod';
import { pageDataSchema } from '../schema/page';
import { siteConfigSchema } from '../schema/site-config';
import { scriptSafeJson } from '../renderer/core/escape-html';
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

/**
 * The `<script type="application/json">` element carrying the first page's data. `pageDataJson`:
 * `page.pageData` as JSON when the server has made it already (a page it keeps), so the page,
 * tens of kilobytes, is not serialised a second time.
 */
export function embeddedPageScript(page: EmbeddedPage, pageDataJson?: string): string {
  return `<script id="${EMBEDDED_PAGE_ELEMENT_ID}" type="application/json">${scriptSafeJson(embeddedPageJson(page, pageDataJson))}</script>`;
}

function embeddedPageJson(page: EmbeddedPage, pageDataJson: string | undefined): string {
  if (pageDataJson === undefined) return JSON.stringify(page);
  const { pageData: _made, ...rest } = page;
  // `rest` always holds the url, status and site config: its JSON ends in `}` after at least one field.
  return `${JSON.stringify(rest).slice(0, -1)},"pageData":${pageDataJson}}`;
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
