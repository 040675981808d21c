import type { Context } from 'hono';
import { COMMENT_CALLS } from '../../src/schema/web-api/comment-calls';
import { requestInfo } from '../accounts/request-info';
import { longestWait, recordHits } from '../accounts/throttle';
import type { WebApiDeps } from '../web-api/deps';
import { announceWorkChanged } from '../events/work-news';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { deleteComment, editComment, findArticleId, listComments, postComment, reportComment, reportRules } from './comments';

const notFound = () => new HandlerFailure(404, 'comment.notFound', 'There is no such comment', [{ path: 'id', message: 'comment.notFound' }]);
const articleNotFound = () =>
  new HandlerFailure(404, 'comment.articleNotFound', 'There is no such article', [{ path: 'articleSlug', message: 'comment.articleNotFound' }]);

function tooFast(c: Context, seconds: number, path: string, english: string): never {
  c.header('Retry-After', String(seconds));
  throw new HandlerFailure(429, 'comment.tooFast', `${english}; try again in ${seconds} s`, [{ path, message: 'comment.tooFast' }]);
}

/** Comments: anyone reads and reports; a signed-in shopper posts, replies, and edits or deletes their own. */
export function commentHandlers(deps: WebApiDeps): WebApiHandlers<typeof COMMENT_CALLS> {
  const { db } = deps;
  const now = () => new Date();
  return {
    'comment/list': async ({ body, shopper }) => {
      const at = now();
      const id = await findArticleId(db, body.articleSlug, at);
      if (id === null) throw articleNotFound();
      return listComments(db, { id, slug: body.articleSlug }, shopper?.id ?? null, body.page, at);
    },
    'comment/post': async ({ body, shopper, c }) => {
      const outcome = await postComment(db, shopper.id, body, now());
      if (outcome.ok) {
        // A trusted author's comment is published at once: only one waiting for moderation is the staff's work.
        if (outcome.comment.status === 'pending') announceWorkChanged(deps.changes);
        return { comment: outcome.comment };
      }
      switch (outcome.reason) {
        case 'article-not-found':
          throw articleNotFound();
        case 'parent-not-found':
          throw new HandlerFailure(404, 'comment.notFound', 'The comment to reply to is not there', [{ path: 'parentId', message: 'comment.notFound' }]);
        case 'reply-depth':
          throw new HandlerFailure(400, 'comment.replyDepth', 'Replies go under a comment, not under another reply', [{ path: 'parentId', message: 'comment.replyDepth' }]);
        case 'too-fast':
          return tooFast(c, outcome.waitSeconds, 'text', 'You are commenting too fast');
      }
    },
    'comment/edit': async ({ body, shopper }) => {
      const outcome = await editComment(db, shopper.id, body, now());
      if (outcome.ok) return { comment: outcome.comment };
      if (outcome.reason === 'window-closed')
        throw new HandlerFailure(409, 'comment.editClosed', 'A comment can be changed only in the first 15 minutes', [{ path: 'text', message: 'comment.editClosed' }]);
      throw notFound();
    },
    'comment/delete': async ({ body, shopper }) => {
      const outcome = await deleteComment(db, shopper.id, body.id);
      if (!outcome.ok) throw notFound();
      return { deleted: true, kept: outcome.kept };
    },
    'comment/report': async ({ body, shopper, c }) => {
      const reporter = shopper ? { userId: shopper.id } : body.visitorId ? { visitorId: body.visitorId } : null;
      if (reporter === null)
        throw new HandlerFailure(400, 'validation.required', 'A guest report needs the x-visitor-id header', [{ path: 'visitorId', message: 'validation.required' }]);
      const rules = reportRules(requestInfo(c, deps.trustProxy).ip);
      const wait = await longestWait(db, rules, now());
      if (wait > 0) tooFast(c, wait, 'id', 'Too many reports from this address');
      await recordHits(db, rules, now());
      if ((await reportComment(db, body.id, reporter)) === 'not-found') throw notFound();
      return { reported: true };
    },
  };
}
