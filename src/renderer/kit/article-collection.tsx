import { useId } from 'react';
import type { ArticleCollectionProps } from '../../schema/catalog';
import { CATALOG_QUERY_PARAMS } from '../../schema/catalog-values';
import { langPath } from '../../schema/languages';
import { ArticleCard } from './article-card';
import { usePageArticles } from './page-articles';
import { usePage } from './page-context';
import { listingHref, Pagination } from './pagination';

/** How one block lays the cards out; class names stay whole in the block's own file for the stylesheet generator. */
export type ArticleCollectionLayout = {
  /** The block type, written as an empty `data-<type>` attribute that tests and styles can find. */
  type: string;
  look: 'grid' | 'wall';
  listClassName: string;
  itemClassName?: string;
  /** How wide a picture is drawn at each breakpoint, so the browser fetches the right rendition. */
  sizes: string;
  emptyText: string;
};

/** Articles as cards under an optional heading, with the page's pagination: the body of the article list and masonry blocks. */
export function ArticleCollection({ heading, level, source, showSummary, priority, layout }: ArticleCollectionProps & { layout: ArticleCollectionLayout }) {
  const headingId = useId();
  const { lang, route } = usePage();
  const { articles, pagination } = usePageArticles(source);
  // Listing pages differ only by `?page=`; the kit writes page 1 as the plain URL.
  const listingBase = route.path === '' ? langPath(lang) || '/' : `${langPath(lang)}/${route.path}`;
  const Heading = level === 1 ? 'h1' : 'h2';
  // Card titles sit one level under the block's heading, or are the page's sections themselves.
  const cardLevel = heading && level === 2 ? 3 : 2;

  return (
    <section className="container" aria-labelledby={heading ? headingId : undefined} {...{ [`data-${layout.type}`]: '' }}>
      {heading && (
        <Heading id={headingId} className="mb-6 text-heading font-title text-title">
          {heading}
        </Heading>
      )}
      {articles.length === 0 ? (
        <p className="text-desc">{layout.emptyText}</p>
      ) : (
        <ul role="list" className={`m-0 list-none gap-6 p-0 ${layout.listClassName}`}>
          {articles.map((article, index) => (
            <li key={article.slug} className={layout.itemClassName}>
              <ArticleCard look={layout.look} article={article} level={cardLevel} showSummary={showSummary} priority={priority && index === 0} sizes={layout.sizes} />
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pagination pagination={pagination} hrefForPage={(page) => listingHref(listingBase, { [CATALOG_QUERY_PARAMS.page]: page })} />}
    </section>
  );
}
