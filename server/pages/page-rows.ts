import { and, inArray } from 'drizzle-orm';
import type { TranslatedLocale } from '../../src/schema/languages';
import type { Database } from '../db/database';
import { pages } from '../db/schema';

/** `cleanHtml`: the body's HTML as cleaned when it was written (server/pages/clean-html.ts). */
export type PageRow = { key: string; locale: string; body: unknown; meta: unknown; cleanHtml: unknown; updatedAt: Date };

/**
 * Loads every row for these keys in these locales with one query, for picking the best
 * one per purpose with `pickRow`.
 */
export async function loadPageRows(db: Database, keys: readonly string[], locales: readonly TranslatedLocale[]): Promise<PageRow[]> {
  if (keys.length === 0 || locales.length === 0) return [];
  return db
    .select({ key: pages.key, locale: pages.locale, body: pages.body, meta: pages.meta, cleanHtml: pages.cleanHtml, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(inArray(pages.key, [...keys]), inArray(pages.locale, [...locales])));
}

/**
 * The first key that has a row in any locale of the chain, in the best locale available:
 * a content page in English beats a template in Chinese, since it is about this page.
 */
export function pickRow<Row extends { key: string; locale: string }>(rows: readonly Row[], keys: readonly string[], locales: readonly TranslatedLocale[]): Row | undefined {
  for (const key of keys) {
    for (const locale of locales) {
      const row = rows.find((candidate) => candidate.key === key && candidate.locale === locale);
      if (row) return row;
    }
  }
  return undefined;
}

/** The best row of `keys`, the draft (a staff preview) standing for its own key and locale. */
export async function findPageRow(db: Database, keys: readonly string[], locales: readonly TranslatedLocale[], draft?: PageRow): Promise<PageRow | undefined> {
  return pickRow(withDraft(await loadPageRows(db, keys, locales), draft, keys, locales), keys, locales);
}

/** The rows of `keys` with the draft in place of the published row of its key and locale, when it is one of them (the staff's preview). */
export function withDraft(rows: PageRow[], draft: PageRow | undefined, keys: readonly string[], locales: readonly TranslatedLocale[]): PageRow[] {
  if (!draft || !keys.includes(draft.key) || !locales.some((locale) => locale === draft.locale)) return rows;
  return [...rows.filter((row) => row.key !== draft.key || row.locale !== draft.locale), draft];
}
