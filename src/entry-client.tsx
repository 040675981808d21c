import 'virtual:uno.css';
import './styles/base.css';
import { createBrowserHistory } from '@tanstack/react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { globalI18n, initI18n, loadTranslationTables } from './i18n/i18n';
import { readEmbeddedPage } from './navigation/embedded-page';
import { languageOfPath } from './navigation/language-path';
import { createNavigationGuard } from './navigation/navigation-guard';
import { LoadingSpinner } from './renderer/react/loading-indicators';
import { App, createAppRouter } from './router';
import { startSessionServices } from './session-services';
import { pageLanguage } from './routes/-components/prepare-page';
import { siteConfigSchema } from './schema/site-config';

/*
 * Boot order matters: translations and the first page's block code are loaded before
 * hydrating, so the first client render matches the server's HTML exactly and nothing
 * flickers or refetches.
 */
async function start() {
  const embedded = readEmbeddedPage(document);
  if (embedded && !embedded.ok) console.error(`Server page data unusable, loading the page again: ${embedded.reason}`);
  const initial = embedded?.ok ? embedded.page : null;
  const siteConfig = initial?.siteConfig ?? siteConfigSchema.parse({});
  const lang = initial ? pageLanguage(initial.pageData, initial.url, siteConfig) : languageOfPath(location.pathname, siteConfig);

  initI18n({ instance: globalI18n, lang, tables: await loadTranslationTables(lang) });

  // The previous page, for the page data request's referer (spec §7).
  let previousUrl = document.referrer;
  const router = createAppRouter({
    history: createBrowserHistory(),
    context: {
      siteConfig,
      i18n: globalI18n,
      initialPage: { current: initial ? { url: initial.url, status: initial.status, pageData: initial.pageData } : null },
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
  if (initial && container.hasChildNodes()) {
    // Render the same tree shape as the server did (no client-only suspense wrappers).
    router.ssr = { manifest: undefined };
    await router.load();
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration did not match the server HTML:', error),
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
  startSessionServices(router);
}

start().catch((error: unknown) => console.error('The shop could not start in this browser:', error));
