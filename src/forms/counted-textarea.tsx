import { ERROR_TEXT } from './field';

export type CountedTextareaProps = {
  id: string;
  name: string;
  label: string;
  labelClassName: string;
  rows: number;
  /** The most characters the server takes; the field stops there and says so. */
  limit: number;
  value: string;
  onChange: (value: string) => void;
  /** The count as the shopper reads it ("12 / 500 characters"), in the form's own words. */
  counted: string;
  /** What the count says first once the text reaches the limit. */
  limitReached: string;
  error?: string | undefined;
  required?: boolean;
};

/**
 * A long text with a length cap (a review, a return's description, an inquiry's message): the
 * textarea, the running count announced as it changes, and the server's problem with it,
 * both tied to the field for screen readers.
 */
export function CountedTextarea({ id, name, label, labelClassName, rows, limit, value, onChange, counted, limitReached, error, required }: CountedTextareaProps) {
  const atLimit = value.length >= limit;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        maxLength={limit}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="rounded border border-theme bg-background px-3 py-2 text-text aria-[invalid]:border-error"
      />
      <p id={`${id}-count`} className={atLimit ? ERROR_TEXT : 'text-sm text-desc'} aria-live="polite">
        {atLimit ? `${limitReached} · ` : ''}
        {counted}
      </p>
      {error ? (
        <p id={`${id}-error`} className={ERROR_TEXT}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
