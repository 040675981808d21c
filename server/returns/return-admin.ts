import type { Context, Hono } from 'hono';
import type { ReturnActionName } from '../../src/schema/commerce/states';
import { ResponseCode } from '../../src/schema/envelope';
import { RETURN_CALLS, RETURN_NO } from '../../src/schema/admin-api/returns';
import { changeReturn, listAllReturns, readReturn, readReturnPicture, returnAddressOf, type ReturnActionInput } from './returns';
import { RETURN_LIMITS } from '../../src/schema/web-api/return-limits';
import { pictureResponse } from '../http/picture-route';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, readJsonBody, type JsonBody } from '../http/envelope';
import { parseJsonBody } from '../http/json-body';
import { invalid, refuseBody } from '../http/admin-refusals';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { AdminCallContext, AdminHandlers } from '../http/admin-mount';

/*
 * The merchant's side of returns, under /api/admin/returns (src/schema/admin-api/returns.ts):
 *
 *   GET  /returns?status=&limit=&offset=   every shopper's returns, newest first
 *   GET  /returns/<returnNo>               one, as its shopper sees it
 *   GET  /returns/<returnNo>/approval      the return address an approval gives unless it names another
 *   POST /returns/<returnNo>/<action>      approve [{address}], refuse {reason}, receive, refund, exchange, end
 */

const MERCHANT_ACTIONS = ['approve', 'refuse', 'receive', 'refund', 'exchange', 'end'] as const satisfies readonly ReturnActionName[];
type MerchantAction = (typeof MERCHANT_ACTIONS)[number];
type ActionCall = (typeof RETURN_CALLS)[`returns/${MerchantAction}`];

const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such return');

/** An approval's body; none at all is `{}`, as scripts written before it took an address send. */
async function readApprovalBody(c: Context): Promise<JsonBody> {
  const text = await c.req.text();
  return text.trim() === '' ? { ok: true, value: {} } : parseJsonBody(text);
}

/** What an action carries from its body, or the refusal naming what is wrong with it; nothing is changed before it is read. */
async function inputOf(c: Context, action: MerchantAction): Promise<{ ok: true; input: ReturnActionInput } | { ok: false; refusal: Response }> {
  if (action === 'approve') {
    const body = await readApprovalBody(c);
    if (!body.ok) return { ok: false, refusal: refuseBody(c, body) };
    const parsed = RETURN_CALLS['returns/approve'].request.safeParse(body.value);
    if (!parsed.success) return { ok: false, refusal: invalid(c, 'Invalid approval', problemsFromZod(parsed.error, body.value)) };
    return { ok: true, input: { approve: { address: parsed.data.address } } };
  }
  if (action === 'refuse') {
    const body = await readJsonBody(c);
    if (!body.ok) return { ok: false, refusal: failEnvelope(c, 422, ResponseCode.fail, body.message) };
    const parsed = RETURN_CALLS['returns/refuse'].request.safeParse(body.value);
    if (!parsed.success) return { ok: false, refusal: failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, body.value))) };
    return { ok: true, input: { refuse: { reason: parsed.data.reason } } };
  }
  return { ok: true, input: {} };
}

export function adminReturnHandlers(db: Database, changes?: ChangeBus): AdminHandlers<typeof RETURN_CALLS> {
  async function act({ c, param, ok }: AdminCallContext<ActionCall>, action: MerchantAction) {
    const returnNo = param('returnNo');
    if (!RETURN_NO.test(returnNo)) return notFound(c);
    const read = await inputOf(c, action);
    if (!read.ok) return read.refusal;
    const change = await changeReturn(db, changes, { returnNo }, action, 'merchant', read.input);
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
    const changed = await readReturn(db, returnNo, null, 'en');
    return changed ? ok({ return: changed }) : notFound(c);
  }

  return {
    'returns/list': async ({ c, ok }) => {
      const query = { status: c.req.query('status'), limit: c.req.query('limit'), offset: c.req.query('offset') };
      const parsed = RETURN_CALLS['returns/list'].query.safeParse(query);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
      return ok({ returns: await listAllReturns(db, parsed.data) });
    },
    'returns/get': async ({ c, param, ok }) => {
      const returnNo = param('returnNo');
      const found = RETURN_NO.test(returnNo) ? await readReturn(db, returnNo, null, 'en') : null;
      return found ? ok({ return: found }) : notFound(c);
    },
    'returns/picture': async ({ c, param }) => {
      const returnNo = param('returnNo');
      const match = new RegExp(`^([1-${RETURN_LIMITS.pictures}])\\.webp$`).exec(param('file'));
      const webp = match && RETURN_NO.test(returnNo) ? await readReturnPicture(db, returnNo, Number(match[1]), null) : null;
      return webp ? pictureResponse(webp) : notFound(c);
    },
    'returns/approval': async ({ c, param, ok }) => {
      const returnNo = param('returnNo');
      const address = RETURN_NO.test(returnNo) ? await returnAddressOf(db, returnNo) : null;
      return address ? ok({ address }) : notFound(c);
    },
    'returns/approve': (call) => act(call, 'approve'),
    'returns/refuse': (call) => act(call, 'refuse'),
    'returns/receive': (call) => act(call, 'receive'),
    'returns/refund': (call) => act(call, 'refund'),
    'returns/exchange': (call) => act(call, 'exchange'),
    'returns/end': (call) => act(call, 'end'),
  };
}

/** Mounted after the calls: an action the table does not know answers 404 naming the ones it does. */
export function refuseUnknownReturnActions(api: Hono): void {
  api.post('/returns/:returnNo/:action', (c) =>
    failEnvelope(c, 404, ResponseCode.fail, `No action ${c.req.param('action')}; one of ${MERCHANT_ACTIONS.join(', ')}`),
  );
}
