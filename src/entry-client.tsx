// The one stylesheet: reset, base styles and utilities, in that order (uno.config.ts).
import 'virtual:uno.css';
import { firstScreenPictures, preloadCode, readCodeList } from './boot/code-list';

/*
 * The page is already drawn by the server; starting the shop only makes it interactive.
 * Its code is fetched once the first screen's pictures are in (see boot/code-list.ts).
 * It starts in stages, each its own chunk (all fetched together up front) evaluated in its
 * own short task, so a phone is never held for long at once and answers a tap in between:
 * the page data, React, the translation library, the router, the shop's own code, then
 * the hydration itself, which React runs in slices. The schemas (zod) are not among them:
 * the server checked the first page, and they load when the browser is idle afterwards.
 */

/** Lets the browser paint and handle input before the next stage. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads a library stage. Its export is asked for so that the bundler keeps the library in it. */
async function evaluate(stage: () => Promise<{ library: unknown }>): Promise<void> {
  const { library } = await stage();
  if (library === undefined) throw new Error('A start-up library stage came without its library');
}

async function start() {
  await firstScreenPictures(document);
  await preloadCode(document, readCodeList(document), pause);
  const { readFirstPage } = await import('./boot/first-page');
  await pause();
  const first = await readFirstPage(document, location);
  for (const library of [() => import('./boot/libraries/react'), () => import('./boot/libraries/i18n'), () => import('./boot/libraries/router')]) {
    await pause();
    await evaluate(library);
  }
  await pause();
  const { startShop } = await import('./boot/start-shop');
  await startShop(first, pause);
}

start().catch((error: unknown) => console.error('The shop could not start in this browser:', error));
