import type { AnyRouter } from '@tanstack/react-router';

/*
 * What runs once the page is interactive: the API client learns the router's navigation,
 * the stored language prefix follows the page shown, and visitor tracking and the
 * realtime connection start (spec §4). They are loaded at idle time so the first page's
 * JavaScript stays small.
 */
export type SessionServiceOptions = {
  /** Makes the shop's dialog ready to show the server's code-10 messages (loaded when first needed). */
  openDialog?: () => void;
};

export function startSessionServices(router: AnyRouter, { openDialog }: SessionServiceOptions = {}): void {
  const start = async () => {
    const [
      { configureApiClient },
      { startVisitorTracking, ensureVisitorId },
      { listenForLiveMessages },
      { catchUpAfterReconnects },
      { session, setLangPath, isLoggedIn, reconcileWithPage, followSignInsElsewhere },
      { rememberLanguage },
      { showDialog },
    ] = await Promise.all([
      import('./api/client'),
      import('./api/visitor'),
      import('./api/live-messages'),
      import('./api/catch-up'),
      import('./state/session'),
      import('./navigation/remember-language'),
      import('./state/dialogs'),
    ]);
    // Before the client can answer a code 50 with a sign-in redirect, which reads it.
    rememberLanguage(router, { read: () => session.langPath, write: setLangPath });
    configureApiClient({
      navigate: (href) => void router.navigate({ href }),
      currentPage: () => router.state.location.href,
      showDialog: (message) => {
        openDialog?.();
        void showDialog(message);
      },
    });
    // Who is signed in is what the server drew the page for; the stored marker follows it.
    const drawnFor = () => drawnForShopper(router.state.matches.at(-1)?.loaderData);
    reconcileWithPage(drawnFor());
    router.subscribe('onResolved', () => reconcileWithPage(drawnFor()));
    followSignInsElsewhere({ drawnForShopper: drawnFor });
    startVisitorTracking();
    // Every page hears public news (stock); a signed-in shopper's pages hear their own too.
    listenForLiveMessages({ visitorId: ensureVisitorId(), followSignIns: true });
    // What a shopper's news said while the connection was down, the page shows once it is back.
    catchUpAfterReconnects(() => void router.invalidate(), isLoggedIn);
    // The wish list's calls stay out of the first page too; only a signed-in shopper loads them.
    if (isLoggedIn()) await (await import('./api/favorites')).startWishList();
  };
  const run = () => start().catch((error: unknown) => console.error('Session services did not start:', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}

/** Whether the page a route loaded (`{pageData}`) was drawn for a signed-in shopper. */
export function drawnForShopper(loaded: unknown): boolean {
  if (typeof loaded !== 'object' || loaded === null || !('pageData' in loaded)) return false;
  const { pageData } = loaded;
  return (
    typeof pageData === 'object' &&
    pageData !== null &&
    'shopper' in pageData &&
    typeof pageData.shopper === 'object' &&
    pageData.shopper !== null
  );
}
