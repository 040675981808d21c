import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ARTICLE_LIMITS, ARTICLE_STATUSES, articleArtSchema, type ArticleStatus } from '../schema/admin-api/articles';
import { ART_KINDS, BACKDROPS } from '../schema/drawings';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';
import { ARTICLE_TEXT_NAMES, type ArtDraft, type ArticleDraft, type ArticleTextDraft } from './article-draft';
import { SelectField, TextAreaField, TextField } from './fields';
import { inLanguage, TranslatedTexts, type At } from './product-form';

/*
 * The article's fields: where it is found and who wrote it, where it is in its life, its texts
 * a language at a time, and how its thumbnail is drawn, with a sample that follows each choice.
 */

/** The most things and colours a thumbnail takes, read from the contract rather than written again. */
const MOST_KINDS = z.toJSONSchema(articleArtSchema.shape.kinds).maxItems ?? 1;
const MOST_COLORS = z.toJSONSchema(articleArtSchema.shape.colors).maxItems ?? 1;

/** The browser's time zone, as the published time is typed and shown in it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every field of the form by its path, in the order the page shows them, with its label: what
 * the problem summary links to and what each problem is said at.
 */
export function articleFieldLabels(draft: ArticleDraft, t: TFunction): Record<string, string> {
  const labels: Record<string, string> = {
    slug: t('article.slug'),
    author: t('article.author'),
    publishedAt: t('article.publishedAt'),
    status: t('article.status'),
  };
  for (const locale of TRANSLATED_LOCALES)
    for (const name of ARTICLE_TEXT_NAMES) labels[`translations.${locale}.${name}`] = `${t(`article.text.${name}`)}${inLanguage(locale)}`;
  labels['art.kinds'] = t('article.art.kinds');
  draft.art.kinds.forEach((_, index) => (labels[`art.kinds[${index}]`] = t('article.art.kind', { n: index + 1 })));
  labels['art.colors'] = t('article.art.colors');
  draft.art.colors.forEach((_, index) => (labels[`art.colors[${index}]`] = t('article.art.color', { n: index + 1 })));
  labels['art.accent'] = t('article.art.accent');
  labels['art.backdrop'] = t('article.art.backdrop');
  return labels;
}

export function ArticleGeneralFields({
  draft,
  stored,
  set,
  at,
}: {
  draft: ArticleDraft;
  /** The slug the article has now; null for a new one. */
  stored: string | null;
  set: (change: Partial<ArticleDraft>) => void;
  at: At;
}) {
  const { t } = useTranslation();
  const renaming = stored !== null && draft.slug !== stored;
  return (
    <>
      <fieldset>
        <legend>{t('article.group.where')}</legend>
        <TextField
          {...at('slug')}
          hint={renaming ? t('article.slugRenamed', { old: stored }) : t('article.slugHint')}
          required
          maxLength={120}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.slug}
          onChange={(event) => set({ slug: event.target.value })}
        />
        <TextField
          {...at('author')}
          hint={t('article.authorHint')}
          required
          maxLength={ARTICLE_LIMITS.authorMax}
          value={draft.author}
          onChange={(event) => set({ author: event.target.value })}
        />
        <TextField
          {...at('publishedAt')}
          hint={t(stored === null ? 'article.publishedAtNewHint' : 'article.publishedAtHint', { zone: browserZone() })}
          type="datetime-local"
          value={draft.publishedAt}
          onChange={(event) => set({ publishedAt: event.target.value })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('article.group.life')}</legend>
        <ArticleStatusChoice field={at('status')} value={draft.status} onChange={(status) => set({ status })} />
      </fieldset>
    </>
  );
}

/** Where the article is in its life, each status with what it means for readers. */
function ArticleStatusChoice({
  field,
  value,
  onChange,
}: {
  field: ReturnType<At>;
  value: ArticleStatus;
  onChange: (status: ArticleStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={field.problem ? `${field.id}-problem` : undefined}>
      <legend>{field.label}</legend>
      {ARTICLE_STATUSES.map((status) => (
        <div className="field check" key={status}>
          <input
            type="radio"
            name="article-status"
            id={`${field.id}-${status}`}
            aria-describedby={`${field.id}-${status}-hint`}
            checked={value === status}
            onChange={() => onChange(status)}
          />
          <label htmlFor={`${field.id}-${status}`}>{t(`article.statusName.${status}`)}</label>
          <p className="field-hint" id={`${field.id}-${status}-hint`}>
            {t(`article.statusHint.${status}`)}
          </p>
        </div>
      ))}
      <Problem field={field} />
    </fieldset>
  );
}

function Problem({ field }: { field: ReturnType<At> }) {
  if (!field.problem) return null;
  return (
    <p className="field-problem" id={`${field.id}-problem`}>
      {field.problem}
    </p>
  );
}

/** The article's texts, one language at a time behind a tab each. */
export function ArticleTexts({
  translations,
  language,
  onLanguage,
  onChange,
  at,
  problemsIn,
}: {
  translations: ArticleDraft['translations'];
  language: TranslatedLocale;
  onLanguage: (locale: TranslatedLocale) => void;
  onChange: (translations: ArticleDraft['translations']) => void;
  at: At;
  problemsIn: (locale: TranslatedLocale) => number;
}) {
  const { t } = useTranslation();
  const text = translations[language];
  const change = (name: keyof ArticleTextDraft, value: string) => onChange({ ...translations, [language]: { ...text, [name]: value } });
  return (
    <TranslatedTexts family="article" language={language} onLanguage={onLanguage} problemsIn={problemsIn} at={at} seo={text} onSeo={change}>
      <TextField
        {...at(`translations.${language}.title`)}
        required={language === 'en'}
        maxLength={ARTICLE_LIMITS.titleMax}
        value={text.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <TextAreaField
        {...at(`translations.${language}.summary`)}
        hint={t('article.summaryHint')}
        rows={3}
        maxLength={ARTICLE_LIMITS.summaryMax}
        value={text.summary}
        onChange={(event) => change('summary', event.target.value)}
      />
      <TextAreaField
        {...at(`translations.${language}.bodyHtml`)}
        hint={t('article.bodyHint')}
        rows={14}
        spellCheck={false}
        maxLength={ARTICLE_LIMITS.bodyMax}
        value={text.bodyHtml}
        onChange={(event) => change('bodyHtml', event.target.value)}
      />
    </TranslatedTexts>
  );
}

/** A group of like fields (the things drawn, their colours) that a problem about the whole group lands on. */
function FieldList({ field, hint, children }: { field: ReturnType<At>; hint: string; children: ReactNode }) {
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      className="art-list"
      aria-describedby={[`${field.id}-hint`, field.problem ? `${field.id}-problem` : ''].filter(Boolean).join(' ')}
    >
      <legend>{field.label}</legend>
      <p className="field-hint" id={`${field.id}-hint`}>
        {hint}
      </p>
      {children}
      <Problem field={field} />
    </fieldset>
  );
}

/** How the thumbnail is drawn: the things in it, their colours, an accent and a backdrop, with a sample beside them. */
export function ArtFields({ art, onChange, at }: { art: ArtDraft; onChange: (art: ArtDraft) => void; at: At }) {
  const { t } = useTranslation();
  const set = (change: Partial<ArtDraft>) => onChange({ ...art, ...change });
  const replaced = (list: readonly string[], index: number, value: string) => list.map((one, place) => (place === index ? value : one));
  const without = (list: readonly string[], index: number) => list.filter((_, place) => place !== index);
  // A backdrop the shop no longer draws is still shown, so nothing is dropped unseen.
  const backdrops = Object.hasOwn(BACKDROPS, art.backdrop) ? Object.keys(BACKDROPS) : [art.backdrop, ...Object.keys(BACKDROPS)];
  return (
    <fieldset className="article-art">
      <legend>{t('article.group.art')}</legend>
      <p className="field-hint">{t('article.artHint')}</p>
      <div className="art-choices">
        <div className="art-fields">
          <FieldList field={at('art.kinds')} hint={t('article.art.kindsHint', { count: MOST_KINDS })}>
            {art.kinds.map((kind, index) => {
              const label = t('article.art.kind', { n: index + 1 });
              return (
                <div className="art-row" key={index}>
                  <SelectField
                    {...at(`art.kinds[${index}]`)}
                    value={kind}
                    onChange={(event) => set({ kinds: replaced(art.kinds, index, event.target.value) })}
                  >
                    {!(ART_KINDS as readonly string[]).includes(kind) && <option value={kind}>{kind}</option>}
                    {ART_KINDS.map((choice) => (
                      <option key={choice} value={choice}>
                        {t(`article.kind.${choice}`)}
                      </option>
                    ))}
                  </SelectField>
                  {art.kinds.length > 1 && (
                    <button type="button" onClick={() => set({ kinds: without(art.kinds, index) })}>
                      {t('article.art.remove', { what: label })}
                    </button>
                  )}
                </div>
              );
            })}
            {art.kinds.length < MOST_KINDS && (
              <button type="button" onClick={() => set({ kinds: [...art.kinds, ART_KINDS[0]] })}>
                {t('article.art.addKind')}
              </button>
            )}
          </FieldList>
          <FieldList field={at('art.colors')} hint={t('article.art.colorsHint', { count: MOST_COLORS })}>
            {art.colors.map((color, index) => {
              const label = t('article.art.color', { n: index + 1 });
              return (
                <div className="art-row" key={index}>
                  <TextField
                    {...at(`art.colors[${index}]`)}
                    type="color"
                    value={color}
                    onChange={(event) => set({ colors: replaced(art.colors, index, event.target.value) })}
                  />
                  {art.colors.length > 1 && (
                    <button type="button" onClick={() => set({ colors: without(art.colors, index) })}>
                      {t('article.art.remove', { what: label })}
                    </button>
                  )}
                </div>
              );
            })}
            {art.colors.length < MOST_COLORS && (
              <button type="button" onClick={() => set({ colors: [...art.colors, art.colors.at(-1) ?? '#8a6f4e'] })}>
                {t('article.art.addColor')}
              </button>
            )}
          </FieldList>
          <TextField
            {...at('art.accent')}
            hint={t('article.art.accentHint')}
            type="color"
            value={art.accent}
            onChange={(event) => set({ accent: event.target.value })}
          />
          <SelectField {...at('art.backdrop')} value={art.backdrop} onChange={(event) => set({ backdrop: event.target.value })}>
            {backdrops.map((backdrop) => (
              <option key={backdrop} value={backdrop}>
                {Object.hasOwn(BACKDROPS, backdrop) ? t(`article.backdrop.${backdrop as keyof typeof BACKDROPS}`) : backdrop}
              </option>
            ))}
          </SelectField>
        </div>
        <ArtSample art={art} />
      </div>
    </fieldset>
  );
}

/**
 * A small sample of the thumbnail that follows each choice: the backdrop's wall and floor, and
 * the first three things (all the thumbnail shows) as blocks in the colours they take. The
 * shop draws the things themselves when the article is saved.
 */
function ArtSample({ art }: { art: ArtDraft }) {
  const { t } = useTranslation();
  const set = Object.hasOwn(BACKDROPS, art.backdrop) ? BACKDROPS[art.backdrop as keyof typeof BACKDROPS] : BACKDROPS.linen;
  const shown = art.kinds.slice(0, 3);
  const colorAt = (index: number) => art.colors[index % Math.max(1, art.colors.length)] ?? '#8a6f4e';
  return (
    <figure className="art-sample">
      <div
        className="art-sample-scene"
        style={{ background: `linear-gradient(${set.wall} 0 66%, ${set.floor} 66% 100%)` }}
        aria-hidden="true"
      >
        {shown.map((kind, index) => (
          <span key={index} className="art-sample-thing" style={{ background: colorAt(index), borderColor: art.accent }} title={kind} />
        ))}
      </div>
      <figcaption className="field-hint">
        {t('article.art.sample', {
          things: shown
            .map((kind, index) =>
              t('article.art.sampleThing', {
                kind: (ART_KINDS as readonly string[]).includes(kind) ? t(`article.kind.${kind as (typeof ART_KINDS)[number]}`) : kind,
                color: colorAt(index),
              }),
            )
            .join(', '),
        })}
      </figcaption>
    </figure>
  );
}
