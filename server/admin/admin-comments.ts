import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import { findForMerchant, listForMerchant, MERCHANT_FILTERS, moderateComment, MODERATION_ACTIONS, type ModerationAction } from '../comments/comments';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, okEnvelope } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';

/*
 * The merchant's side of comments, under /api/admin/comments:
 *
 *   GET  /comments?filter=pending|reported|all&article=&limit=&offset=
 *   GET  /comments/<id>
 *   POST /comments/<id>/accept | reject | remove
 *
 * `accept` publishes a pending (or rejected) comment and tells its author; on a reported
 * comment it keeps it and clears the reports. A decision the comment's state does not allow
 * answers 409 and changes nothing; an unknown comment 404.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listQuery = z.object({
  filter: z.enum(MERCHANT_FILTERS).default('all'),
  article: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export function createAdminComments(db: Database, changes?: ChangeBus): Hono {
  const api = new Hono();
  const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such comment');

  api.get('/', async (c) => {
    const query = { filter: c.req.query('filter'), article: c.req.query('article'), limit: c.req.query('limit'), offset: c.req.query('offset') };
    const parsed = listQuery.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    const { filter, article, limit, offset } = parsed.data;
    return okEnvelope(c, { comments: await listForMerchant(db, { filter, articleSlug: article, limit, offset }) });
  });

  api.get('/:id', async (c) => {
    const id = c.req.param('id');
    const found = UUID.test(id) ? await findForMerchant(db, id) : null;
    return found ? okEnvelope(c, { comment: found }) : notFound(c);
  });

  api.post('/:id/:action', async (c) => {
    const id = c.req.param('id');
    const name = c.req.param('action');
    const action = Object.keys(MODERATION_ACTIONS).find((known): known is ModerationAction => known === name);
    if (!action) return failEnvelope(c, 404, ResponseCode.fail, `No action ${name.slice(0, 40)}; one of ${Object.keys(MODERATION_ACTIONS).join(', ')}`);
    if (!UUID.test(id)) return notFound(c);
    const outcome = await moderateComment(db, changes, id, action);
    if (outcome.ok) return okEnvelope(c, { comment: outcome.comment });
    if (outcome.reason === 'not-found') return notFound(c);
    return failEnvelope(c, 409, ResponseCode.fail, `Cannot ${action} a comment that is ${outcome.status}`);
  });

  return api;
}
