import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_QUERY_PARAMS, type ArticleSummary } from '../../schema/catalog';
import { langPath } from '../../schema/languages';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { publishedDay, usePageArticles } from '../../renderer/kit/page-articles';
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
              <MasonryCard article={article} level={cardLevel} showSummary={showSummary} priority={priority && index === 0} sizes={IMAGE_SIZES[columns]} />
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pagination pagination={pagination} hrefForPage={(page) => listingHref(listingBase, { [CATALOG_QUERY_PARAMS.page]: page })} />}
    </section>
  );
}

function MasonryCard({
  article,
  level,
  showSummary,
  priority,
  sizes,
}: {
  article: ArticleSummary;
  level: 2 | 3;
  showSummary: boolean;
  priority: boolean;
  sizes: string;
}) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const Title = level === 2 ? 'h2' : 'h3';
  const published = publishedDay(article.publishedAt, lang);
  return (
    <article className="group relative flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Title className="text-lg font-title text-title">
          {/* Stretched over the whole card: the picture is part of the one link. */}
          <a href={article.href} className="text-inherit no-underline after:absolute after:inset-0 after:content-empty group-hover:underline">
            {article.title}
          </a>
        </Title>
        {showSummary && <p className="text-desc">{article.summary}</p>}
        <p className="flex flex-wrap gap-x-2 text-sm text-desc">
          <span>{t('blocks.article-masonry.byline', { author: article.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={published.dateTime}>{published.label}</time>
        </p>
      </div>
      {/* The picture keeps its own proportions: the varied heights are what make the wall. */}
      <LazyImage image={article.thumbnail} sizes={sizes} priority={priority} className="order-first rounded-theme" />
    </article>
  );
}
