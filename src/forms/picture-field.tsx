import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXT } from './field';

/*
 * The pictures a shopper adds to a form (a return, a review, an inquiry): a file field that
 * takes several at once up to the form's limit, a preview of each with a way to take it out,
 * and a note when more were chosen than there is room for. The server checks every picture
 * from its bytes; this only keeps the count and shows what will be sent.
 */

export type ChosenPicture = { file: File; preview: string };

export type PictureChoice = {
  pictures: readonly ChosenPicture[];
  /** More were chosen than there was room for (the extra ones were left out). */
  overflowed: boolean;
  add: (files: readonly File[]) => void;
  remove: (index: number) => void;
};

/** The chosen pictures, at most `max`; each preview's object URL is freed when it is taken out or the form goes. */
export function usePictureChoice(max: number): PictureChoice {
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const [overflowed, setOverflowed] = useState(false);
  const current = useRef(pictures);
  current.current = pictures;
  useEffect(() => () => current.current.forEach((picture) => URL.revokeObjectURL(picture.preview)), []);
  return {
    pictures,
    overflowed,
    add: (files) => {
      const room = Math.max(0, max - pictures.length);
      setOverflowed(files.length > room);
      setPictures([...pictures, ...files.slice(0, room).map((file) => ({ file, preview: URL.createObjectURL(file) }))]);
    },
    remove: (index) => {
      const gone = pictures[index];
      if (gone) URL.revokeObjectURL(gone.preview);
      setPictures(pictures.filter((_, at) => at !== index));
      setOverflowed(false);
    },
  };
}

/**
 * The field with its form's own words (what the pictures are for, which files it takes, how
 * many); each preview is named "Picture n" and its button "Remove picture n" in every form.
 */
export function PictureField({
  id,
  choice,
  max,
  accept,
  label,
  hint,
  tooMany,
  error,
}: {
  id: string;
  choice: PictureChoice;
  max: number;
  accept: string;
  label: string;
  hint: string;
  /** Said when more were chosen than there was room for. */
  tooMany: string;
  /** The server's word on the pictures, if it refused them. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { pictures } = choice;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared, so choosing the same file again after taking it out is seen as a change.
    event.currentTarget.value = '';
    choice.add(files);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-title">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-desc">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name="pictures"
        accept={accept}
        multiple
        disabled={pictures.length >= max}
        onChange={choose}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      {choice.overflowed ? <p className={ERROR_TEXT}>{tooMany}</p> : null}
      {error ? <p className={ERROR_TEXT}>{error}</p> : null}
      {pictures.length > 0 ? (
        <ul role="list" className="flex flex-wrap gap-3">
          {pictures.map((picture, index) => (
            <li key={picture.preview} className="flex flex-col items-center gap-1">
              <img
                src={picture.preview}
                alt={t('kit.pictures.preview', { n: index + 1 })}
                width={96}
                height={96}
                className="h-24 w-24 rounded-theme object-cover"
              />
              <button
                type="button"
                onClick={() => choice.remove(index)}
                className="min-h-11 rounded-theme border border-theme px-3 py-1 text-sm"
              >
                {t('kit.pictures.remove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
