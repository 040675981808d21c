import type { Context } from 'hono';
import { COUPON_CALLS } from '../../src/schema/admin-api/coupons';
import { ResponseCode } from '../../src/schema/envelope';
import { PAGE_LIMITS } from '../../src/schema/limits';
import {
  createCoupon,
  createPromotion,
  listCoupons,
  listPromotions,
  readCoupon,
  readPromotion,
  updateCoupon,
  updatePromotion,
  type AdminWrite,
} from './coupons';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, readJsonBody } from '../http/envelope';
import type { Logger } from '../logger';
import type { AdminCall, AdminCallAnswer } from '../../src/schema/admin-api';
import type { AdminCallContext, AdminHandlers } from '../http/admin-mount';

/*
 * `/api/admin/coupons` and `/api/admin/promotions` (src/schema/admin-api/coupons.ts): list,
 * read, create (POST) and change (PUT with the fields to replace). The store checks each write
 * as a whole with the contract's schema. The `coupon` and `promotion` pages list them, so every
 * write tells the page caches of every process.
 */

export function adminCouponHandlers(deps: {
  db: Database;
  changes: ChangeBus;
  logger: Logger;
  /** This process's commerce rules, forgotten when a promotion changes. */ commerceRules: { forget(): void };
}): AdminHandlers<typeof COUPON_CALLS> {
  const { db, changes, logger } = deps;
  /** A promotion changes what every cart costs: this process prices by it at once, the others on 'site-changed'. */
  const promotionStored = <T>(result: AdminWrite<T>) => {
    deps.commerceRules.forget();
    return result;
  };

  async function settle<C extends AdminCall>({ c, ok }: AdminCallContext<C>, what: string, result: AdminWrite<AdminCallAnswer<C>>) {
    if (!result.ok) {
      const shown = result.problems.slice(0, PAGE_LIMITS.maxProblems);
      const detail = shown.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
      return failEnvelope(c, result.status, ResponseCode.fail, detail ? `${result.message}: ${detail}` : result.message, {
        issues: shown,
        more: result.problems.length - shown.length,
      });
    }
    logger.info(`${what} stored`, { created: result.created });
    await changes.publish('site-changed', { what });
    return ok(result.value, result.created ? 201 : 200);
  }

  return {
    'coupons/list': async ({ ok }) => ok(await listCoupons(db)),
    'coupons/get': async ({ c, param, ok }) => {
      const coupon = await readCoupon(db, param('code'));
      return coupon ? ok(coupon) : failEnvelope(c, 404, ResponseCode.fail, `No coupon ${param('code')}`);
    },
    'coupons/create': async (call) => {
      const body = await readJsonBody(call.c);
      if (!body.ok) return refusedBody(call.c, body);
      return settle(call, 'coupon', await createCoupon(db, body.value));
    },
    'coupons/update': async (call) => {
      const body = await readJsonBody(call.c);
      if (!body.ok) return refusedBody(call.c, body);
      return settle(call, 'coupon', await updateCoupon(db, call.param('code'), body.value));
    },
    'promotions/list': async ({ ok }) => ok(await listPromotions(db)),
    'promotions/get': async ({ c, param, ok }) => {
      const promotion = await readPromotion(db, param('slug'));
      return promotion ? ok(promotion) : failEnvelope(c, 404, ResponseCode.fail, `No promotion ${param('slug')}`);
    },
    'promotions/create': async (call) => {
      const body = await readJsonBody(call.c);
      if (!body.ok) return refusedBody(call.c, body);
      return settle(call, 'promotion', promotionStored(await createPromotion(db, body.value)));
    },
    'promotions/update': async (call) => {
      const body = await readJsonBody(call.c);
      if (!body.ok) return refusedBody(call.c, body);
      return settle(call, 'promotion', promotionStored(await updatePromotion(db, call.param('slug'), body.value)));
    },
  };
}

function refusedBody(c: Context, body: { message: string; problems: { problems: unknown[]; more: number } | null }) {
  if (!body.problems) return failEnvelope(c, 400, ResponseCode.fail, body.message);
  return failEnvelope(c, 422, ResponseCode.fail, body.message, { issues: body.problems.problems, more: body.problems.more });
}
