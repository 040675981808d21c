import { createContext, useContext } from 'react';
import { DEFAULT_FLAGS, type Theme } from '../../schema/theme-values';

/** The product display flags of the theme (spec §3). */
export type DisplayFlags = { showSlideImage: boolean; showFavorite: boolean; showCart: boolean };

export const DEFAULT_DISPLAY_FLAGS: DisplayFlags = {
  showSlideImage: DEFAULT_FLAGS.showSlideImage,
  showFavorite: DEFAULT_FLAGS.showFavorite,
  showCart: DEFAULT_FLAGS.showCart,
};

export function displayFlagsOf(theme: Theme): DisplayFlags {
  return { showSlideImage: theme.showSlideImage, showFavorite: theme.showFavorite, showCart: theme.showCart };
}

/** Defaults to everything shown, as the spec does, so a block drawn alone still behaves. */
export const DisplayFlagsContext = createContext<DisplayFlags>(DEFAULT_DISPLAY_FLAGS);

export function useDisplayFlags(): DisplayFlags {
  return useContext(DisplayFlagsContext);
}
