import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { localesFor, requestI18n } from './i18n/i18n';
import { embeddedPageScript } from './navigation/embedded-page';
import { escapeHtml } from './renderer/core/escape-html';
import { recordTexts } from './renderer/kit/format';
import { createNavigationGuard } from './navigation/navigation-guard';
import { renderPageHead } from './navigation/page-head';
import { themeStyleTag } from './renderer/react/theme-style';
import { App, createAppRouter } from './router';
import { htmlLang } from './schema/languages';
import type { RenderInput, RenderOutput } from './schema/ssr';

/** The SSR contract with the server lives in schema/ssr.ts; tests name the input from here. */
export type { RenderInput };

/**
 * Renders one page to HTML for the server: the head (title, SEO tags, theme), the app
 * markup with the page data embedded for hydration, the `<html>` attributes, and the
 * block types drawn and the translation tables used (the server preloads their chunks). Nothing is shared between calls
 * but the loaded block code, which holds no request data.
 */
export async function render({ url, pageData, siteConfig, status, pageDataJson }: RenderInput): Promise<RenderOutput> {
  // Resolved once, by the server that made the page data.
  const lang = pageData.route.lang;
  // Only the first request in a language reads its tables and makes the instance the others fork.
  const i18n = await requestI18n(lang);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    context: {
      siteConfig,
      i18n,
      initialPage: { current: { url, status, pageData } },
      requestContext: () => ({ userAgent: '', referer: '', cookies: '' }),
      guard: createNavigationGuard(),
      isServer: true,
    },
  });
  await router.load();

  const leaf = router.state.matches.at(-1);
  const page = leaf?.loaderData;
  if (!page) {
    const reason = leaf?.status === 'error' ? leaf.error : new Error(`No route drew ${url}`);
    throw reason instanceof Error ? reason : new Error(String(reason));
  }

  const { drawn: markup, texts } = recordTexts(() => renderToString(<App router={router} i18n={i18n} />));
  return {
    head: `${renderPageHead(page.head)}\n${themeStyleTag(page.theme)}`,
    body: `<div id="app">${markup}</div>${embeddedPageScript({ url, status, pageData, siteConfig, ...(Object.keys(texts).length > 0 ? { texts } : {}) }, pageDataJson)}`,
    htmlAttributes: `lang="${escapeHtml(htmlLang(page.lang))}" dir="ltr"`,
    blockTypes: page.blockTypes,
    locales: localesFor(lang),
  };
}
