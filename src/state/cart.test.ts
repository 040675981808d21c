import { beforeEach, expect, it } from 'vitest';
import { cart, reloadCartFromStorage, setCartNum } from './cart';
import { useMemoryStorage } from './test-utils';

beforeEach(() => {
  useMemoryStorage();
  reloadCartFromStorage();
});

it('starts at 0 and keeps the count in storage across page loads', () => {
  expect(cart.cartNum).toBe(0);
  setCartNum(4);
  expect(localStorage.getItem('cartNum')).toBe('4');
  cart.cartNum = 99;
  reloadCartFromStorage();
  expect(cart.cartNum).toBe(4);
});

it('stores a count that is not a whole number of zero or more as 0', () => {
  setCartNum(-2);
  expect(cart.cartNum).toBe(0);
  setCartNum(1.5);
  expect(cart.cartNum).toBe(0);
});
