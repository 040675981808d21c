import type { ArticleSource, ArticleSummary, Pagination } from '../../schema/catalog';
import { dataSourceKey } from '../../schema/catalog-values';
import type { UrlLanguage } from '../../schema/languages';
import { formatDate } from './format';
import { usePage } from './page-context';
import { sourceLists } from './data-sources';
import { PageDataError, pageData, readPageData } from './read-page-data';

// Read by the block's own source, so not declared as props: see usePageArticles.
const articleSummaries = pageData(() => import('../../schema/catalog').then((catalog) => catalog.articleSummarySchema.array()));
const listPagination = pageData(() => import('../../schema/catalog').then((catalog) => catalog.paginationSchema.optional()));

export type PageArticles = {
  articles: ArticleSummary[];
  /** Present on a page that lists all articles a page at a time; null for a fixed selection. */
  pagination: Pagination | null;
};

/**
 * The articles an article block shows:
 * - with `source` (a block on a composed page): the latest articles the server put into
 *   `data.sources.articles`, cut to the block's own limit (blocks sharing a source share the list);
 * - without: the page's own `data.articles` (an article index, or "read next" on an article),
 *   with `data.pagination` when the page lists them a page at a time.
 */
export function usePageArticles(source: ArticleSource | undefined): PageArticles {
  const { data } = usePage();
  if (source) {
    const sources = readPageData(data, 'sources', sourceLists);
    const key = dataSourceKey(source);
    if (!sources || !Object.hasOwn(sources, key)) {
      throw new PageDataError(`Page data has no data.sources.${key} for this block's source; the server fills it for every block that names one`);
    }
    return { articles: readPageData(sources, key, articleSummaries, ['data', 'sources']).slice(0, source.limit), pagination: null };
  }
  if (!Object.hasOwn(data, 'articles')) {
    throw new PageDataError('Page data has no data.articles; give the block a source ({"kind": "articles"}) to show the latest articles on this page');
  }
  return {
    articles: readPageData(data, 'articles', articleSummaries),
    pagination: readPageData(data, 'pagination', listPagination) ?? null,
  };
}

/**
 * The day an article came out, as its author's calendar had it: the date part of the ISO
 * timestamp, in the offset it was written with. Formatting that day in UTC gives the same text
 * on the server and in every shopper's time zone, so hydration never disagrees about it.
 */
export function publishedDay(publishedAt: string, lang: UrlLanguage): { dateTime: string; label: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(publishedAt);
  if (!match) throw new RangeError(`publishedDay: expected an ISO date such as 2025-03-14T09:30:00+01:00, got ${JSON.stringify(publishedAt)}`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return { dateTime: `${year}-${month}-${day}`, label: formatDate(date, lang, { dateStyle: 'long', timeZone: 'UTC' }) };
}
