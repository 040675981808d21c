import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../src/schema/languages';
import type { productSearch } from '../db/schema';
import { foldText, indexGramsOf } from './queries/search-text';

/*
 * The rows of `product_search` for one product, made the one way whoever writes products
 * makes them (the demo seed, a merchant's write): one row per shop language, the name in that
 * language or, where the merchant wrote none, in English, as the product page then shows it.
 */

export type SearchFacts = {
  productId: number;
  /** The product's name by locale; English is always there. */
  names: Partial<Record<TranslatedLocale, string>> & { en: string };
  categoryId: number;
  /** The category and its ancestors (`categoryPathOf`). */
  categoryPath: number[];
  tagIds: number[];
  priceCents: number;
  featuredRank: number;
  publishedAt: Date;
  inStock: boolean;
};

export function searchRowsOf(facts: SearchFacts): (typeof productSearch.$inferInsert)[] {
  const { names, ...shared } = facts;
  return TRANSLATED_LOCALES.map((locale) => {
    const name = names[locale] ?? names.en;
    return { ...shared, locale, nameFolded: foldText(name), grams: indexGramsOf(locale, name) };
  });
}

/** A category and its ancestors, nearest first, so a filter by a parent matches its children. */
export function categoryPathOf(categoryId: number, parentOf: ReadonlyMap<number, number | null>): number[] {
  const path: number[] = [];
  for (let current: number | null | undefined = categoryId; current != null && !path.includes(current); current = parentOf.get(current)) {
    path.push(current);
  }
  return path;
}
