import { useTranslation } from 'react-i18next';
import type { AdminCallData } from '../schema/admin-api/contract';
import {
  COMMENT_CALLS,
  MERCHANT_FILTERS,
  MODERATION_ACTIONS,
  type CommentStatus,
  type ModerationAction,
} from '../schema/admin-api/comments';
import { adminFor } from './api';
import { FormStatus, usePageTitle } from './fields';
import { formatTime } from './format';
import { ChoiceForm, QUEUE_PAGE, QueueItems, useAddressChoice, useDecision, useQueue } from './queue';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Moderation of readers' comments: the waiting queue, the reported ones (most reported first)
 * or all; each offers only the decisions the moderation table allows from where it stands.
 */

const admin = adminFor(COMMENT_CALLS);

type Comment = AdminCallData<(typeof COMMENT_CALLS)['comments/list']>['comments'][number];
const DONE = { accept: 'comments.acceptDone', reject: 'comments.rejectDone', remove: 'comments.removeDone' } as const;

const allows = (comment: Comment, action: ModerationAction) =>
  (MODERATION_ACTIONS[action] as readonly string[]).includes(comment.status) && !(comment.deleted && action === 'accept');

export function CommentsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('comments.title'));
  const allowed = mayCall(caller.role, COMMENT_CALLS['comments/list'].roles);
  const [filter, choose] = useAddressChoice('filter', MERCHANT_FILTERS, 'pending');
  const queue = useQueue<Comment>(
    allowed ? ['comments/list', filter] : null,
    async (offset) => (await admin.call('comments/list', { query: { filter, limit: QUEUE_PAGE, offset } })).data.comments,
  );
  const decision = useDecision(queue.reread);

  if (!allowed) return <NotForYourRole roles={COMMENT_CALLS['comments/list'].roles} />;

  const decide = (comment: Comment, action: ModerationAction) =>
    decision.decide(t(action === 'accept' && comment.status === 'accepted' ? 'comments.keepDone' : DONE[action]), () =>
      admin.call(`comments/${action}`, { params: { id: comment.id } }),
    );

  return (
    <>
      <h1 tabIndex={-1}>{t('comments.title')}</h1>
      <p>{t('comments.intro')}</p>
      <ChoiceForm
        label={t('comments.show')}
        name="filter"
        value={filter}
        values={MERCHANT_FILTERS}
        word={(known) => t(`commentFilter.${known}`)}
        onSubmit={choose}
      />
      <FormStatus done={decision.done} failed={decision.failed} />
      <QueueItems queue={queue} empty={t('comments.empty')} more={t('comments.more')}>
        {(comments) => (
          <ul className="cards">
            {comments.map((comment) => (
              <li key={comment.id}>
                <article aria-label={comment.authorName}>
                  <p className="facts">
                    <span data-record>{comment.authorName}</span> · <span>{t(`commentStatus.${comment.status as CommentStatus}`)}</span> ·{' '}
                    <time dateTime={comment.createdAt}>{formatTime(comment.createdAt, i18n.language)}</time>
                    {comment.parentId && <> · {t('comments.reply')}</>}
                    {comment.reportCount > 0 && <> · {t('comments.reports', { count: comment.reportCount })}</>}
                  </p>
                  <p>
                    {t('comments.article')}{' '}
                    <a href={`/article/${encodeURIComponent(comment.articleSlug)}`}>
                      <code>{comment.articleSlug}</code>
                    </a>
                  </p>
                  {comment.deleted ? <p>{t('comments.deleted')}</p> : <blockquote data-record>{comment.text}</blockquote>}
                  <div className="buttons">
                    {allows(comment, 'accept') && (comment.status !== 'accepted' || comment.reportCount > 0) && (
                      <button type="button" className="primary" onClick={() => void decide(comment, 'accept')}>
                        {t(comment.status === 'accepted' ? 'comments.keep' : 'comments.accept')}
                      </button>
                    )}
                    {allows(comment, 'reject') && (
                      <button type="button" onClick={() => void decide(comment, 'reject')}>
                        {t('comments.reject')}
                      </button>
                    )}
                    {allows(comment, 'remove') && (
                      <button type="button" className="danger" onClick={() => void decide(comment, 'remove')}>
                        {t('comments.remove')}
                      </button>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueueItems>
    </>
  );
}
