import { CountedTextarea } from '../../forms/counted-textarea';
import { PictureField, usePictureChoice } from '../../forms/picture-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ERROR_TEXT } from '../../forms/field';
import { useReviewFormStrings } from '../../forms/review-form-strings';
import { useFormCall } from '../../forms/use-form-call';
import { CallForm, FormFooter } from '../../forms/form-parts';
import { formatDate } from '../../renderer/kit/format';
import { usePage } from '../../renderer/kit/page-context';
import { REVIEW_LIMITS, REVIEW_PICTURE_ACCEPT } from '../../schema/web-api/review-limits';
import type { ReviewableLine } from '../../schema/web-api/reviews';

/** The review form for a shopper with a purchase to review: rating, text and up to three pictures. */
export default function ReviewForm({ lines, onSubmitted }: { lines: readonly ReviewableLine[]; onSubmitted: (lineId: string) => void }) {
  const { t } = useReviewFormStrings();
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
  const pictureChoice = usePictureChoice(REVIEW_LIMITS.pictures);
  const chosen = lines.find((candidate) => candidate.lineId === line) ?? lines[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    const answer = await call.submit(
      'review/create',
      { lineId: chosen.lineId, rating, body: text, lang, pictures: pictureChoice.pictures.map((picture) => picture.file) },
      rating === 0 ? [{ path: 'rating', message: 'review.ratingRequired' }] : [],
    );
    if (answer) onSubmitted(chosen.lineId);
  };

  const ratingError = call.errorOf('rating');
  return (
    <CallForm formRef={formRef} headingId={headingId} onSubmit={submit} className="flex max-w-2xl flex-col gap-4 rounded-theme border border-theme p-4">
      <h3 id={headingId} className="text-lg font-semibold text-title">
        {t('review.write')}
      </h3>
      {lines.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={lineId} className="font-semibold text-title">
            {t('reviewForm.purchase')}
          </label>
          <select
            id={lineId}
            value={chosen?.lineId}
            onChange={(event) => setLine(event.currentTarget.value)}
            className="min-h-11 rounded border border-theme bg-background px-2 text-text"
          >
            {lines.map((candidate) => (
              <option key={candidate.lineId} value={candidate.lineId}>
                {[candidate.orderNo, candidate.options, formatDate(candidate.boughtAt, lang)].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </div>
      ) : chosen ? (
        <p className="text-sm text-desc">{t('reviewForm.writeFor', { orderNo: chosen.orderNo })}</p>
      ) : null}
      <fieldset
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${headingId}-rating-error` : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="mb-1 font-semibold text-title">{t('reviewForm.rating')}</legend>
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-1">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-invalid={ratingError ? true : undefined}
              />
              {t('reviewForm.ratingOption', { count: value })}
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${headingId}-rating-error`} className={ERROR_TEXT}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <CountedTextarea
        id={textId}
        name="body"
        label={t('reviewForm.text')}
        labelClassName="font-semibold text-title"
        rows={4}
        limit={REVIEW_LIMITS.body}
        value={text}
        onChange={setText}
        counted={t('reviewForm.characters', { count: text.length, limit: REVIEW_LIMITS.body })}
        limitReached={t('validation.lengthLimit')}
        error={call.errorOf('body')}
      />
      <PictureField
        id={picturesId}
        choice={pictureChoice}
        max={REVIEW_LIMITS.pictures}
        accept={REVIEW_PICTURE_ACCEPT}
        label={t('reviewForm.addPictures', { count: REVIEW_LIMITS.pictures })}
        hint={t('reviewForm.picturesHint')}
        tooMany={t('review.tooManyPictures')}
        error={call.errorOf('pictures')}
      />
      {call.errorOf('lineId') ? (
        <p role="alert" className={ERROR_TEXT}>
          {call.errorOf('lineId')}
        </p>
      ) : null}
      <FormFooter call={call} label={t('reviewForm.submit')} fit />
    </CallForm>
  );
}
