import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CategoryNode } from '../../../src/schema/catalog';
import type { TranslatedLocale, UrlLanguage } from '../../../src/schema/languages';
import type { DetailRules } from '../../../src/schema/site-config';
import type { Database } from '../../db/database';
import { articles, categories, collections, tags } from '../../db/schema/catalog';
import { detailHref } from './hrefs';
import { articleImage } from '../images/urls';
import { articleTextSchema, pickTranslation, taxonomyTextSchema, type ArticleText, type TaxonomyText } from './localized';

export type CategoryRecord = {
  id: number;
  slug: string;
  parentId: number | null;
  position: number;
  text: TaxonomyText;
  hasArt: boolean;
};

/** Every category in the page language, in the merchant's order. A shop has tens, not thousands. */
export async function loadCategories(db: Database, locales: readonly TranslatedLocale[]): Promise<CategoryRecord[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    parentId: row.parentId,
    position: row.position,
    text: pickTranslation(row.translations, locales, taxonomyTextSchema) ?? { name: row.slug, description: '', seoTitle: '', seoDescription: '' },
    hasArt: row.art !== null,
  }));
}

export function categoryTree(records: readonly CategoryRecord[], rules: DetailRules, lang: UrlLanguage): CategoryNode[] {
  const build = (parentId: number | null, seen: ReadonlySet<number>): CategoryNode[] =>
    records
      .filter((record) => record.parentId === parentId && !seen.has(record.id))
      .map((record) => ({
        slug: record.slug,
        name: record.text.name,
        href: detailHref(rules, lang, 'category', record.slug),
        children: build(record.id, new Set([...seen, record.id])),
      }));
  return build(null, new Set());
}

/** The category and everything under it, guarding against a hand-made parent loop. */
export function descendantIds(records: readonly CategoryRecord[], rootId: number): number[] {
  const found = new Set<number>([rootId]);
  let frontier = [rootId];
  while (frontier.length > 0) {
    const next = records.filter((record) => record.parentId !== null && frontier.includes(record.parentId) && !found.has(record.id)).map((record) => record.id);
    for (const id of next) found.add(id);
    frontier = next;
  }
  return [...found];
}

/** Root first, the category itself last. */
export function ancestorsOf(records: readonly CategoryRecord[], id: number): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  let current = records.find((record) => record.id === id);
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    const parentId = current.parentId;
    current = parentId === null ? undefined : records.find((record) => record.id === parentId);
  }
  return chain;
}

export type TaxonomyRecord = { id: number; slug: string; text: TaxonomyText; hasArt: boolean };

export async function findTag(db: Database, slug: string, locales: readonly TranslatedLocale[]): Promise<TaxonomyRecord | null> {
  const [row] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  if (!row) return null;
  const text = pickTranslation(row.translations, locales, taxonomyTextSchema);
  return text ? { id: row.id, slug: row.slug, text, hasArt: false } : null;
}

export async function findCollection(db: Database, slug: string, locales: readonly TranslatedLocale[]): Promise<TaxonomyRecord | null> {
  const [row] = await db.select().from(collections).where(eq(collections.slug, slug)).limit(1);
  if (!row) return null;
  const text = pickTranslation(row.translations, locales, taxonomyTextSchema);
  return text ? { id: row.id, slug: row.slug, text, hasArt: row.art !== null } : null;
}

export async function loadTags(db: Database, locales: readonly TranslatedLocale[]): Promise<TaxonomyRecord[]> {
  const rows = await db.select().from(tags).orderBy(asc(tags.position), asc(tags.id));
  return rows.flatMap((row) => {
    const text = pickTranslation(row.translations, locales, taxonomyTextSchema);
    return text ? [{ id: row.id, slug: row.slug, text, hasArt: false }] : [];
  });
}

/** `cleanHtml`: the bodies as cleaned when the article was written (server/pages/clean-html.ts). */
export type ArticleRecord = { id: number; slug: string; author: string; publishedAt: Date; text: ArticleText; cleanHtml: unknown };

export function articleSummaryOf(record: ArticleRecord, rules: DetailRules, lang: UrlLanguage) {
  return {
    slug: record.slug,
    href: detailHref(rules, lang, 'article', record.slug),
    title: record.text.title.slice(0, 200),
    summary: record.text.summary.slice(0, 600),
    author: record.author.slice(0, 120),
    publishedAt: record.publishedAt.toISOString(),
    thumbnail: articleImage(record.slug, record.text.title.slice(0, 300)),
  };
}

function articleRecordOf(row: typeof articles.$inferSelect, locales: readonly TranslatedLocale[]): ArticleRecord | null {
  const text = pickTranslation(row.translations, locales, articleTextSchema);
  return text ? { id: row.id, slug: row.slug, author: row.author, publishedAt: row.publishedAt, text, cleanHtml: row.cleanHtml } : null;
}

/** Shoppers read published articles only: a draft is not yet, an archived one no more (src/schema/admin-api/articles.ts). */
export const articleIsPublished = () => eq(articles.status, 'published');

export async function findArticle(db: Database, slug: string, locales: readonly TranslatedLocale[]): Promise<ArticleRecord | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), articleIsPublished()))
    .limit(1);
  return row ? articleRecordOf(row, locales) : null;
}

/** Articles by slug, in the order of `slugs`; a slug with no article is left out. */
export async function findArticles(db: Database, slugs: readonly string[], locales: readonly TranslatedLocale[]): Promise<ArticleRecord[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(inArray(articles.slug, [...slugs]), articleIsPublished()));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? (articleRecordOf(row, locales) ?? []) : [];
  });
}

/** Newest first; `exceptId` leaves out the article being read. */
export async function latestArticles(db: Database, locales: readonly TranslatedLocale[], limit: number, exceptId?: number): Promise<ArticleRecord[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(articleIsPublished(), exceptId === undefined ? undefined : ne(articles.id, exceptId)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.flatMap((row) => articleRecordOf(row, locales) ?? []);
}

/** Each category followed by its sub-categories, as a tree reads from top to bottom. */
export function depthFirst(records: readonly CategoryRecord[]): { record: CategoryRecord; depth: number }[] {
  const ordered: { record: CategoryRecord; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const record of records) {
      if (record.parentId !== parentId || ordered.some((entry) => entry.record === record)) continue;
      ordered.push({ record, depth });
      visit(record.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
