import { registry } from '../../blocks/registry';
import { settleBlocks } from '../../renderer/core/resolve-page';
import { createHtmlSanitizer } from '../../renderer/core/sanitize-html';
import { pageDataSchema, type PageData, type PageDataInput } from '../../schema/page';
import { siteConfigSchema, type SiteConfig } from '../../schema/site-config';
import { DEFAULT_THEME } from '../../schema/theme-values';

/*
 * Page data as the server sends it, for tests of the router and the entries: parsed
 * with the real schema, so a fixture that drifts from the contract fails loudly, and its
 * blocks settled as the server settles them (defaults filled, HTML cleaned), since the
 * browser hydrates the first page from them as sent.
 */

// The test's own window where it has one (component tests), else a jsdom window of its own.
const sanitize = createHtmlSanitizer(typeof window === 'undefined' ? new (await import('jsdom')).JSDOM('').window : window);
const settled = (blocks: readonly unknown[]) => settleBlocks(blocks, registry, sanitize).blocks;

export const testSiteConfig: SiteConfig = siteConfigSchema.parse({ name: 'Vitrine Test Shop' });

export function testPage(overrides: Partial<PageDataInput> & { path?: string; lang?: string; kind?: string } = {}): PageData {
  const { path = '', lang = 'en', kind = 'home', ...rest } = overrides;
  const pageData = pageDataSchema.parse({
    data: {},
    theme: { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primaryColor: '#0f766e' } },
    pageBody: {
      template: kind,
      blocks: [{ id: 'intro', type: 'rich-text', version: 1, props: { html: `<h1>Welcome</h1><p>Page ${path || 'home'}</p>` } }],
    },
    meta: { title: `Vitrine ${path || 'home'}`, description: 'A calm shop for everyday things.' },
    route: { kind, lang, path, params: {} },
    ...rest,
  });
  return {
    ...pageData,
    pageBody: pageData.pageBody ? { ...pageData.pageBody, blocks: settled(pageData.pageBody.blocks) } : null,
    layout: { header: settled(pageData.layout.header), footer: settled(pageData.layout.footer) },
  };
}
