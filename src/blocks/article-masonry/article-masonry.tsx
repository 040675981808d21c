import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_QUERY_PARAMS } from '../../schema/catalog-values';
import { langPath } from '../../schema/languages';
import { ArticleCard } from '../../renderer/kit/article-card';
import { usePageArticles } from '../../renderer/kit/page-articles';
import { usePage } from '../../renderer/kit/page-context';
import { listingHref, Pagination } from '../../renderer/kit/pagination';
import type { ArticleMasonryProps } from './schema';

/*
 * CSS columns, not a script placing cards: nothing moves once the pictures arrive (each
 * reserves its own proportions), and the order in the document is the order on screen,
 * down the first column and then the next, so keyboard focus and screen readers follow
 * the eye instead of jumping between columns.
 */
const COLUMN_COUNT = {
  2: 'sm:columns-2',
  3: 'sm:columns-2 lg:columns-3',
  4: 'sm:columns-2 lg:columns-3 xl:columns-4',
} as const;

const IMAGE_SIZES = {
  2: '(min-width: 640px) 50vw, 100vw',
  3: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  4: '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

export default function ArticleMasonry({ heading, level, source, columns, showSummary, priority }: ArticleMasonryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { lang, route } = usePage();
  const { articles, pagination } = usePageArticles(source);
  const listingBase = route.path === '' ? langPath(lang) || '/' : `${langPath(lang)}/${route.path}`;
  const Heading = level === 1 ? 'h1' : 'h2';
  const cardLevel = heading && level === 2 ? 3 : 2;

  return (
    <section className="container" aria-labelledby={heading ? headingId : undefined} data-article-masonry="">
      {heading && (
        <Heading id={headingId} className="mb-6 text-heading font-title text-title">
          {heading}
        </Heading>
      )}
      {articles.length === 0 ? (
        <p className="text-desc">{t('blocks.article-masonry.empty')}</p>
      ) : (
        <ul role="list" className={`m-0 list-none columns-1 gap-6 p-0 ${COLUMN_COUNT[columns]}`}>
          {articles.map((article, index) => (
            <li key={article.slug} className="mb-6 break-inside-avoid">
              <ArticleCard look="wall" article={article} level={cardLevel} showSummary={showSummary} priority={priority && index === 0} sizes={IMAGE_SIZES[columns]} />
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pagination pagination={pagination} hrefForPage={(page) => listingHref(listingBase, { [CATALOG_QUERY_PARAMS.page]: page })} />}
    </section>
  );
}
