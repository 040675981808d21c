import { WEB_API } from '../../src/schema/web-api';
import { accountHandlers } from '../accounts/account-handlers';
import { addressHandlers } from '../addresses/address-handlers';
import { authHandlers } from '../accounts/auth-handlers';
import { favoriteHandlers } from '../favorites/favorite-handlers';
import { securityHandlers } from '../accounts/security-handlers';
import { couponHandlers } from '../coupons/coupon-handlers';
import { orderHandlers } from '../orders/order-handlers';
import { returnHandlers } from '../returns/return-handlers';
import { reviewHandlers } from '../reviews/review-handlers';
import { checkoutHandlers } from '../checkout/checkout-handlers';
import { paymentHandlers } from '../payments/payment-handlers';
import { cartHandlers } from '../cart/cart-handlers';
import { inquiryHandlers } from '../inquiries/inquiry-handlers';
import { mergeCartAtSignIn } from '../cart/cart-merge';
import { commentHandlers } from '../comments/comment-handlers';
import { newsletterHandlers } from '../newsletter/newsletter-handlers';
import { blockErrorHandlers } from '../http/block-errors';
import type { WebApiDeps } from './deps';
import { mountWebApi, type WebApiHandlers } from '../http/mount';
import { noShopperSessions } from '../http/shopper-session';
import { visitorHandlers } from '../visitors/visitor-handlers';

/** The shopper-facing API under /api/web: every call of the contract, mounted onto its handler. */
export function createWebApi(deps: WebApiDeps) {
  const handlers: WebApiHandlers<typeof WEB_API> = {
    ...visitorHandlers(deps.db),
    ...blockErrorHandlers(deps.logger),
    ...authHandlers({ ...deps, afterSignIn: mergeCartAtSignIn(deps) }),
    ...accountHandlers(deps),
    ...addressHandlers(deps),
    ...favoriteHandlers(deps),
    ...securityHandlers(deps),
    ...couponHandlers(deps),
    ...orderHandlers(deps),
    ...returnHandlers(deps),
    ...checkoutHandlers(deps),
    ...paymentHandlers(deps),
    ...cartHandlers(deps),
    ...reviewHandlers(deps),
    ...commentHandlers(deps),
    ...newsletterHandlers(deps),
    ...inquiryHandlers(deps),
  };
  return mountWebApi(WEB_API, handlers, {
    findShopper: deps.findShopper ?? noShopperSessions,
    ...(deps.isOwnOrigin ? { isOwnOrigin: deps.isOwnOrigin } : {}),
    checkAnswers: deps.checkAnswers ?? process.env.NODE_ENV !== 'production',
  });
}
