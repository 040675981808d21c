import { PRODUCT_PAGE_SIZE, type SearchFilters, type SearchResult } from '../../../src/schema/catalog';
import type { KindResolver } from '../../pages/entities';
import { productSummaries, toMajor } from '../queries/products';
import { gramFrequencies, searchCatalog } from '../queries/search';
import { foldText } from '../queries/search-text';
import { ancestorsOf, depthFirst } from '../queries/taxonomy';
import { catalogRequest, pageOf, siteCategories, siteTags, sortOf } from './catalog-context';

/** Longer queries are cut; nobody types a product name this long. */
const MAX_QUERY_LENGTH = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugParam(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value && SLUG.test(value) && value.length <= 120 ? value : null;
}

function priceParam(query: URLSearchParams, name: string): number | null {
  const value = query.get(name);
  if (!value || !/^\d{1,7}(?:\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

/**
 * One letter or digit is part of most names in a big catalog (`e` matches nine products in
 * ten): a list that long helps nobody and costs a pass over the whole catalog. Such a query
 * answers the empty state, which asks for more. One Chinese, Japanese or Korean character is
 * a word (杯, a cup) and is searched.
 */
function tooShort(folded: string): boolean {
  const chars = Array.from(folded);
  return chars.length === 0 || (chars.length === 1 && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(folded));
}

/**
 * The search page: `?q=` matched as a substring of product names in the page language
 * (Chinese included), filtered, sorted and paged. Without a query, or with one too short to
 * narrow anything down, it is the empty state.
 */
export const resolveSearch: KindResolver<'search'> = async (match, _locale, db, context) => {
  const request = catalogRequest(match, context);
  const locale = request.locales[0] ?? 'en';
  const query = Array.from((request.query.get('q') ?? '').trim()).slice(0, MAX_QUERY_LENGTH).join('');
  const sort = sortOf(request.query);
  const page = pageOf(request.query);
  const filters: SearchFilters = {
    category: slugParam(request.query, 'category'),
    tag: slugParam(request.query, 'tag'),
    minPrice: priceParam(request.query, 'min'),
    maxPrice: priceParam(request.query, 'max'),
    inStock: request.query.get('inStock') === '1' || request.query.get('inStock') === 'true',
  };

  const empty: SearchResult = {
    query,
    sort,
    filters,
    results: [],
    pagination: { page, pageSize: PRODUCT_PAGE_SIZE, total: 0 },
    facets: { categories: [], tags: [], price: null, inStock: 0 },
    tooShort: false,
  };
  if (tooShort(foldText(query))) return { data: { search: { ...empty, tooShort: query !== '' } }, meta: { robots: 'noindex, follow' } };

  const [categoryRecords, tagRecords, frequencies] = await Promise.all([
    siteCategories(db, context, request.locales),
    siteTags(db, context, request.locales),
    // Read again with the rest of the site's shared facts; slightly old figures only make a search a little slower.
    context.site.get('gram-frequencies', () => gramFrequencies(db)),
  ]);
  const categoryId = filters.category === null ? null : (categoryRecords.find((record) => record.slug === filters.category)?.id ?? -1);
  const tagId = filters.tag === null ? null : (tagRecords.find((record) => record.slug === filters.tag)?.id ?? -1);

  const ancestry = new Map(categoryRecords.map((record) => [record.id, ancestorsOf(categoryRecords, record.id).map((ancestor) => ancestor.id)]));
  const found = await searchCatalog(db, {
    locale,
    query,
    filters: {
      categoryId,
      tagId,
      minPriceCents: filters.minPrice === null ? null : Math.round(filters.minPrice * 100),
      maxPriceCents: filters.maxPrice === null ? null : Math.round(filters.maxPrice * 100),
      inStock: filters.inStock,
    },
    sort,
    page,
    pageSize: PRODUCT_PAGE_SIZE,
    tagIds: tagRecords.map((record) => record.id),
    ancestorIdsOf: (id) => ancestry.get(id) ?? [],
    frequencies,
  });
  const { facets } = found;
  const results = await productSummaries(db, found.ids, request.rules, request.lang, request.locales);

  const search: SearchResult = {
    ...empty,
    results,
    pagination: { page, pageSize: PRODUCT_PAGE_SIZE, total: found.total },
    facets: {
      categories: depthFirst(categoryRecords)
        .filter(({ record }) => (facets.categories.get(record.id) ?? 0) > 0)
        .map(({ record, depth }) => ({ slug: record.slug, name: record.text.name.slice(0, 120), depth, count: facets.categories.get(record.id) ?? 0 })),
      tags: tagRecords
        .filter((record) => (facets.tags.get(record.id) ?? 0) > 0)
        .map((record) => ({ slug: record.slug, name: record.text.name.slice(0, 120), count: facets.tags.get(record.id) ?? 0 })),
      price: facets.price ? { min: toMajor(facets.price.minCents), max: toMajor(facets.price.maxCents), currency: facets.price.currency } : null,
      inStock: facets.inStock,
    },
  };
  return { data: { search }, meta: { robots: 'noindex, follow' } };
};
