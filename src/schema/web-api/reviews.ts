import { z } from 'zod';
import { URL_LANGUAGES } from '../languages';
import { storableText } from '../limits';
import { LIMIT_MESSAGE } from './account-fields';
import { REVIEW_LIMITS, REVIEW_SORTS } from './review-limits';

/*
 * Reviews as shoppers read and write them (spec §2's reviews list). Only accepted reviews are
 * ever answered to anyone; a pending or rejected one is the merchant's alone to read.
 */

const isoDate = z.iso.datetime({ offset: true });
const productSlugField = z.string().trim().min(1).max(200);
const langField = z.enum(URL_LANGUAGES).default('en');

/** A product's accepted reviews in figures: `stars[0]` counts the 1-star reviews, `stars[4]` the 5-star ones. */
export const reviewFiguresSchema = z.object({
  count: z.int().min(0),
  /** Rounded to one decimal; null with no accepted review. */
  average: z.number().min(1).max(5).nullable(),
  stars: z.array(z.int().min(0)).length(5),
});
export type ReviewFigures = z.infer<typeof reviewFiguresSchema>;

/** One accepted review as every visitor reads it: the author by nick name only. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.int().min(1).max(5),
  body: z.string(),
  nickName: z.string(),
  /** Every review rests on a paid order line of its author's. */
  verifiedPurchase: z.boolean(),
  createdAt: isoDate,
  helpfulCount: z.int().min(0),
  /** Addresses of its pictures (`/review-images/<id>/<n>.webp`). */
  pictures: z.array(z.string()),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  figures: reviewFiguresSchema,
  reviews: z.array(publicReviewSchema),
  sort: z.enum(REVIEW_SORTS),
  page: z.int().min(1),
  pageCount: z.int().min(0),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewList = {
  request: z.object({
    productSlug: productSlugField,
    sort: z.enum(REVIEW_SORTS).default('newest'),
    page: z.int().min(1).max(REVIEW_LIMITS.maxPage).default(1),
  }),
  response: reviewPageSchema,
};

/** A line of the shopper's that may still be reviewed: bought, paid, not cancelled, not yet reviewed. */
export const reviewableLineSchema = z.object({
  lineId: z.uuid(),
  orderNo: z.string(),
  options: z.string(),
  boughtAt: isoDate,
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;

export const reviewReviewable = {
  request: z.object({ productSlug: productSlugField, lang: langField }),
  response: z.object({ lines: z.array(reviewableLineSchema) }),
};

const pictureList = z
  .union([z.file(), z.array(z.file())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.file()).max(REVIEW_LIMITS.pictures, { message: 'review.tooManyPictures' }));

/** Multipart: `lineId`, `rating` (1–5), `body`, `lang`, and up to three `pictures`. */
export const reviewCreate = {
  request: z.object({
    lineId: z.uuid({ message: 'review.lineNotFound' }),
    rating: z.coerce.number({ message: 'review.ratingRequired' }).int({ message: 'review.ratingRequired' }).min(1, { message: 'review.ratingRequired' }).max(5, { message: 'review.ratingRequired' }),
    body: storableText.trim().max(REVIEW_LIMITS.body, { message: LIMIT_MESSAGE }).default(''),
    lang: langField,
    pictures: pictureList,
  }),
  response: z.object({ reviewId: z.uuid(), status: z.literal('pending') }),
};

/** A second vote by the same shopper changes nothing and answers the same. */
export const reviewVote = {
  request: z.object({ reviewId: z.uuid({ message: 'review.notFound' }) }),
  response: z.object({ reviewId: z.uuid(), helpfulCount: z.int().min(0), voted: z.literal(true) }),
};
