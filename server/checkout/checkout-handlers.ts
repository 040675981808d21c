import { langPath } from '../../src/schema/languages';
import type { CHECKOUT_CALLS } from '../../src/schema/web-api/checkout-calls';
import type { WebApiDeps } from '../web-api/deps';
import type { WebCallHandler } from '../http/mount';
import { HandlerFailure } from '../http/handler-failure';
import { thankYouHref } from '../orders/order-view';
import { orderLocaleOf, placeCheckout, startCheckout, updateCheckout, type PlaceRefusal, type UpdateOutcome } from './checkouts';
import { drawCheckout } from './checkout-view';
import { pageWordsOf } from '../commerce/page-words';
import { paymentAnswer } from '../payments/payment-handlers';

type Calls = typeof CHECKOUT_CALLS;

const notFound = () => new HandlerFailure(404, 'checkout.notFound', 'No such checkout');
const shippingUnavailable = () =>
  new HandlerFailure(409, 'checkout.shippingUnavailable', 'Shipping method is not available', [
    { path: 'shippingMethod', message: 'checkout.shippingUnavailable' },
  ]);
const paymentUnavailable = () =>
  new HandlerFailure(409, 'checkout.paymentUnavailable', 'No payment method available', [
    { path: 'paymentMethod', message: 'checkout.paymentUnavailable' },
  ]);

function refusedUpdate(outcome: Exclude<UpdateOutcome, { ok: true }>): never {
  switch (outcome.reason) {
    case 'not-found':
      throw notFound();
    case 'placed':
      throw new HandlerFailure(409, 'checkout.placed', 'This checkout has been placed already');
    case 'address-not-found':
      throw new HandlerFailure(404, 'address.notFound', 'No such address', [{ path: 'addressId', message: 'address.notFound' }]);
    case 'shipping-unavailable':
      throw shippingUnavailable();
    case 'payment-unavailable':
      throw paymentUnavailable();
  }
}

function refusedPlace(refusal: PlaceRefusal): never {
  switch (refusal.reason) {
    case 'not-found':
      throw notFound();
    case 'empty':
      throw new HandlerFailure(409, 'checkout.empty', 'There is nothing to buy in this checkout');
    case 'address-missing':
      throw new HandlerFailure(409, 'checkout.addressMissing', 'Choose a shipping address', [
        { path: 'addressId', message: 'checkout.addressMissing' },
      ]);
    case 'shipping-unavailable':
      throw shippingUnavailable();
    case 'payment-unavailable':
      throw paymentUnavailable();
    case 'coupon-refused':
      throw new HandlerFailure(409, `checkout.couponRefused.${refusal.detail}`, `The coupon was refused: ${refusal.detail}`, [
        { path: 'couponCode', message: `checkout.couponRefused.${refusal.detail}` },
      ]);
    case 'out-of-stock':
      throw new HandlerFailure(409, 'checkout.outOfStock', `Only ${refusal.available} left of ${refusal.name}`, [
        { path: `lines.${refusal.index}`, message: 'checkout.outOfStock' },
      ]);
  }
}

/** `checkout/start`, `checkout/update` and `checkout/place`: each acts only on the caller's own checkout. */
export function checkoutHandlers(deps: WebApiDeps): {
  [Name in 'checkout/start' | 'checkout/update' | 'checkout/place']: WebCallHandler<Calls[Name]>;
} {
  const { db } = deps;
  return {
    'checkout/start': async ({ body, shopper }) => {
      const checkoutId = await startCheckout(db, shopper.id);
      if (!checkoutId) throw new HandlerFailure(409, 'checkout.emptyCart', 'Your cart is empty: add something to it first');
      return { checkoutId, href: `${langPath(body.lang)}/checkout/${checkoutId}` };
    },
    'checkout/update': async ({ body, shopper }) => {
      const { checkoutId, lang, ...change } = body;
      const words = await pageWordsOf(deps.siteSettings, lang);
      const now = new Date();
      const outcome = await updateCheckout(db, deps.commerceRules, checkoutId, shopper.id, change, orderLocaleOf(lang), now);
      if (!outcome.ok) refusedUpdate(outcome);
      // Drawn once the change is committed: the page's words are no part of it.
      return drawCheckout(db, outcome.facts, words, deps.payments.testCardsFor, now);
    },
    'checkout/place': async ({ body, shopper }) => {
      const placed = await placeCheckout(db, deps.commerceRules, deps.changes, body.checkoutId, shopper.id, orderLocaleOf(body.lang));
      if (!placed.ok) refusedPlace(placed);
      const started = await deps.payments.startPayment({
        userId: shopper.id,
        orderId: placed.order.id,
        methodCode: placed.order.paymentMethod,
        card: body.card ?? null,
        idempotencyKey: body.idempotencyKey,
      });
      return paymentAnswer(
        started,
        { orderId: placed.order.id, orderNo: placed.order.orderNo, thankYouHref: thankYouHref(body.lang, placed.order.orderNo) },
        body.lang,
      );
    },
  };
}
