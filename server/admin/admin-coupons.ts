import { Hono, type Context } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import { PAGE_LIMITS } from '../../src/schema/limits';
import { createCoupon, createPromotion, listCoupons, listPromotions, readCoupon, readPromotion, updateCoupon, updatePromotion, type AdminWrite } from '../commerce/coupon-admin';
import type { CommerceRules } from '../commerce/commerce-rules';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import type { Logger } from '../logger';

/*
 * `/api/admin/coupons` and `/api/admin/promotions`: list, read, create (POST) and change
 * (PUT with the fields to replace). The `coupon` and `promotion` pages list them, so every
 * write tells the page caches of every process.
 */

export function createAdminCoupons(deps: { db: Database; changes: ChangeBus; logger: Logger; commerceRules: CommerceRules }) {
  const { db, changes, logger } = deps;
  /** A promotion changes what every cart costs: this process prices by it at once, the others on 'site-changed'. */
  const promotionStored = <T>(result: AdminWrite<T>) => {
    deps.commerceRules.forget();
    return result;
  };
  const api = new Hono();

  async function settle<T>(c: Context, what: string, result: AdminWrite<T>) {
    if (!result.ok) {
      const shown = result.problems.slice(0, PAGE_LIMITS.maxProblems);
      const detail = shown.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
      return failEnvelope(c, result.status, ResponseCode.fail, detail ? `${result.message}: ${detail}` : result.message, { issues: shown, more: result.problems.length - shown.length });
    }
    logger.info(`${what} stored`, { created: result.created });
    await changes.publish('site-changed', { what });
    return okEnvelope(c, result.value, result.created ? 201 : 200);
  }

  api.get('/coupons', async (c) => okEnvelope(c, await listCoupons(db)));
  api.get('/coupons/:code', async (c) => {
    const coupon = await readCoupon(db, c.req.param('code'));
    return coupon ? okEnvelope(c, coupon) : failEnvelope(c, 404, ResponseCode.fail, `No coupon ${c.req.param('code')}`);
  });
  api.post('/coupons', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return refusedBody(c, body);
    return settle(c, 'coupon', await createCoupon(db, body.value));
  });
  api.put('/coupons/:code', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return refusedBody(c, body);
    return settle(c, 'coupon', await updateCoupon(db, c.req.param('code'), body.value));
  });

  api.get('/promotions', async (c) => okEnvelope(c, await listPromotions(db)));
  api.get('/promotions/:slug', async (c) => {
    const promotion = await readPromotion(db, c.req.param('slug'));
    return promotion ? okEnvelope(c, promotion) : failEnvelope(c, 404, ResponseCode.fail, `No promotion ${c.req.param('slug')}`);
  });
  api.post('/promotions', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return refusedBody(c, body);
    return settle(c, 'promotion', promotionStored(await createPromotion(db, body.value)));
  });
  api.put('/promotions/:slug', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return refusedBody(c, body);
    return settle(c, 'promotion', promotionStored(await updatePromotion(db, c.req.param('slug'), body.value)));
  });

  return api;
}

function refusedBody(c: Context, body: { message: string; problems: { problems: unknown[]; more: number } | null }) {
  if (!body.problems) return failEnvelope(c, 400, ResponseCode.fail, body.message);
  return failEnvelope(c, 422, ResponseCode.fail, body.message, { issues: body.problems.problems, more: body.problems.more });
}
