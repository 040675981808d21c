import { hrefIn } from '../catalog/queries/hrefs';
import type { FavoritesPageData } from '../../src/schema/web-api/favorites-page-data';
import type { SiteConfig } from '../../src/schema/site-config';
import type { UrlLanguage } from '../../src/schema/languages';
import type { RouteMatch } from '../../src/renderer/core/route-match';
import type { WishList } from '../../src/schema/catalog';
import type { Database } from '../db/database';
import type { Shopper } from '../http/shopper';
import type { EntityContext, KindResolver, KindResolvers } from '../pages/entities';
import { favoritedSlugs, wishListOf } from './favorites';

/** The wish list page in a language, under the site's user prefix (`/zh-HK/user/wishlist`). */
export function wishListHref(siteConfig: SiteConfig, lang: UrlLanguage): string {
  return hrefIn(lang, `${siteConfig.userPrefix.slice(1)}wishlist`);
}

/**
 * `data.favorites` on every page drawn for a signed-in shopper: the hearts are drawn pressed
 * in the HTML, and the header counts them, without a request per card. Added to the shopper's
 * own copy of the page (server/pages/page-cache.ts), so the shared cache never holds anyone's.
 */
export function favoritesOfShopper(db: Database) {
  return async (shopper: Shopper, page: { siteConfig: SiteConfig; lang: UrlLanguage }): Promise<{ favorites: FavoritesPageData }> => ({
    favorites: { slugs: await favoritedSlugs(db, shopper.id), wishListHref: wishListHref(page.siteConfig, page.lang) },
  });
}

/**
 * The user area's favorites pages all draw the shopper's wish list: `user/favorite` to
 * manage it, `user/wishlist` as cards, `user/article` as the saved articles. A visitor gets
 * empty lists (the page itself asks them to sign in).
 */
async function wishListData(match: RouteMatch, db: Database, context: EntityContext): Promise<{ wishList: WishList }> {
  if (!context.shopper) return { wishList: { product: [], article: [], page: [] } };
  const { product, article, page } = await wishListOf(db, context.shopper.id, { rules: context.siteConfig.rules, lang: match.lang });
  return { wishList: { product, article, page } };
}

const resolveFavorites: KindResolver<'user-favorite'> = async (match, _locale, db, context) => ({ data: await wishListData(match, db, context), meta: {} });
const resolveWishList: KindResolver<'user-wishlist'> = async (match, _locale, db, context) => ({ data: await wishListData(match, db, context), meta: {} });
const resolveSavedArticles: KindResolver<'user-article'> = async (match, _locale, db, context) => ({ data: await wishListData(match, db, context), meta: {} });

export const favoritePageResolvers = {
  'user-favorite': resolveFavorites,
  'user-wishlist': resolveWishList,
  'user-article': resolveSavedArticles,
} satisfies KindResolvers;
