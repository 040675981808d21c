import { useState } from 'react';
import { useAuthStrings } from './auth-strings';
import { Field } from './field';

export type PasswordFieldProps = {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** `current-password` to sign in, `new-password` to choose one (password managers tell them apart). */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so a shopper on a phone can check what they typed. */
export function PasswordField({ label, name, error, hint, autoComplete }: PasswordFieldProps) {
  const { t } = useAuthStrings();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required>
      {({ id, describedBy, invalid }) => (
        <div className="flex gap-2">
          <input
            id={id}
            name={name}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="min-w-0 flex-1 rounded border border-theme bg-background px-3 py-2 text-text aria-[invalid]:border-error"
          />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((now) => !now)}
            className="min-h-11 shrink-0 rounded border border-theme px-3 text-sm text-text"
          >
            {t('authPages.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}
