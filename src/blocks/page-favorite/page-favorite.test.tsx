import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithPage } from '../../fixtures/render-with-page';
import PageFavorite from './page-favorite';
import { pageFavoriteSchema } from './schema';

const block = <PageFavorite {...pageFavoriteSchema.parse({ name: 'About us' })} />;
const favorites = { slugs: { product: [], article: [], page: ['about'] }, wishListHref: '/user/wishlist' };

describe('page-favorite', () => {
  test('is a heart for this content page, pressed when the shopper keeps it', async () => {
    await renderWithPage(block, { data: { favorites }, kind: 'page', path: 'page/about', params: { slug: 'about' } });
    expect(screen.getByRole('button', { name: 'Save About us to favorites' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('draws nothing on a page that is not a content page', async () => {
    await renderWithPage(block, { data: { favorites }, kind: 'home' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
