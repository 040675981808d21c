import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { RETURN_ACTIONS, RETURN_STATUSES, type ReturnActionName } from '../../src/schema/commerce/states';
import { ResponseCode } from '../../src/schema/envelope';
import { RETURN_LIMITS } from '../../src/schema/web-api/return-limits';
import { storableText } from '../../src/schema/limits';
import { changeReturn, listAllReturns, readReturn } from '../commerce/returns';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { announceOrderChange, findOrder } from '../commerce/orders';
import { failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';

/*
 * The merchant's side of returns, under /api/admin/returns:
 *
 *   GET  /returns?status=&limit=&offset=   every shopper's returns, newest first
 *   GET  /returns/<returnNo>               one, as its shopper sees it
 *   POST /returns/<returnNo>/<action>      approve, refuse {reason}, receive, refund, exchange, end
 *
 * Each action goes through the transition table: one it does not allow now answers 409 and
 * changes nothing; an unknown return 404; a bad body 422 naming the field.
 */

const MERCHANT_ACTIONS = ['approve', 'refuse', 'receive', 'refund', 'exchange', 'end'] as const satisfies readonly ReturnActionName[];
const RETURN_NO = /^R\d{8}-\d{6}$/;

const listQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const refuseBody = z.object({ reason: storableText.trim().min(1).max(RETURN_LIMITS.refuseReason) });

export function createAdminReturns(db: Database, changes?: ChangeBus): Hono {
  const api = new Hono();
  const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such return');

  api.get('/', async (c) => {
    const query = { status: c.req.query('status'), limit: c.req.query('limit'), offset: c.req.query('offset') };
    const parsed = listQuery.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    return okEnvelope(c, { returns: await listAllReturns(db, parsed.data) });
  });

  api.get('/:returnNo', async (c) => {
    const returnNo = c.req.param('returnNo');
    const found = RETURN_NO.test(returnNo) ? await readReturn(db, returnNo, null, 'en') : null;
    return found ? okEnvelope(c, { return: found }) : notFound(c);
  });

  api.post('/:returnNo/:action', async (c) => {
    const returnNo = c.req.param('returnNo');
    const action = MERCHANT_ACTIONS.find((name) => name === c.req.param('action'));
    if (!action || !(action in RETURN_ACTIONS))
      return failEnvelope(c, 404, ResponseCode.fail, `No action ${c.req.param('action')}; one of ${MERCHANT_ACTIONS.join(', ')}`);
    if (!RETURN_NO.test(returnNo)) return notFound(c);
    let reason = '';
    if (action === 'refuse') {
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 422, ResponseCode.fail, body.message);
      const parsed = refuseBody.safeParse(body.value);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, body.value)));
      reason = parsed.data.reason;
    }
    const change = await changeReturn(db, { returnNo }, action, 'merchant', action === 'refuse' ? { refuse: { reason } } : {});
    if (!change.ok) {
      if (change.reason === 'not-found') return notFound(c);
      if (change.reason === 'over-total') return failEnvelope(c, 409, ResponseCode.fail, 'The refund would pass what the order was paid');
      return failEnvelope(
        c,
        409,
        ResponseCode.fail,
        `Cannot ${action} a return that is ${change.state.status} (audit ${change.state.auditStatus})`,
      );
    }
    // A refund also writes on the order's timeline: the shopper's open order page hears of it.
    if (action === 'refund' && changes) {
      const order = await findOrder(db, change.row.orderId);
      if (order) await announceOrderChange(changes, order);
    }
    return okEnvelope(c, { return: await readReturn(db, returnNo, null, 'en') });
  });
  return api;
}
