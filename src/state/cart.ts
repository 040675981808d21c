import { proxy } from 'valtio/vanilla';
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
