import { z } from 'zod';
import { ADMIN_MAX_BODY_BYTES, forRoles, SUPPORT } from './contract';

/*
 * The merchant's side of comments. `accept` publishes a pending (or rejected) comment and
 * tells its author; on a reported comment it keeps it and clears the reports. A decision the
 * comment's state does not allow answers 409 and changes nothing; an unknown comment 404.
 */

/** Where a comment stands: waiting, shown under its article, turned down, or taken down. */
export const COMMENT_STATUSES = ['pending', 'accepted', 'rejected', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Each decision and the states it may start from; anything else answers 409. */
export const MODERATION_ACTIONS = {
  /** Publishes a pending (or earlier rejected) comment; on an accepted one it dismisses the reports. */
  accept: ['pending', 'rejected', 'accepted'],
  reject: ['pending'],
  remove: ['pending', 'accepted'],
} as const satisfies Record<string, readonly CommentStatus[]>;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** The pending queue oldest first, the reported most reported first, or all newest first. */
export const MERCHANT_FILTERS = ['pending', 'reported', 'all'] as const;
export type MerchantFilter = (typeof MERCHANT_FILTERS)[number];

/** The most comments one answer of the list holds. */
const MAX_PAGE = 100;

export const merchantCommentSchema = z.object({
  id: z.string(),
  articleSlug: z.string(),
  parentId: z.string().nullable(),
  userId: z.string(),
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  deleted: z.boolean(),
  reportCount: z.int(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});

const commentAnswer = z.object({ comment: merchantCommentSchema });
/** The fields every decision shares: no body, the comment as it is now. */
const decision = { method: 'POST', answer: commentAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES } as const;

export const COMMENT_CALLS = forRoles(SUPPORT, {
  'comments/list': {
    method: 'GET',
    path: '/comments',
    query: z.object({
      filter: z.enum(MERCHANT_FILTERS).default('all'),
      article: z.string().trim().min(1).max(200).optional(),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(50),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
    answer: z.object({ comments: z.array(merchantCommentSchema) }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MAX_PAGE,
  },
  'comments/get': { method: 'GET', path: '/comments/:id', answer: commentAnswer, maxBodyBytes: ADMIN_MAX_BODY_BYTES },
  'comments/accept': { reads: 'comments/get', ...decision, path: '/comments/:id/accept' },
  /** Turns a pending comment down. */
  'comments/reject': { reads: 'comments/get', ...decision, path: '/comments/:id/reject' },
  /** Takes a pending or published comment down. */
  'comments/remove': { reads: 'comments/get', ...decision, path: '/comments/:id/remove' },
});
