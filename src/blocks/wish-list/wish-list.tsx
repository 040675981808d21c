import { useFavoriteStrings } from '../../forms/favorite-strings';
import { useId, useState, type ReactNode } from 'react';
import type { FavoriteType } from '../../schema/web-api/favorite-types';
import { ArticleCard } from '../../renderer/kit/article-card';
import { ARTICLE_GRID, PRODUCT_GRID } from '../../renderer/kit/grid-columns';
import { useNavigateTo } from '../../renderer/kit/navigation';
import { ProductCard } from '../../renderer/kit/product-card';
import { pageData, type PageDataProps } from '../../renderer/kit/read-page-data';
import type { WishListBlockProps } from './schema';

/** The page data this block draws, read from the page and passed as props by the renderer. */
const fromPage = {
  wishList: pageData(() => import('../../schema/catalog').then((catalog) => catalog.wishListSchema)),
};

type Entry = { type: FavoriteType; slug: string; name: string };

export default function WishListBlock({ heading, lists, manage, columns, wishList }: WishListBlockProps & PageDataProps<typeof fromPage>) {
  const { t } = useFavoriteStrings();
  const navigate = useNavigateTo();
  // Removed entries leave at once; one the server refuses comes back.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  const keyOf = (entry: Pick<Entry, 'type' | 'slug'>) => `${entry.type}:${entry.slug}`;

  const remove = async (entry: Entry) => {
    setSaid('');
    setRemoved((previous) => new Set(previous).add(keyOf(entry)));
    const { toggleFavorite } = await import('../../api/favorites');
    const outcome = await toggleFavorite({
      target: { type: entry.type, slug: entry.slug },
      on: false,
      fromPage: null,
      name: entry.name,
      navigate,
      quiet: true,
    });
    if (outcome === 'failed')
      setRemoved((previous) => {
        const next = new Set(previous);
        next.delete(keyOf(entry));
        return next;
      });
    if (outcome !== 'sign-in') setSaid(t(`favorite.heart.${outcome}`, { name: entry.name }));
  };

  const RemoveButton = ({ entry }: { entry: Entry }) =>
    manage ? (
      <button
        type="button"
        aria-label={t('favorite.list.removeNamed', { name: entry.name })}
        onClick={() => void remove(entry)}
        className="mt-2 inline-flex min-h-11 items-center self-start rounded-theme border border-theme px-3 text-sm font-semibold text-text"
      >
        {t('favorite.list.remove')}
      </button>
    ) : null;

  const shown = <T extends { slug: string }>(type: FavoriteType, items: readonly T[]): T[] =>
    items.filter((item) => !removed.has(keyOf({ type, slug: item.slug })));

  return (
    <section className="container flex flex-col gap-10" data-wish-list="">
      <h1 className="text-heading font-title text-title">{heading}</h1>
      {lists.map((type) => (
        <FavoriteSection key={type} type={type} count={shown<{ slug: string }>(type, wishList[type]).length}>
          {type === 'product' && (
            <ul className={PRODUCT_GRID.columns[columns]}>
              {shown('product', wishList.product).map((product) => (
                <li key={product.slug} className="flex flex-col">
                  <ProductCard product={product} sizes={PRODUCT_GRID.sizes[columns]} />
                  <RemoveButton entry={{ type, slug: product.slug, name: product.name }} />
                </li>
              ))}
            </ul>
          )}
          {type === 'article' && (
            <ul className={`${ARTICLE_GRID.columns[columns === 2 ? 2 : 3]} gap-6`}>
              {shown('article', wishList.article).map((article) => (
                <li key={article.slug} className="flex flex-col">
                  <ArticleCard article={article} level={3} showSummary priority={false} sizes={ARTICLE_GRID.sizes[columns === 2 ? 2 : 3]} look="grid" />
                  <RemoveButton entry={{ type, slug: article.slug, name: article.title }} />
                </li>
              ))}
            </ul>
          )}
          {type === 'page' && (
            <ul className="flex flex-col divide-y divide-theme border-y border-theme">
              {shown('page', wishList.page).map((page) => (
                <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <h3 className="text-lg font-title">
                    <a href={page.href} className="text-title underline-offset-4 hover:underline">
                      {page.title}
                    </a>
                  </h3>
                  <RemoveButton entry={{ type, slug: page.slug, name: page.title }} />
                </li>
              ))}
            </ul>
          )}
        </FavoriteSection>
      ))}
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
WishListBlock.pageData = fromPage;

function FavoriteSection({ type, count, children }: { type: FavoriteType; count: number; children: ReactNode }) {
  const { t } = useFavoriteStrings();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-favorite-list={type}>
      <h2 id={headingId} className="text-xl font-title text-title">
        {t(`favorite.list.${type}`)} <span className="text-base text-desc">({count})</span>
      </h2>
      {count === 0 ? <p className="text-desc">{t(`favorite.list.empty.${type}`)}</p> : children}
    </section>
  );
}
