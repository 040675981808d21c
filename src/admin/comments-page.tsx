import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWRInfinite from 'swr/infinite';
import type { AdminCallData } from '../schema/admin-api/contract';
import { COMMENT_CALLS, MERCHANT_FILTERS, MODERATION_ACTIONS, type CommentStatus, type ModerationAction } from '../schema/admin-api/comments';
import { admin } from './api';
import { FormStatus, SelectField, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { formatTime } from './format';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Moderation of readers' comments: the waiting queue, the reported ones (most reported first)
 * or all; each offers only the decisions the moderation table allows from where it stands.
 */

type Comment = AdminCallData<(typeof COMMENT_CALLS)['comments/list']>['comments'][number];
const PAGE = 20;
const DONE = { accept: 'comments.acceptDone', reject: 'comments.rejectDone', remove: 'comments.removeDone' } as const;

const allows = (comment: Comment, action: ModerationAction) =>
  (MODERATION_ACTIONS[action] as readonly string[]).includes(comment.status) && !(comment.deleted && action === 'accept');

export function CommentsPage() {
  const { t, i18n } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('comments.title'));
  const allowed = mayCall(caller.role, COMMENT_CALLS['comments/list'].roles);
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const chosen = new URLSearchParams(search).get('filter');
  const filter = MERCHANT_FILTERS.find((known) => known === chosen) ?? 'pending';
  const pages = useSWRInfinite(
    (index, previous: Comment[] | null) => (!allowed || (previous && previous.length < PAGE) ? null : (['comments/list', filter, index * PAGE] as const)),
    async ([, listed, offset]) => (await admin.call('comments/list', { query: { filter: listed, limit: PAGE, offset } })).data.comments,
  );
  const outcome = useOutcome();
  const refusal = useRefusal();

  if (!allowed) return <NotForYourRole roles={COMMENT_CALLS['comments/list'].roles} />;

  async function decide(comment: Comment, action: ModerationAction) {
    outcome.clear();
    try {
      await admin.call(`comments/${action}`, { params: { id: comment.id } });
      outcome.succeed(t(action === 'accept' && comment.status === 'accepted' ? 'comments.keepDone' : DONE[action]));
    } catch (error) {
      outcome.fail(t('error.summary', { message: refusal(error) }));
    }
    await pages.mutate();
  }

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('filter'));
    router.history.push(next === 'pending' ? path : `${path}?filter=${next}`);
  }

  const comments = pages.data?.flat() ?? [];
  const more = pages.data !== undefined && (pages.data[pages.data.length - 1]?.length ?? 0) === PAGE;

  return (
    <>
      <h1 tabIndex={-1}>{t('comments.title')}</h1>
      <p>{t('comments.intro')}</p>
      <form className="filter" onSubmit={show} aria-label={t('audit.filter')}>
        <SelectField label={t('comments.show')} name="filter" key={filter} defaultValue={filter}>
          {MERCHANT_FILTERS.map((known) => (
            <option key={known} value={known}>
              {t(`commentFilter.${known}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {pages.error || !pages.data ? (
        <Waiting failed={pages.error !== undefined} />
      ) : comments.length === 0 ? (
        <p>{t('comments.empty')}</p>
      ) : (
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
      {more && (
        <button type="button" onClick={() => void pages.setSize(pages.size + 1)}>
          {t('comments.more')}
        </button>
      )}
    </>
  );
}
