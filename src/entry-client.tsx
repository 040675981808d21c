import 'virtual:uno.css';
import './styles/base.css';
import { firstScreenPictures, preloadCode, readCodeList } from './boot/code-list';

/*
 * The page is already drawn by the server; starting the shop only makes it interactive.
 * Its code is fetched once the first screen's pictures are in (see boot/code-list.ts).
 * It starts in stages, each loaded as its own chunk (fetched together up front) and run
 * as its own short task, so a phone is never held for the whole start-up at once: first the
 * page data and its schemas, then the libraries, then the shop's own code, then the
 * hydration itself, which React runs in slices.
 */

/** Lets the browser paint and handle input before the next stage. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await firstScreenPictures(document);
  preloadCode(document, readCodeList(document));
  const { readFirstPage } = await import('./boot/first-page');
  await pause();
  const first = readFirstPage(document, location);
  await pause();
  await import('./boot/libraries');
  await pause();
  const { startShop } = await import('./boot/start-shop');
  await startShop(first, pause);
}

start().catch((error: unknown) => console.error('The shop could not start in this browser:', error));
