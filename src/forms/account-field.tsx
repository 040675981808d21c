import type { UrlLanguage } from '../schema/languages';
import { regionName } from '../schema/region-names';
import { useAccountFieldStrings } from './account-field-strings';
import { CALLING_CODES, DEFAULT_CALLING_CODE } from './calling-codes';
import { Field } from './field';

export type AccountFieldProps = {
  lang: UrlLanguage;
  /** Problems already translated, by field. */
  accountError?: string | undefined;
  countryCodeError?: string | undefined;
  /** The account to show at first (the one a code was just sent to, say). */
  defaultAccount?: string;
  defaultCountryCode?: string | undefined;
};

/**
 * The calling code of a mobile number, named `countryCode` as the calls take it. It starts at
 * the one most shoppers reading the page's language have.
 */
export function CallingCodeField({ lang, error, defaultValue }: { lang: UrlLanguage; error?: string | undefined; defaultValue?: string | undefined }) {
  const { t } = useAccountFieldStrings();
  return (
    <Field label={t('fields.countryCode')} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name="countryCode"
          defaultValue={defaultValue ?? DEFAULT_CALLING_CODE[lang]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="tel-country-code"
          className="min-h-11 rounded border border-theme bg-background px-2 text-text aria-[invalid]:border-error"
        >
          {CALLING_CODES.map(({ code, region }) => (
            <option key={region} value={code}>
              {`${code} ${regionName(lang, region)}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Email address or mobile number, with the calling code chosen beside it (spec §5): named
 * `account` and `countryCode` in the form, as the sign-in and sign-up calls take them.
 */
export function AccountField({ lang, accountError, countryCodeError, defaultAccount = '', defaultCountryCode }: AccountFieldProps) {
  const { t } = useAccountFieldStrings();
  return (
    <div className="grid grid-cols-[minmax(7rem,auto)_1fr] items-start gap-2">
      <CallingCodeField lang={lang} error={countryCodeError} defaultValue={defaultCountryCode} />
      <Field
        label={t('fields.account')}
        error={accountError}
        name="account"
        type="text"
        inputMode="email"
        autoComplete="username"
        defaultValue={defaultAccount}
        required
        className="flex min-w-0 flex-col gap-1"
      />
    </div>
  );
}
