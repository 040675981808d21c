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

export async function findPageRow(db: Database, keys: readonly string[], locales: readonly TranslatedLocale[]): Promise<PageRow | undefined> {
  return pickRow(await loadPageRows(db, keys, locales), keys, locales);
}
