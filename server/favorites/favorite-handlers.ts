import { FAVORITE_CALLS } from '../../src/schema/web-api/favorite-calls';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { addFavorite, cancelFavorite, countFavorites, listFavorites, wishListOf, type FavoriteView } from './favorites';

/** Favorites and the wish list: each call works on the signed-in shopper's own favorites only. */
export function favoriteHandlers(deps: WebApiDeps): WebApiHandlers<typeof FAVORITE_CALLS> {
  const { db } = deps;
  // Cards link under the site's detail rules, which the merchant may change at run time.
  const viewIn = async (lang: FavoriteView['lang']): Promise<FavoriteView> => ({ rules: (await deps.siteSettings.get()).siteConfig.rules, lang });
  return {
    'favorite/add': async ({ body, shopper }) => {
      const { id } = shopper;
      const outcome = await addFavorite(db, id, body);
      if (outcome === 'not-found')
        throw new HandlerFailure(404, 'favorite.notFound', 'There is nothing to favorite at this address', [{ path: 'slug', message: 'favorite.notFound' }]);
      if (outcome === 'too-many')
        throw new HandlerFailure(400, 'favorite.tooMany', 'The favorites list is full', [{ path: 'slug', message: 'favorite.tooMany' }]);
      return { favorited: true, counts: await countFavorites(db, id) };
    },
    'favorite/cancel': async ({ body, shopper }) => {
      const { id } = shopper;
      await cancelFavorite(db, id, body);
      return { favorited: false, counts: await countFavorites(db, id) };
    },
    'favorite/list': async ({ body, shopper }) => listFavorites(db, shopper.id, body.type, body.page, await viewIn(body.lang)),
    'favorite/count': async ({ shopper }) => countFavorites(db, shopper.id),
    'favorite/wishList': async ({ body, shopper }) => wishListOf(db, shopper.id, await viewIn(body.lang)),
  };
}
