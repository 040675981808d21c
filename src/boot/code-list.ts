// The list's element and format are shared with the server, which writes it.
export { CODE_LIST_ELEMENT_ID, codeListScript, readCodeList } from '../renderer/core/code-list-script';

/*
 * The server draws every page in full, so the shop's code only makes it interactive. On a
 * slow phone connection the first screen's pictures and that code would share the line;
 * the pictures go first. The server lists the code a page needs (its start-up stages,
 * block chunks and translations) instead of preloading it from the head; the browser starts
 * fetching all of it at once, in parallel, when the first screen's pictures have arrived.
 */

/** Longest wait for the first screen's pictures: a stalled picture must not keep the shop from working. */
export const MAX_PICTURE_WAIT_MS = 3000;

/** Resolves once every picture the page marked as first-screen (`fetchpriority="high"`) has loaded or failed, or after `maxWaitMs`. */
export function firstScreenPictures(doc: Pick<Document, 'querySelectorAll'>, maxWaitMs = MAX_PICTURE_WAIT_MS): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const settle = () => {
      left -= 1;
      if (left === 0) resolve();
    };
    for (const image of pending) {
      image.addEventListener('load', settle, { once: true });
      image.addEventListener('error', settle, { once: true });
    }
    setTimeout(resolve, maxWaitMs);
  });
}

/** How many module fetches one task starts: each insertion costs the main thread a little, and all at once made a long task. */
export const PRELOADS_PER_TASK = 4;

/**
 * Starts fetching every listed module, without running any of them yet, a few per task so
 * that starting the fetches never holds the main thread for long. Resolves once all are started.
 */
export async function preloadCode(doc: Document, hrefs: readonly string[], pause: () => Promise<void>): Promise<void> {
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await pause();
    const links = doc.createDocumentFragment();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    doc.head.append(links);
  }
}
