import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { COMMENT_LIMITS } from '../../src/schema/web-api/comment-limits';
import type { CommentPage, CommentThread, CommentView } from '../../src/schema/web-api/comments';
import { commentAcceptedMessageSchema } from '../../src/schema/realtime-messages';
import { TRANSLATED_LOCALES } from '../../src/schema/languages';
import { articleIsPublished, findArticle } from '../catalog/queries/taxonomy';
import type { Database } from '../db/database';
import { articles, commentReports, comments, users } from '../db/schema';
import type { ChangeBus } from '../events/change-bus';
import { longestWait, recordHits, type ThrottleRule } from '../accounts/throttle';
import type { MerchantFilter } from '../../src/schema/admin-api/comments';
import { MODERATION_ACTIONS, type ModerationAction } from '../../src/schema/admin-api/comments';

/*
 * Comments under articles. Every query that reads or changes a comment for a shopper names
 * who asks: a pending comment is found only by its author, and edit and delete look for the
 * comment among the asker's own, so another shopper's comment is simply not found (a 404).
 *
 * Trust is earned once: a shopper with no accepted comment waits for the merchant; from their
 * first accepted comment on, what they post is published at once.
 */

type CommentRow = typeof comments.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Who asks: a signed-in shopper's id, or null for a guest. */
export type Viewer = string | null;

/** Per shopper: a burst of three, then twenty an hour. */
export const POST_LIMITS = {
  burst: { limit: 3, windowMs: 60_000 },
  hour: { limit: 20, windowMs: 60 * 60_000 },
} as const;

/** Reports from one network address an hour: a guest can mint visitor ids, not addresses. */
export const REPORTS_PER_ADDRESS_HOUR = 30;

export function postRules(userId: string): ThrottleRule[] {
  const key = `comment-post:${userId}`;
  return [
    { key, ...POST_LIMITS.burst },
    { key, ...POST_LIMITS.hour },
  ];
}

export function reportRules(ip: string): ThrottleRule[] {
  return [{ key: `comment-report-ip:${ip}`, limit: REPORTS_PER_ADDRESS_HOUR, windowMs: 60 * 60_000 }];
}

/** Seconds before the shopper may post again; 0 when they may now. */
export function postWait(db: Database, userId: string, now = new Date()): Promise<number> {
  return longestWait(db, postRules(userId), now);
}

export async function findArticleId(db: Database, slug: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), lte(articles.publishedAt, now), articleIsPublished()))
    .limit(1);
  return row?.id ?? null;
}

/** What the viewer may see: accepted comments, and their own pending ones. */
function visibleTo(viewer: Viewer): SQL {
  const accepted = eq(comments.status, 'accepted');
  if (viewer === null) return accepted;
  return or(accepted, and(eq(comments.status, 'pending'), eq(comments.userId, viewer)))!;
}

/** A thread shows when its comment is visible and not deleted, or deleted but with a reply the viewer sees. */
function threadVisibleTo(viewer: Viewer): SQL {
  const ownPending = viewer === null ? sql`false` : sql`(r.status = 'pending' and r.user_id = ${viewer})`;
  return and(
    visibleTo(viewer),
    or(
      eq(comments.deleted, false),
      sql`exists (select 1 from ${comments} r where r.parent_id = ${comments.id} and (r.status = 'accepted' or ${ownPending}))`,
    ),
  )!;
}

function viewOf(row: CommentRow & { authorName: string }, viewer: Viewer, now: Date): CommentView {
  const mine = viewer !== null && row.userId === viewer;
  const closesAt = row.createdAt.getTime() + COMMENT_LIMITS.editWindowMs;
  const editable = mine && !row.deleted && closesAt > now.getTime();
  return {
    id: row.id,
    parentId: row.parentId,
    authorName: row.deleted ? '' : row.authorName.slice(0, 100),
    text: row.deleted ? '' : row.text,
    status: row.status === 'pending' ? 'pending' : 'accepted',
    deleted: row.deleted,
    edited: row.editedAt !== null,
    createdAt: row.createdAt.toISOString(),
    mine,
    editableUntil: editable ? new Date(closesAt).toISOString() : null,
  };
}

const withAuthor = { comment: comments, authorName: users.nickName };
const flatten = (row: { comment: CommentRow; authorName: string }) => ({ ...row.comment, authorName: row.authorName });

/** One page of an article's threads, as `viewer` may see them. */
export async function listComments(
  db: Database,
  article: { id: number; slug: string },
  viewer: Viewer,
  page: number,
  now = new Date(),
): Promise<CommentPage> {
  const { pageSize, repliesShown } = COMMENT_LIMITS;
  const where = and(eq(comments.articleId, article.id), isNull(comments.parentId), threadVisibleTo(viewer));
  const everyone = and(eq(comments.articleId, article.id), isNull(comments.parentId), threadVisibleTo(null));
  const [tops, [counted], [everyoneCounted], waitSeconds] = await Promise.all([
    db
      .select(withAuthor)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(comments).where(where),
    // The count the list shows is what everyone sees: the viewer's own comments awaiting approval are not public yet.
    viewer === null ? Promise.resolve([undefined]) : db.select({ total: count() }).from(comments).where(everyone),
    viewer === null ? Promise.resolve(0) : postWait(db, viewer, now),
  ]);
  const ids = tops.map((row) => row.comment.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select(withAuthor)
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(and(inArray(comments.parentId, ids), visibleTo(viewer)))
          .orderBy(asc(comments.createdAt), asc(comments.id));
  const threads: CommentThread[] = tops.map((top) => {
    const own = replies.filter((reply) => reply.comment.parentId === top.comment.id);
    return {
      ...viewOf(flatten(top), viewer, now),
      replies: own.slice(0, repliesShown).map((reply) => viewOf(flatten(reply), viewer, now)),
      moreReplies: Math.max(0, own.length - repliesShown),
    };
  });
  const total = counted?.total ?? 0;
  return { articleSlug: article.slug, threads, page, pageSize, total, publicTotal: viewer === null ? total : (everyoneCounted?.total ?? 0), waitSeconds };
}

export type PostOutcome =
  | { ok: true; comment: CommentView }
  | { ok: false; reason: 'article-not-found' | 'parent-not-found' | 'reply-depth' }
  | { ok: false; reason: 'too-fast'; waitSeconds: number };

async function hasAcceptedComment(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.userId, userId), eq(comments.status, 'accepted')))
    .limit(1);
  return row !== undefined;
}

async function authorNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.nickName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** Posts a comment, or a reply when `parentId` names a top-level comment the shopper can see on the same article. */
export async function postComment(
  db: Database,
  userId: string,
  input: { articleSlug: string; text: string; parentId?: string | undefined },
  now = new Date(),
): Promise<PostOutcome> {
  const articleId = await findArticleId(db, input.articleSlug, now);
  if (articleId === null) return { ok: false, reason: 'article-not-found' };
  const rules = postRules(userId);
  const waitSeconds = await longestWait(db, rules, now);
  if (waitSeconds > 0) return { ok: false, reason: 'too-fast', waitSeconds };
  const outcome = await db.transaction(async (tx): Promise<PostOutcome> => {
    if (input.parentId !== undefined) {
      // Locked: a delete of the parent waits, so it never drops a thread a reply is joining.
      const [parent] = await tx
        .select()
        .from(comments)
        .where(and(eq(comments.id, input.parentId), eq(comments.articleId, articleId), visibleTo(userId)))
        .for('update');
      if (!parent || parent.deleted) return { ok: false, reason: 'parent-not-found' };
      if (parent.parentId !== null) return { ok: false, reason: 'reply-depth' };
    }
    const status = (await hasAcceptedComment(tx, userId)) ? 'accepted' : 'pending';
    const [row] = await tx
      .insert(comments)
      .values({ articleId, parentId: input.parentId ?? null, userId, text: input.text, status, createdAt: now })
      .returning();
    return { ok: true, comment: viewOf({ ...row!, authorName: await authorNameOf(tx, userId) }, userId, now) };
  });
  // Only what was posted counts: a refused reply costs the shopper nothing.
  if (outcome.ok) await recordHits(db, rules, now);
  return outcome;
}

/** The shopper's own comment they may still see (pending or accepted, not deleted), locked for a change. */
async function lockOwn(tx: Executor & Pick<Database, 'select'>, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.userId, userId), inArray(comments.status, ['pending', 'accepted']), eq(comments.deleted, false)))
    .for('update');
  return row ?? null;
}

export type EditOutcome = { ok: true; comment: CommentView } | { ok: false; reason: 'not-found' | 'window-closed' };

/** Changes the text of the shopper's own comment, within the edit window of its posting. */
export async function editComment(db: Database, userId: string, input: { id: string; text: string }, now = new Date()): Promise<EditOutcome> {
  return db.transaction(async (tx): Promise<EditOutcome> => {
    const row = await lockOwn(tx, userId, input.id);
    if (!row) return { ok: false, reason: 'not-found' };
    if (now.getTime() >= row.createdAt.getTime() + COMMENT_LIMITS.editWindowMs) return { ok: false, reason: 'window-closed' };
    const [changed] = await tx.update(comments).set({ text: input.text, editedAt: now }).where(eq(comments.id, row.id)).returning();
    return { ok: true, comment: viewOf({ ...changed!, authorName: await authorNameOf(tx, userId) }, userId, now) };
  });
}

export type DeleteOutcome = { ok: true; kept: boolean } | { ok: false; reason: 'not-found' };

/**
 * Deletes the shopper's own comment. One with replies stays, emptied, as "comment deleted"
 * above them; one without goes. A reply that was the last under a deleted comment takes
 * that emptied comment with it.
 */
export async function deleteComment(db: Database, userId: string, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx): Promise<DeleteOutcome> => {
    const row = await lockOwn(tx, userId, id);
    if (!row) return { ok: false, reason: 'not-found' };
    const [replies] = await tx.select({ n: count() }).from(comments).where(eq(comments.parentId, row.id));
    if ((replies?.n ?? 0) > 0) {
      await tx.update(comments).set({ deleted: true, text: '' }).where(eq(comments.id, row.id));
      return { ok: true, kept: true };
    }
    await tx.delete(comments).where(eq(comments.id, row.id));
    if (row.parentId !== null) {
      const [parent] = await tx.select().from(comments).where(eq(comments.id, row.parentId)).for('update');
      if (parent?.deleted) {
        const [left] = await tx.select({ n: count() }).from(comments).where(eq(comments.parentId, parent.id));
        if ((left?.n ?? 0) === 0) await tx.delete(comments).where(eq(comments.id, parent.id));
      }
    }
    return { ok: true, kept: false };
  });
}

/** Who reports: the shopper's id, or a guest's visitor id. */
export type Reporter = { userId: string } | { visitorId: string };

const reporterKey = (reporter: Reporter) => ('userId' in reporter ? `user:${reporter.userId}` : `visitor:${reporter.visitorId}`);

/** Files one report per reporter against a public comment: reporting again changes nothing. */
export async function reportComment(db: Database, id: string, reporter: Reporter): Promise<'reported' | 'not-found'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.status, 'accepted'), eq(comments.deleted, false)))
      .limit(1);
    if (!row) return 'not-found';
    const added = await tx
      .insert(commentReports)
      .values({ commentId: row.id, reporter: reporterKey(reporter) })
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId });
    if (added.length > 0) await tx.update(comments).set({ reportCount: sql`${comments.reportCount} + 1` }).where(eq(comments.id, row.id));
    return 'reported';
  });
}

/*
 * The merchant's side.
 */

export type MerchantComment = {
  id: string;
  articleSlug: string;
  parentId: string | null;
  userId: string;
  authorName: string;
  authorEmail: string | null;
  text: string;
  status: CommentRow['status'];
  deleted: boolean;
  reportCount: number;
  createdAt: string;
  editedAt: string | null;
};

const merchantColumns = {
  comment: comments,
  articleSlug: articles.slug,
  authorName: users.nickName,
  authorEmail: users.email,
};

function merchantView(row: { comment: CommentRow; articleSlug: string; authorName: string; authorEmail: string | null }): MerchantComment {
  const { comment } = row;
  return {
    id: comment.id,
    articleSlug: row.articleSlug,
    parentId: comment.parentId,
    userId: comment.userId,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    text: comment.text,
    status: comment.status,
    deleted: comment.deleted,
    reportCount: comment.reportCount,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
  };
}

/** Pending comments oldest first (the queue), reported ones most reported first, or all newest first. */
export async function listForMerchant(db: Database, query: { filter: MerchantFilter; articleSlug?: string | undefined; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (query.filter === 'pending') conditions.push(eq(comments.status, 'pending'));
  if (query.filter === 'reported') conditions.push(sql`${comments.reportCount} > 0`, eq(comments.status, 'accepted'), eq(comments.deleted, false));
  if (query.articleSlug) conditions.push(eq(articles.slug, query.articleSlug));
  const order =
    query.filter === 'pending'
      ? [asc(comments.createdAt), asc(comments.id)]
      : query.filter === 'reported'
        ? [desc(comments.reportCount), desc(comments.createdAt)]
        : [desc(comments.createdAt), desc(comments.id)];
  const rows = await db
    .select(merchantColumns)
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(merchantView);
}

export async function findForMerchant(db: Database, id: string): Promise<MerchantComment | null> {
  const [row] = await db
    .select(merchantColumns)
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id))
    .limit(1);
  return row ? merchantView(row) : null;
}

export type ModerationOutcome =
  | { ok: true; comment: MerchantComment }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; status: CommentRow['status'] };

/**
 * The merchant's decision on a comment, under its row lock. A comment that becomes accepted
 * is told to its author's open pages; the article pages drawn for everyone start over.
 */
export async function moderateComment(
  db: Database,
  changes: ChangeBus | undefined,
  id: string,
  action: ModerationAction,
): Promise<ModerationOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
    if (!row) return { ok: false as const, reason: 'not-found' as const };
    const allowed: readonly string[] = MODERATION_ACTIONS[action];
    if (!allowed.includes(row.status) || (row.deleted && action === 'accept')) return { ok: false as const, reason: 'not-allowed' as const, status: row.status };
    const status = action === 'accept' ? 'accepted' : action === 'reject' ? 'rejected' : 'removed';
    await tx.update(comments).set({ status, ...(action === 'accept' ? { reportCount: 0 } : {}) }).where(eq(comments.id, id));
    // Accepting a reported comment keeps it: the reports are dealt with, and new ones start from nothing.
    if (action === 'accept') await tx.delete(commentReports).where(eq(commentReports.commentId, id));
    return { ok: true as const, newlyAccepted: action === 'accept' && row.status !== 'accepted' };
  });
  if (!outcome.ok) return outcome;
  const comment = await findForMerchant(db, id);
  if (!comment) return { ok: false, reason: 'not-found' };
  if (changes) {
    await changes.publish('site-changed', { what: `comment ${id} ${action}` });
    if (outcome.newlyAccepted) await announceAccepted(db, changes, comment);
  }
  return { ok: true, comment };
}

async function announceAccepted(db: Database, changes: ChangeBus, comment: MerchantComment): Promise<void> {
  // In the author's own language, as the rest of what the shop tells them.
  const [author] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, comment.userId)).limit(1);
  const locale = TRANSLATED_LOCALES.find((candidate) => candidate === author?.locale) ?? 'en';
  const article = await findArticle(db, comment.articleSlug, [locale, 'en']);
  const message = commentAcceptedMessageSchema.parse({
    code: 0,
    msg: 'comment-accepted',
    data: { commentId: comment.id, articleSlug: comment.articleSlug, articleTitle: (article?.text.title ?? comment.articleSlug).slice(0, 300) },
  });
  await changes.publish('shopper-message', { userId: comment.userId, message });
}
