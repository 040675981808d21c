import { and, desc, eq, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ArticleArt, ArticleDocument, ArticleStatus, ArticleText, ArticleWrite, ListedArticle } from '../../src/schema/admin-api/articles';
import { formatPath } from '../../src/renderer/core/json-path';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import { isUniqueViolation, type Database, type Transaction } from '../db/database';
import { articles, comments } from '../db/schema';
import type { Problem } from '../http/problems';
import { articleTextSchema } from '../catalog/queries/localized';
import { ART_KINDS } from '../catalog/images/objects';
import { arrangementArtSchema, BACKDROPS } from '../catalog/images/scenes';
import { cleanHtmlOf } from '../pages/clean-html';
import { contentVersion } from '../pages/content-version';
import { favoritesFollow, leaveAddress, takeAddress } from './addresses';
import type { DocumentWrite } from './document-calls';
import { RolledBack } from './product-store';

/*
 * A merchant's article as one document (src/schema/admin-api/articles.ts): read whole, written
 * whole, in one transaction. The bodies are cleaned as they are written and kept beside them
 * (`clean_html`), so a shopper's request never runs the sanitizer.
 *
 * The row is locked before its version is compared, so of two writes naming the same version
 * the second waits, then finds the version gone.
 */

type Reader = Database | Transaction;
type ArticleRow = typeof articles.$inferSelect;

/** The drawing a new article gets when its write names none. */
const PLAIN_ART: ArticleArt = { kinds: ['notebook', 'pen'], colors: ['#8a6f4e', '#2f3b4c'], accent: '#c9a36a', backdrop: 'linen' };

/** A row's translations as a merchant reads them back: each language that parses, and English always (blank when a hand-edited row lost it). */
function translationsOf(raw: unknown): ArticleDocument['translations'] {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const texts: Partial<Record<TranslatedLocale, ArticleText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const parsed = articleTextSchema.safeParse(Object.hasOwn(record, locale) ? record[locale] : undefined);
    if (parsed.success) texts[locale] = parsed.data;
  }
  return { en: { title: '', summary: '', bodyHtml: '', seoTitle: '', seoDescription: '' }, ...texts };
}

function artOf(raw: unknown): ArticleArt {
  const parsed = arrangementArtSchema.safeParse(raw);
  return parsed.success ? parsed.data : PLAIN_ART;
}

/** What a write sets, read back from the row: the version names exactly this. */
function writtenOf(row: ArticleRow) {
  return {
    slug: row.slug,
    status: row.status as ArticleStatus,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    translations: translationsOf(row.translations),
    art: artOf(row.art),
  };
}

const commentsOf = (articleId: SQL | number) => sql<number>`(select count(*)::int from ${comments} where ${comments.articleId} = ${articleId})`;

async function documentOf(db: Reader, row: ArticleRow): Promise<ArticleDocument> {
  const [counted] = await db.select({ total: commentsOf(row.id) }).from(sql`(select 1) as one`);
  const written = writtenOf(row);
  return { ...written, comments: counted?.total ?? 0, version: contentVersion(written, 20) };
}

async function articleRowOf(db: Reader, slug: string, lock: boolean): Promise<ArticleRow | null> {
  const query = db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An article as a merchant reads it; null when there is none by that slug. */
export async function readArticle(db: Reader, slug: string): Promise<ArticleDocument | null> {
  const row = await articleRowOf(db, slug, false);
  return row ? documentOf(db, row) : null;
}

/** What narrows the merchant's list (the `articles/list` query). */
export type ArticleListing = { q?: string | undefined; status?: ArticleStatus | undefined; after?: string | undefined };

/** Text for a LIKE pattern that matches itself only. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The merchant's articles, latest dated first, a page at a time; `next` continues after the last one. */
export async function listArticles(db: Database, listing: ArticleListing, pageSize: number): Promise<{ articles: ListedArticle[]; next: string | null }> {
  const conditions: (SQL | undefined)[] = [];
  if (listing.status) conditions.push(eq(articles.status, listing.status));
  if (listing.q) {
    const start = `${literal(listing.q)}%`;
    conditions.push(or(like(articles.slug, start.toLowerCase()), ilike(sql`${articles.translations} -> 'en' ->> 'title'`, start)));
  }
  if (listing.after) {
    const [milliseconds = '0', id = '0'] = listing.after.split('.');
    const date = new Date(Number(milliseconds));
    conditions.push(or(lt(articles.publishedAt, date), and(eq(articles.publishedAt, date), lt(articles.id, Number(id)))));
  }
  const rows = await db
    .select({ row: articles, comments: commentsOf(sql`${articles.id}`) })
    .from(articles)
    .where(and(...conditions))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    articles: page.map(({ row, comments: total }) => ({
      slug: row.slug,
      status: row.status as ArticleStatus,
      title: translationsOf(row.translations).en.title,
      author: row.author,
      publishedAt: row.publishedAt.toISOString(),
      comments: total,
    })),
    next: rows.length > pageSize && last ? `${last.row.publishedAt.getTime()}.${last.row.id}` : null,
  };
}

/** The kinds and backdrop of a drawing the shop cannot draw, by path. */
function artProblems(art: ArticleArt | undefined): Problem[] {
  if (!art) return [];
  const problems: Problem[] = [];
  art.kinds.forEach((kind, index) => {
    if (!(ART_KINDS as readonly string[]).includes(kind)) problems.push({ path: formatPath(['art', 'kinds', index]), message: `The shop draws no "${kind}": expected one of ${ART_KINDS.join(', ')}` });
  });
  if (!Object.hasOwn(BACKDROPS, art.backdrop)) problems.push({ path: 'art.backdrop', message: `No backdrop "${art.backdrop}": expected one of ${Object.keys(BACKDROPS).join(', ')}` });
  return problems;
}

/** What an article write did: the article as it now is, the problems that refused it, or a version it no longer has. */
export type ArticleWriteResult = DocumentWrite<ArticleDocument>;

/** A stale If-Match: none given, `*` over an existing article, or the version it has. */
const staleAgainst = (ifMatch: string | undefined, current: string | null) => ifMatch !== undefined && (current === null || (ifMatch !== '*' && ifMatch !== current));

async function writeArticleIn(tx: Transaction, slug: string, write: ArticleWrite, ifMatch: string | undefined): Promise<ArticleWriteResult> {
  const existing = await articleRowOf(tx, slug, true);
  const before = existing ? await documentOf(tx, existing) : null;
  if (staleAgainst(ifMatch, before?.version ?? null)) return { ok: false, stale: { current: before?.version ?? null } };

  const finalSlug = write.slug ?? slug;
  const problems = artProblems(write.art);
  if (finalSlug !== slug) {
    if (!existing) problems.push({ path: 'slug', message: `There is no article "${slug}" to rename: create it at /articles/${finalSlug}` });
    else if (await articleRowOf(tx, finalSlug, false)) problems.push({ path: 'slug', message: `Another article has the slug "${finalSlug}"` });
  }
  if (problems.length > 0) return { ok: false, problems };

  const fields = {
    slug: finalSlug,
    status: write.status,
    author: write.author,
    publishedAt: write.publishedAt === undefined ? (existing?.publishedAt ?? new Date()) : new Date(write.publishedAt),
    translations: write.translations,
    art: write.art ?? (existing ? artOf(existing.art) : PLAIN_ART),
  };
  const cleanHtml = cleanHtmlOf(Object.values(write.translations).flatMap((text) => (text ? [text.bodyHtml] : [])));
  let row: ArticleRow;
  if (existing) {
    [row] = (await tx.update(articles).set({ ...fields, cleanHtml }).where(eq(articles.id, existing.id)).returning()) as [ArticleRow];
    if (finalSlug !== slug) {
      await leaveAddress(tx, 'article', slug, finalSlug);
      await favoritesFollow(tx, 'article', slug, finalSlug);
    }
  } else {
    [row] = (await tx
      .insert(articles)
      .values({ ...fields, cleanHtml })
      .returning()) as [ArticleRow];
    await takeAddress(tx, 'article', slug);
  }
  const document = await documentOf(tx, row);
  return { ok: true, document, created: !existing, changed: document.version !== before?.version };
}

/**
 * Creates or replaces the article `slug` with `write`, already checked by the contract's
 * schema. With `ifMatch` (a version, or `*` for any existing article), an article whose
 * version is not that changes nothing.
 */
export async function writeArticle(db: Database, slug: string, write: ArticleWrite, ifMatch?: string, options: { dryRun?: boolean } = {}): Promise<ArticleWriteResult> {
  try {
    return await db.transaction(async (tx): Promise<ArticleWriteResult> => {
      const done = await writeArticleIn(tx, slug, write, ifMatch);
      // A dry run goes all the way, so it finds what a real write would, then takes it all back.
      if (options.dryRun && done.ok) throw new RolledBack<ArticleWriteResult>({ ...done, dryRun: true });
      return done;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as ArticleWriteResult;
    // Another process created this slug, or took the new one, between this write's look and its insert.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, stale: { current: (await readArticle(db, slug))?.version ?? null } };
  }
}

export type ArticleArchival = { ok: true; document: ArticleDocument; changed: boolean } | { ok: false; reason: 'not-found' } | { ok: false; stale: { current: string | null } };

/** Archives the article `slug` (its comments stay); one already archived is left as it is. */
export async function archiveArticle(db: Database, slug: string, ifMatch?: string): Promise<ArticleArchival> {
  return db.transaction(async (tx): Promise<ArticleArchival> => {
    const existing = await articleRowOf(tx, slug, true);
    if (!existing) return ifMatch === undefined ? { ok: false, reason: 'not-found' } : { ok: false, stale: { current: null } };
    const before = await documentOf(tx, existing);
    if (staleAgainst(ifMatch, before.version)) return { ok: false, stale: { current: before.version } };
    if (existing.status === 'archived') return { ok: true, document: before, changed: false };
    const [row] = (await tx.update(articles).set({ status: 'archived' }).where(eq(articles.id, existing.id)).returning()) as [ArticleRow];
    return { ok: true, document: await documentOf(tx, row), changed: true };
  });
}
