import { registry } from '../../blocks/registry';
import { blockTypesOf, resolveBlocks, type ResolvedPage } from '../../renderer/core/resolve-page';
import { resolveTheme } from '../../renderer/core/theme';
import { loadBlockComponents } from '../../renderer/react/block-components';
import type { UrlLanguage } from '../../schema/languages';
import type { PageData } from '../../schema/page';
import type { SiteConfig } from '../../schema/site-config';
import type { Theme } from '../../schema/theme';
import { pageLanguage } from '../../navigation/language-path';
import { pageHead, type PageHead } from '../../navigation/page-head';

/** A page ready to draw: validated, resolved, its block code loaded. */
export type LoadedPage = {
  /** Path and query the page was loaded for. */
  url: string;
  status: number;
  pageData: PageData;
  lang: UrlLanguage;
  theme: Theme;
  head: PageHead;
  /** Null when the page's template does not exist (spec §8). */
  body: ResolvedPage | null;
  header: ResolvedPage;
  footer: ResolvedPage;
  /** Every block type drawn, site header and footer included. */
  blockTypes: string[];
};

/**
 * Resolves a page's blocks and theme and loads the code of the blocks it draws, so the
 * render that follows never waits: the server renders in one pass, the browser hydrates
 * without a waterfall and swaps the body at once after a navigation.
 */
export async function preparePage({
  url,
  status,
  pageData,
  siteConfig,
}: {
  url: string;
  status: number;
  pageData: PageData;
  siteConfig: SiteConfig;
}): Promise<LoadedPage> {
  const body = pageData.pageBody ? resolveBlocks(pageData.pageBody.blocks, registry) : null;
  const header = resolveBlocks(pageData.layout.header, registry, ['layout', 'header']);
  const footer = resolveBlocks(pageData.layout.footer, registry, ['layout', 'footer']);
  const blockTypes = [...new Set([...blockTypesOf(header.blocks), ...(body ? blockTypesOf(body.blocks) : []), ...blockTypesOf(footer.blocks)])];
  const failures = await loadBlockComponents(blockTypes, registry);
  for (const failure of failures) console.error(`Block "${failure.type}" could not be loaded for ${url}:`, failure.error);

  const { theme, issues } = resolveTheme(pageData.theme);
  for (const issue of issues) console.warn(`Theme of ${url}: ${issue.path}: ${issue.message}`);

  return {
    url,
    status,
    pageData,
    lang: pageLanguage(pageData, url, siteConfig),
    theme,
    head: pageHead(pageData.meta, { siteName: siteConfig.name }),
    body,
    header,
    footer,
    blockTypes,
  };
}
