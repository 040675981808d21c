import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useReviewStrings } from '../../forms/review-strings';
import { formatDate, formatNumber } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import { pageData, readPageData } from '../../renderer/kit/read-page-data';
import { langPath } from '../../schema/languages';
import { REVIEW_SORTS, type ReviewSort } from '../../schema/web-api/review-limits';
import type { PublicReview, ReviewableLine, ReviewFigures, ReviewPage } from '../../schema/web-api/reviews';
import type { ReviewsListBlockProps } from './schema';

// Read only on a page that has both, the product only beside its reviews (reviewsOfPage), so not props.
const reviewPage = pageData(() => import('../../schema/catalog').then((catalog) => catalog.productKindDataSchema.shape.reviews));
const productDetail = pageData(() => import('../../schema/catalog').then((catalog) => catalog.productKindDataSchema.shape.product));

/** The product page's first page of reviews and the product's slug; null on any other page. */
function reviewsOfPage(data: Record<string, unknown>) {
  if (!Object.hasOwn(data, 'reviews') || !Object.hasOwn(data, 'product')) return null;
  const reviews = readPageData(data, 'reviews', reviewPage);
  if (!reviews) return null;
  const product = readPageData(data, 'product', productDetail);
  return { reviews, slug: product.slug };
}

/** The API client brings zod: it loads on the first call the shopper makes, not with the page. */
const loadApi = () => import('../../api/web-api');
/** The form, its checks and its words load only for a shopper with a purchase to review, never with the page. */
const ReviewForm = lazy(() => import('./review-form'));

function Stars({ rating, label, className = '' }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`text-primary tracking-tight ${className}`}>
      {'★'.repeat(Math.round(rating))}
      <span className="text-desc">{'☆'.repeat(5 - Math.round(rating))}</span>
    </span>
  );
}

function Summary({ figures }: { figures: ReviewFigures }) {
  const { t } = useReviewStrings();
  const { lang } = usePage();
  if (figures.count === 0 || figures.average === null) return <p className="text-desc">{t('review.none')}</p>;
  const average = formatNumber(figures.average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-3xl font-semibold text-title" data-review-average="">
          {average}
        </p>
        <Stars rating={figures.average} label={t('review.average', { average })} className="text-lg" />
        <p className="text-sm text-desc">{t('review.basedOn', { count: figures.count })}</p>
      </div>
      <div className="min-w-60 flex-1">
        <h3 className="sr-only">{t('review.distribution')}</h3>
        <ul role="list" className="flex flex-col gap-1">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = figures.stars[stars - 1] ?? 0;
            const share = figures.count === 0 ? 0 : Math.round((count / figures.count) * 100);
            return (
              <li key={stars} className="flex items-center gap-2 text-sm">
                <span className="sr-only">{t('review.starsCount', { stars, count })}</span>
                <span aria-hidden="true" className="w-12 text-text">
                  {t('review.starsRow', { stars })}
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-theme">
                  <span className="block h-full bg-primary" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="w-10 text-right text-desc">
                  {formatNumber(count, lang)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function ReviewItem({ review, voted, onVote }: { review: PublicReview; voted: boolean; onVote: () => void }) {
  const { t } = useReviewStrings();
  const { lang } = usePage();
  const name = review.nickName || t('review.anonymous');
  return (
    <li>
      <article className="flex flex-col gap-2 border-b border-theme pb-4" data-review={review.id}>
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} label={t('review.rated', { rating: review.rating })} />
          <span className="font-semibold text-title">{name}</span>
          {review.verifiedPurchase ? <span className="rounded-theme border border-success px-2 text-sm text-text">{t('review.verified')}</span> : null}
          <time dateTime={review.createdAt} className="text-sm text-desc">
            {formatDate(review.createdAt, lang)}
          </time>
        </header>
        {review.body ? <p className="whitespace-pre-line text-text">{review.body}</p> : null}
        {review.pictures.length > 0 ? (
          <ul role="list" aria-label={t('review.picturesOf', { name })} className="flex flex-wrap gap-2">
            {review.pictures.map((src, index) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener">
                  <img src={src} alt={t('review.picture', { n: index + 1 })} width={96} height={96} loading="lazy" className="h-24 w-24 rounded-theme object-cover" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <button
            type="button"
            aria-pressed={voted}
            onClick={onVote}
            disabled={voted}
            className="min-h-11 rounded-theme border border-theme px-3 py-1 text-sm text-text"
          >
            {voted ? t('review.helpfulVoted', { count: review.helpfulCount }) : t('review.helpful', { count: review.helpfulCount })}
          </button>
        </p>
      </article>
    </li>
  );
}

/** Where the shopper stands: may write (the form), has nothing to review (a note), or is a visitor (sign in). */
function WriteArea({ slug }: { slug: string }) {
  const { t } = useReviewStrings();
  const { lang, shopper, route } = usePage();
  const [lines, setLines] = useState<ReviewableLine[] | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const signedIn = Boolean(shopper);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void loadApi()
      .then(({ callApi }) => callApi('review/reviewable', { productSlug: slug, lang }, { signal: controller.signal, quiet: true }))
      .then((answer) => setLines(answer.lines))
      .catch(() => setLines([]));
    return () => controller.abort();
  }, [signedIn, slug, lang]);

  if (!signedIn) {
    const here = `${langPath(lang)}/${route.path.replace(/^\//, '')}`;
    return (
      <p className="text-desc">
        <a href={`${langPath(lang)}/auth/signin?redirect=${encodeURIComponent(here)}`} className="text-text underline">
          {t('review.signInToReview')}
        </a>
      </p>
    );
  }
  return (
    <>
      {submitted ? (
        <p role="status" className="rounded-theme border border-success px-4 py-3 text-text">
          {t('review.submitted')}
        </p>
      ) : null}
      {lines === null ? null : lines.length > 0 ? (
        <Suspense fallback={null}>
          <ReviewForm
            key={lines.map((line) => line.lineId).join()}
            lines={lines}
            onSubmitted={(lineId) => {
              setSubmitted(true);
              setLines(lines.filter((line) => line.lineId !== lineId));
            }}
          />
        </Suspense>
      ) : submitted ? null : (
        <p className="text-desc">{t('review.onlyBuyers')}</p>
      )}
    </>
  );
}

/**
 * The reviews list of a product page (spec §2): the average and the distribution of accepted
 * reviews, each review with its stars, the reviewer's nick name, a verified purchase mark, the
 * date and its pictures, sorting, a helpful vote and pages; drawn on the server with the first
 * page, later pages and sorts fetched. A shopper with a purchase to review gets the form.
 */
export default function ReviewsList({ heading }: ReviewsListBlockProps) {
  const { t } = useReviewStrings();
  const { data } = usePage();
  const headingId = useId();
  const sortId = useId();
  const fromPage = reviewsOfPage(data);
  const [shown, setShown] = useState<ReviewPage | null>(fromPage?.reviews ?? null);
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLHeadingElement>(null);

  // A new product page brings its own first page.
  const [shownData, setShownData] = useState(data);
  if (shownData !== data) {
    setShownData(data);
    setShown(fromPage?.reviews ?? null);
    setVoted(new Set());
  }
  if (!fromPage || !shown) return null;
  const { slug } = fromPage;

  const load = async (sort: ReviewSort, page: number) => {
    setLoading(true);
    try {
      const { callApi } = await loadApi();
      setShown(await callApi('review/list', { productSlug: slug, sort, page }));
      listRef.current?.focus();
    } catch {
      // The shopper was told in a toast; the page shown stays.
    } finally {
      setLoading(false);
    }
  };

  const vote = async (review: PublicReview) => {
    try {
      const { callApi } = await loadApi();
      const answer = await callApi('review/vote', { reviewId: review.id });
      setVoted(new Set([...voted, review.id]));
      setShown({ ...shown, reviews: shown.reviews.map((entry) => (entry.id === review.id ? { ...entry, helpfulCount: answer.helpfulCount } : entry)) });
    } catch {
      // Refusals (a visitor is sent to sign in) are told by the API client.
    }
  };

  return (
    <section aria-labelledby={headingId} className="container flex flex-col gap-5 py-6" data-reviews-list="">
      <h2 id={headingId} className="text-heading font-title text-title">
        {heading || t('review.title')}
      </h2>
      <Summary figures={shown.figures} />
      <WriteArea slug={slug} />
      {shown.figures.count > 0 ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={sortId} className="text-text">
              {t('review.sortBy')}
            </label>
            <select
              id={sortId}
              value={shown.sort}
              onChange={(event) => void load(REVIEW_SORTS.find((sort) => sort === event.currentTarget.value) ?? 'newest', 1)}
              className="min-h-11 rounded border border-theme bg-background px-2 text-text"
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`review.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <h3 ref={listRef} tabIndex={-1} className="sr-only">
            {t('review.pageOf', { page: shown.page, pageCount: Math.max(1, shown.pageCount) })}
          </h3>
          <ul role="list" aria-busy={loading} className="flex flex-col gap-4">
            {shown.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} voted={voted.has(review.id)} onVote={() => void vote(review)} />
            ))}
          </ul>
          {shown.pageCount > 1 ? (
            <nav aria-label={t('review.pages')} className="flex items-center justify-center gap-3">
              <button type="button" disabled={shown.page <= 1 || loading} onClick={() => void load(shown.sort, shown.page - 1)} className="min-h-11 rounded-theme border border-theme px-4 text-text disabled:opacity-50">
                {t('review.previous')}
              </button>
              <span className="text-desc">{t('review.pageOf', { page: shown.page, pageCount: shown.pageCount })}</span>
              <button type="button" disabled={shown.page >= shown.pageCount || loading} onClick={() => void load(shown.sort, shown.page + 1)} className="min-h-11 rounded-theme border border-theme px-4 text-text disabled:opacity-50">
                {t('review.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
