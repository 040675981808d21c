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

/** The flags for one product: the theme's, less what the product turns off for itself. */
export function withProductDisplay(flags: DisplayFlags, display: { showSlideImage?: false; showFavorite?: false; showCart?: false } | undefined): DisplayFlags {
  if (!display) return flags;
  return {
    showSlideImage: flags.showSlideImage && display.showSlideImage !== false,
    showFavorite: flags.showFavorite && display.showFavorite !== false,
    showCart: flags.showCart && display.showCart !== false,
  };
}

/** Defaults to everything shown, as the spec does, so a block drawn alone still behaves. */
export const DisplayFlagsContext = createContext<DisplayFlags>(DEFAULT_DISPLAY_FLAGS);

export function useDisplayFlags(): DisplayFlags {
  return useContext(DisplayFlagsContext);
}
