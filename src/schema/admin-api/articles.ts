import { z } from 'zod';
import { catalogSlugSchema } from '../catalog';
import { localeTexts } from './locale-texts';
import { ADMIN_MAX_BODY_BYTES, EDITORS, forRoles } from './contract';

/*
 * The merchant's articles (the journal), one at a time: read one as a whole document and write
 * it back as a whole, as products are. A write is checked as a whole and refused with 422 naming
 * each problem by its JSON path; one naming the version it read (`If-Match`) over an article
 * changed since answers 409 and changes nothing. The body is HTML, cleaned of anything unsafe
 * when it is written, so no shopper's request ever has to.
 */

/**
 * Where an article is in its life: `published` is in the journal; a `draft` is not yet; an
 * `archived` article is no more. Shoppers never see a draft or an archived one (its page is a
 * 404, it leaves the lists, "read next" and the sitemap, and takes no new comment), but its
 * comments stay, so putting it back shows them again. Articles are archived, never deleted:
 * removing one would take its shoppers' comments with it.
 */
export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Limits that keep one article drawable: its card and page show at most these. */
export const ARTICLE_LIMITS = { titleMax: 200, summaryMax: 600, authorMax: 120, bodyMax: 200_000 } as const;

const articleTextSchema = z.object({
  title: z.string().trim().min(1).max(ARTICLE_LIMITS.titleMax),
  /** The line under its title on cards and in search results. */
  summary: z.string().trim().max(ARTICLE_LIMITS.summaryMax).default(''),
  /** HTML; cleaned of anything unsafe when it is written, before any shopper sees it. */
  bodyHtml: z.string().max(ARTICLE_LIMITS.bodyMax).default(''),
  seoTitle: z.string().trim().max(200).default(''),
  seoDescription: z.string().trim().max(500).default(''),
});
export type ArticleText = z.output<typeof articleTextSchema>;

const translationsSchema = localeTexts(articleTextSchema);

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: 'Expected a #rrggbb colour' });
const drawingName = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, { message: 'Expected a lowercase name such as mug' }).max(40);

/**
 * How the thumbnail is drawn: a few things (`kinds`, such as `mug` or `tee`, the kinds the
 * shop draws) in `colors`, with an `accent`, before a `backdrop` (linen, sage, mist, blush,
 * sand or stone). The server names a kind or backdrop it cannot draw.
 */
export const articleArtSchema = z.object({
  kinds: z.array(drawingName).min(1).max(5),
  colors: z.array(colour).min(1).max(5),
  accent: colour,
  backdrop: drawingName,
});
export type ArticleArt = z.output<typeof articleArtSchema>;

/** What a merchant writes: the article as a whole. */
export const articleWriteSchema = z.object({
  /**
   * The article's slug after the write. Left out, or the path's, it stays; another renames the
   * article, and its old address answers 301 to the new one from then on.
   */
  slug: catalogSlugSchema.optional(),
  status: z.enum(ARTICLE_STATUSES).default('published'),
  /** Who wrote it, as the article shows it. */
  author: z.string().trim().min(1).max(ARTICLE_LIMITS.authorMax),
  /** When it is dated (ISO 8601 with its offset); left out, a new article is dated when it is written and an article keeps its date. The journal lists the latest first. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  translations: translationsSchema,
  /** Left out, a new article gets a plain drawing and an article keeps its own. */
  art: articleArtSchema.optional(),
});
export type ArticleWrite = z.output<typeof articleWriteSchema>;

const articleVersionSchema = z.string().meta({ description: 'The article version: send it back as If-Match to write only over this version' });

/** What a read answers: the document a write takes, with what the shop keeps beside it. */
export const articleDocumentSchema = z.object({
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  author: z.string(),
  publishedAt: z.string(),
  translations: translationsSchema,
  art: articleArtSchema,
  /** Shoppers' comments under it, whatever their state (kept when it is archived). */
  comments: z.int(),
  version: articleVersionSchema,
});
export type ArticleDocument = z.output<typeof articleDocumentSchema>;

/** Articles one page of the merchant's list holds. */
export const MERCHANT_ARTICLES_PAGE_SIZE = 100;

/** Where a page of the list ends: the last article's date (milliseconds) and number; opaque to the caller, who sends it back as `after`. */
const articleCursorSchema = z.string().regex(/^[0-9]{1,15}\.[1-9][0-9]{0,9}$/, 'Expected the `next` cursor of a page of this list');

/** An article as the merchant's list shows it. */
export const listedArticleSchema = z.object({
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** The English title (every article has one). */
  title: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  comments: z.int(),
});
export type ListedArticle = z.infer<typeof listedArticleSchema>;

export const ARTICLE_CALLS = forRoles(EDITORS, {
  /**
   * Every article, drafts and archived ones too, latest dated first, a page at a time. A page
   * ends with `next`, the cursor of the page after it (null on the last).
   */
  'articles/list': {
    method: 'GET',
    path: '/articles',
    query: z.object({
      q: z.string().trim().max(100).optional().meta({ description: 'The start of its English title or of its slug' }),
      status: z.enum(ARTICLE_STATUSES).optional(),
      after: articleCursorSchema.optional().meta({ description: 'The `next` of the page before' }),
    }),
    answer: z.object({ articles: z.array(listedArticleSchema), next: articleCursorSchema.nullable() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
    maxPageSize: MERCHANT_ARTICLES_PAGE_SIZE,
  },
  /** An article as a whole, with its version in the body and the `ETag` header; 404 when there is none. */
  'articles/get': {
    method: 'GET',
    path: '/articles/:slug',
    answer: z.object({ article: articleDocumentSchema }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Creates the article (201) or replaces it as a whole (200). With `If-Match` naming the
   * version a read answered (or `*` for any existing article), an article changed since
   * answers 409 and nothing is written.
   */
  'articles/put': {
    reads: 'articles/get',
    method: 'PUT',
    path: '/articles/:slug',
    /** `dryRun=true` checks the write as a real one would and answers what it would make, writing nothing. */
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    request: articleWriteSchema,
    /** `changed` is false when the article was already exactly this. */
    answer: z.object({ article: articleDocumentSchema, created: z.boolean(), changed: z.boolean(), dryRun: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
  /**
   * Archives the article: shoppers no longer find it, its comments stay. Archiving an archived
   * article changes nothing; `articles/put` with another status brings it back. `If-Match` as
   * for `articles/put`.
   */
  'articles/archive': {
    reads: 'articles/get',
    method: 'POST',
    path: '/articles/:slug/archive',
    answer: z.object({ article: articleDocumentSchema, changed: z.boolean() }),
    maxBodyBytes: ADMIN_MAX_BODY_BYTES,
  },
});
