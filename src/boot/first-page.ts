import { readEmbeddedPage, type EmbeddedPage } from '../navigation/embedded-page';
import { languageOfPath, pageLanguage } from '../navigation/language-path';
import { siteConfigSchema, type SiteConfig } from '../schema/site-config';
import type { UrlLanguage } from '../schema/languages';

/** What the browser knows before anything is drawn: the server's page (if any), the site and the language. */
export type FirstPage = { page: EmbeddedPage | null; siteConfig: SiteConfig; lang: UrlLanguage };

/**
 * Start-up stage: reads and checks the page the server embedded. A page that cannot be
 * used is loaded again by the router, as if the server had sent none.
 */
export function readFirstPage(doc: Document, location: Pick<Location, 'pathname'>): FirstPage {
  const embedded = readEmbeddedPage(doc);
  if (embedded && !embedded.ok) console.error(`Server page data unusable, loading the page again: ${embedded.reason}`);
  const page = embedded?.ok ? embedded.page : null;
  const siteConfig = page?.siteConfig ?? siteConfigSchema.parse({});
  const lang = page ? pageLanguage(page.pageData, page.url, siteConfig) : languageOfPath(location.pathname, siteConfig);
  return { page, siteConfig, lang };
}
