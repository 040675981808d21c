import { catalogSlugSchema } from '../schema/catalog';
import { articleWriteSchema, type ArticleDocument, type ArticleStatus } from '../schema/admin-api/articles';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../schema/languages';

/*
 * An article as the editor's form holds it, and the conversions between it and the contract:
 * every language's texts present (empty where the merchant wrote none), the date as the
 * browser's clock shows it, and the write the form sends. As with products (product-draft.ts),
 * the form names only what it cannot send at all; the shop judges the rest and names each
 * problem at the path this write puts the field, so both land at the same fields.
 */

export type ArticleTextDraft = { title: string; summary: string; bodyHtml: string; seoTitle: string; seoDescription: string };
export type ArtDraft = { kinds: string[]; colors: string[]; accent: string; backdrop: string };
export type ArticleDraft = {
  slug: string;
  status: ArticleStatus;
  author: string;
  /** As a `datetime-local` control holds it, in the browser's time zone ("2026-03-01T09:30"); empty leaves the date to the shop. */
  publishedAt: string;
  translations: Record<TranslatedLocale, ArticleTextDraft>;
  art: ArtDraft;
};

export const ARTICLE_TEXT_NAMES = [
  'title',
  'summary',
  'bodyHtml',
  'seoTitle',
  'seoDescription',
] as const satisfies readonly (keyof ArticleTextDraft)[];

/** The drawing a new article's form starts from: the one the shop gives an article written without any. */
const FIRST_ART: ArtDraft = { kinds: ['notebook', 'pen'], colors: ['#8a6f4e', '#2f3b4c'], accent: '#c9a36a', backdrop: 'linen' };

const emptyText = (): ArticleTextDraft => ({ title: '', summary: '', bodyHtml: '', seoTitle: '', seoDescription: '' });

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` control shows it, on the browser's clock, to the minute. */
export function localTimeOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** What a `datetime-local` control holds as an instant with its offset; null when it is no date. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/.test(local.trim())) return null;
  const date = new Date(local.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A new article's form: a draft, English to write, the shop's first drawing. */
export function newArticleDraft(): ArticleDraft {
  return {
    slug: '',
    status: 'draft',
    author: '',
    publishedAt: '',
    translations: Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, emptyText()])) as ArticleDraft['translations'],
    art: { ...FIRST_ART, kinds: [...FIRST_ART.kinds], colors: [...FIRST_ART.colors] },
  };
}

/** A stored article as the form shows it. */
export function draftOf(article: ArticleDocument): ArticleDraft {
  return {
    slug: article.slug,
    status: article.status,
    author: article.author,
    publishedAt: localTimeOf(article.publishedAt),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const text = article.translations[locale];
        return [locale, { ...emptyText(), ...(text ? { ...text } : {}) }];
      }),
    ) as ArticleDraft['translations'],
    art: { kinds: [...article.art.kinds], colors: [...article.art.colors], accent: article.art.accent, backdrop: article.art.backdrop },
  };
}

/** The article's texts: English always, another language where any of its fields is written (the rest shows the English). */
function translationsBodyOf(translations: ArticleDraft['translations']) {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => {
      const text = translations[locale];
      return locale === 'en' || ARTICLE_TEXT_NAMES.some((name) => text[name].trim() !== '') ? [[locale, { ...text }]] : [];
    }),
  );
}

/** The words of the form's own problems, in the merchant's language. */
export type ArticleDraftWords = { slug: string; date: string };

/**
 * The draft as the contract's write, and the problems that keep it from being sent: a slug or
 * a date the shop could not even read. `stored` is the article as read: a date left as it was
 * shown is sent as stored, to the second, rather than as the minute the control shows.
 */
export function writeOf(draft: ArticleDraft, words: ArticleDraftWords, stored: ArticleDocument | null = null) {
  const problems: Record<string, string> = {};
  if (!catalogSlugSchema.safeParse(draft.slug).success) problems.slug = words.slug;
  let publishedAt: string | undefined;
  if (stored && draft.publishedAt === localTimeOf(stored.publishedAt)) publishedAt = stored.publishedAt;
  else if (draft.publishedAt.trim() !== '') {
    publishedAt = instantOf(draft.publishedAt) ?? undefined;
    if (publishedAt === undefined) problems.publishedAt = words.date;
  }
  const body = {
    slug: draft.slug,
    status: draft.status,
    author: draft.author,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    translations: translationsBodyOf(draft.translations),
    art: { kinds: [...draft.art.kinds], colors: [...draft.art.colors], accent: draft.art.accent, backdrop: draft.art.backdrop },
  };
  return { body, problems };
}

export type ArticleWriteBody = ReturnType<typeof writeOf>['body'];

/** The article a read answered as the write that would store it again unchanged. */
export function writeOfDocument(article: ArticleDocument) {
  const { comments: _comments, version: _version, ...write } = article;
  return articleWriteSchema.parse(write);
}

/** The id of the control of the field at `key` (a contract path such as `translations.zh-HK.title`). */
export const articleFieldIdOf = (key: string) => `article-${key.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
