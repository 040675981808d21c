import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { globalI18n, initI18n, loadTranslationTables } from '../i18n/i18n';
import { adoptServerTexts } from '../renderer/kit/format';
import { loadEveryBlockCode } from '../blocks/drawable-block-code';
import { loadPageDataChecks } from '../renderer/kit/read-page-data';
import { createNavigationGuard } from '../navigation/navigation-guard';
import { LoadingSpinner } from '../renderer/react/loading-indicators';
import { App, createAppRouter } from '../router';
import { HYDRATED_MARK } from '../routes/-components/root-view';
import type { FirstPage } from './first-page';
import { onFirstIntent } from './first-intent';

/**
 * The last start-up stage: translations and the first page's block code are loaded before
 * hydrating, so the first client render matches the server's HTML exactly and nothing
 * flickers or refetches. `pause` lets the browser paint and take input between steps.
 */
export async function startShop({ page, siteConfig, lang }: FirstPage, pause: () => Promise<void>): Promise<void> {
  initI18n({ instance: globalI18n, lang, tables: await loadTranslationTables(lang) });
  // Prices and dates hydrate from the texts the server wrote: no formatter is built to start.
  if (page?.texts) adoptServerTexts(page.texts);
  await pause();

  // The previous page, for the page data request's referer (spec §7).
  let previousUrl = document.referrer;
  const router = createAppRouter({
    history: createBrowserHistory(),
    context: {
      siteConfig,
      i18n: globalI18n,
      initialPage: { current: page ? { url: page.url, status: page.status, pageData: page.pageData } : null },
      lastPage: { current: null },
      requestContext: () => ({ userAgent: navigator.userAgent, referer: previousUrl, cookies: document.cookie }),
      guard: createNavigationGuard(),
      isServer: false,
    },
  });
  router.subscribe('onResolved', (event) => {
    previousUrl = new URL(event.toLocation.href, location.origin).href;
  });

  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element to start in');
  const app = <App router={router} i18n={globalI18n} />;
  if (page && container.hasChildNodes()) {
    // Render the same tree shape as the server did (no client-only suspense wrappers).
    router.ssr = { manifest: undefined };
    await pause();
    await router.load();
    await pause();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a tap during start-up is not kept waiting.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration did not match the server HTML:', error),
      });
    });
  } else {
    // No server HTML: a spinner while the first page loads, then the page.
    const root = createRoot(container);
    root.render(
      <I18nextProvider i18n={globalI18n}>
        <LoadingSpinner />
      </I18nextProvider>,
    );
    await router.load();
    root.render(app);
  }
  // Both wait for hydration: it runs in slices with idle gaps between them, which they must not take.
  afterHydration(() => {
    // Their own code too comes only now: nothing of it is needed to draw or hydrate the page.
    import('../session-services')
      .then(({ startSessionServices }) =>
        startSessionServices(router, {
          openDialog: () => void import('../renderer/react/dialog-host').then(({ mountDialogHost }) => mountDialogHost()),
        }),
      )
      .catch((error: unknown) => console.error('Session services did not load:', error));
    loadChecksOnIntent();
  });
}

/** Runs `run` once the app has marked itself hydrated (root-view.tsx). */
function afterHydration(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName(HYDRATED_MARK).length > 0) return run();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(HYDRATED_MARK).length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'mark' });
}

/**
 * The schemas (zod, the blocks' props, the page data the blocks drawn so far declare) check
 * every page fetched after the first, and the table of every block's chunk draws it. A shopper
 * who only looks at the page they landed on never needs them (17 KB gzip; zod itself comes
 * anyway, with the live messages' schemas), so they load at the first sign of going on
 * (./first-intent.ts), while the pointer is on its way to a link; a navigation sooner loads
 * them itself.
 */
function loadChecksOnIntent(): void {
  onFirstIntent(document, () => {
    Promise.all([import('../routes/-components/check-page'), import('../navigation/page-request'), loadPageDataChecks(), loadEveryBlockCode()]).catch(
      (error: unknown) => console.error('The page checks did not load; the next navigation tries again:', error),
    );
  });
}
