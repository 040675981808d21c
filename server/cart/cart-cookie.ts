import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookiePolicy } from '../accounts/sessions';
import type { Shopper } from '../http/shopper';
import { GUEST_CART_COOKIE_DAYS, guestOwner, isCartToken, type CartOwner } from './carts';

/*
 * The guest's cart cookie: HttpOnly (no script reads it), SameSite=Lax (another site's form
 * cannot carry it into a write) and Secure in production, like the session cookie.
 */

export const CART_COOKIE = 'vitrine_cart';

/** The token of the request's cart cookie; null when there is none or it is not one the server makes. */
export function cartTokenOf(c: Context): string | null {
  const value = getCookie(c, CART_COOKIE);
  return isCartToken(value) ? value : null;
}

export function setCartCookie(c: Context, token: string, policy: CookiePolicy): void {
  setCookie(c, CART_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: policy.secure, path: '/', maxAge: GUEST_CART_COOKIE_DAYS * 24 * 60 * 60 });
}

export function clearCartCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, CART_COOKIE, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
}

/** Whose cart a request reads: the signed-in shopper's, else the one the cart cookie names; null for a visitor with neither. */
export function cartOwnerFor(shopper: Shopper | null, guestToken: string | null): CartOwner | null {
  if (shopper) return { kind: 'shopper', userId: shopper.id };
  return guestToken ? guestOwner(guestToken) : null;
}
