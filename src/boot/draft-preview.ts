import type { WindowLike } from 'dompurify';
import { registry } from '../blocks/registry';
import type { BlockRegistry } from '../renderer/core/define-block';
import { settleBlocks } from '../renderer/core/resolve-page';
import { createHtmlSanitizer } from '../renderer/core/sanitize-html';
import { resolveTheme } from '../renderer/core/theme';
import {
  DRAFT_PREVIEW_DATA_PATH,
  previewBodySchema,
  previewMarkSchema,
  previewRegionOf,
  previewThemeSchema,
  type DraftPreviewMessage,
  type PreviewDataRequest,
  type PreviewRegion,
} from '../schema/draft-preview';
import { ResponseCode } from '../schema/envelope';
import type { SafeHtml } from '../schema/html';
import { pageBodySchema, type PageData } from '../schema/page';
import type { Theme } from '../schema/theme-values';
import { dataNeedsOf, followPageData, readPreviewData, withAnsweredData, type DataNeeds } from './preview-data';
import { createBlockMark } from './preview-mark';

/*
 * The preview document's side of the composer's live preview (../schema/draft-preview.ts).
 * Only the preview document loads this code (the server writes its script into that document
 * alone, from the back office's build), so no shopper page carries a byte of it.
 *
 * A body the composer sends is settled here exactly as the server settles a page it sends:
 * every block checked against its schema, its HTML cleaned, a broken block kept with its
 * issues only. The shop's router then loads the page again, as it loads any page it fetched,
 * and its own checks draw each block or its degraded form: what a shopper would see.
 *
 * A body that names page data the frame does not hold (a product list of another category)
 * is drawn at once all the same, and the server is asked for that body's data once the
 * composer is quiet (./preview-data.ts); a body of new texts asks nothing. The block the
 * merchant selects in the composer is marked over the page (./preview-mark.ts).
 */

/** The parts of the shop's router the preview uses: TanStack Router's instance, which it puts on the window in a browser. */
export type PreviewRouter = {
  options: { context: { fetch?: typeof globalThis.fetch } };
  invalidate(): Promise<unknown>;
  history: {
    block(blocker: {
      blockerFn: (args: { currentLocation: { href: string }; nextLocation: { href: string } }) => boolean;
      enableBeforeUnload?: boolean;
    }): () => void;
  };
};

export function isPreviewRouter(value: unknown): value is PreviewRouter {
  if (typeof value !== 'object' || value === null) return false;
  const { options, invalidate, history } = value as Record<string, unknown>;
  const context = typeof options === 'object' && options !== null ? (options as { context?: unknown }).context : undefined;
  return typeof invalidate === 'function' && typeof context === 'object' && context !== null && typeof (history as { block?: unknown } | undefined)?.block === 'function';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page data with the composer's body in place of the key's region, settled as the server
 * settles what it sends. A body that is not a page body at all draws as a page without one
 * (the shop's "template missing" screen), never as a blank page.
 */
export function pageDataWithBody(
  pageData: PageData,
  key: string,
  body: unknown,
  clean: (html: string) => SafeHtml,
  blocks: BlockRegistry = registry,
): PageData {
  return drawnWithBody(pageData, key, body, clean, blocks).pageData;
}

const NO_NEEDS: DataNeeds = { sources: new Map(), keys: new Set() };

/** `pageDataWithBody`, and the page data its checked blocks need from the server, read in the same pass. */
function drawnWithBody(
  pageData: PageData,
  key: string,
  body: unknown,
  clean: (html: string) => SafeHtml,
  blocks: BlockRegistry,
): { pageData: PageData; needs: DataNeeds } {
  const region = previewRegionOf(key);
  if (region !== 'pageBody') {
    const list = isObject(body) && Array.isArray(body.blocks) ? body.blocks : [];
    const settled = settleBlocks(list, blocks, clean, ['layout', region]);
    return { pageData: { ...pageData, layout: { ...pageData.layout, [region]: settled.blocks } }, needs: dataNeedsOf(settled.resolved, blocks) };
  }
  const parsed = pageBodySchema.safeParse(body);
  if (!parsed.success) return { pageData: { ...pageData, pageBody: null }, needs: NO_NEEDS };
  const settled = settleBlocks(parsed.data.blocks, blocks, clean);
  return { pageData: { ...pageData, pageBody: { ...parsed.data, blocks: settled.blocks } }, needs: dataNeedsOf(settled.resolved, blocks) };
}

/** The attribute the renderer writes on each block's slot, shoppers' pages included: the block's id. */
const BLOCK_ID_ATTRIBUTE = 'data-block-id';

/** The landmark a region's blocks are drawn in: the page body in `main`, the layout's regions in the header and footer outside it. */
function isInRegion(element: Element, region: PreviewRegion): boolean {
  if (region === 'pageBody') return element.closest('main') !== null;
  return element.closest(region) !== null && element.closest('main') === null;
}

/**
 * The ids of the block drawn at `target` and of each block it is drawn inside, outermost first;
 * null when the target is no block of `region` (another region's block, the shop's own chrome).
 */
export function blockIdsAt(target: EventTarget | null, region: PreviewRegion): string[] | null {
  const start = target as Partial<Element> | null;
  if (typeof start?.closest !== 'function') return null;
  const ids: string[] = [];
  let outermost: Element | null = null;
  for (let slot = start.closest(`[${BLOCK_ID_ATTRIBUTE}]`); slot; slot = slot.parentElement?.closest(`[${BLOCK_ID_ATTRIBUTE}]`) ?? null) {
    ids.unshift(slot.getAttribute(BLOCK_ID_ATTRIBUTE) ?? '');
    outermost = slot;
  }
  if (!outermost || !isInRegion(outermost, region) || ids.some((id) => id === '')) return null;
  return ids;
}

/** The element of the block named by its id and its parents' ids, outermost first, in `region`; null when it is not drawn. */
export function blockElementAt(root: ParentNode, ids: readonly string[], region: PreviewRegion): Element | null {
  const last = ids.at(-1);
  if (last === undefined) return null;
  for (const slot of root.querySelectorAll(`[${BLOCK_ID_ATTRIBUTE}]`)) {
    if (slot.getAttribute(BLOCK_ID_ATTRIBUTE) !== last) continue;
    const found = blockIdsAt(slot, region);
    if (found && found.length === ids.length && found.every((id, index) => id === ids[index])) return slot;
  }
  return null;
}

/** A page data request (`?request=route`) for the framed page's own path, which the preview answers itself. */
function isOwnPageRequest(input: RequestInfo | URL, win: Window, path: string): boolean {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, win.location.href);
  const clean = (value: string) => value.replace(/\/+$/, '') || '/';
  return url.origin === win.location.origin && url.searchParams.get('request') === 'route' && clean(url.pathname) === clean(path);
}

export type PreviewSetup = {
  win: Window;
  router: PreviewRouter;
  /** The page key whose draft the composer edits, as the server marked the document. */
  key: string;
  /** The draft's locale, as the document was asked for it: the server's page data for an edited body is of this draft. */
  locale: string;
  /** Whether that key's draft is drawn at this address; when not, the composer's bodies change nothing here. */
  drawn: boolean;
  /** The page the server drew, as it embedded it. */
  page: { url: string; pageData: PageData };
  /** The only window whose messages count: the back office page that framed this one. */
  composer?: Window;
  blocks?: BlockRegistry;
};

/**
 * Listens for the composer's bodies and redraws the page with each, keeps the frame on its page
 * (links and forms do nothing; the merchant stays in the composer), names a clicked block to
 * the composer, and tells the composer it listens. Answers the function that stops it all.
 */
export function followComposer({ win, router, key, locale, drawn, page, composer = win.parent, blocks = registry }: PreviewSetup): () => void {
  const clean = createHtmlSanitizer(win as unknown as WindowLike);
  const path = page.url.replace(/[?#].*$/, '');
  const region = previewRegionOf(key);
  const ownFetch = win.fetch.bind(win);
  // The page the bodies are drawn into: the server's, with the data it answered for edited bodies since.
  let base = page.pageData;
  let shown = page.pageData;
  // The latest body the composer sent; undefined until it sends one.
  let body: unknown;
  // The theme editor's theme, resolved; null draws the page's own.
  let theme: Theme | null = null;

  // The router loads this page's data again on each redraw: it gets the preview's, checked as any fetched page is.
  const context = router.options.context;
  context.fetch = (input, init) =>
    isOwnPageRequest(input, win, path)
      ? Promise.resolve(
          new Response(JSON.stringify({ code: ResponseCode.success, msg: '', data: theme ? { ...shown, theme } : shown }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      : ownFetch(input, init);

  const mark = createBlockMark(win, (ids) => blockElementAt(win.document, ids, region));
  // The ids the merchant last clicked in the frame: selecting them again in the composer needs no scroll.
  let clicked: readonly string[] | null = null;

  // One redraw at a time; bodies that come meanwhile are drawn together by the next, which reads the latest.
  let drawing: Promise<unknown> | null = null;
  let again = false;
  const redraw = () => {
    if (drawing) {
      again = true;
      return;
    }
    drawing = router
      .invalidate()
      .catch((error: unknown) => console.error('The preview could not draw the page:', error))
      .finally(() => {
        drawing = null;
        mark.follow();
        if (again) {
          again = false;
          redraw();
        }
      });
  };

  /** The page data of the edited body from the server: only when it names data the page does not hold (another category's products). */
  const askServer = async (pageBody: unknown) => {
    const request: PreviewDataRequest = { key, locale, path: page.url, pageBody };
    const response = await ownFetch(DRAFT_PREVIEW_DATA_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    return readPreviewData(response);
  };
  const pageDataFollower = followPageData({
    ask: askServer,
    take: (answer) => {
      base = { ...base, data: withAnsweredData(base.data, answer) };
      shown = drawnWithBody(base, key, body, clean, blocks).pageData;
      redraw();
    },
  });

  const onMessage = (event: MessageEvent) => {
    // Only the back office page that framed this one, on the shop's own origin, may change it.
    if (event.origin !== win.location.origin || event.source !== composer || composer === win) return;
    const selected = previewMarkSchema.safeParse(event.data);
    if (selected.success) {
      if (selected.data.key !== key || !drawn) return;
      const { ids, label } = selected.data;
      // A block clicked here is already in view: only a choice made in the composer scrolls the page.
      const fromHere = ids !== null && clicked !== null && ids.length === clicked.length && ids.every((id, index) => id === clicked![index]);
      clicked = null;
      mark.show(ids, label, !fromHere);
      return;
    }
    const themed = previewThemeSchema.safeParse(event.data);
    if (themed.success) {
      // Resolved as the server resolves a stored theme: each value checked by its grammar, a refused one at its default.
      theme = resolveTheme(themed.data.theme).theme;
      redraw();
      return;
    }
    const message = previewBodySchema.safeParse(event.data);
    if (!message.success || message.data.key !== key || !drawn) return;
    body = message.data.pageBody;
    const drawnBody = drawnWithBody(base, key, body, clean, blocks);
    shown = drawnBody.pageData;
    redraw();
    pageDataFollower.follow(body, drawnBody.needs, base.data);
  };
  // A preview is one page: following a link or sending a form would leave the draft behind.
  const stayOnPage = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    if (event.type === 'submit' || target?.closest?.('a[href], area[href]')) event.preventDefault();
  };
  // A click on a block of the draft names it to the composer, which opens its form; the click goes on as it would.
  const pickBlock = (event: MouseEvent) => {
    if (!drawn || composer === win || event.button !== 0) return;
    const ids = blockIdsAt(event.target, previewRegionOf(key));
    if (!ids) return;
    const picked: DraftPreviewMessage = { type: 'vitrine:preview-select', key, ids };
    clicked = ids;
    composer.postMessage(picked, win.location.origin);
  };
  const unblock = router.history.block({ blockerFn: ({ currentLocation, nextLocation }) => nextLocation.href !== currentLocation.href, enableBeforeUnload: false });
  win.addEventListener('message', onMessage);
  win.addEventListener('click', stayOnPage, true);
  win.addEventListener('click', pickBlock, true);
  win.addEventListener('submit', stayOnPage, true);

  const ready: DraftPreviewMessage = { type: 'vitrine:preview-ready', key, drawn };
  if (composer !== win) composer.postMessage(ready, win.location.origin);

  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('click', stayOnPage, true);
    win.removeEventListener('click', pickBlock, true);
    win.removeEventListener('submit', stayOnPage, true);
    unblock();
    mark.stop();
    pageDataFollower.stop();
    delete context.fetch;
  };
}
