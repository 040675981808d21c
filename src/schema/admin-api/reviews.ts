import { z } from 'zod';
import { storableText } from '../limits';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../web-api/review-limits';
import { ADMIN_MAX_BODY_BYTES, forRoles, SUPPORT } from './contract';

/*
 * The merchant's moderation of reviews. A decision the review's status does not allow
 * (accepting an accepted one) answers 409 and changes nothing; an unknown review 404; a bad
 * body 422 naming the field.
 */

/** The most reviews one answer of the list holds. */
const MAX_PAGE = 100;

/** A review as the merchant reads it, whatever its status. */
export const merchantReviewSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.int(),
  body: z.string(),
  locale: z.string(),
  rejectReason: z.string(),
  productSlug: z.string(),
  productName: z.string(),
  orderNo: z.string(),
  author: z.object({ id: z.string(), nickName: z.string(), email: z.string().nullable() }),
  /** How many pictures it carries. */
  pictures: z.int(),
  helpfulCount: z.int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const reviewAnswer = z.object({ review: merchantReviewSchema });

export const REVIEW_CALLS = forRoles(SUPPORT, {
  /** Every review, newest first (`status=pending` for the queue). */
  'reviews/list': {
    method: 'GET',
    path: '/reviews',
    query: z.object({
      status: z.enum(REVIEW_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    answer: z.object({ reviews: z.array(merchantReviewSchema) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MAX_PAGE,
  },
  'reviews/get': { method: 'GET', path: '/reviews/:id', answer: reviewAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** It shows on the product page and counts in its figures; its author is told. */
  'reviews/accept': { reads: 'reviews/get', method: 'POST', path: '/reviews/:id/accept', answer: reviewAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  /** It stops showing (also one accepted before). */
  'reviews/reject': {
    reads: 'reviews/get',
    method: 'POST',
    path: '/reviews/:id/reject',
    request: z.object({ reason: storableText.trim().min(1).max(REVIEW_LIMITS.rejectReason) }),
    answer: reviewAnswer,
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
