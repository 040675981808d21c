import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, PRODUCT_STATUSES, type ProductStatus } from '../schema/admin-api/products';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { CheckField, SelectField, TextAreaField, TextField } from './fields';
import type { FieldRef } from './offer-form';
import { fieldIdOf, fieldKeyOf, textIn, textLocaleOf, type DisplayDraft, type ProductDraft, type TextDraft } from './product-draft';
import { LOCALE_NAMES } from './words';

/*
 * The product's own fields: where it is found (slug, category, tags), whether it is on sale,
 * how its card shows, and its texts a language at a time, so a phone shows one language's
 * fields rather than a wall of all three.
 */

/** A field of the form at a contract path: its control's id, its label and the problem the shop named there. */
export type At = (key: string) => FieldRef;

export type Category = { slug: string; parent: string | null; name: string };
export type Tag = { slug: string; name: string };

const DISPLAY_FLAGS = ['showSlideImage', 'showFavorite', 'showCart'] as const satisfies readonly (keyof DisplayDraft)[];
const TEXT_FIELDS = ['name', 'descriptionHtml', 'seoTitle', 'seoDescription'] as const satisfies readonly (keyof TextDraft)[];

/** " (English)": which language a field of several is in. */
export const inLanguage = (locale: TranslatedLocale) => ` (${LOCALE_NAMES[locale]})`;

/**
 * Every field of the form by its path, in the order the page shows them, with its label: what
 * the problem summary links to and what each problem is said at.
 */
export function fieldLabels(draft: ProductDraft, t: TFunction, language: string, stockShown: (index: number) => boolean): Record<string, string> {
  const labels: Record<string, string> = {
    slug: t('product.slug'),
    category: t('product.category'),
    status: t('product.status'),
    featuredRank: t('product.featuredRank'),
    ...Object.fromEntries(DISPLAY_FLAGS.map((flag) => [`display.${flag}`, t(`product.display.${flag}`)])),
    tags: t('product.tags'),
  };
  for (const locale of TRANSLATED_LOCALES)
    for (const name of TEXT_FIELDS) labels[`translations.${locale}.${name}`] = `${t(`product.text.${name}`)}${inLanguage(locale)}`;
  draft.options.forEach((option, index) => {
    const n = index + 1;
    labels[`options[${index}].code`] = t('product.optionCode', { n });
    for (const locale of TRANSLATED_LOCALES)
      labels[`options[${index}].name.${locale}`] = `${t('product.optionName', { n })}${inLanguage(locale)}`;
    option.values.forEach((_, at) => {
      const value = { n: at + 1, option: n };
      labels[`options[${index}].values[${at}].code`] = t('product.valueCode', value);
      for (const locale of TRANSLATED_LOCALES)
        labels[`options[${index}].values[${at}].label.${locale}`] = `${t('product.valueLabel', value)}${inLanguage(locale)}`;
      labels[`options[${index}].values[${at}].swatch`] = t('product.valueSwatch', value);
    });
  });
  draft.variants.forEach((_, index) => {
    const n = index + 1;
    const at = (name: string, label: string) => (labels[`variants[${index}].${name}`] = label);
    at('sku', t('product.variant.sku', { n }));
    for (const option of draft.options)
      at(`optionValues.${option.code}`, t('product.variant.option', { n, option: textIn(option.name, language) || option.code }));
    at('priceCents', t('product.variant.price', { n }));
    at('compareAtCents', t('product.variant.compareAt', { n }));
    if (stockShown(index)) at('stock', t('product.variant.stock', { n }));
    at('weightGrams', t('product.variant.weight', { n }));
    at('barcode', t('product.variant.barcode', { n }));
    at('picture', t('product.variant.picture', { n }));
  });
  return labels;
}

/**
 * The form's fields as `at` gives them to controls and `fieldOf` to the problem summary;
 * `idOf` names their controls (another editor, an article's, gives its own).
 */
export function productFields(labels: Record<string, string>, problems: Record<string, string>, idOf: (key: string) => string = fieldIdOf) {
  const keys = Object.keys(labels);
  const problemsAt = new Map<string, string[]>();
  for (const [path, message] of Object.entries(problems)) {
    const key = fieldKeyOf(path, keys);
    if (key !== undefined) problemsAt.set(key, [...(problemsAt.get(key) ?? []), message]);
  }
  return {
    keys,
    at: (key: string): FieldRef => ({ id: idOf(key), label: labels[key] ?? key, problem: problemsAt.get(key)?.join(' ') }),
    fieldOf: (path: string) => {
      const key = fieldKeyOf(path, keys);
      return key === undefined ? undefined : { id: idOf(key), label: labels[key] ?? key };
    },
    /** How many problems the shop named in one language's texts, for its tab. */
    problemsIn: (locale: TranslatedLocale) => [...problemsAt].filter(([key]) => key.startsWith(`translations.${locale}.`)).length,
  };
}

/** Categories with their depth, parents first as the list answers them: "Clothing", "  Tops". */
function indented(categories: readonly Category[]): { slug: string; label: string }[] {
  const parentOf = new Map(categories.map((category) => [category.slug, category.parent]));
  const depthOf = (slug: string, seen = 0): number => {
    const parent = parentOf.get(slug);
    return parent && seen < 10 ? 1 + depthOf(parent, seen + 1) : 0;
  };
  return categories.map((category) => ({
    slug: category.slug,
    label: `${'\u00a0\u00a0\u00a0'.repeat(depthOf(category.slug))}${category.name}`,
  }));
}

export function GeneralFields({
  draft,
  stored,
  categories,
  tags,
  set,
  at,
}: {
  draft: ProductDraft;
  /** The slug the product has now; null for a new one. */
  stored: string | null;
  categories: readonly Category[] | undefined;
  tags: readonly Tag[] | undefined;
  set: (change: Partial<ProductDraft>) => void;
  at: At;
}) {
  const { t } = useTranslation();
  const categoryChoices = indented(categories ?? []);
  // A category or tag the lists do not hold (yet) is still shown, so nothing is dropped unseen.
  if (draft.category !== '' && !categoryChoices.some((choice) => choice.slug === draft.category))
    categoryChoices.push({ slug: draft.category, label: draft.category });
  const tagChoices = [
    ...(tags ?? []),
    ...draft.tags.filter((slug) => !tags?.some((tag) => tag.slug === slug)).map((slug) => ({ slug, name: slug })),
  ];
  const renaming = stored !== null && draft.slug !== stored;
  const tagsField = at('tags');
  return (
    <>
      <fieldset>
        <legend>{t('product.group.where')}</legend>
        <TextField
          {...at('slug')}
          hint={renaming ? t('product.slugRenamed', { old: stored }) : t('product.slugHint')}
          required
          maxLength={120}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.slug}
          onChange={(event) => set({ slug: event.target.value })}
        />
        <SelectField {...at('category')} required value={draft.category} onChange={(event) => set({ category: event.target.value })}>
          <option value="">{t(categories ? 'product.categoryChoose' : 'app.loading')}</option>
          {categoryChoices.map((choice) => (
            <option key={choice.slug} value={choice.slug}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <fieldset id={tagsField.id} tabIndex={-1} aria-describedby={tagsField.problem ? `${tagsField.id}-problem` : undefined}>
          <legend>{tagsField.label}</legend>
          {tagChoices.length === 0 && <p className="field-hint">{tags ? t('product.noTags') : t('app.loading')}</p>}
          <div className="product-tags">
            {tagChoices.map((tag) => (
              <CheckField
                key={tag.slug}
                label={tag.name}
                checked={draft.tags.includes(tag.slug)}
                onChange={(event) =>
                  set({ tags: event.target.checked ? [...draft.tags, tag.slug] : draft.tags.filter((slug) => slug !== tag.slug) })
                }
              />
            ))}
          </div>
          {tagsField.problem && (
            <p className="field-problem" id={`${tagsField.id}-problem`}>
              {tagsField.problem}
            </p>
          )}
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>{t('product.group.sale')}</legend>
        <StatusChoice field={at('status')} value={draft.status} onChange={(status) => set({ status })} />
        <TextField
          {...at('featuredRank')}
          hint={t('product.featuredRankHint')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={draft.featuredRank}
          onChange={(event) => set({ featuredRank: event.target.value })}
        />
        {DISPLAY_FLAGS.map((flag) => (
          <CheckField
            key={flag}
            {...at(`display.${flag}`)}
            hint={t(`product.display.${flag}Hint`)}
            checked={draft.display[flag]}
            onChange={(event) => set({ display: { ...draft.display, [flag]: event.target.checked } })}
          />
        ))}
      </fieldset>
    </>
  );
}

/** Where the product is in its life, each status with what it means for shoppers. */
function StatusChoice({
  field,
  value,
  onChange,
}: {
  field: ReturnType<At>;
  value: ProductStatus;
  onChange: (status: ProductStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={field.problem ? `${field.id}-problem` : undefined}>
      <legend>{field.label}</legend>
      {PRODUCT_STATUSES.map((status) => (
        <div className="field check" key={status}>
          <input
            type="radio"
            name="product-status"
            id={`${field.id}-${status}`}
            aria-describedby={`${field.id}-${status}-hint`}
            checked={value === status}
            onChange={() => onChange(status)}
          />
          <label htmlFor={`${field.id}-${status}`}>{t(`productStatus.${status}`)}</label>
          <p className="field-hint" id={`${field.id}-${status}-hint`}>
            {t(`product.statusHint.${status}`)}
          </p>
        </div>
      ))}
      {field.problem && (
        <p className="field-problem" id={`${field.id}-problem`}>
          {field.problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A tab per language over one panel of texts (arrow keys, Home and End move between them), each
 * saying how many problems its texts hold. `prefix` names the tabs' ids, and the panel's
 * (`<prefix>-texts`), which the page draws below them.
 */
export function LanguageTabs({
  prefix,
  language,
  onLanguage,
  problemsIn,
}: {
  prefix: string;
  language: TranslatedLocale;
  onLanguage: (locale: TranslatedLocale) => void;
  problemsIn: (locale: TranslatedLocale) => number;
}) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<TranslatedLocale, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TRANSLATED_LOCALES.indexOf(language);
    const last = TRANSLATED_LOCALES.length - 1;
    const steps: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const to = steps[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TRANSLATED_LOCALES[to]!;
    onLanguage(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('product.languages')} className="language-tabs">
      {TRANSLATED_LOCALES.map((locale) => {
        const problems = problemsIn(locale);
        return (
          <button
            key={locale}
            ref={(element) => {
              if (element) tabs.current.set(locale, element);
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${locale}`}
            aria-selected={locale === language}
            aria-controls={`${prefix}-texts`}
            tabIndex={locale === language ? 0 : -1}
            onClick={() => onLanguage(locale)}
            onKeyDown={move}
          >
            {LOCALE_NAMES[locale]}
            {problems > 0 && (
              <>
                {' '}
                <span className="tab-problems">{t('product.tabProblems', { count: problems })}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Someone else saved the record after the editor read it: the editor's values stay on screen
 * until they load the other version or write theirs over it. Its words are the family's own.
 */
export function SavedMeanwhile({ family, onLoadTheirs, onSaveOver }: { family: 'product' | 'article'; onLoadTheirs: () => void; onSaveOver: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="confirm product-conflict" role="alert">
      <p>{t(`${family}.conflict`)}</p>
      <button type="button" onClick={onLoadTheirs}>
        {t(`${family}.loadTheirs`)}
      </button>
      <button type="button" className="danger" onClick={onSaveOver}>
        {t(`${family}.saveOverTheirs`)}
      </button>
    </div>
  );
}

/** What every record's texts end with, whatever else it says: the title and description search engines show. */
type SeoTexts = { seoTitle: string; seoDescription: string };

/**
 * A record's texts, one language at a time behind a tab each (products, articles): the tabs,
 * the panel of the chosen language with the record's own fields (`children`), then the search
 * engines' title and description every record has. Its words are the family's own
 * (`product.group.texts`, `article.seoTitleHint`…).
 */
export function TranslatedTexts({
  family,
  language,
  onLanguage,
  problemsIn,
  at,
  seo,
  onSeo,
  children,
}: {
  family: 'product' | 'article';
  language: TranslatedLocale;
  onLanguage: (locale: TranslatedLocale) => void;
  problemsIn: (locale: TranslatedLocale) => number;
  at: At;
  seo: SeoTexts;
  onSeo: (name: keyof SeoTexts, value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t(`${family}.group.texts`)}</legend>
      <p className="field-hint">{t(`${family}.textsHint`)}</p>
      <LanguageTabs prefix={family} language={language} onLanguage={onLanguage} problemsIn={problemsIn} />
      <div role="tabpanel" id={`${family}-texts`} aria-labelledby={`${family}-tab-${language}`} className="field-group" lang={language}>
        <p className="field-hint">{t(language === 'en' ? `${family}.textsRequired` : `${family}.textsOptional`)}</p>
        {children}
        <TextField
          {...at(`translations.${language}.seoTitle`)}
          hint={t(`${family}.seoTitleHint`)}
          maxLength={200}
          value={seo.seoTitle}
          onChange={(event) => onSeo('seoTitle', event.target.value)}
        />
        <TextAreaField
          {...at(`translations.${language}.seoDescription`)}
          hint={t(`${family}.seoDescriptionHint`)}
          rows={3}
          maxLength={500}
          value={seo.seoDescription}
          onChange={(event) => onSeo('seoDescription', event.target.value)}
        />
      </div>
    </fieldset>
  );
}

/** The product's texts, one language at a time behind a tab each. */
export function TextsTabs({
  translations,
  language,
  onLanguage,
  onChange,
  at,
  problemsIn,
}: {
  translations: ProductDraft['translations'];
  language: TranslatedLocale;
  onLanguage: (locale: TranslatedLocale) => void;
  onChange: (translations: ProductDraft['translations']) => void;
  at: At;
  problemsIn: (locale: TranslatedLocale) => number;
}) {
  const { t } = useTranslation();
  const text = translations[language];
  const change = (name: keyof TextDraft, value: string) => onChange({ ...translations, [language]: { ...text, [name]: value } });
  return (
    <TranslatedTexts family="product" language={language} onLanguage={onLanguage} problemsIn={problemsIn} at={at} seo={text} onSeo={change}>
      <TextField
        {...at(`translations.${language}.name`)}
        required={language === 'en'}
        maxLength={PRODUCT_LIMITS.nameMax}
        value={text.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextAreaField
        {...at(`translations.${language}.descriptionHtml`)}
        hint={t('product.descriptionHint')}
        rows={8}
        spellCheck={false}
        value={text.descriptionHtml}
        onChange={(event) => change('descriptionHtml', event.target.value)}
      />
    </TranslatedTexts>
  );
}

/**
 * For the problem summary's clicks: a problem in another language's texts shows that language
 * before its link moves the focus there. `idOf` names a field's control by its key.
 */
export function revealLanguageOf(
  event: MouseEvent<HTMLElement>,
  form: { keys: readonly string[]; idOf: (key: string) => string; language: TranslatedLocale; show: (locale: TranslatedLocale) => void },
): void {
  const id = (event.target as HTMLElement).closest('a')?.getAttribute('href')?.slice(1);
  const key = form.keys.find((known) => form.idOf(known) === id);
  const locale = key === undefined ? undefined : textLocaleOf(key);
  if (locale && locale !== form.language) flushSync(() => form.show(locale));
}
