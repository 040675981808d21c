import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductSort } from '../../../src/schema/catalog';
import { TRANSLATED_LOCALES } from '../../../src/schema/languages';
import type { Database, Transaction } from '../../db/database';
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
  /** Per category id, its own products and those of every category under it. */
  categories: Map<number, number>;
  tags: Map<number, number>;
  price: { minCents: number; maxCents: number; currency: string } | null;
  inStock: number;
};

export type SearchOutcome = {
  /** One page of matching product ids, filters applied, in the asked order. */
  ids: number[];
  /** Matches with the filters applied. */
  total: number;
  /** Counts over every match before filters, so each filter shows what it would leave. */
  facets: SearchFacetCounts;
};

export type SearchInput = {
  locale: string;
  query: string;
  filters: SearchFilterIds;
  sort: ProductSort;
  page: number;
  pageSize: number;
  /** Every tag id, to count each in the same pass. */
  tagIds: readonly number[];
  /** A category's ancestors, root first, for adding its count to theirs. */
  ancestorIdsOf: (categoryId: number) => readonly number[];
};

/*
 * Search is bounded by how many rows its query matches, not by the catalog: a broad word
 * ("linen") matches thousands. Each pass over the matches costs about the same, so a search
 * makes two: one grouped pass that yields the total and every facet at once (grouped by
 * category and tag set, see `groupedPass`; categories added up the tree here), then one for
 * the page of ids.
 * Nothing more is read when nothing matched.
 */

/** Above this many tags, (category, tag set) groups could be nearly as many as the matches: tags get a pass of their own. */
const MAX_TAGS_IN_ONE_PASS = 64;

/** `%` and `_` in what the shopper typed are letters, not wildcards. */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The rows of `locale` whose name holds the query. Grams are hashed with their locale, so
 * the gram index alone already narrows to one language; given a plain `locale = …`, the
 * planner also reads that locale's whole sort index (every product) and ANDs the two, which
 * cost more than the rest of the query (a broad Chinese word on 100k products: 24 ms
 * against 10 ms without). So the locale is written as a filter it cannot take an index for,
 * except where the page of ids walks a sort index, which must start at the locale.
 */
export function matchCondition(locale: string, query: string, use: 'filter' | 'walk' = 'filter'): SQL {
  const grams = queryGramsOf(locale, query);
  const gramArray = sql`ARRAY[${sql.join(
    grams.map((gram) => sql`${gram}`),
    sql`, `,
  )}]::integer[]`;
  const inLocale = use === 'walk' ? eq(productSearch.locale, locale) : sql`${productSearch.locale} || '' = ${locale}`;
  return and(inLocale, sql`${productSearch.grams} @> ${gramArray}`, sql`${productSearch.nameFolded} LIKE ${likePattern(foldText(query))}`) ?? sql`false`;
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

/** Aggregates come back as numbers or numeric strings depending on the driver. */
const count = z.coerce.number().int().min(0);
const groupRowSchema = z.object({
  categoryId: z.coerce.number().int(),
  matches: count,
  passed: count,
  stocked: count,
  minCents: z.coerce.number().int(),
  maxCents: z.coerce.number().int(),
  tagIds: z.array(z.coerce.number().int()),
});
const tagRowSchema = z.object({ tagId: z.coerce.number().int(), count });

/** Above this many rows to step through, reading the matches beats walking a sort index. */
const MAX_WALKED_ROWS = 4_000;

/** How many rows one locale has in the search table, from the planner's statistics. */
async function rowsPerLocale(db: Database): Promise<number | null> {
  const [row] = z
    .array(z.object({ rows: z.coerce.number() }))
    .parse(await db.select({ rows: sql`reltuples` }).from(sql`pg_class`).where(sql`oid = 'product_search'::regclass`));
  // -1 (or 0) means the table was never analysed: no estimate.
  return row && row.rows > 0 ? row.rows / TRANSLATED_LOCALES.length : null;
}

/*
 * The page of ids. When a query matches a large share of the catalog, the page is found
 * fastest by walking the index of the asked order and keeping matching rows until the page
 * is full: about (offset + page size) / share rows, instead of reading every match and
 * sorting. The planner cannot see that share (it has no statistics for substrings and
 * guesses a handful of matches), but the grouped pass just counted it, so the choice is made
 * here and the planner is told to walk for this one statement.
 */
async function pageOfIds(db: Database, input: SearchInput, total: number, offset: number): Promise<number[]> {
  const filters = filterConditions(input.filters);
  const select = (from: Database | Transaction, use: 'filter' | 'walk') =>
    from
      .select({ id: productSearch.productId })
      .from(productSearch)
      .where(and(matchCondition(input.locale, input.query, use), ...filters))
      .orderBy(...orderOf(input.sort))
      .limit(input.pageSize)
      .offset(offset);
  const perLocale = await rowsPerLocale(db);
  const walked = perLocale === null ? Number.POSITIVE_INFINITY : ((offset + input.pageSize) * perLocale) / total;
  if (walked > MAX_WALKED_ROWS) return (await select(db, 'filter')).map((row) => row.id);
  return db.transaction(async (tx) => {
    // `set_config(…, true)` is SET LOCAL: it ends with this transaction. One statement, one round trip.
    await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`);
    return (await select(tx, 'walk')).map((row) => row.id);
  });
}

/**
 * The grouped pass. With few tags, groups are (category, tag set): a shop has a few hundred
 * such pairs, each tag count is then summed here, and every row's tag array is read once
 * instead of once per tag (`count(*) filter (where id = any(tag_ids))` per tag cost more than
 * the rest of the pass together). Sorting tens of thousands of matches into groups cost more
 * than hashing them, but the planner, which guesses a handful of matches for a substring,
 * picks the sort; it is told not to for this one statement.
 */
async function groupedPass(db: Database, match: SQL, passes: SQL, byTagSet: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_sort', 'off', true)`);
    const rows = await tx
      .select({
        categoryId: productSearch.categoryId,
        tagIds: byTagSet ? productSearch.tagIds : sql`'{}'::integer[]`,
        matches: sql`count(*)`,
        passed: sql`count(*) filter (where ${passes})`,
        stocked: sql`count(*) filter (where ${productSearch.inStock})`,
        minCents: sql`min(${productSearch.priceCents})`,
        maxCents: sql`max(${productSearch.priceCents})`,
      })
      .from(productSearch)
      .where(match)
      .groupBy(...(byTagSet ? [productSearch.categoryId, productSearch.tagIds] : [productSearch.categoryId]));
    return z.array(groupRowSchema).parse(rows);
  });
}

export async function searchCatalog(db: Database, input: SearchInput): Promise<SearchOutcome> {
  const match = matchCondition(input.locale, input.query);
  const filters = filterConditions(input.filters);
  const passes = filters.length > 0 ? and(...filters)! : sql`true`;
  const byTagSet = input.tagIds.length > 0 && input.tagIds.length <= MAX_TAGS_IN_ONE_PASS;
  const groups = await groupedPass(db, match, passes, byTagSet);

  const categories = new Map<number, number>();
  const tags = new Map<number, number>();
  let total = 0;
  let inStock = 0;
  let minCents = Number.POSITIVE_INFINITY;
  let maxCents = Number.NEGATIVE_INFINITY;
  for (const group of groups) {
    total += group.passed;
    inStock += group.stocked;
    minCents = Math.min(minCents, group.minCents);
    maxCents = Math.max(maxCents, group.maxCents);
    for (const id of new Set([...input.ancestorIdsOf(group.categoryId), group.categoryId])) {
      categories.set(id, (categories.get(id) ?? 0) + group.matches);
    }
    for (const id of new Set(group.tagIds)) tags.set(id, (tags.get(id) ?? 0) + group.matches);
  }
  if (groups.length > 0 && !byTagSet && input.tagIds.length > 0) {
    const tagId = sql`unnest(${productSearch.tagIds})`;
    const rows = z.array(tagRowSchema).parse(await db.select({ tagId, count: sql`count(*)` }).from(productSearch).where(match).groupBy(sql`1`));
    for (const row of rows) tags.set(row.tagId, row.count);
  }

  const offset = (input.page - 1) * input.pageSize;
  const ids = total > offset ? await pageOfIds(db, input, total, offset) : [];

  let price: SearchFacetCounts['price'] = null;
  if (groups.length > 0) {
    // One shop, one currency today; ask a matching product rather than assume it.
    const [sample] = await db
      .select({ currency: products.currency })
      .from(products)
      .where(ids[0] !== undefined ? eq(products.id, ids[0]) : inArray(products.id, db.select({ id: productSearch.productId }).from(productSearch).where(match).limit(1)));
    price = { minCents, maxCents, currency: sample?.currency ?? 'USD' };
  }
  return { ids, total, facets: { categories, tags, price, inStock } };
}
