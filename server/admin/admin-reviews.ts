import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import { storableText } from '../../src/schema/limits';
import { reviewAcceptedMessageSchema } from '../../src/schema/realtime-messages';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../../src/schema/web-api/review-limits';
import { listAllReviews, moderateReview, productNameFor, readMerchantReview, type ModerationAction } from '../commerce/reviews';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';

/*
 * The merchant's moderation of reviews, under /api/admin/reviews:
 *
 *   GET  /reviews?status=&limit=&offset=   every review, newest first (`status=pending` for the queue)
 *   GET  /reviews/<id>                     one, whatever its status
 *   POST /reviews/<id>/accept              it shows on the product page and counts in its figures
 *   POST /reviews/<id>/reject {reason}     it stops showing (also one accepted before)
 *
 * A decision the review's status does not allow (accepting an accepted one) answers 409 and
 * changes nothing; an unknown review 404; a bad body 422 naming the field. Each decision
 * clears the shared page caches, so the product page shows the new figures at once.
 */

const REVIEW_ID = z.uuid();
const listQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const rejectBody = z.object({ reason: storableText.trim().min(1).max(REVIEW_LIMITS.rejectReason) });

export function createAdminReviews(db: Database, changes: ChangeBus): Hono {
  const api = new Hono();
  const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such review');

  api.get('/', async (c) => {
    const query = { status: c.req.query('status'), limit: c.req.query('limit'), offset: c.req.query('offset') };
    const parsed = listQuery.safeParse(query);
    if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
    return okEnvelope(c, { reviews: await listAllReviews(db, parsed.data) });
  });

  api.get('/:id', async (c) => {
    const id = c.req.param('id');
    const found = REVIEW_ID.safeParse(id).success ? await readMerchantReview(db, id) : null;
    return found ? okEnvelope(c, { review: found }) : notFound(c);
  });

  api.post('/:id/:action', async (c) => {
    const id = c.req.param('id');
    const action = (['accept', 'reject'] as const satisfies readonly ModerationAction[]).find((name) => name === c.req.param('action'));
    if (!action) return failEnvelope(c, 404, ResponseCode.fail, `No action ${c.req.param('action')}; one of accept, reject`);
    if (!REVIEW_ID.safeParse(id).success) return notFound(c);
    let reason = '';
    if (action === 'reject') {
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 422, ResponseCode.fail, body.message);
      const parsed = rejectBody.safeParse(body.value);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, body.value)));
      reason = parsed.data.reason;
    }
    const outcome = await moderateReview(db, id, action, reason);
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') return notFound(c);
      return failEnvelope(c, 409, ResponseCode.fail, `Cannot ${action} a review that is ${outcome.status}`);
    }
    await changes.publish('site-changed', { what: `review ${id} ${outcome.review.status}` });
    if (action === 'accept') await announceReviewAccepted(db, changes, outcome.review);
    return okEnvelope(c, { review: await readMerchantReview(db, id) });
  });
  return api;
}

/** Tells the author's open pages that their review is up, in their language, wherever their websocket is held. */
async function announceReviewAccepted(db: Database, changes: ChangeBus, review: { id: string; userId: string; productId: number; locale: string }): Promise<void> {
  const product = await productNameFor(db, review.productId, review.locale);
  if (!product) return;
  const message = reviewAcceptedMessageSchema.parse({
    code: 0,
    msg: 'review-accepted',
    data: { reviewId: review.id, productSlug: product.slug.slice(0, 200), productName: product.name.slice(0, 300) },
  });
  await changes.publish('shopper-message', { userId: review.userId, message });
}
