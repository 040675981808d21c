import { proxy } from 'valtio/vanilla';
import type { Cart } from '../schema/web-api/cart';
import { onStoredChangeElsewhere, readStored, writeStored } from './storage';

/** The number shown on the cart icon; kept in storage so it survives reloads and follows other tabs. */
export const cart = proxy({ cartNum: readStored('cartNum') });

/** Sets the count; anything that is not a whole number of zero or more stores as 0. */
export function setCartNum(count: number): void {
  cart.cartNum = writeStored('cartNum', count);
}

export function reloadCartFromStorage(): void {
  cart.cartNum = readStored('cartNum');
}

onStoredChangeElsewhere((key) => {
  if (key === 'cartNum') reloadCartFromStorage();
});

/**
 * The cart as the server last answered it, and which add-to-cart button holds the drawer
 * open (its focus goes back there on close). Only the cart's calls and the drawer write it:
 * they load on the first add, so a page that never opens the drawer carries none of this.
 */
export const cartStore = proxy<{ cart: Cart | null; drawerOwner: string | null }>({ cart: null, drawerOwner: null });

/** Keeps a server answer: the header's number follows its count, in this tab and the others. */
export function receiveCart(answer: Cart): void {
  cartStore.cart = answer;
  setCartNum(answer.count);
}

export function openCartDrawer(owner: string): void {
  cartStore.drawerOwner = owner;
}

export function closeCartDrawer(): void {
  cartStore.drawerOwner = null;
}
