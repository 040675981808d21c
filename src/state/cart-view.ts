import { proxy } from 'valtio/vanilla';
import type { Cart } from '../schema/web-api/cart';
import { writeStored } from './storage';

/**
 * The cart as the server last answered it. Only the cart's calls write it, and they load with
 * the drawer on the first add: a page that never opens the drawer carries none of this.
 */
export const cartStore = proxy<{ cart: Cart | null }>({ cart: null });

/**
 * Keeps a server answer, and the header's number (`cartNum`) follows its count, here and in
 * the other tabs. The number is told through storage, as another tab tells it: importing
 * the header's store (state/cart.ts) from here would split it into a file of its own that
 * every page then loads, 0.2 KB over the home page's budget.
 */
export function receiveCart(answer: Cart): void {
  cartStore.cart = answer;
  writeStored('cartNum', answer.count);
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: 'cartNum' }));
}
