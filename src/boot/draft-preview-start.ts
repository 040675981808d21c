import { readServerPage } from '../navigation/server-page';
import { DRAFT_PREVIEW_ATTRIBUTES } from '../schema/draft-preview';
import { WEB_API_BASE_PATH, type WebApi } from '../schema/web-api';

/*
 * The script of the composer's preview document (GET /admin/preview), built with the back
 * office and written by the server into that document alone, before the shop's own entry.
 * It puts the framed page's own address in the location bar, so the shop's router starts on
 * the page the server drew; once the shop has started it follows the composer (./draft-preview.ts).
 */

/**
 * Calls a shopper's page makes that the preview must not: a merchant looking at a draft is no
 * visit, and a broken block of the draft is the composer's to show, not the shop's logs' to keep.
 */
const NOT_FROM_A_PREVIEW = new Set((['visitor/track', 'block-error'] satisfies (keyof WebApi)[]).map((call) => `${WEB_API_BASE_PATH}/${call}`));

/** Answers those calls here, as the shop would accept them, before the shop's code has started. */
function keepPreviewQuiet(): void {
  const quiet = (href: string) => NOT_FROM_A_PREVIEW.has(new URL(href, window.location.href).pathname);
  const ownFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!quiet(href)) return ownFetch(input, init);
    return Promise.resolve(new Response(JSON.stringify({ code: 0, msg: '', data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  if (typeof navigator.sendBeacon !== 'function') return;
  const ownBeacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => quiet(String(url)) || ownBeacon(url, data);
}

/** The shop's router, once the shop has started and hydrated (TanStack Router names it on the window). */
function shopStarted(): Promise<unknown> {
  const root = document.documentElement;
  const router = () => (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
  return new Promise((resolve) => {
    if (root.dataset.hydrated && router()) return resolve(router());
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated || !router()) return;
      observer.disconnect();
      resolve(router());
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

async function startPreview(): Promise<void> {
  const root = document.documentElement;
  const key = root.getAttribute(DRAFT_PREVIEW_ATTRIBUTES.key);
  const embedded = readServerPage(document);
  if (key === null || !embedded?.ok) return;
  // Read from the document's own address before it gives way to the framed page's.
  const locale = new URLSearchParams(window.location.search).get('locale') ?? '';
  keepPreviewQuiet();
  window.history.replaceState(window.history.state, '', embedded.page.url);
  const [router, { followComposer, isPreviewRouter }] = await Promise.all([shopStarted(), import('./draft-preview')]);
  if (!isPreviewRouter(router)) throw new Error('The shop in the preview has no router to redraw with');
  followComposer({ win: window, router, key, locale, drawn: root.getAttribute(DRAFT_PREVIEW_ATTRIBUTES.drawn) === 'true', page: embedded.page });
}

startPreview().catch((error: unknown) => console.error('The preview could not follow the composer:', error));
