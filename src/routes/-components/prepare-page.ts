import { addListedBlocks, drawableBlockCode, loadEveryBlockCode } from '../../blocks/drawable-block-code';
import { readIdleBlocks, readListedBlocks } from '../../renderer/core/code-list-script';
import type { ResolvedPage } from '../../renderer/core/resolve-page';
import { blockTypesOf, readSettledBlocks } from '../../renderer/core/settled-blocks';
import { loadPageDataChecks } from '../../renderer/kit/read-page-data';
import { deferBlockComponents, loadBlockComponents } from '../../renderer/react/block-components';
import type { UrlLanguage } from '../../schema/languages';
import type { PageData } from '../../schema/page';
import type { SiteConfig } from '../../schema/site-config';
import type { Theme } from '../../schema/theme';
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

type PageParts = { body: ResolvedPage | null; header: ResolvedPage; footer: ResolvedPage; theme: Theme };

/**
 * The browser's first page, as the server checked and drew it: its blocks are read as they
 * were settled, with no schema, so the browser need not load zod to hydrate it. Its theme
 * is the one the server resolved (its outline was read with the page, ../../navigation/server-page.ts).
 */
function readServerPage(pageData: PageData): PageParts {
  return {
    body: pageData.pageBody ? readSettledBlocks(pageData.pageBody.blocks, drawableBlockCode) : null,
    header: readSettledBlocks(pageData.layout.header, drawableBlockCode, ['layout', 'header']),
    footer: readSettledBlocks(pageData.layout.footer, drawableBlockCode, ['layout', 'footer']),
    theme: pageData.theme,
  };
}

/**
 * The browser's first page draws from the chunks the server listed for it; every other page
 * (and a first page without a list, in development) from the whole table, loaded once.
 */
async function drawableBlocksFor(checked: boolean): Promise<void> {
  const listed = checked ? readListedBlocks(document) : null;
  if (listed) addListedBlocks(listed);
  else await loadEveryBlockCode();
}

/**
 * Any other page, checked against the schemas, which are loaded first if they are not yet.
 * From here on page data is checked too: the schemas the blocks already loaded declare their
 * page data with load beside the page's, and those of blocks loaded next as their code comes.
 */
async function checkedPage(pageData: PageData): Promise<PageParts> {
  const [{ checkPage }] = await Promise.all([import('./check-page'), loadPageDataChecks()]);
  return checkPage(pageData);
}

/**
 * Resolves a page's blocks and theme and loads the code of the blocks it draws, so the
 * render that follows never waits: the server renders in one pass, the browser hydrates
 * without a waterfall and swaps the body at once after a navigation. Every page is checked
 * against the schemas (./check-page.ts, loaded when first needed), and the page data its
 * blocks declare against theirs, except the browser's first, which the server has checked
 * and drawn (`checked`).
 */
export async function preparePage({
  url,
  status,
  pageData,
  siteConfig,
  checked = false,
}: {
  url: string;
  status: number;
  pageData: PageData;
  siteConfig: SiteConfig;
  checked?: boolean;
}): Promise<LoadedPage> {
  await drawableBlocksFor(checked);
  const parts = checked ? readServerPage(pageData) : await checkedPage(pageData);
  const { body, header, footer, theme } = parts;
  const blockTypes = [...new Set([...blockTypesOf(header.blocks), ...(body ? blockTypesOf(body.blocks) : []), ...blockTypesOf(footer.blocks)])];
  // The first page's blocks the server marked idle hydrate later, from their own chunk.
  const idle = checked && typeof document !== 'undefined' ? readIdleBlocks(document).filter((type) => blockTypes.includes(type)) : [];
  deferBlockComponents(idle, drawableBlockCode);
  const failures = await loadBlockComponents(
    blockTypes.filter((type) => !idle.includes(type)),
    drawableBlockCode,
  );
  for (const failure of failures) console.error(`Block "${failure.type}" could not be loaded for ${url}:`, failure.error);
  // The page data the blocks just loaded declare is checked before they draw: its schemas first.
  if (!checked) await loadPageDataChecks();

  return {
    url,
    status,
    pageData,
    lang: pageData.route.lang,
    theme,
    head: pageHead(pageData.meta, { siteName: siteConfig.name }),
    body,
    header,
    footer,
    blockTypes,
  };
}
