import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouter, useRouterState } from '@tanstack/react-router';
import useSWRInfinite from 'swr/infinite';
import { REVIEW_CALLS, type merchantReviewSchema } from '../schema/admin-api/reviews';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../schema/web-api/review-limits';
import type { z } from 'zod';
import { admin } from './api';
import { FormStatus, SelectField, useOutcome, usePageTitle, useRefusal, Waiting } from './fields';
import { formatTime } from './format';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Moderation of reviews: the queue (waiting reviews first), each review with its product, its
 * author and what they wrote in their own language; accepting shows it on the product page and
 * counts it in the rating, rejecting asks for the reason its author will read.
 */

type Review = z.output<typeof merchantReviewSchema>;
const PAGE = 20;

export function ReviewsPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('reviews.title'));
  const allowed = mayCall(caller.role, REVIEW_CALLS['reviews/list'].roles);
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const router = useRouter();
  const chosen = new URLSearchParams(search).get('status');
  const status = REVIEW_STATUSES.find((known) => known === chosen) ?? 'pending';
  const pages = useSWRInfinite(
    (index, previous: Review[] | null) => (!allowed || (previous && previous.length < PAGE) ? null : (['reviews/list', status, index * PAGE] as const)),
    async ([, listed, offset]) => (await admin.call('reviews/list', { query: { status: listed, limit: PAGE, offset } })).data.reviews,
  );
  const outcome = useOutcome();
  const refusal = useRefusal();

  if (!allowed) return <NotForYourRole roles={REVIEW_CALLS['reviews/list'].roles} />;

  async function decide(call: () => Promise<unknown>, said: string) {
    outcome.clear();
    try {
      await call();
      outcome.succeed(said);
    } catch (error) {
      outcome.fail(t('error.summary', { message: refusal(error) }));
    }
    await pages.mutate();
  }

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('status'));
    router.history.push(next === 'pending' ? path : `${path}?status=${next}`);
  }

  const reviews = pages.data?.flat() ?? [];
  const more = pages.data !== undefined && (pages.data[pages.data.length - 1]?.length ?? 0) === PAGE;

  return (
    <>
      <h1 tabIndex={-1}>{t('reviews.title')}</h1>
      <p>{t('reviews.intro')}</p>
      <form className="filter" onSubmit={show} aria-label={t('audit.filter')}>
        <SelectField label={t('reviews.status')} name="status" key={status} defaultValue={status}>
          {REVIEW_STATUSES.map((known) => (
            <option key={known} value={known}>
              {t(`reviewStatus.${known}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit">{t('orders.apply')}</button>
      </form>
      <FormStatus done={outcome.done} failed={outcome.failed} />
      {pages.error || !pages.data ? (
        <Waiting failed={pages.error !== undefined} />
      ) : reviews.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <ul className="cards">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                onAccept={() => decide(() => admin.call('reviews/accept', { params: { id: review.id } }), t('reviews.acceptedDone'))}
                onReject={(reason) => decide(() => admin.call('reviews/reject', { params: { id: review.id }, body: { reason } }), t('reviews.rejectedDone'))}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" onClick={() => void pages.setSize(pages.size + 1)}>
          {t('reviews.more')}
        </button>
      )}
    </>
  );
}

function ReviewCard({ review, onAccept, onReject }: { review: Review; onAccept: () => Promise<void>; onReject: (reason: string) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <h2 id={`review-${review.id}`} className="card-title">
        <a href={`/product/${encodeURIComponent(review.productSlug)}`} data-record>
          {review.productName}
        </a>
      </h2>
      <p className="facts">
        <span>{t('reviews.rating', { rating: review.rating })}</span> · <span>{t(`reviewStatus.${review.status}`)}</span> ·{' '}
        <span>
          {t('reviews.author')} {review.author.nickName ? <span data-record>{review.author.nickName}</span> : t('reviews.anonymous')}
        </span> · <span>{t('reviews.order', { orderNo: review.orderNo })}</span> ·{' '}
        <time dateTime={review.createdAt}>{formatTime(review.createdAt, i18n.language)}</time>
        {review.pictures > 0 && <> · {t('reviews.pictures', { count: review.pictures })}</>}
      </p>
      <blockquote lang={review.locale}>{review.body}</blockquote>
      {review.status === 'rejected' && review.rejectReason && <p>{t('reviews.rejectedBecause', { reason: review.rejectReason })}</p>}
      <div className="buttons">
        {review.status !== 'accepted' && (
          <button type="button" className="primary" onClick={() => void onAccept()}>
            {t('reviews.accept')}
          </button>
        )}
        {review.status !== 'rejected' && !rejecting && (
          <button type="button" onClick={() => setRejecting(true)}>
            {t('reviews.reject')}
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="reason"
          onSubmit={(event) => {
            event.preventDefault();
            const reason = String(new FormData(event.currentTarget).get('reason')).trim();
            void onReject(reason).then(() => setRejecting(false));
          }}
        >
          <label htmlFor={`reason-${review.id}`}>{t('reviews.reason')}</label>
          <textarea id={`reason-${review.id}`} name="reason" required maxLength={REVIEW_LIMITS.rejectReason} rows={3} />
          <div className="buttons">
            <button type="submit" className="danger">
              {t('reviews.rejectSubmit')}
            </button>
            <button type="button" onClick={() => setRejecting(false)}>
              {t('action.keep')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
