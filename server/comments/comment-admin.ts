import type { Context, Hono } from 'hono';
import { ResponseCode } from '../../src/schema/envelope';
import { COMMENT_CALLS } from '../../src/schema/admin-api/comments';
import { MODERATION_ACTIONS, type ModerationAction } from '../../src/schema/admin-api/comments';
import { findForMerchant, listForMerchant, moderateComment } from './comments';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { AdminCallContext, AdminHandlers } from '../http/admin-mount';

/*
 * The merchant's side of comments, under /api/admin/comments (src/schema/admin-api/comments.ts):
 *
 *   GET  /comments?filter=pending|reported|all&article=&limit=&offset=
 *   GET  /comments/<id>
 *   POST /comments/<id>/accept | reject | remove
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such comment');

export function adminCommentHandlers(db: Database, changes?: ChangeBus): AdminHandlers<typeof COMMENT_CALLS> {
  async function decide({ c, param, ok }: AdminCallContext<(typeof COMMENT_CALLS)[`comments/${ModerationAction}`]>, action: ModerationAction) {
    const id = param('id');
    if (!UUID.test(id)) return notFound(c);
    const outcome = await moderateComment(db, changes, id, action);
    if (outcome.ok) return ok({ comment: outcome.comment });
    if (outcome.reason === 'not-found') return notFound(c);
    return failEnvelope(c, 409, ResponseCode.fail, `Cannot ${action} a comment that is ${outcome.status}`);
  }

  return {
    'comments/list': async ({ c, ok }) => {
      const query = { filter: c.req.query('filter'), article: c.req.query('article'), limit: c.req.query('limit'), offset: c.req.query('offset') };
      const parsed = COMMENT_CALLS['comments/list'].query.safeParse(query);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
      const { filter, article, limit, offset } = parsed.data;
      return ok({ comments: await listForMerchant(db, { filter, articleSlug: article, limit, offset }) });
    },
    'comments/get': async ({ c, param, ok }) => {
      const id = param('id');
      const found = UUID.test(id) ? await findForMerchant(db, id) : null;
      return found ? ok({ comment: found }) : notFound(c);
    },
    'comments/accept': (call) => decide(call, 'accept'),
    'comments/reject': (call) => decide(call, 'reject'),
    'comments/remove': (call) => decide(call, 'remove'),
  };
}

/** Mounted after the calls: a decision the API does not know answers 404 naming the ones it does. */
export function refuseUnknownCommentActions(api: Hono): void {
  api.post('/comments/:id/:action', (c) =>
    failEnvelope(c, 404, ResponseCode.fail, `No action ${c.req.param('action').slice(0, 40)}; one of ${Object.keys(MODERATION_ACTIONS).join(', ')}`),
  );
}
