import { useSyncExternalStore } from 'react';

// Whether scripts run does not change while a page is open; there is nothing to listen to.
const subscribe = () => () => {};

/**
 * Whether the page's script runs: false in the server's HTML and while hydrating on it, true
 * in the render React makes right after and on every page drawn in the browser. For what only
 * a script makes true, such as a button that opens a dialog instead of posting its form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
