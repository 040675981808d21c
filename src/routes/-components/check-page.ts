import { config as zodConfig } from 'zod';
import { registry } from '../../blocks/registry';
import { resolveBlocks, type ResolvedPage } from '../../renderer/core/resolve-page';
import { resolveTheme } from '../../renderer/core/theme';
import type { PageData } from '../../schema/page';
import type { Theme } from '../../schema/theme-values';

// The browser checks each schema a handful of times, so compiling fast paths for them
// costs more than it saves (the server, parsing all day, keeps them).
if (typeof window !== 'undefined') zodConfig({ jitless: true });

/**
 * Checks a page against the schemas: each block against its own, the theme against the
 * theme's. The server checks every page it draws; the browser each page it fetches after
 * the first. This module brings zod and every schema, so the browser loads it when idle.
 */
export function checkPage(url: string, pageData: PageData): { body: ResolvedPage | null; header: ResolvedPage; footer: ResolvedPage; theme: Theme } {
  const { theme, issues } = resolveTheme(pageData.theme);
  for (const issue of issues) console.warn(`Theme of ${url}: ${issue.path}: ${issue.message}`);
  return {
    body: pageData.pageBody ? resolveBlocks(pageData.pageBody.blocks, registry) : null,
    header: resolveBlocks(pageData.layout.header, registry, ['layout', 'header']),
    footer: resolveBlocks(pageData.layout.footer, registry, ['layout', 'footer']),
    theme,
  };
}
