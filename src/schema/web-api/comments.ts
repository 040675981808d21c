import { z } from 'zod';
import { storableText } from '../limits';
import { COMMENT_LIMITS, COMMENT_VISIBLE_STATUSES } from './comment-limits';
import { visitorIdSchema } from './visitor';

export { COMMENT_LIMITS } from './comment-limits';

const slugField = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.lengthLimit');
const idField = z.uuid({ message: 'comment.notFound' });
/**
 * The comment as typed: plain text, never HTML. It is stored as written and escaped
 * wherever it is drawn, so `<script>` reads as those characters.
 */
const textField = storableText
  .trim()
  .min(1, 'validation.required')
  .max(COMMENT_LIMITS.text, 'validation.lengthLimit');

/** One comment as the person asking may see it. */
export const commentViewSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** The author's nick name, or a neutral stand-in when they have none. */
  authorName: z.string().max(100),
  /** Empty for a deleted comment kept for its replies. */
  text: z.string().max(COMMENT_LIMITS.text),
  /** `pending` only on the author's own comment: it waits for the merchant. */
  status: z.enum(COMMENT_VISIBLE_STATUSES),
  deleted: z.boolean(),
  edited: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Written by the shopper asking. */
  mine: z.boolean(),
  /** Until when the author may still edit it; null once the window closed, or for others. */
  editableUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

export const commentThreadSchema = commentViewSchema.extend({
  replies: z.array(commentViewSchema).max(COMMENT_LIMITS.repliesShown),
  /** Replies beyond those drawn. */
  moreReplies: z.number().int().nonnegative(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** One page of an article's threads, newest thread first, each thread's replies oldest first. */
export const commentPageSchema = z.object({
  articleSlug: z.string().max(200),
  threads: z.array(commentThreadSchema).max(COMMENT_LIMITS.pageSize),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Threads the person asking can see, their own awaiting approval included: what the pages count. */
  total: z.number().int().nonnegative(),
  /** Threads everyone sees: the count the list shows. */
  publicTotal: z.number().int().nonnegative(),
  /** Seconds before the signed-in shopper may post again (0 when they may now, and for a guest). */
  waitSeconds: z.number().int().nonnegative(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentList = {
  request: z.object({ articleSlug: slugField, page: z.number().int().min(1).max(10_000).default(1) }),
  response: commentPageSchema,
};

/** A new comment, or a reply when `parentId` names a top-level comment of the same article. */
export const commentPost = {
  request: z.object({ articleSlug: slugField, text: textField, parentId: idField.optional() }),
  response: z.object({ comment: commentViewSchema }),
};

export const commentEdit = {
  request: z.object({ id: idField, text: textField }),
  response: z.object({ comment: commentViewSchema }),
};

export const commentDelete = {
  request: z.object({ id: idField }),
  /** `kept`: it had replies, and stays as "comment deleted" above them. */
  response: z.object({ deleted: z.literal(true), kept: z.boolean() }),
};

/** Anyone may report: a guest is told apart by the browser's visitor id (the `x-visitor-id` header). */
export const commentReport = {
  request: z.object({ id: idField, visitorId: visitorIdSchema.optional() }),
  response: z.object({ reported: z.literal(true) }),
};
