import type { BlockCode } from '../renderer/core/define-block';

/*
 * The block code the browser can draw with. Its first page needs only the code of the blocks
 * on it, and the server names their chunks in the page's code list, so the table of every
 * block's chunk (./block-code.ts, about 22 bytes gzip a block and growing with each one) stays
 * out of the first load: it loads with the first page the browser fetches itself, or at the shopper's first sign of
 * going on (../boot/first-intent.ts).
 * The server, tests and development take the whole table at once.
 */

export const drawableBlockCode: Record<string, BlockCode> = {
  // The header's and the footer's blocks: every page's layout draws them, so they come in the
  // shop's own start-up chunk (see vite.config.ts) instead of a file each on every first load.
  'navigation-menu': { load: () => import('./navigation-menu/navigation-menu') },
  footer: { load: () => import('./footer/footer') },
};

/** Draws these types from the chunks the server named (`{type: '/assets/x-hash.js'}`). */
export function addListedBlocks(listed: Readonly<Record<string, string>>): void {
  for (const [type, href] of Object.entries(listed)) {
    if (!Object.hasOwn(drawableBlockCode, type)) drawableBlockCode[type] = { load: () => import(/* @vite-ignore */ href) };
  }
}

let everyBlock: Promise<void> | null = null;

/**
 * Adds every block of the build. Types already there keep their entry: the same chunk by
 * the same address is the same module, and a block already drawn must not load again.
 */
export function loadEveryBlockCode(): Promise<void> {
  everyBlock ??= import('./block-code').then(({ blockCode }) => {
    for (const [type, code] of Object.entries(blockCode)) if (!Object.hasOwn(drawableBlockCode, type)) drawableBlockCode[type] = code;
  });
  return everyBlock;
}
