import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { shopperOwned } from './accounts';
import { articles } from './catalog';
import { COMMENT_STATUSES } from '../../../src/schema/admin-api/comments';

/*
 * Shoppers' comments under articles, and the reports anyone may file against one.
 *
 * A comment is `pending` until the shop trusts its author (one accepted comment of theirs
 * publishes the next at once), then `accepted`; the merchant may also `reject` or `remove`
 * it. Only accepted comments are public; a pending one is shown to its author alone.
 * Replies are one level deep: a reply's parent is never itself a reply (the service checks,
 * and the CHECK keeps a comment from being its own parent).
 *
 * A deleted comment that still has replies stays as a row with `deleted` set and its text
 * wiped, so the thread keeps its shape ("comment deleted"); one without replies is removed.
 */

export { COMMENT_STATUSES };

/** The longest text a comment may hold, in characters; the API refuses more before it gets here. */
export const COMMENT_TEXT_LIMIT = 2000;

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: shopperOwned(),
    text: text('text').notNull(),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many distinct people reported it: the merchant's "reported" list is ordered by it. */
    reportCount: integer('report_count').notNull().default(0),
  },
  (table) => [
    index('comments_thread').on(table.articleId, table.parentId, table.createdAt),
    index('comments_parent').on(table.parentId),
    index('comments_author').on(table.userId, table.status),
    index('comments_moderation').on(table.status, table.createdAt),
    index('comments_reported')
      .on(table.reportCount)
      .where(sql`${table.reportCount} > 0`),
    check('comments_status', sql`${table.status} in ('pending', 'accepted', 'rejected', 'removed')`),
    check('comments_text_length', sql`char_length(${table.text}) <= ${sql.raw(String(COMMENT_TEXT_LIMIT))}`),
    check('comments_not_own_parent', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
    check('comments_report_count', sql`${table.reportCount} >= 0`),
  ],
);

/**
 * One report per person and comment: the key is `user:<id>` for a signed-in shopper and
 * `visitor:<id>` for a guest (the browser's visitor id), so the same reporter reporting
 * again changes nothing.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.reporter] })],
);
