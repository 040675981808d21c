import type { Context } from 'hono';
import type { WebApiDeps } from '../web-api/deps';
import { cartTokenOf, clearCartCookie } from './cart-cookie';
import { mergeGuestCart } from './carts';

/**
 * Run by every sign-in (password, code, sign-up): the cart the guest filled joins the
 * shopper's, and the cookie that named it is dropped.
 */
export function mergeCartAtSignIn(deps: Pick<WebApiDeps, 'db' | 'commerceRules' | 'cookies'>) {
  const cookies = deps.cookies ?? { secure: false };
  return async (c: Context, userId: string): Promise<void> => {
    const token = cartTokenOf(c);
    if (!token) return;
    await mergeGuestCart(deps.db, deps.commerceRules, token, userId);
    clearCartCookie(c, cookies);
  };
}
