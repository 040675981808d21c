import { ACCOUNT_LIMITS } from '../schema/web-api/account-limits';
import { useAuthStrings } from './auth-strings';
import { Field } from './field';

/**
 * The 6-digit verification code input every code step uses (sign-in by code, the sign-up code,
 * changing an email or a mobile number): numeric keyboard, one-time-code autofill, capped.
 */
export function CodeField({ error, hint, className }: { error: string | undefined; hint?: string; className?: string }) {
  const { t } = useAuthStrings();
  return (
    <Field
      label={t('fields.code')}
      hint={hint}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ACCOUNT_LIMITS.code}
      required
      error={error}
      className={className}
    />
  );
}
