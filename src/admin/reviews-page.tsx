import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_CALLS, type merchantReviewSchema } from '../schema/admin-api/reviews';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../schema/web-api/review-limits';
import type { z } from 'zod';
import { adminFor } from './api';
import { FormStatus, usePageTitle } from './fields';
import { formatTime } from './format';
import { ChoiceForm, QUEUE_PAGE, QueueItems, useAddressChoice, useDecision, useQueue } from './queue';
import { mayCall, NotForYourRole, useSignedIn } from './shell';

/*
 * Moderation of reviews: the queue (waiting reviews first), each review with its product, its
 * author and what they wrote in their own language; accepting shows it on the product page and
 * counts it in the rating, rejecting asks for the reason its author will read.
 */

const admin = adminFor(REVIEW_CALLS);

type Review = z.output<typeof merchantReviewSchema>;

export function ReviewsPage() {
  const { t } = useTranslation();
  const { caller } = useSignedIn();
  usePageTitle(t('reviews.title'));
  const allowed = mayCall(caller.role, REVIEW_CALLS['reviews/list'].roles);
  const [status, choose] = useAddressChoice('status', REVIEW_STATUSES, 'pending');
  const queue = useQueue<Review>(
    allowed ? ['reviews/list', status] : null,
    async (offset) => (await admin.call('reviews/list', { query: { status, limit: QUEUE_PAGE, offset } })).data.reviews,
  );
  const decision = useDecision(queue.reread);

  if (!allowed) return <NotForYourRole roles={REVIEW_CALLS['reviews/list'].roles} />;

  return (
    <>
      <h1 tabIndex={-1}>{t('reviews.title')}</h1>
      <p>{t('reviews.intro')}</p>
      <ChoiceForm
        label={t('reviews.status')}
        name="status"
        value={status}
        values={REVIEW_STATUSES}
        word={(known) => t(`reviewStatus.${known}`)}
        onSubmit={choose}
      />
      <FormStatus done={decision.done} failed={decision.failed} />
      <QueueItems queue={queue} empty={t('reviews.empty')} more={t('reviews.more')}>
        {(reviews) => (
          <ul className="cards">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  onAccept={() =>
                    decision.decide(t('reviews.acceptedDone'), () => admin.call('reviews/accept', { params: { id: review.id } }))
                  }
                  onReject={(reason) =>
                    decision.decide(t('reviews.rejectedDone'), () =>
                      admin.call('reviews/reject', { params: { id: review.id }, body: { reason } }),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueueItems>
    </>
  );
}

function ReviewCard({
  review,
  onAccept,
  onReject,
}: {
  review: Review;
  onAccept: () => Promise<boolean>;
  onReject: (reason: string) => Promise<boolean>;
}) {
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
        </span>{' '}
        · <span>{t('reviews.order', { orderNo: review.orderNo })}</span> ·{' '}
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
