import { Hono } from 'hono';
import type { Database } from '../db/database';
import { readReviewPicture } from './reviews';

const PICTURE_PATH = /^([1-3])\.webp$/;
const REVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `GET /review-images/<reviewId>/<n>.webp`: an accepted review's picture, for every visitor.
 * A pending or rejected review's pictures are not found, as if they did not exist. Kept an
 * hour: a review taken down stops showing within that.
 */
export function createReviewPictureRoute(db: Database): Hono {
  const route = new Hono();
  route.get('/:reviewId/:file', async (c) => {
    const reviewId = c.req.param('reviewId');
    const match = PICTURE_PATH.exec(c.req.param('file'));
    if (!match || !REVIEW_ID.test(reviewId)) return c.text('Not found', 404);
    const webp = await readReviewPicture(db, reviewId, Number(match[1]));
    if (!webp) return c.text('Not found', 404);
    return c.body(new Uint8Array(webp), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return route;
}
