import type { Context } from 'hono';
import type { UrlLanguage } from '../../src/schema/languages';
import { CART_CALLS } from '../../src/schema/web-api/cart-calls';
import type { CartAdjustment } from '../../src/schema/web-api/cart';
import type { Database } from '../db/database';
import type { CookiePolicy } from '../accounts/sessions';
import type { Shopper } from '../http/shopper';
import { createSiteSettings } from '../pages/site-settings';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../web-api/handler-failure';
import type { WebApiHandlers } from '../web-api/mount';
import { cartOwnerFor, cartTokenOf, setCartCookie } from './cart-cookie';
import { addToCart, findCartId, findVariant, guestOwner, newCartToken, readCart, removeLine, setCartCoupon, setLineQuantity, type CartOwner, type CartWrite } from './carts';

/**
 * The owner a write acts for: the shopper, or the guest whose cookie names a cart. A guest
 * without one gets a new token (and cookie) on their first add; a cookie naming no cart is
 * never adopted, so a token planted in a browser cannot become a cart someone else reads.
 */
export async function writingOwner(db: Database, c: Context, shopper: Shopper | null, cookies: CookiePolicy): Promise<CartOwner> {
  if (shopper) return { kind: 'shopper', userId: shopper.id };
  const token = cartTokenOf(c);
  if (token && (await findCartId(db, guestOwner(token)))) {
    setCartCookie(c, token, cookies);
    return guestOwner(token);
  }
  const fresh = newCartToken();
  setCartCookie(c, fresh, cookies);
  return guestOwner(fresh);
}

/** The refusal a shopper reads for a write that changed nothing. */
export function cartRefusal(outcome: Extract<CartWrite, { ok: false }>, field: string): HandlerFailure {
  switch (outcome.reason) {
    case 'not-found':
      return new HandlerFailure(404, 'cart.notFound', 'No such product', [{ path: field, message: 'cart.notFound' }]);
    case 'line-not-found':
      return new HandlerFailure(404, 'cart.lineNotFound', 'The cart holds no such line', [{ path: field, message: 'cart.lineNotFound' }]);
    case 'out-of-stock':
      return new HandlerFailure(409, 'cart.outOfStock', 'This is out of stock', [{ path: field, message: 'cart.outOfStock' }]);
  }
}

/** The cart calls: every answer is the caller's whole cart, its unit count and what a write had to lower. */
export function cartHandlers(deps: WebApiDeps): WebApiHandlers<typeof CART_CALLS> {
  const { db } = deps;
  const cookies = deps.cookies ?? { secure: false };
  // Lines link under the site's detail rules, which the merchant may change at run time.
  const settings = createSiteSettings(db, deps.logger);

  async function answer(owner: CartOwner | null, lang: UrlLanguage, adjusted: CartAdjustment | null) {
    const cart = await readCart(db, owner, { lang, rules: (await settings.get()).siteConfig.rules });
    return { cart, count: cart.count, adjusted };
  }

  async function variantIdOf(body: { variantId?: number | undefined; sku?: string | undefined }): Promise<number> {
    if (body.variantId !== undefined) return body.variantId;
    const variant = await findVariant(db, { sku: body.sku! });
    if (!variant) throw cartRefusal({ ok: false, reason: 'line-not-found' }, 'sku');
    return variant.id;
  }

  return {
    'cart/get': async ({ body, shopper, c }) => answer(cartOwnerFor(shopper, cartTokenOf(c)), body.lang, null),
    'cart/add': async ({ body, shopper, c }) => {
      const field = body.sku !== undefined ? 'sku' : 'productSlug';
      const variant = await findVariant(db, body.sku !== undefined ? { sku: body.sku } : { productSlug: body.productSlug! });
      if (!variant) throw cartRefusal({ ok: false, reason: 'not-found' }, field);
      if (variant.stock <= 0) throw cartRefusal({ ok: false, reason: 'out-of-stock' }, field);
      const owner = await writingOwner(db, c, shopper, cookies);
      const outcome = await addToCart(db, owner, variant.id, body.quantity, new Date(), variant);
      if (!outcome.ok) throw cartRefusal(outcome, field);
      return answer(owner, body.lang, outcome.adjusted);
    },
    'cart/update': async ({ body, shopper, c }) => {
      const owner = cartOwnerFor(shopper, cartTokenOf(c));
      const field = body.variantId !== undefined ? 'variantId' : 'sku';
      if (!owner) throw cartRefusal({ ok: false, reason: 'line-not-found' }, field);
      const outcome = await setLineQuantity(db, owner, await variantIdOf(body), body.quantity);
      if (!outcome.ok) throw cartRefusal(outcome, outcome.reason === 'out-of-stock' ? 'quantity' : field);
      return answer(owner, body.lang, outcome.adjusted);
    },
    'cart/coupon': async ({ body, shopper, c }) => {
      const owner = cartOwnerFor(shopper, cartTokenOf(c));
      const outcome = owner ? await setCartCoupon(db, owner, body.code || null) : ({ ok: false, reason: 'line-not-found' } as const);
      // Nothing to put a code on yet: the shopper adds a product first.
      if (!outcome.ok) throw new HandlerFailure(409, 'cart.emptyForCoupon', 'The cart is empty', [{ path: 'code', message: 'cart.emptyForCoupon' }]);
      return answer(owner, body.lang, null);
    },
    'cart/remove': async ({ body, shopper, c }) => {
      const owner = cartOwnerFor(shopper, cartTokenOf(c));
      if (owner) await removeLine(db, owner, await variantIdOf(body));
      return answer(owner, body.lang, null);
    },
  };
}
