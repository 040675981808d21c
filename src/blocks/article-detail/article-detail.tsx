import { Breadcrumbs } from '../../renderer/kit/breadcrumbs';
import { FavoriteButton } from '../../renderer/kit/favorite-button';
import { LazyImage } from '../../renderer/kit/lazy-image';
import { ArticleByline } from '../../renderer/kit/article-card';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import type { ArticleDetailProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  article: pageData(() => import('../../schema/catalog').then((catalog) => catalog.articleDetailSchema)),
};

/*
 * Typography for the merchant's HTML: the reset strips every margin and list marker, and the
 * body's elements carry no classes of their own, so the rules reach them from the container.
 */
const BODY_STYLES = [
  'mt-8 max-w-prose text-body',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-title [&_h2]:text-title',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-title [&_h3]:text-title',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-title [&_h4]:text-title',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li+li]:mt-1',
  '[&_a]:text-primary [&_a]:underline',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-theme [&_blockquote]:ps-4 [&_blockquote]:italic [&_blockquote]:text-desc',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-theme',
  '[&_hr]:border-theme [&_table]:w-full [&_th]:text-start [&_td]:border-t [&_td]:border-theme [&_td]:py-2',
].join(' ');

export default function ArticleDetail({ showBreadcrumbs, showThumbnail, article }: ArticleDetailProps & PageDataProps<typeof fromPage>) {
  // SafeHtml: the server cleaned it when it made the page data.
  const body = article.bodyHtml;

  return (
    <article className="container" data-article={article.slug}>
      <div className="mx-auto max-w-3xl">
        {showBreadcrumbs && <Breadcrumbs links={article.breadcrumbs} />}
        <header className="mt-4 flex flex-col gap-3">
          <h1 className="text-balance text-heading font-title text-title">{article.title}</h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ArticleByline article={article} />
            <FavoriteButton
              type="article"
              slug={article.slug}
              name={article.title}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-theme"
            />
          </div>
        </header>
        {showThumbnail && (
          <LazyImage image={article.thumbnail} priority sizes="(min-width: 768px) 48rem, 100vw" className="mt-6 rounded-theme" />
        )}
        <div className={BODY_STYLES} dangerouslySetInnerHTML={{ __html: body }} />
      </div>
    </article>
  );
}
ArticleDetail.pageData = fromPage;
