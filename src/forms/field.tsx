import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type FieldProps = {
  label: string;
  /** The problem shown under the input, already translated; the input is then marked invalid. */
  error?: string | undefined;
  /** A hint shown under the label (a format, a limit). */
  hint?: string | undefined;
  /** Drawn instead of a text input (a select, a slider), given the ids to wire up. */
  children?: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/**
 * The theme's error and success colours darkened for text: the default error red on white
 * reads at 3:1, short of the 4.5:1 small text needs. Borders and icons keep the theme's own.
 */
export const ERROR_TEXT = 'text-sm text-[color-mix(in_srgb,var(--color-error)_55%,black)]';
export const SUCCESS_TEXT = 'text-[color-mix(in_srgb,var(--color-success)_55%,black)]';
/** A button beside a field that acts on it ('Send code'), outlined in the theme's primary colour. */
export const FIELD_BUTTON =
  'min-h-11 shrink-0 rounded border border-primary px-3 text-sm font-semibold text-primary disabled:border-theme disabled:text-desc';

/** A field's problem under it, named by `id` in the field's `aria-describedby`; nothing while there is none. */
export function FieldError({ id, error }: { id: string | undefined; error: string | null | undefined }) {
  return error ? (
    <p id={id} className={ERROR_TEXT}>
      {error}
    </p>
  ) : null;
}

/**
 * One labelled form field: the label names the input, the hint and the error describe it,
 * and an error marks it invalid, so a screen reader says what is wrong when it is focused.
 */
export function Field({ label, error, hint, children, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-desc">
          {hint}
        </p>
      ) : null}
      {children ? (
        children({ id, describedBy, invalid })
      ) : (
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="rounded border border-theme bg-background px-3 py-2 text-text aria-[invalid]:border-error"
          {...input}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
