import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { routeTree } from './route-tree.gen';
import type { LoadedPage } from './routes/-components/prepare-page';
import type { RouterContext } from './routes/-components/router-context';

/**
 * The shop's router. The server makes one per request (memory history, `isServer`);
 * the browser makes one for the tab (browser history).
 */
export function createAppRouter({ history, context }: { history: RouterHistory; context: RouterContext }) {
  // Read through a holder: the router's options cannot name the router's own type.
  const shown: { page: () => LoadedPage | undefined } = { page: () => undefined };
  const router = createRouter({
    routeTree,
    history,
    context,
    isServer: context.isServer,
    // `/zh-HK/` and `/zh-HK` are served alike; rewriting the URL would only cost a reload of the data.
    trailingSlash: 'preserve',
    // Every navigation asks the server afresh: prices, stock and carts change.
    defaultStaleTime: 0,
    defaultPreloadStaleTime: 0,
    /*
     * Scroll goes back to the top on navigation (and back/forward restores it) unless the
     * new page is flagged not to reload (spec §2). The server writes no restoration script.
     */
    scrollRestoration: context.isServer ? false : () => !keepsScroll(shown.page()),
  });
  shown.page = () => router.state.matches.at(-1)?.loaderData;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

function keepsScroll(page: LoadedPage | undefined): boolean {
  return page?.pageData.pageBody?.noReload === true;
}

/** The whole app: translations around the router. */
export function App({ router, i18n }: { router: AppRouter; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
