import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { productSummaries } from '../../fixtures/catalog';
import { fixtureArticles } from '../../fixtures/content';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import { setFavoriteSlugs } from '../../state/favorites';
import { markSignedIn } from '../../state/session';
import { wishListBlockSchema } from './schema';
import WishListBlockBlock from './wish-list';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const WishListBlock = drawnOnPage(WishListBlockBlock);

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const wishList = {
  product: productSummaries.slice(0, 2),
  article: fixtureArticles.slice(0, 1),
  page: [{ slug: 'about', href: '/page/about', title: 'About us' }],
};
const block = (props: object) => <WishListBlock {...wishListBlockSchema.parse({ heading: 'My favorites', ...props })} />;
const counts = { total: 0, product: 0, article: 0, page: 0 };

beforeEach(() => {
  document.body.innerHTML = '';
  callApi.mockReset();
  setFavoriteSlugs(null);
  markSignedIn({ id: 'u1', firstName: 'Mei', lastName: 'Chen', nickName: '', email: null, mobile: null, avatar: null });
});

describe('wish-list', () => {
  test('shows the three lists with their counts, products as cards that go to the product', async () => {
    await renderWithPage(block({}), { data: { wishList }, kind: 'user-wishlist' });
    const products = screen.getByRole('region', { name: 'Products (2)' });
    const first = productSummaries[0]!;
    expect(within(products).getByRole('link', { name: first.name }).getAttribute('href')).toBe(first.href);
    expect(screen.getByRole('region', { name: 'Articles (1)' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Pages (1)' }))
        .getByRole('link', { name: 'About us' })
        .getAttribute('href'),
    ).toBe('/page/about');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  test('shows only the lists it is given: saved articles alone', async () => {
    await renderWithPage(block({ lists: ['article'] }), { data: { wishList }, kind: 'user-article' });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('data-favorite-list'))).toEqual(['article']);
  });

  test('removes an entry at once and says so', async () => {
    callApi.mockResolvedValue({ favorited: false, counts });
    await renderWithPage(block({ manage: true }), { data: { wishList }, kind: 'user-favorite' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove About us' }));
    expect(screen.queryByRole('link', { name: 'About us' })).toBeNull();
    await waitFor(() => expect(callApi).toHaveBeenCalledWith('favorite/cancel', { type: 'page', slug: 'about' }));
    await waitFor(() => expect(screen.getByText('About us removed from favorites')).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Pages (0)' }).textContent).toContain('No favorite pages yet.');
  });

  test('puts an entry back when the server refuses to remove it', async () => {
    callApi.mockRejectedValue(new Error('offline'));
    await renderWithPage(block({ manage: true }), { data: { wishList }, kind: 'user-favorite' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove About us' }));
    await waitFor(() => expect(screen.getByText('Could not change favorites for About us')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'About us' })).toBeTruthy();
  });

  test('speaks Traditional Chinese', async () => {
    await renderWithPage(block({}), { data: { wishList: { product: [], article: [], page: [] } }, kind: 'user-wishlist', lang: 'zh-HK' });
    expect(screen.getByText('仲未有收藏的產品。點按產品上的心形即可收藏到這裡。')).toBeTruthy();
  });
});
