import { describe, expect, it } from 'vitest';
import { readFavoritesPageData } from './favorites-page-data';

describe('readFavoritesPageData', () => {
  const favorites = { slugs: { product: ['linen-tee'], article: [], page: ['about'] }, wishListHref: '/user/wishlist' };

  it('reads what the server drew for a signed-in shopper', () => {
    expect(readFavoritesPageData({ favorites })).toEqual(favorites);
  });

  it('gives nothing for a visitor or for malformed data, so no heart is drawn pressed by mistake', () => {
    expect(readFavoritesPageData({})).toBeNull();
    expect(readFavoritesPageData({ favorites: { ...favorites, wishListHref: 3 } })).toBeNull();
    expect(readFavoritesPageData({ favorites: { ...favorites, slugs: { product: ['linen-tee'], article: [] } } })).toBeNull();
    expect(readFavoritesPageData({ favorites: { ...favorites, slugs: { ...favorites.slugs, page: [1] } } })).toBeNull();
  });
});
