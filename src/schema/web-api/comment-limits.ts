/*
 * Plain values, no zod: the comment form reads them on an article's first page, before the
 * browser loads any schema.
 */

export const COMMENT_LIMITS = {
  /** Characters of one comment; the database holds the same limit. */
  text: 2000,
  /** Threads (top-level comments with their replies) on one page. */
  pageSize: 10,
  /** Replies drawn under one thread; a thread rarely has more, and the rest stay readable in order by the merchant. */
  repliesShown: 50,
  /** How long after posting the author may still change the text. */
  editWindowMs: 15 * 60 * 1000,
} as const;

/** What a shopper may see a comment as: a pending one is only ever shown to its author. */
export const COMMENT_VISIBLE_STATUSES = ['pending', 'accepted'] as const;
export type CommentVisibleStatus = (typeof COMMENT_VISIBLE_STATUSES)[number];
