import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the page frame puts at the end of the header (the language switch and the account
 * links). A header block that draws the whole bar (navigation-menu) places it among its own
 * controls, so the bar stays one row; the frame draws it beside the header's blocks otherwise.
 */
export const HeaderCornerContext = createContext<ReactNode>(null);

export function useHeaderCorner(): ReactNode {
  return useContext(HeaderCornerContext);
}
