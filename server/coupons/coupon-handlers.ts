import { localeChain } from '../../src/schema/languages';
import { COUPON_CALLS } from '../../src/schema/web-api/coupon-calls';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { claimCoupon, claimedCouponsOf } from './coupons';

/** Claiming a coupon and reading one's claimed coupons; a code that is not claimable now is simply not found. */
export function couponHandlers(deps: WebApiDeps): WebApiHandlers<typeof COUPON_CALLS> {
  const { db } = deps;
  return {
    'coupon/claim': async ({ body, shopper }) => {
      const outcome = await claimCoupon(db, shopper.id, body.code, { lang: body.lang, locales: localeChain(body.lang), now: new Date() });
      if (!outcome.ok) throw new HandlerFailure(404, 'coupon.notFound', 'No coupon to claim by that code', [{ path: 'code', message: 'coupon.notFound' }]);
      return { claimed: true as const, coupon: outcome.coupon };
    },
    'coupon/mine': async ({ body, shopper }) => ({
      coupons: await claimedCouponsOf(db, shopper.id, { lang: body.lang, locales: localeChain(body.lang), now: new Date(), currency: body.currency }),
    }),
  };
}
