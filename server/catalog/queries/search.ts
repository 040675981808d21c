import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../src/schema/catalog';
import type { Database } from '../../db/database';
import { products, productSearch } from '../../db/schema/catalog';
import { foldText, queryGramsOf } from './search-text';

export type SearchFilterIds = {
  categoryId: number | null;
  tagId: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: boolean;
};

export type SearchFacetCounts = {
  categories: Map<number, number>;
  tags: Map<number, number>;
  price: { minCents: number; maxCents: number; currency: string } | null;
  inStock: number;
};

/** `%` and `_` in what the shopper typed are letters, not wildcards. */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matchCondition(locale: string, query: string): SQL {
  const grams = queryGramsOf(locale, query);
  const gramArray = sql`ARRAY[${sql.join(
    grams.map((gram) => sql`${gram}`),
    sql`, `,
  )}]::integer[]`;
  return and(eq(productSearch.locale, locale), sql`${productSearch.grams} @> ${gramArray}`, sql`${productSearch.nameFolded} LIKE ${likePattern(foldText(query))}`) ?? sql`false`;
}

function filterConditions(filters: SearchFilterIds): SQL[] {
  const conditions: SQL[] = [];
  if (filters.categoryId !== null) conditions.push(sql`${productSearch.categoryPath} @> ARRAY[${filters.categoryId}]::integer[]`);
  if (filters.tagId !== null) conditions.push(sql`${productSearch.tagIds} @> ARRAY[${filters.tagId}]::integer[]`);
  if (filters.minPriceCents !== null) conditions.push(gte(productSearch.priceCents, filters.minPriceCents));
  if (filters.maxPriceCents !== null) conditions.push(lte(productSearch.priceCents, filters.maxPriceCents));
  if (filters.inStock) conditions.push(eq(productSearch.inStock, true));
  return conditions;
}

function orderOf(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(productSearch.priceCents), asc(productSearch.productId)];
    case 'price-desc':
      return [desc(productSearch.priceCents), asc(productSearch.productId)];
    case 'newest':
      return [desc(productSearch.publishedAt), desc(productSearch.productId)];
    default:
      return [asc(productSearch.featuredRank), asc(productSearch.productId)];
  }
}

/** One page of matching product ids (filters applied) and the total. */
export async function searchProductIds(
  db: Database,
  locale: string,
  query: string,
  filters: SearchFilterIds,
  sort: ProductSort,
  page: number,
  pageSize: number,
): Promise<{ ids: number[]; total: number }> {
  const where = and(matchCondition(locale, query), ...filterConditions(filters));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: productSearch.productId })
      .from(productSearch)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(productSearch).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Counts over every match before filters, so each filter shows what it would leave. */
export async function searchFacets(db: Database, locale: string, query: string): Promise<SearchFacetCounts> {
  const where = matchCondition(locale, query);
  const categoryId = sql<number>`unnest(${productSearch.categoryPath})`;
  const tagId = sql<number>`unnest(${productSearch.tagIds})`;
  const [categoryRows, tagRows, [summary]] = await Promise.all([
    db.select({ id: categoryId, count: count() }).from(productSearch).where(where).groupBy(sql`1`),
    db.select({ id: tagId, count: count() }).from(productSearch).where(where).groupBy(sql`1`),
    db
      .select({
        matches: count(),
        minCents: sql<number | null>`min(${productSearch.priceCents})`,
        maxCents: sql<number | null>`max(${productSearch.priceCents})`,
        inStock: sql<number>`count(*) filter (where ${productSearch.inStock})`.mapWith(Number),
        currency: sql<string | null>`min(${products.currency})`,
      })
      .from(productSearch)
      .innerJoin(products, eq(products.id, productSearch.productId))
      .where(where),
  ]);
  const minCents = summary?.minCents === null || summary?.minCents === undefined ? null : Number(summary.minCents);
  const maxCents = summary?.maxCents === null || summary?.maxCents === undefined ? null : Number(summary.maxCents);
  return {
    categories: new Map(categoryRows.map((row) => [Number(row.id), row.count])),
    tags: new Map(tagRows.map((row) => [Number(row.id), row.count])),
    price: minCents !== null && maxCents !== null ? { minCents, maxCents, currency: summary?.currency ?? 'USD' } : null,
    inStock: summary?.inStock ?? 0,
  };
}
