import type { UrlLanguage } from '../../src/schema/languages';
import { CART_CALLS } from '../../src/schema/web-api/cart-calls';
import type { CartAdjustment } from '../../src/schema/web-api/cart';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { cartOwnerFor, cartTokenOf, setCartCookie } from './cart-cookie';
import { addToCart, findVariant, readCart, removeLine, setCartCoupon, setLineQuantity, type CartOwner, type CartWrite } from './carts';

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
  const { db, siteSettings: settings } = deps;
  const cookies = deps.cookies ?? { secure: false };

  async function answer(owner: CartOwner | null, lang: UrlLanguage, adjusted: CartAdjustment | null) {
    const cart = await readCart(db, deps.commerceRules, owner, { lang, rules: (await settings.get()).siteConfig.rules });
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
      const writer = shopper ? ({ kind: 'shopper', userId: shopper.id } as const) : ({ kind: 'guest', token: cartTokenOf(c) } as const);
      const outcome = await addToCart(db, deps.commerceRules, writer, body.sku !== undefined ? { sku: body.sku } : { productSlug: body.productSlug! }, body.quantity);
      if (!outcome.ok) throw cartRefusal(outcome, field);
      // Every add renews the guest's cookie: the cart lives as long after the last add.
      if (outcome.guestToken) setCartCookie(c, outcome.guestToken, cookies);
      return answer(outcome.owner, body.lang, outcome.adjusted);
    },
    'cart/update': async ({ body, shopper, c }) => {
      const owner = cartOwnerFor(shopper, cartTokenOf(c));
      const field = body.variantId !== undefined ? 'variantId' : 'sku';
      if (!owner) throw cartRefusal({ ok: false, reason: 'line-not-found' }, field);
      const outcome = await setLineQuantity(db, deps.commerceRules, owner, await variantIdOf(body), body.quantity);
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
