import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from './fields';
import type { TranslatedLocale } from '../schema/languages';
import { fieldPath, isWithin, TEXT_LOCALES, textsOf, timeZone } from './offers';
import { LOCALE_NAMES } from './words';

/*
 * What the coupon and the promotion forms share: their fields named by the contract's paths,
 * so a problem the shop names lands at its control and in the summary above the form; the
 * controls both have (the currency, when it runs); and the texts in every translated language
 * side by side.
 */

export type FieldRef = { id: string; label: string; problem: string | undefined };

/**
 * The form's fields by path (`value`, `translations.zh-HK.title`), each with its control's id,
 * its label and the problems the last refusal named at it or inside it (`scopeSlugs[2]`).
 */
export function formFields(prefix: string, problems: Record<string, string>, labels: Record<string, string>) {
  const keys = Object.keys(labels);
  const idOf = (key: string) => `${prefix}-${key.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return {
    at(key: string): FieldRef {
      const messages = Object.entries(problems)
        .filter(([path]) => isWithin(fieldPath(path), key))
        .map(([, message]) => message);
      return { id: idOf(key), label: labels[key] ?? key, problem: messages.length > 0 ? messages.join(' ') : undefined };
    },
    /** The field a problem's path names, for the summary's link; none for a path the form has no control for. */
    fieldOf(path: string) {
      const key = keys.find((known) => isWithin(fieldPath(path), known));
      return key === undefined ? undefined : { id: idOf(key), label: labels[key] ?? key };
    },
  };
}

type TextName = 'title' | 'terms' | 'description';
export type TextsDraft = Partial<Record<TranslatedLocale, Partial<Record<TextName, string>>>>;

/** The summary's labels of the texts: "简体中文: Title". */
export function textLabels(t: TFunction, body: 'terms' | 'description'): Record<string, string> {
  return Object.fromEntries(
    TEXT_LOCALES.flatMap(({ locale }) => [
      [`translations.${locale}.title`, `${LOCALE_NAMES[locale]}: ${t('field.title')}`],
      [`translations.${locale}.${body}`, `${LOCALE_NAMES[locale]}: ${t(`field.${body}`)}`],
    ]),
  );
}

export function textsDraftOf(translations: unknown): TextsDraft {
  const stored = textsOf(translations);
  return Object.fromEntries(TEXT_LOCALES.map(({ locale }) => [locale, { ...stored[locale] }]));
}

/** The texts as the contract takes them: English always, another language where the owner wrote in it. */
export function textsBodyOf(texts: TextsDraft, body: 'terms' | 'description') {
  return Object.fromEntries(
    TEXT_LOCALES.flatMap(({ locale, required }) => {
      const title = texts[locale]?.title ?? '';
      const more = texts[locale]?.[body] ?? '';
      return required || title.trim() !== '' || more.trim() !== '' ? [[locale, { title, [body]: more }]] : [];
    }),
  );
}

/** The title and its longer text in each translated language, a group of fields per language. */
export function TextsFieldset({
  body,
  texts,
  onChange,
  at,
}: {
  body: 'terms' | 'description';
  texts: TextsDraft;
  onChange: (texts: TextsDraft) => void;
  at: (key: string) => FieldRef;
}) {
  const { t } = useTranslation();
  const change = (locale: TranslatedLocale, name: TextName, value: string) =>
    onChange({ ...texts, [locale]: { ...texts[locale], [name]: value } });
  return (
    <LanguagesFieldset locales={TEXT_LOCALES}>
      {(locale, required) => (
        <>
          <TextField
            {...at(`translations.${locale}.title`)}
            label={t('field.title')}
            lang={locale}
            required={required}
            maxLength={120}
            value={texts[locale]?.title ?? ''}
            onChange={(event) => change(locale, 'title', event.target.value)}
          />
          <TextAreaField
            {...at(`translations.${locale}.${body}`)}
            label={t(`field.${body}`)}
            lang={locale}
            rows={4}
            maxLength={2000}
            value={texts[locale]?.[body] ?? ''}
            onChange={(event) => change(locale, body, event.target.value)}
          />
        </>
      )}
    </LanguagesFieldset>
  );
}

/**
 * A record's texts in every translated language, a group of fields per language side by side
 * (coupons, promotions, categories, tags, collections): each group is `children` of its language.
 */
export function LanguagesFieldset({
  locales,
  children,
}: {
  locales: readonly { locale: TranslatedLocale; required: boolean }[];
  children: (locale: TranslatedLocale, required: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('offer.group.texts')}</legend>
      <p className="field-hint">{t('offer.textsHint')}</p>
      <div className="languages">
        {locales.map(({ locale, required }) => (
          <fieldset key={locale}>
            <legend>{t(required ? 'offer.textsRequired' : 'offer.textsOptional', { language: LOCALE_NAMES[locale] })}</legend>
            {children(locale, required)}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

/** A whole-number control's attributes; each field adds its bounds. */
export const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const;

/** The currency's code, upper-cased as typed; money controls follow its digits. */
export function CurrencyField({ field, value, onChange }: { field: FieldRef; value: string; onChange: (currency: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      hint={t('field.currencyHint')}
      required
      maxLength={3}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}

/** When it runs, in the browser's time zone: a start always, an end or none. */
export function WhenFieldset({
  startsAt,
  endsAt,
  onChange,
  at,
}: {
  startsAt: string;
  endsAt: string;
  onChange: (name: 'startsAt' | 'endsAt', value: string) => void;
  at: (key: string) => FieldRef;
}) {
  const { t } = useTranslation();
  const zone = timeZone();
  return (
    <fieldset>
      <legend>{t('offer.group.when')}</legend>
      <TextField
        {...at('startsAt')}
        hint={t('field.timeHint', { zone })}
        type="datetime-local"
        required
        value={startsAt}
        onChange={(event) => onChange('startsAt', event.target.value)}
      />
      <TextField
        {...at('endsAt')}
        hint={t('field.endsAtHint', { zone })}
        type="datetime-local"
        value={endsAt}
        onChange={(event) => onChange('endsAt', event.target.value)}
      />
    </fieldset>
  );
}
