/*
 * The grids of cards a block lays out in 2, 3 or 4 columns on a wide screen, said once, with
 * the image sizes that go with them (what a card's picture is drawn at, for `sizes`). Whole
 * class names, so the stylesheet generator finds them in this file, which is a .tsx for that
 * reason alone: the generator reads component files, not plain modules.
 */

export type GridColumns = 2 | 3 | 4;

/** Product cards: two side by side on a phone, as shops show them. */
export const PRODUCT_GRID = {
  columns: {
    2: 'grid gap-x-4 gap-y-8 grid-cols-2',
    3: 'grid gap-x-4 gap-y-8 grid-cols-2 md:grid-cols-3',
    4: 'grid gap-x-4 gap-y-8 grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  },
  sizes: {
    2: '(min-width: 1280px) 620px, 50vw',
    3: '(min-width: 1280px) 410px, (min-width: 768px) 33vw, 50vw',
    4: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  },
} as const satisfies { columns: Record<GridColumns, string>; sizes: Record<GridColumns, string> };

/** Article cards: one a row on a phone, where a summary needs the width. */
export const ARTICLE_GRID = {
  columns: {
    2: 'grid grid-cols-1 sm:grid-cols-2',
    3: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
    4: 'grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  },
  sizes: {
    2: '(min-width: 640px) 50vw, 100vw',
    3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    4: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  },
} as const satisfies { columns: Record<GridColumns, string>; sizes: Record<GridColumns, string> };
