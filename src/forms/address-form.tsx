import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAddressTranslation } from './address-strings';
import type { FieldProblem } from '../api/client';
import {
  addressFormat,
  countryOptions,
  isAddressCountry,
  type AddressCountry,
  type AddressField,
  type AddressFieldRule,
} from '../schema/address-formats';
import { ADDRESS_LIMITS, addressInputSchema, type AddressInput, type AddressValuesOut } from '../schema/web-api/address';
import { Field } from './field';

export type AddressFormProps = {
  /** The address to start from (a stored one when editing); missing fields start empty. */
  initial?: AddressInput | undefined;
  /** The country a new address starts in when `initial` names none. */
  defaultCountry?: AddressCountry | undefined;
  /** The submit button's text; 'Save address' unless given. */
  submitLabel?: string | undefined;
  /** Offers "Use as my default address" (adding to the address book). */
  showMakeDefault?: boolean | undefined;
  /**
   * Called with the address once it passes its country's rules. Answers null when saved, or
   * the problems the server named (`ApiError.problems`), which the form shows by their fields.
   */
  onSave: (address: AddressValuesOut, options: { makeDefault: boolean }) => Promise<readonly FieldProblem[] | null>;
  /** Shows a Cancel button that calls it. */
  onCancel?: (() => void) | undefined;
  /** The id of the heading that names the form. */
  labelledBy?: string | undefined;
};

type Values = Record<AddressField, string>;

const AUTOCOMPLETE: Record<AddressField, string> = {
  country: 'country',
  province: 'address-level1',
  city: 'address-level2',
  area: 'address-level3',
  postalCode: 'postal-code',
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine: 'address-line1',
  apartment: 'address-line2',
  countryCode: 'tel-country-code',
  phone: 'tel-national',
};

function startValues(initial: AddressInput | undefined, defaultCountry: AddressCountry): Values {
  const country = initial?.country && isAddressCountry(initial.country) ? initial.country : defaultCountry;
  return {
    country,
    province: initial?.province ?? '',
    city: initial?.city ?? '',
    area: initial?.area ?? '',
    postalCode: initial?.postalCode ?? '',
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    addressLine: initial?.addressLine ?? '',
    apartment: initial?.apartment ?? '',
    countryCode: initial?.countryCode ?? addressFormat(country).callingCode,
    phone: initial?.phone ?? '',
  };
}

function isAddressField(name: string): name is AddressField {
  return Object.hasOwn(ADDRESS_LIMITS, name);
}

/** The first problem of each field, as the shared schema finds them. */
function problemsOf(values: Values): Partial<Record<AddressField, string>> {
  const parsed = addressInputSchema.safeParse(values);
  const found: Partial<Record<AddressField, string>> = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (isAddressField(name)) found[name] ??= issue.message;
  }
  return found;
}

/**
 * The address form (spec §2's "address form"): the fields of the chosen country in the order
 * it writes them, with its own names for them (State, Prefecture, ZIP code). Changing the
 * country lays the form out again and keeps every value that still applies. Problems show
 * under their fields, from the same schema the server checks with; the first one is focused.
 */
export function AddressForm({ initial, defaultCountry = 'US', submitLabel, showMakeDefault = false, onSave, onCancel, labelledBy }: AddressFormProps) {
  const { t, i18n } = useAddressTranslation();
  const [values, setValues] = useState<Values>(() => startValues(initial, defaultCountry));
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [makeDefault, setMakeDefault] = useState(false);
  const [focusField, setFocusField] = useState<{ name: AddressField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const makeDefaultId = useId();
  const formProblemId = useId();

  const country = isAddressCountry(values.country) ? values.country : defaultCountry;
  const format = addressFormat(country);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  useEffect(() => {
    if (!focusField) return;
    const element = formRef.current?.elements.namedItem(focusField.name);
    if (element instanceof HTMLElement) element.focus();
  }, [focusField]);

  const labelOf = (rule: AddressFieldRule) => t(rule.label);
  const messageOf = (rule: AddressFieldRule) => {
    const key = problems[rule.name];
    return key ? t(key, { field: labelOf(rule) }) : undefined;
  };

  const change = (name: AddressField, value: string) => {
    const next = { ...values, [name]: value };
    if (name === 'country' && isAddressCountry(value)) {
      // The calling code follows the country, unless the shopper typed one of their own.
      const previousCode = addressFormat(country).callingCode;
      if (values.countryCode === '' || values.countryCode === previousCode) next.countryCode = addressFormat(value).callingCode;
    }
    setValues(next);
    const found = problemsOf(next);
    if (tried) setProblems(found);
    else if (found[name] === 'validation.lengthLimit') setProblems({ ...problems, [name]: found[name] });
    else if (problems[name]) setProblems({ ...problems, [name]: undefined });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    setFormProblem(null);
    const parsed = addressInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = problemsOf(values);
      setProblems(found);
      const first = format.fields.find((rule) => found[rule.name]);
      if (first) setFocusField({ name: first.name });
      return;
    }
    setSaving(true);
    try {
      const refused = await onSave(parsed.data, { makeDefault });
      if (!refused) return;
      const byField: Partial<Record<AddressField, string>> = {};
      let general: string | null = null;
      for (const problem of refused) {
        if (isAddressField(problem.path)) byField[problem.path] ??= problem.message;
        else general ??= problem.message;
      }
      setProblems(byField);
      setFormProblem(general);
      const first = format.fields.find((rule) => byField[rule.name]);
      if (first) setFocusField({ name: first.name });
    } finally {
      setSaving(false);
    }
  };

  const input = (rule: AddressFieldRule) => {
    const optional = rule.required ? '' : ` (${t('address.optional')})`;
    if (rule.input === 'select') {
      return (
        <Field key={rule.name} label={labelOf(rule)} error={messageOf(rule)} required={rule.required}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name={rule.name}
              value={values.country}
              autoComplete={AUTOCOMPLETE.country}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required="true"
              onChange={(event) => change('country', event.target.value)}
              className="min-h-11 rounded border border-theme bg-background px-3 py-2 text-text aria-[invalid]:border-error"
            >
              {isAddressCountry(values.country) ? null : <option value="">{t('address.chooseCountry')}</option>}
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    return (
      <Field
        key={rule.name}
        label={`${labelOf(rule)}${optional}`}
        error={messageOf(rule)}
        hint={rule.example ? t('address.example', { example: rule.example }) : undefined}
        required={rule.required}
        name={rule.name}
        type={rule.input}
        value={values[rule.name]}
        autoComplete={AUTOCOMPLETE[rule.name]}
        inputMode={rule.name === 'phone' ? 'tel' : undefined}
        onChange={(event) => change(rule.name, event.target.value)}
        className={rule.name === 'countryCode' ? 'flex w-28 flex-col gap-1' : undefined}
      />
    );
  };

  const fieldsBeforePhone = format.fields.filter((rule) => rule.name !== 'countryCode' && rule.name !== 'phone');
  const phoneRules = format.fields.filter((rule) => rule.name === 'countryCode' || rule.name === 'phone');

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={labelledBy}
      aria-describedby={formProblem ? formProblemId : undefined}
      className="flex flex-col gap-4"
    >
      {formProblem ? (
        <p id={formProblemId} role="alert" className="text-sm text-[color-mix(in_srgb,var(--color-error)_60%,var(--color-text))]">
          {t(formProblem)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldsBeforePhone.map((rule) => (
          <div key={rule.name} className={rule.name === 'addressLine' || rule.name === 'country' ? 'sm:col-span-2' : undefined}>
            {input(rule)}
          </div>
        ))}
        <div className="flex gap-3 sm:col-span-2 [&>*:last-child]:flex-1">{phoneRules.map(input)}</div>
      </div>
      {showMakeDefault ? (
        <div className="flex items-center gap-2">
          <input
            id={makeDefaultId}
            type="checkbox"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            className="h-5 w-5 accent-[var(--color-primary)]"
          />
          <label htmlFor={makeDefaultId}>{t('address.makeDefault')}</label>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="min-h-11 rounded-theme border border-theme px-4 py-2">
            {t('address.cancel')}
          </button>
        ) : null}
        <button type="submit" aria-disabled={saving || undefined} className="min-h-11 rounded-theme bg-primary px-5 py-2 font-semibold text-background">
          {submitLabel ?? t('address.save')}
        </button>
      </div>
    </form>
  );
}
