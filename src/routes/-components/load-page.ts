import { redirect, replaceEqualDeep, type ParsedLocation } from '@tanstack/react-router';
import { switchLanguage } from '../../i18n/i18n';
import { languageOfPath } from '../../navigation/language-path';
import { preparePage, type LoadedPage } from './prepare-page';
import type { InitialPage, RouterContext } from './router-context';

/** A page whose data could not be had: shown in place, with a way to try again. */
export class PageLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'invalid-response',
    readonly status: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'PageLoadError';
  }
}

/** The browser's last page made ready to draw; never kept on the server, where one module serves every request. */
let lastLoaded: LoadedPage | null = null;

/** `/search/?q=a` and `/search?q=a` are the same page. */
function samePage(a: string, b: string): boolean {
  const normalize = (value: string) => {
    const queryStart = value.search(/[?#]/);
    const path = queryStart === -1 ? value : value.slice(0, queryStart);
    const search = queryStart === -1 ? '' : value.slice(queryStart).replace(/#.*$/, '');
    return `${path.replace(/\/+$/, '') || '/'}${search === '?' ? '' : search}`;
  };
  return normalize(a) === normalize(b);
}

function takeInitialPage(context: RouterContext, pathAndSearch: string): InitialPage | null {
  const initial = context.initialPage.current;
  if (!initial) return null;
  // The server renders exactly the page it was given, whatever the router makes of its URL.
  if (!context.isServer && !samePage(initial.url, pathAndSearch)) return null;
  context.initialPage.current = null;
  return initial;
}

/**
 * The one loader of every page route. The first page comes from the server's embedded
 * data; every later one from the page data endpoint (spec §7), with the failures of spec §8
 * turned into redirects to the error and sign-in pages.
 */
export async function loadPage({
  location,
  context,
  abortController,
}: {
  location: ParsedLocation;
  context: RouterContext;
  abortController: AbortController;
}): Promise<LoadedPage> {
  const pathAndSearch = `${location.pathname}${location.searchStr}`;
  let page = takeInitialPage(context, pathAndSearch);
  // The browser's first page was checked and drawn by the server from this very data.
  const checked = page !== null && !context.isServer;
  if (!page) {
    if (context.isServer) throw new Error(`No page data was given for ${pathAndSearch}`);
    // Fetching a page brings its answer's schema (zod), so it loads with the first navigation, or at the shopper's first sign of going on.
    const { fetchPageData } = await import('../../navigation/page-request');
    const outcome = await fetchPageData({
      pathAndSearch,
      lang: languageOfPath(location.pathname, context.siteConfig),
      context: context.requestContext(),
      signal: abortController.signal,
      fetch: context.fetch,
      held: context.lastPage?.current ?? null,
    });
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
    if (outcome.kind === 'failed') throw new PageLoadError(outcome.reason, outcome.status, outcome.detail);
    page = { url: pathAndSearch, status: outcome.status, pageData: outcome.pageData };
  }
  if (context.lastPage) context.lastPage.current = page.pageData;
  let loaded = await preparePage({ ...page, url: pathAndSearch, siteConfig: context.siteConfig, checked });
  // What did not change since the browser's last page (the header, the footer, a block, the page's
  // data) keeps its objects, so the renderer draws again only what did: a block the composer edits.
  if (!context.isServer) lastLoaded = loaded = replaceEqualDeep(lastLoaded, loaded);
  // Translate the interface before the new page is shown, not a moment after.
  if (!context.isServer) await switchLanguage(context.i18n, loaded.lang);
  return loaded;
}
