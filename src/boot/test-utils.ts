import { waitFor } from '@testing-library/react';
import { render } from '../entry-server';
import { testSiteConfig } from '../routes/-components/page-fixtures';
import type { PageData } from '../schema/page';
import { followComposer, isPreviewRouter } from './draft-preview';

/*
 * The composer's preview document in a test: the server's HTML of a page at /page/about put in
 * this document, the real client entry hydrating it, then the preview following the composer's
 * window, as src/boot/draft-preview-start.ts starts it in a browser.
 */

export const PREVIEW_KEY = 'page/about';

/** A rich-text block, the simplest block a body carries. */
export const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });

/** The composer's message carrying a body of `blocks`. */
export const bodyMessage = (blocks: unknown[]) => ({ type: 'vitrine:preview-body', key: PREVIEW_KEY, pageBody: { template: 'page', blocks } });

/** A message as a page posts it to the preview, from `source` on `origin`. */
export function postToPreview(data: unknown, source: Window, origin = window.location.origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** Puts the server's HTML of `served` in this document, at its address. */
export async function drawServerPage(served: PageData): Promise<void> {
  const ssr = await render({ url: '/page/about', pageData: served, siteConfig: testSiteConfig, status: 200 });
  document.head.innerHTML = ssr.head;
  document.body.innerHTML = ssr.body;
  window.history.replaceState(null, '', '/page/about');
}

/** Starts the shop on the drawn page and, once hydrated, the preview following `composer`. */
export async function followFrom(composer: Window, served: PageData): Promise<void> {
  await import('../entry-client');
  await waitFor(() => {
    if (document.documentElement.dataset.hydrated !== 'true') throw new Error('The shop has not hydrated yet');
  }, { timeout: 15_000 });
  const router: unknown = (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
  if (!isPreviewRouter(router)) throw new Error('The shop started without its router on the window');
  followComposer({ win: window, router, key: PREVIEW_KEY, locale: 'en', drawn: true, page: { url: '/page/about', pageData: served }, composer });
}
