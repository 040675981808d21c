import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductSort } from '../../../src/schema/catalog';
import { answeredRows, type Database } from '../../db/database';
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
  /** How common each gram is, for asking the index for the rarest (see `selectiveGrams`). */
  frequencies?: GramFrequencies;
};

/*
 * Search is bounded by how many rows its query matches, not by the catalog: a broad word
 * ("linen") matches thousands. Reading the matches is most of a search's cost, so a search
 * reads them once, in one statement: the matches are kept aside (a materialized CTE), grouped
 * for the total and every facet at once (by category and tag set, see `searchStatement`;
 * categories added up the tree here), and sorted for the page of ids (a top-N sort, which
 * holds only one page). Walking a sort index for the page instead read the matches a second
 * time and cost a round trip more; one statement also needs no transaction around it.
 */

/** Above this many tags, (category, tag set) groups could be nearly as many as the matches: tags get a pass of their own. */
const MAX_TAGS_IN_ONE_PASS = 64;

/** `%` and `_` in what the shopper typed are letters, not wildcards. */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * How common each gram is among the stored names, as the planner's statistics last sampled
 * it: the share of rows holding it, for the most common grams (a thousand of them by default).
 * A gram not listed is rarer than every listed one. Empty before the table was first analyzed.
 */
export type GramFrequencies = ReadonlyMap<number, number>;

/*
 * The gram index answers a query by walking the row list of every gram the query asks for and
 * keeping the rows found in all of them. In a large catalog the lists of common pairs are long
 * (tens of thousands of names hold "en"), and walking them was most of a search's time: on
 * 100,000 products, the walk was 25 ms of the 36 ms "linen tee" took, and the whole query took
 * 5 ms asking for its three rarest pairs. They narrow as well as all of them (the name is
 * matched in full afterwards anyway, see `matchCondition`). Two saved nothing: they left more
 * rows to read.
 */
const SELECTIVE_GRAMS = 3;

const statisticsRowSchema = z.object({ elements: z.string(), frequencies: z.string() });
/** A number array as Postgres writes it as text: `{1,-2,0.5}`. */
const numberList = (text: string) => (text === '{}' ? [] : text.replace(/^\{|\}$/g, '').split(',').map(Number));

/** The statistics of `product_search.grams`; empty when there are none yet. */
export async function gramFrequencies(db: Database): Promise<GramFrequencies> {
  const rows = answeredRows(
    await db.execute(sql`
      select most_common_elems::text as elements, most_common_elem_freqs::text as frequencies from pg_stats
      where schemaname = current_schema() and tablename = 'product_search' and attname = 'grams' and most_common_elems is not null`),
  );
  const row = rows[0] === undefined ? undefined : statisticsRowSchema.parse(rows[0]);
  if (!row) return new Map();
  const elements = numberList(row.elements);
  // One share per element, then the least and greatest share and the share of empty arrays.
  const frequencies = numberList(row.frequencies);
  if (!elements.every(Number.isInteger) || frequencies.length < elements.length || !frequencies.every(Number.isFinite)) return new Map();
  return new Map(elements.map((element, index) => [element, frequencies[index]!]));
}

/** The query's grams the index is asked for: all of them when it has few, else the rarest few. */
export function selectiveGrams(grams: readonly number[], frequencies: GramFrequencies): number[] {
  if (grams.length <= SELECTIVE_GRAMS || frequencies.size === 0) return [...grams];
  return [...grams].sort((a, b) => (frequencies.get(a) ?? 0) - (frequencies.get(b) ?? 0)).slice(0, SELECTIVE_GRAMS);
}

/**
 * The rows of `locale` whose name holds the query. Grams are hashed with their locale, so
 * the gram index alone already narrows to one language. Given a plain `locale = …` and an
 * index starting with the locale, the planner read that locale's whole index (every product)
 * and ANDed the two, which cost more than the rest of the query (a broad Chinese word on 100k
 * products: 24 ms against 10 ms without). The locale is written as a filter no index can take,
 * so an index added later for something else cannot bring that back.
 */
export function matchCondition(locale: string, query: string, frequencies: GramFrequencies = new Map()): SQL {
  const grams = selectiveGrams(queryGramsOf(locale, query), frequencies);
  const gramArray = sql`ARRAY[${sql.join(
    grams.map((gram) => sql`${gram}`),
    sql`, `,
  )}]::integer[]`;
  return (
    and(sql`${productSearch.locale} || '' = ${locale}`, sql`${productSearch.grams} @> ${gramArray}`, sql`${productSearch.nameFolded} LIKE ${likePattern(foldText(query))}`) ??
    sql`false`
  );
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

/** The page's order, over the columns the matches are kept with (see `searchStatement`). */
function orderOf(sort: ProductSort): SQL {
  switch (sort) {
    case 'price-asc':
      return sql.raw('price_cents asc, product_id asc');
    case 'price-desc':
      return sql.raw('price_cents desc, product_id asc');
    case 'newest':
      return sql.raw('published_at desc, product_id desc');
    default:
      return sql.raw('featured_rank asc, product_id asc');
  }
}

/** Aggregates come back as numbers or numeric strings depending on the driver. */
const count = z.coerce.number().int().min(0);
const ids = z.array(z.coerce.number().int());
const answerRowSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('group'),
    categoryId: z.coerce.number().int(),
    tagIds: ids,
    matches: count,
    passed: count,
    stocked: count,
    minCents: z.coerce.number().int(),
    maxCents: z.coerce.number().int(),
  }),
  // `array_agg` of no rows is null: an empty page. One shop, one currency today; a match names it rather than assuming it.
  z.object({ kind: z.literal('page'), page: ids.nullable(), currency: z.string().nullable() }),
]);
const answerSchema = z.array(answerRowSchema);
const tagRowsSchema = z.array(z.object({ tagId: z.coerce.number().int(), count }));

/**
 * Groups and page in one statement. With few tags, groups are (category, tag set): a shop has
 * a few hundred such pairs, each tag count is then summed here, and every row's tag array is
 * read once instead of once per tag (`count(*) filter (where id = any(tag_ids))` per tag cost
 * more than the rest of the pass together). The planner guesses a handful of matches for a
 * substring and so hashes the groups, which beats sorting tens of thousands of matches.
 * `array_agg` is ordered again by the page's own order: a subquery's order is not promised to
 * survive aggregation.
 */
function searchStatement(input: SearchInput, match: SQL, passes: SQL, byTagSet: boolean): SQL {
  const order = orderOf(input.sort);
  const offset = (input.page - 1) * input.pageSize;
  const tagIds = byTagSet ? productSearch.tagIds : sql`'{}'::integer[]`;
  return sql`
    with matches as materialized (
      select ${productSearch.productId} as product_id, ${productSearch.categoryId} as category_id, ${tagIds} as tag_ids,
        ${productSearch.inStock} as in_stock, ${productSearch.priceCents} as price_cents, ${productSearch.featuredRank} as featured_rank,
        ${productSearch.publishedAt} as published_at, (${passes}) as passes
      from ${productSearch} where ${match}
    ),
    page as (select * from matches where passes order by ${order} limit ${input.pageSize} offset ${offset})
    select 'group' as "kind", category_id as "categoryId", tag_ids as "tagIds", count(*) as "matches",
      count(*) filter (where passes) as "passed", count(*) filter (where in_stock) as "stocked",
      min(price_cents) as "minCents", max(price_cents) as "maxCents", null::integer[] as "page", null as "currency"
    from matches group by category_id, tag_ids
    union all
    select 'page', null, null, null, null, null, null, null, (select array_agg(product_id order by ${order}) from page),
      (select ${products.currency} from ${products} where ${products.id} = (select product_id from matches limit 1))`;
}

export async function searchCatalog(db: Database, input: SearchInput): Promise<SearchOutcome> {
  const match = matchCondition(input.locale, input.query, input.frequencies);
  const filters = filterConditions(input.filters);
  const passes = filters.length > 0 ? and(...filters)! : sql`true`;
  const byTagSet = input.tagIds.length > 0 && input.tagIds.length <= MAX_TAGS_IN_ONE_PASS;
  const answer = answerSchema.parse(answeredRows(await db.execute(searchStatement(input, match, passes, byTagSet))));
  const groups = answer.filter((row) => row.kind === 'group');
  const page = answer.find((row) => row.kind === 'page');
  const ids = page?.page ?? [];

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
    const rows = tagRowsSchema.parse(await db.select({ tagId, count: sql`count(*)` }).from(productSearch).where(match).groupBy(sql`1`));
    for (const row of rows) tags.set(row.tagId, row.count);
  }

  const price = groups.length > 0 ? { minCents, maxCents, currency: page?.currency ?? 'USD' } : null;
  return { ids, total, facets: { categories, tags, price, inStock } };
}
