import { isUrlLanguage } from '../schema/languages';
import { isTheme } from '../schema/theme-values';
import type { EmbeddedPage, EmbeddedPageRead } from './embedded-page';

export const EMBEDDED_PAGE_ELEMENT_ID = 'vitrine-data';

/** The first page's embedded JSON, parsed and not yet checked: null without the element, a reason when it is not JSON. */
export function readEmbeddedJson(doc: Pick<Document, 'getElementById'>): { ok: true; raw: unknown } | { ok: false; reason: string } | null {
  const element = doc.getElementById(EMBEDDED_PAGE_ELEMENT_ID);
  if (!element) return null;
  try {
    return { ok: true, raw: JSON.parse(element.textContent ?? '') };
  } catch (error) {
    return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Reads the first page's data back without the schemas, for the browser to hydrate: the
 * server made this data, checked it and drew the page from it, so only its outline is
 * looked at here. Null when the document has none (a page served without server
 * rendering); a reason when it is there but unusable. `readEmbeddedPage` checks it in full.
 */
export function readServerPage(doc: Pick<Document, 'getElementById'>): EmbeddedPageRead | null {
  const json = readEmbeddedJson(doc);
  if (!json?.ok) return json;
  const { raw } = json;
  const { url, status, pageData, siteConfig, texts } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (typeof url !== 'string' || !url.startsWith('/')) return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} url: not a path` };
  if (!isObject(pageData) || !isObject((pageData as { layout?: unknown }).layout))
    return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} pageData: not page data` };
  // The page's language is the server's answer, taken as is: it must be one the shop can draw.
  const route = (pageData as { route?: unknown }).route;
  const lang = isObject(route) ? (route as { lang?: unknown }).lang : undefined;
  if (typeof lang !== 'string' || !isUrlLanguage(lang))
    return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} pageData.route.lang: not a URL language` };
  // The theme was resolved on the server and is drawn as sent; only its outline is looked at.
  if (!isTheme((pageData as { theme?: unknown }).theme))
    return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} pageData.theme: not a theme` };
  if (!isObject(siteConfig)) return { ok: false, reason: `#${EMBEDDED_PAGE_ELEMENT_ID} siteConfig: not a site configuration` };
  // Texts that are not a table of strings only cost the formatters being built after all.
  return { ok: true, page: { url, status: typeof status === 'number' ? status : 200, pageData, siteConfig, ...(isObject(texts) ? { texts } : {}) } as EmbeddedPage };
}
