import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { FavoriteType } from '../../schema/web-api/favorite-types';
import { readFavoritesPageData } from '../../schema/web-api/favorites-page-data';
import { favoriteCount, favoriteStore, isFavorite } from '../../state/favorites';
import { formatNumber } from './format';
import { useDisplayFlags } from './display-flags';
import { useNavigateTo } from './navigation';
import { usePage } from './page-context';
import { useT } from './use-t';

const subscribeToFavorites = (onChange: () => void) => subscribe(favoriteStore, onChange);

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The heart: a toggle button whose pressed state the server draws for a signed-in shopper
 * (from `data.favorites`) and the wish list store keeps after. Its calls load on the first
 * press, so pages full of product cards carry almost nothing for it. A signed-out shopper is
 * sent to sign in and comes back with the favorite saved. Hidden when the theme's
 * `showFavorite` is off.
 */
export function FavoriteButton({ type, slug, name, className = '' }: { type: FavoriteType; slug: string; name: string; className?: string }) {
  const { t } = useT();
  const { data } = usePage();
  const navigate = useNavigateTo();
  const { showFavorite } = useDisplayFlags();
  const fromPage = readFavoritesPageData(data)?.slugs ?? null;
  const pressed = useSyncExternalStore(
    subscribeToFavorites,
    () => isFavorite(type, slug, fromPage),
    // The server, and hydration after it, draw what the page data says.
    () => isFavorite(type, slug, fromPage, { slugs: null }),
  );
  if (!showFavorite) return null;

  // The outcome is announced by the toast the calls' module shows.
  const onClick = async () => {
    const { toggleFavorite } = await import('../../api/favorites');
    await toggleFavorite({ target: { type, slug }, on: !pressed, fromPage, name, navigate });
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('kit.product.favoriteNamed', { name })}
      onClick={() => void onClick()}
      data-favorite={`${type}:${slug}`}
      className={`${pressed ? 'text-primary' : 'text-text'} ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

/**
 * The header's link to the wish list with the favorites count, for a signed-in shopper: the
 * server draws it from the page data, the wish list store keeps it current after each press.
 */
export function FavoritesBadge({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { data, lang } = usePage();
  const fromPage = readFavoritesPageData(data);
  const slugs = fromPage?.slugs ?? null;
  const count = useSyncExternalStore(
    subscribeToFavorites,
    () => favoriteCount(slugs),
    () => favoriteCount(slugs, { slugs: null }),
  );
  if (!fromPage || count === null) return null;
  return (
    <a href={fromPage.wishListHref} aria-label={t('favorite.badge', { count })} className={`relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-theme text-title ${className}`}>
      <HeartIcon />
      <span aria-hidden="true" data-favorites-count="" className="absolute end-0 top-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-background">
        {formatNumber(count, lang)}
      </span>
    </a>
  );
}
