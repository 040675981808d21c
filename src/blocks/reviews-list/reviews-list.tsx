import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ERROR_TEXT } from '../../forms/field';
import { useReviewStrings } from '../../forms/review-strings';
import { useFormCall } from '../../forms/use-form-call';
import { formatDate, formatNumber } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import { pageDataCheck, readPageData } from '../../renderer/kit/read-page-data';
import { langPath } from '../../schema/languages';
import { REVIEW_LIMITS, REVIEW_PICTURE_ACCEPT, REVIEW_SORTS, type ReviewSort } from '../../schema/web-api/review-limits';
import type { PublicReview, ReviewableLine, ReviewFigures, ReviewPage } from '../../schema/web-api/reviews';
import type { ReviewsListBlockProps } from './schema';

const reviewsCheck = pageDataCheck((schemas) => schemas.productKindDataSchema.shape.reviews);
const productCheck = pageDataCheck((schemas) => schemas.productKindDataSchema.shape.product);

/** The product page's first page of reviews and the product's slug; null on any other page. */
function reviewsOfPage(data: Record<string, unknown>) {
  if (!Object.hasOwn(data, 'reviews') || !Object.hasOwn(data, 'product')) return null;
  const reviews = readPageData(data, 'reviews', reviewsCheck);
  if (!reviews) return null;
  const product = readPageData(data, 'product', productCheck);
  return { reviews, slug: product.slug };
}

/** The API client brings zod: it loads on the first call the shopper makes, not with the page. */
const loadApi = () => import('../../api/web-api');

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

type Picture = { file: File; preview: string };

/** The review form for a shopper with a purchase to review: rating, text and up to three pictures. */
function ReviewForm({ lines, onSubmitted }: { lines: readonly ReviewableLine[]; onSubmitted: (lineId: string) => void }) {
  const { t } = useReviewStrings();
  const { lang } = usePage();
  const formRef = useRef<HTMLFormElement>(null);
  const call = useFormCall(formRef);
  const headingId = useId();
  const textId = useId();
  const lineId = useId();
  const picturesId = useId();
  const [line, setLine] = useState(lines[0]?.lineId ?? '');
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [pictureNote, setPictureNote] = useState('');
  const picturesRef = useRef(pictures);
  picturesRef.current = pictures;
  useEffect(() => () => picturesRef.current.forEach((picture) => URL.revokeObjectURL(picture.preview)), []);
  const chosen = lines.find((candidate) => candidate.lineId === line) ?? lines[0];

  const addPictures = (event: ChangeEvent<HTMLInputElement>) => {
    const added = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const room = REVIEW_LIMITS.pictures - pictures.length;
    setPictureNote(added.length > room ? t('review.tooManyPictures') : '');
    setPictures([...pictures, ...added.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
  };
  const removePicture = (index: number) => {
    const gone = pictures[index];
    if (gone) URL.revokeObjectURL(gone.preview);
    setPictures(pictures.filter((_, at) => at !== index));
    setPictureNote('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    const answer = await call.submit(
      'review/create',
      { lineId: chosen.lineId, rating, body: text, lang, pictures: pictures.map((picture) => picture.file) },
      rating === 0 ? [{ path: 'rating', message: 'review.ratingRequired' }] : [],
    );
    if (answer) onSubmitted(chosen.lineId);
  };

  const atLimit = text.length >= REVIEW_LIMITS.body;
  const ratingError = call.errorOf('rating');
  return (
    <form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)} className="flex max-w-2xl flex-col gap-4 rounded-theme border border-theme p-4">
      <h3 id={headingId} className="text-lg font-semibold text-title">
        {t('review.write')}
      </h3>
      {lines.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={lineId} className="font-semibold text-title">
            {t('review.purchase')}
          </label>
          <select id={lineId} value={chosen?.lineId} onChange={(event) => setLine(event.currentTarget.value)} className="min-h-11 rounded border border-theme bg-background px-2 text-text">
            {lines.map((candidate) => (
              <option key={candidate.lineId} value={candidate.lineId}>
                {[candidate.orderNo, candidate.options, formatDate(candidate.boughtAt, lang)].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </div>
      ) : chosen ? (
        <p className="text-sm text-desc">{t('review.writeFor', { orderNo: chosen.orderNo })}</p>
      ) : null}
      <fieldset aria-invalid={ratingError ? true : undefined} aria-describedby={ratingError ? `${headingId}-rating-error` : undefined} className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-title">{t('review.rating')}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-1">
              <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} aria-invalid={ratingError ? true : undefined} />
              {t('review.ratingOption', { count: value })}
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${headingId}-rating-error`} className={ERROR_TEXT}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="font-semibold text-title">
          {t('review.text')}
        </label>
        <textarea
          id={textId}
          name="body"
          rows={4}
          maxLength={REVIEW_LIMITS.body}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-describedby={`${textId}-count`}
          aria-invalid={call.errorOf('body') ? true : undefined}
          className="rounded border border-theme bg-background px-3 py-2 text-text"
        />
        <p id={`${textId}-count`} className={atLimit ? ERROR_TEXT : 'text-sm text-desc'} aria-live="polite">
          {atLimit ? `${t('validation.lengthLimit')} · ` : ''}
          {t('review.characters', { count: text.length, limit: REVIEW_LIMITS.body })}
        </p>
        {call.errorOf('body') ? <p className={ERROR_TEXT}>{call.errorOf('body')}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={picturesId} className="font-semibold text-title">
          {t('review.addPictures', { count: REVIEW_LIMITS.pictures })}
        </label>
        <p id={`${picturesId}-hint`} className="text-sm text-desc">
          {t('review.picturesHint')}
        </p>
        <input
          id={picturesId}
          type="file"
          name="pictures"
          accept={REVIEW_PICTURE_ACCEPT}
          multiple
          disabled={pictures.length >= REVIEW_LIMITS.pictures}
          onChange={addPictures}
          aria-describedby={`${picturesId}-hint`}
          aria-invalid={call.errorOf('pictures') ? true : undefined}
        />
        {pictureNote ? <p className={ERROR_TEXT}>{pictureNote}</p> : null}
        {call.errorOf('pictures') ? <p className={ERROR_TEXT}>{call.errorOf('pictures')}</p> : null}
        {pictures.length > 0 ? (
          <ul role="list" className="flex flex-wrap gap-3">
            {pictures.map((picture, index) => (
              <li key={picture.preview} className="flex flex-col items-center gap-1">
                <img src={picture.preview} alt={t('review.picture', { n: index + 1 })} width={96} height={96} className="h-24 w-24 rounded-theme object-cover" />
                <button type="button" onClick={() => removePicture(index)} className="min-h-11 rounded-theme border border-theme px-3 py-1 text-sm">
                  {t('review.removePicture', { n: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {call.errorOf('lineId') ? <p role="alert" className={ERROR_TEXT}>{call.errorOf('lineId')}</p> : null}
      {call.formError ? (
        <p role="alert" className={ERROR_TEXT}>
          {call.formError}
        </p>
      ) : null}
      <p>
        <button type="submit" disabled={call.busy} className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background">
          {t('review.submit')}
        </button>
      </p>
    </form>
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
        <ReviewForm
          key={lines.map((line) => line.lineId).join()}
          lines={lines}
          onSubmitted={(lineId) => {
            setSubmitted(true);
            setLines(lines.filter((line) => line.lineId !== lineId));
          }}
        />
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
