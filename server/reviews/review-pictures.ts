import type { Hono } from 'hono';
import { REVIEW_LIMITS } from '../../src/schema/web-api/review-limits';
import type { Database } from '../db/database';
import { createPictureRoute } from '../http/picture-route';
import { readReviewPicture } from './reviews';

/**
 * `GET /review-images/<reviewId>/<n>.webp`: an accepted review's picture, for every visitor.
 * A pending or rejected review's pictures are not found, as if they did not exist. Kept an
 * hour: a review taken down stops showing within that.
 */
export function createReviewPictureRoute(db: Database): Hono {
  return createPictureRoute({
    key: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    maxPictures: REVIEW_LIMITS.pictures,
    shownTo: { audience: 'everyone', read: (reviewId, position) => readReviewPicture(db, reviewId, position) },
  });
}
