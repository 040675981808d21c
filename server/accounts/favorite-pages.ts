import { hrefIn } from '../catalog/queries/hrefs';
import type { FavoritesPageData } from '../../src/schema/web-api/favorite-types';
import type { SiteConfig } from '../../src/schema/site-config';
import type { UrlLanguage } from '../../src/schema/languages';
import type { PageDataEnricher } from '../pages/entities';
import { favoritedSlugs } from './favorites';

/** The wish list page in a language, under the site's user prefix (`/zh-HK/user/wishlist`). */
export function wishListHref(siteConfig: SiteConfig, lang: UrlLanguage): string {
  return hrefIn(lang, `${siteConfig.userPrefix.slice(1)}wishlist`);
}

/**
 * `data.favorites` on every page drawn for a signed-in shopper: the hearts are drawn pressed
 * in the HTML, and the header counts them, without a request per card. A visitor's pages
 * carry nothing, so the shared page cache never holds anyone's favorites.
 */
export const favoritesEnricher: PageDataEnricher = async (draft, db, context) => {
  if (!context.shopper) return;
  const favorites: FavoritesPageData = {
    slugs: await favoritedSlugs(db, context.shopper.id),
    wishListHref: wishListHref(context.siteConfig, draft.match.lang),
  };
  draft.data.favorites = favorites;
};
