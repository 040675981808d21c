import { languageOfPath } from '../navigation/language-path';
import type { EmbeddedPage } from '../navigation/embedded-page';
import { readServerPage } from '../navigation/server-page';
import type { SiteConfig } from '../schema/site-config';
import type { UrlLanguage } from '../schema/languages';

/** What the browser knows before anything is drawn: the server's page (if any), the site and the language. */
export type FirstPage = { page: EmbeddedPage | null; siteConfig: SiteConfig; lang: UrlLanguage };

/**
 * Start-up stage: reads the page the server embedded, without the schemas (the server
 * checked it and drew the page from it; zod loads later, for the pages fetched after it).
 * A page that cannot be used is loaded again by the router, as if the server had sent none.
 */
export async function readFirstPage(doc: Document, location: Pick<Location, 'pathname'>): Promise<FirstPage> {
  const embedded = readServerPage(doc);
  if (embedded && !embedded.ok) console.error(`Server page data unusable, loading the page again: ${embedded.reason}`);
  const page = embedded?.ok ? embedded.page : null;
  // Without a server page the shop starts as a plain browser app, and may load the schemas at once.
  const siteConfig = page?.siteConfig ?? (await import('../schema/site-config')).siteConfigSchema.parse({});
  // The server resolved the page's language; only without its page is the address read.
  const lang = page ? page.pageData.route.lang : languageOfPath(location.pathname, siteConfig);
  return { page, siteConfig, lang };
}
