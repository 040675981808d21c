import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_QUERY_PARAMS } from '../../schema/catalog-values';
import { langPath } from '../../schema/languages';
import { ArticleCard } from '../../renderer/kit/article-card';
import { usePageArticles } from '../../renderer/kit/page-articles';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import type { ArticleListProps } from './schema';

/* Whole class names, so the stylesheet generator finds them in this file. */
const GRID_COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** How wide a thumbnail is drawn at each breakpoint, so the browser fetches the right rendition. */
const IMAGE_SIZES = {
  2: '(min-width: 640px) 50vw, 100vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  4: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
} as const;

export default function ArticleList({ heading, level, source, columns, showSummary, priority }: ArticleListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { lang, route } = usePage();
  const { articles, pagination } = usePageArticles(source);
  // Listing pages differ only by `?page=`; the kit writes page 1 as the plain URL.
  const listingBase = route.path === '' ? langPath(lang) || '/' : `${langPath(lang)}/${route.path}`;
  const Heading = level === 1 ? 'h1' : 'h2';
  // Card titles sit one level under the list's heading, or are the page's sections themselves.
  const cardLevel = heading && level === 2 ? 3 : 2;

  return (
    <section className="container" aria-labelledby={heading ? headingId : undefined} data-article-list="">
      {heading && (
        <Heading id={headingId} className="mb-6 text-heading font-title text-title">
          {heading}
        </Heading>
      )}
      {articles.length === 0 ? (
        <p className="text-desc">{t('blocks.article-list.empty')}</p>
      ) : (
        <ul role="list" className={`m-0 grid list-none grid-cols-1 gap-6 p-0 ${GRID_COLUMNS[columns]}`}>
          {articles.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard look="grid" article={article} level={cardLevel} showSummary={showSummary} priority={priority && index === 0} sizes={IMAGE_SIZES[columns]} />
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pagination pagination={pagination} hrefForPage={(page) => listingHref(listingBase, { [CATALOG_QUERY_PARAMS.page]: page })} />}
    </section>
  );
}
