import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ResponseCode } from '../../src/schema/envelope';
import { reviewAcceptedMessageSchema } from '../../src/schema/realtime-messages';
import { REVIEW_CALLS } from '../../src/schema/admin-api/reviews';
import { listAllReviews, moderateReview, productNameFor, readMerchantReview, type ModerationAction } from './reviews';
import type { Database } from '../db/database';
import type { ChangeBus } from '../events/change-bus';
import { failEnvelope, readJsonBody } from '../http/envelope';
import { describeProblems, problemsFromZod } from '../http/problems';
import type { AdminCallContext, AdminHandlers } from '../http/admin-mount';

/*
 * The merchant's moderation of reviews, under /api/admin/reviews (src/schema/admin-api/reviews.ts):
 *
 *   GET  /reviews?status=&limit=&offset=   every review, newest first (`status=pending` for the queue)
 *   GET  /reviews/<id>                     one, whatever its status
 *   POST /reviews/<id>/accept              it shows on the product page and counts in its figures
 *   POST /reviews/<id>/reject {reason}     it stops showing (also one accepted before)
 *
 * Each decision clears the shared page caches, so the product page shows the new figures at once.
 */

const ACTIONS = ['accept', 'reject'] as const satisfies readonly ModerationAction[];
const REVIEW_ID = z.uuid();
const isReviewId = (id: string) => REVIEW_ID.safeParse(id).success;

const notFound = (c: Context) => failEnvelope(c, 404, ResponseCode.fail, 'No such review');

export function adminReviewHandlers(db: Database, changes: ChangeBus): AdminHandlers<typeof REVIEW_CALLS> {
  async function decide({ c, param, ok }: AdminCallContext<(typeof REVIEW_CALLS)['reviews/accept' | 'reviews/reject']>, action: ModerationAction) {
    const id = param('id');
    if (!isReviewId(id)) return notFound(c);
    let reason = '';
    if (action === 'reject') {
      const body = await readJsonBody(c);
      if (!body.ok) return failEnvelope(c, 422, ResponseCode.fail, body.message);
      const parsed = REVIEW_CALLS['reviews/reject'].request.safeParse(body.value);
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
    const review = await readMerchantReview(db, id);
    return review ? ok({ review }) : notFound(c);
  }

  return {
    'reviews/list': async ({ c, ok }) => {
      const query = { status: c.req.query('status'), limit: c.req.query('limit'), offset: c.req.query('offset') };
      const parsed = REVIEW_CALLS['reviews/list'].query.safeParse(query);
      if (!parsed.success) return failEnvelope(c, 422, ResponseCode.fail, describeProblems(problemsFromZod(parsed.error, query)));
      return ok({ reviews: await listAllReviews(db, parsed.data) });
    },
    'reviews/get': async ({ c, param, ok }) => {
      const id = param('id');
      const found = isReviewId(id) ? await readMerchantReview(db, id) : null;
      return found ? ok({ review: found }) : notFound(c);
    },
    'reviews/accept': (call) => decide(call, 'accept'),
    'reviews/reject': (call) => decide(call, 'reject'),
  };
}

/** Mounted after the calls: a decision the API does not know answers 404 naming the ones it does. */
export function refuseUnknownReviewActions(api: Hono): void {
  api.post('/reviews/:id/:action', (c) => failEnvelope(c, 404, ResponseCode.fail, `No action ${c.req.param('action')}; one of ${ACTIONS.join(', ')}`));
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
