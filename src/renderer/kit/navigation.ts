import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';

/*
 * Links need nothing from here: the shop turns clicks on same-site `<a href>` into in-app
 * navigations. This is for what is not a click on a link: a sort menu that changes, a
 * filter form that is sent, a picked variant that renames the page.
 */

export type NavigateOptions = { replace?: boolean };
export type Navigate = (href: string, options?: NavigateOptions) => void;

/**
 * Where navigations go when a block is drawn without the shop's router around it: a story
 * shows them in its actions panel, a test records them.
 */
export const NavigateContext = createContext<Navigate | null>(null);

/**
 * Navigates in the app: the page data of `href` is fetched and the body swapped, no reload.
 * Outside a router (and outside a NavigateContext) it falls back to loading the page.
 *
 * @example
 * const navigate = useNavigateTo();
 * navigate(`${category.href}?sort=price-asc`);
 */
export function useNavigateTo(): Navigate {
  const given = useContext(NavigateContext);
  const router: AnyRouter | undefined = useRouter({ warn: false });
  return useCallback<Navigate>(
    (href, options = {}) => {
      if (given) return given(href, options);
      if (router) {
        void router.navigate({ href, replace: options.replace === true });
        return;
      }
      if (options.replace) window.location.replace(href);
      else window.location.assign(href);
    },
    [given, router],
  );
}

/**
 * Puts `href` in the address bar without loading anything, for a page whose content the
 * shopper is already changing in place (a product variant). Going through the router
 * instead would fetch the same page again, redraw it, scroll to the top and move focus to
 * the heading on every arrow key in an option group. The router patches
 * `history.replaceState` to hear about changes; the prototype's own method is the browser's
 * untouched. The history entry keeps its state, so back, forward and reload still land on
 * the URL shown.
 */
export function replaceAddress(href: string): void {
  if (typeof window === 'undefined') return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.href === window.location.href) return;
  History.prototype.replaceState.call(window.history, window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** What renames the page in place; stories, which live at their own URL, record it instead. */
export const ReplaceAddressContext = createContext<(href: string) => void>(replaceAddress);

export function useReplaceAddress(): (href: string) => void {
  return useContext(ReplaceAddressContext);
}
