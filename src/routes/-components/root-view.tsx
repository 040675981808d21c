import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { htmlLang } from '../../schema/languages';
import { DEFAULT_THEME } from '../../schema/theme-values';
import { HeaderCornerContext } from '../../renderer/kit/header-corner';
import { PageContext, type PageContextValue } from '../../renderer/kit/page-context';
import { Layout, MAIN_CONTENT_ID } from '../../renderer/react/layout';
import { ProgressBar } from '../../renderer/react/loading-indicators';
import { PageRenderer } from '../../renderer/react/page-renderer';
import { loadDeferredBlocks } from '../../renderer/react/block-components';
import { applyThemeStyle } from '../../renderer/react/theme-style';
import { ShopperLinks } from '../../renderer/react/shopper-links';
import { Toaster } from '../../renderer/react/toaster';
import { languageOfPath } from '../../navigation/language-path';
import { interceptLinkClicks } from '../../navigation/link-clicks';
import { applyPageHead } from '../../navigation/page-head';
import { reportBlockIssue } from '../../navigation/report-block-issue';
import { LanguageSwitcher } from './language-switcher';

/** The user timing mark set when the shop answers taps. */
export const HYDRATED_MARK = 'vitrine:hydrated';
import type { LoadedPage } from './prepare-page';
import type { RouterContext } from './router-context';

/** The page on screen: the deepest match's data, kept while a navigation fails or is pending. */
function useShownPage(): LoadedPage | undefined {
  const leaf: LoadedPage | undefined = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData });
  const last = useRef(leaf);
  if (leaf) last.current = leaf;
  return leaf ?? last.current;
}

/** Moves focus to the new page's heading, so a screen reader announces where the shopper landed. */
function focusMainContent(doc: Document) {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (target !== main && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Names on the document the path whose page is on screen. In-app navigation changes the
 * address before the next page is drawn; tests and benchmarks wait for the two to agree.
 */
function markRenderedPath(pathname: string): void {
  document.documentElement.dataset.renderedPath = pathname;
}

export function RootView({ context }: { context: RouterContext }) {
  const router = useRouter();
  const page = useShownPage();
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const { guard, siteConfig } = context;
  // Before any page data exists there is only the address to go by.
  const fallbackLang = useRouterState({ select: (state) => languageOfPath(state.location.pathname, siteConfig) });

  useEffect(
    () => interceptLinkClicks(document, { guard, navigate: (href) => void router.navigate({ href }) }),
    [router, guard],
  );

  useEffect(() => {
    const stops = [
      router.subscribe('onBeforeNavigate', (event) => guard.record(event.toLocation.href)),
      router.subscribe('onResolved', (event) => guard.record(event.toLocation.href)),
      // A new page, not a new query on the same one: sorting a list must not steal focus.
      router.subscribe('onRendered', (event) => {
        markRenderedPath(event.toLocation.pathname);
        if (event.fromLocation && event.pathChanged) focusMainContent(document);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [router, guard]);

  // Marks the document once the app is live, for tests and benchmarks that must not act on bare HTML;
  // the performance mark times it from navigation start (the Lighthouse bench reads it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markRenderedPath(location.pathname);
    performance.mark(HYDRATED_MARK);
    // Below-the-fold blocks of the first page (`hydrateWhenIdle`) get their code now.
    ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(loadDeferredBlocks);
  }, []);

  useEffect(() => {
    if (!page) return;
    applyPageHead(document, page.head);
    applyThemeStyle(page.theme);
    document.documentElement.lang = htmlLang(page.lang);
  }, [page]);

  // The same context while the page's data stays the same object (./load-page.ts shares what did not change): the blocks that read it are not drawn again.
  const { data, route: pageRoute, shopper } = page?.pageData ?? {};
  const lang = page?.lang;
  const pageContext = useMemo<PageContextValue | null>(
    () => (data && pageRoute && lang ? { data, route: pageRoute, lang, shopper } : null),
    [data, pageRoute, lang, shopper],
  );

  if (!page || !pageContext) {
    // The very first page failed to load: frame the error with the default theme.
    return (
      <Layout theme={DEFAULT_THEME} siteName={siteConfig.name} lang={fallbackLang}>
        <Outlet />
      </Layout>
    );
  }

  const route = page.url.replace(/[?#].*$/, '');
  const accountLinks = <ShopperLinks shopper={page.pageData.shopper} lang={page.lang} userPrefix={siteConfig.userPrefix} />;
  const switcher = <LanguageSwitcher current={page.lang} routePath={page.pageData.route.path} pathAndSearch={page.url} siteConfig={siteConfig} />;
  // The navigation menu draws the whole bar and puts the switcher and account links in it; beside other header blocks the frame draws them.
  const barInHeader = page.header.blocks.some((block) => block.ok && block.type === 'navigation-menu');
  const header =
    page.header.blocks.length > 0 ? (
      <div className="container flex items-center gap-4">
        <div className="min-w-0 flex-1">
          <HeaderCornerContext
            value={
              barInHeader ? (
                <>
                  {switcher}
                  {accountLinks}
                </>
              ) : null
            }
          >
            <PageRenderer blocks={page.header.blocks} onBlockError={(issue) => reportBlockIssue(route, issue)} />
          </HeaderCornerContext>
        </div>
        {!barInHeader && switcher}
        {!barInHeader && accountLinks}
      </div>
    ) : undefined;
  const footer =
    page.footer.blocks.length > 0 ? <PageRenderer blocks={page.footer.blocks} onBlockError={(issue) => reportBlockIssue(route, issue)} /> : undefined;

  return (
    <PageContext value={pageContext}>
      <ProgressBar active={navigating} />
      <Layout theme={page.theme} siteName={siteConfig.name} lang={page.lang} header={header} footer={footer} languageSwitcher={switcher} accountLinks={accountLinks}>
        <Outlet />
      </Layout>
      <Toaster />
    </PageContext>
  );
}
