import type { REVIEW_CALLS } from '../../src/schema/web-api/review-calls';
import { REVIEW_LIMITS } from '../../src/schema/web-api/review-limits';
import { TRANSLATED_LOCALES, localeChain } from '../../src/schema/languages';
import type { WebApiDeps } from '../web-api/deps';
import { announceWorkChanged } from '../events/work-news';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { encodePicture, type EncodedPicture } from '../http/uploaded-picture';
import { createReview, productIdOfSlug, reviewableLines, reviewPageOf, voteHelpful } from './reviews';

/*
 * The shopper's review calls. A product that does not exist, a line that is not the caller's
 * (or not paid, or cancelled) and a review that is not accepted all read as not found, exactly
 * as one that does not exist.
 */

const productNotFound = () => new HandlerFailure(404, 'review.productNotFound', 'No such product', [{ path: 'productSlug', message: 'review.productNotFound' }]);

/** Every picture checked before anything is written: one that is not a picture names the field. */
async function encodePictures(files: readonly File[]): Promise<EncodedPicture[]> {
  const encoded: EncodedPicture[] = [];
  for (const file of files) {
    if (file.size > REVIEW_LIMITS.pictureBytes) {
      throw new HandlerFailure(413, 'review.pictureTooLarge', 'A picture is over the 4 MB limit', [{ path: 'pictures', message: 'review.pictureTooLarge' }]);
    }
    const picture = await encodePicture(new Uint8Array(await file.arrayBuffer()), REVIEW_LIMITS.pictureSide);
    if (!picture) {
      throw new HandlerFailure(400, 'review.pictureType', 'A file is not a JPEG, PNG, WebP, GIF or AVIF picture', [{ path: 'pictures', message: 'review.pictureType' }]);
    }
    encoded.push(picture);
  }
  return encoded;
}

export function reviewHandlers(deps: WebApiDeps): WebApiHandlers<typeof REVIEW_CALLS> {
  const { db } = deps;
  const productOf = async (slug: string) => {
    const productId = await productIdOfSlug(db, slug);
    if (productId === null) throw productNotFound();
    return productId;
  };
  return {
    'review/list': async ({ body }) => reviewPageOf(db, await productOf(body.productSlug), body.sort, body.page),
    'review/reviewable': async ({ body, shopper }) => ({ lines: await reviewableLines(db, shopper.id, await productOf(body.productSlug), body.lang) }),
    'review/create': async ({ body, shopper }) => {
      const pictures = await encodePictures(body.pictures);
      const locale = localeChain(body.lang)[0] ?? TRANSLATED_LOCALES[0];
      const outcome = await createReview(db, shopper.id, { lineId: body.lineId, rating: body.rating, body: body.body, locale, pictures });
      if (!outcome.ok) {
        if (outcome.reason === 'already-reviewed') {
          throw new HandlerFailure(409, 'review.alreadyReviewed', 'This purchase has been reviewed already', [{ path: 'lineId', message: 'review.alreadyReviewed' }]);
        }
        throw new HandlerFailure(404, 'review.lineNotFound', 'No purchase of yours to review', [{ path: 'lineId', message: 'review.lineNotFound' }]);
      }
      announceWorkChanged(deps.changes);
      return { reviewId: outcome.reviewId, status: 'pending' as const };
    },
    'review/vote': async ({ body, shopper }) => {
      const outcome = await voteHelpful(db, shopper.id, body.reviewId);
      if (!outcome.ok) {
        if (outcome.reason === 'own-review') {
          throw new HandlerFailure(409, 'review.ownReview', 'Your own review cannot be voted helpful', [{ path: 'reviewId', message: 'review.ownReview' }]);
        }
        throw new HandlerFailure(404, 'review.notFound', 'No such review', [{ path: 'reviewId', message: 'review.notFound' }]);
      }
      return { reviewId: body.reviewId, helpfulCount: outcome.helpfulCount, voted: true as const };
    },
  };
}
