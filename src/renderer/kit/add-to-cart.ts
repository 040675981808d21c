import type { DrawerOpener } from './cart-drawer';

/*
 * Add to cart sits on every product card of every page, so what the page carries for it is a
 * plain button and these two lines: the cart's calls and the drawer load as the shopper
 * reaches for the button (pointer over it, focus on it) or on the first press, as the
 * favorite heart's calls do. The drawer draws itself beside the page with the page's
 * translations and gives the focus back to the button that opened it.
 */

/** Loads the drawer and the cart's calls (once; the module loader keeps them). */
export const loadCartDrawer = () => import('./cart-drawer');
export const prefetchCartDrawer = () => void loadCartDrawer().catch(() => undefined);

/**
 * What an add-to-cart button does when pressed: `item` is the variant (the product page's
 * choice) or the product, whose first variant in stock the server picks.
 */
export const addToCartFrom = (opener: DrawerOpener, item: { sku: string } | { productSlug: string }, quantity: number, name: string) =>
  void loadCartDrawer().then((drawer) => drawer.addAndOpen(opener, { item, quantity, name }));
