import { registry } from '../../blocks/registry';
import { resolveBlocks, type ResolvedPage } from '../../renderer/core/resolve-page';
import type { PageData } from '../../schema/page';
import type { Theme } from '../../schema/theme-values';

/**
 * Checks a page's blocks, each against its own schema. The server checks every page it
 * draws; the browser each page it fetches after the first. The theme is taken as sent: the
 * server resolved it once, and the page data schema checked it whole when the page was read
 * (a page with a bad theme never gets here). This module brings zod and every block schema,
 * so the browser loads it at the shopper's first sign of going on (../../boot/first-intent.ts).
 */
export function checkPage(pageData: PageData): { body: ResolvedPage | null; header: ResolvedPage; footer: ResolvedPage; theme: Theme } {
  return {
    body: pageData.pageBody ? resolveBlocks(pageData.pageBody.blocks, registry) : null,
    header: resolveBlocks(pageData.layout.header, registry, ['layout', 'header']),
    footer: resolveBlocks(pageData.layout.footer, registry, ['layout', 'footer']),
    theme: pageData.theme,
  };
}
