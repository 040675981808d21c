import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { listingTextSchema } from '../schema/admin-api/locale-texts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { TextAreaField, TextField } from './fields';
import { LanguagesFieldset, type FieldRef } from './offer-form';
import { LOCALE_NAMES } from './words';

/*
 * What a category, a tag and a collection say in each language (listingTextSchema): a name, the
 * text of its page and what search engines show, a group of fields per language side by side.
 * Each field is named by its contract path, so a problem the shop names lands at its control.
 */

const TEXT_NAMES = ['name', 'description', 'seoTitle', 'seoDescription'] as const;
type TextName = (typeof TEXT_NAMES)[number];

export type ListingTextsDraft = Record<TranslatedLocale, Record<TextName, string>>;

/** The longest text each field takes, read from the contract. */
const shape = listingTextSchema.shape;
const LONGEST: Record<TextName, number> = {
  name: shape.name.maxLength ?? 120,
  description: shape.description.unwrap().maxLength ?? 2000,
  seoTitle: shape.seoTitle.unwrap().maxLength ?? 200,
  seoDescription: shape.seoDescription.unwrap().maxLength ?? 500,
};

const blank = (): Record<TextName, string> => ({ name: '', description: '', seoTitle: '', seoDescription: '' });

/** The form's texts for stored translations (a language never written is empty), or for a new record. */
export function listingDraftOf(translations?: Partial<Record<TranslatedLocale, Partial<Record<TextName, string>>>>): ListingTextsDraft {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { ...blank(), ...translations?.[locale] }])) as ListingTextsDraft;
}

/** The texts as the contract takes them: English always, another language where something was written in it. */
export function listingBodyOf(draft: ListingTextsDraft): Record<string, Record<TextName, string>> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      locale === 'en' || TEXT_NAMES.some((name) => draft[locale][name].trim() !== '') ? [[locale, draft[locale]]] : [],
    ),
  );
}

/** The summary's labels of the texts by path: "简体中文: Name". */
export function listingTextLabels(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) =>
      TEXT_NAMES.map((name) => [`translations.${locale}.${name}`, `${LOCALE_NAMES[locale]}: ${t(`listing.${name}`)}`]),
    ),
  );
}

/** The English name a list shows, or the slug while there is none. */
export const nameOf = (draft: ListingTextsDraft, slug: string) => draft.en.name.trim() || slug;

/** English is required of a category, a tag or a collection; the other languages are the merchant's choice. */
const LISTING_LOCALES = TRANSLATED_LOCALES.map((locale) => ({ locale, required: locale === 'en' }));

export function ListingTextsFieldset({
  texts,
  onChange,
  at,
}: {
  texts: ListingTextsDraft;
  onChange: (texts: ListingTextsDraft) => void;
  at: (key: string) => FieldRef;
}) {
  const { t } = useTranslation();
  const change = (locale: TranslatedLocale, name: TextName, value: string) =>
    onChange({ ...texts, [locale]: { ...texts[locale], [name]: value } });
  return (
    <LanguagesFieldset locales={LISTING_LOCALES}>
      {(locale, required) =>
        TEXT_NAMES.map((name) => {
          const field = {
            ...at(`translations.${locale}.${name}`),
            label: t(`listing.${name}`),
            lang: locale,
            maxLength: LONGEST[name],
            value: texts[locale][name],
          };
          return name === 'name' || name === 'seoTitle' ? (
            <TextField key={name} {...field} required={required && name === 'name'} onChange={(event) => change(locale, name, event.target.value)} />
          ) : (
            <TextAreaField key={name} {...field} rows={name === 'description' ? 4 : 2} onChange={(event) => change(locale, name, event.target.value)} />
          );
        })
      }
    </LanguagesFieldset>
  );
}

/** The slug of a category, a tag or a collection: the end of its page's address, typed in lowercase. */
export function SlugField({ field, hint, value, onChange }: { field: FieldRef; hint: string; value: string; onChange: (slug: string) => void }) {
  return (
    <TextField
      {...field}
      hint={hint}
      required
      maxLength={120}
      pattern="[a-z0-9]+(-[a-z0-9]+)*"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value.trim().toLowerCase())}
    />
  );
}
