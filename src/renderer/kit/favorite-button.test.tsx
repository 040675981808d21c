import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useLocale } from '../../api/test-utils';
import { renderWithPage } from '../../fixtures/render-with-page';
import { setFavoriteSlugs } from '../../state/favorites';
import { clearSession, markSignedIn } from '../../state/session';
import { dismissAllToasts, toastStore } from '../../state/toasts';
import { FavoriteButton, FavoritesBadge } from './favorite-button';

const callApi = vi.fn();
vi.mock('../../api/web-api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const heart = <FavoriteButton type="product" slug="stoneware-mug" name="Stoneware mug" />;
const signedInData = (product: string[] = []) => ({ favorites: { slugs: { product, article: [], page: [] }, wishListHref: '/user/wishlist' } });
const counts = { total: 1, product: 1, article: 0, page: 0 };
const button = () => screen.getByRole('button', { name: 'Save Stoneware mug to favorites' });

beforeEach(async () => {
  // The announcement is translated by the shop-wide instance, as the API client's toasts are.
  await useLocale('en');
  clearSession();
  setFavoriteSlugs(null);
  sessionStorage.clear();
  callApi.mockReset();
  dismissAllToasts();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the favorite heart', () => {
  test('is pressed from the page data drawn for a signed-in shopper, without a request', async () => {
    await renderWithPage(heart, { data: signedInData(['stoneware-mug']) });
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(callApi).not.toHaveBeenCalled();
  });

  test('a visitor who taps it goes to sign in, asked to come back here, and the favorite waits', async () => {
    const navigate = vi.fn();
    await renderWithPage(heart, { data: {}, navigate });
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const href = String(navigate.mock.calls[0]?.[0]);
    expect(href).toMatch(/^\/auth\/signin\?redirect=/);
    expect(decodeURIComponent(href.split('redirect=')[1] ?? '')).toBe(`${window.location.pathname}${window.location.search}`);
    expect(JSON.parse(sessionStorage.getItem('vitrine.pendingFavorite') ?? 'null')).toMatchObject({ type: 'product', slug: 'stoneware-mug' });
    expect(callApi).not.toHaveBeenCalled();
  });

  test('pressing it saves at once, then says so in a toast', async () => {
    markSignedIn({ id: 'u1', firstName: 'Mei', lastName: 'Chen', nickName: '', email: null, mobile: null, avatar: null });
    let answer: (value: unknown) => void = () => {};
    callApi.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderWithPage(heart, { data: signedInData() });
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(callApi).toHaveBeenCalledWith('favorite/add', { type: 'product', slug: 'stoneware-mug' });
    await act(async () => answer({ favorited: true, counts }));
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.message)).toContain('Stoneware mug saved to favorites'));
  });

  test('a refused change is rolled back and announced', async () => {
    markSignedIn({ id: 'u1', firstName: 'Mei', lastName: 'Chen', nickName: '', email: null, mobile: null, avatar: null });
    callApi.mockRejectedValue(new Error('offline'));
    await renderWithPage(heart, { data: signedInData(['stoneware-mug']) });
    expect(button().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button());
    await waitFor(() => expect(toastStore.toasts.map((toast) => toast.message)).toContain('Could not change favorites for Stoneware mug'));
    expect(callApi).toHaveBeenCalledWith('favorite/cancel', { type: 'product', slug: 'stoneware-mug' });
    expect(button().getAttribute('aria-pressed')).toBe('true');
  });

  test('follows the wish list store once it has loaded', async () => {
    await renderWithPage(heart, { data: signedInData() });
    expect(button().getAttribute('aria-pressed')).toBe('false');
    act(() => setFavoriteSlugs({ product: ['stoneware-mug'], article: [], page: [] }));
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
  });

  test('is left out when the theme turns showFavorite off', async () => {
    await renderWithPage(heart, { data: signedInData(), flags: { showFavorite: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the favorites count in the header', () => {
  test('shows a signed-in shopper how many favorites they have, linking to the wish list', async () => {
    await renderWithPage(<FavoritesBadge />, { data: signedInData(['stoneware-mug', 'linen-tee']) });
    const link = screen.getByRole('link', { name: 'Favorites (2)' });
    expect(link.getAttribute('href')).toBe('/user/wishlist');
  });

  test('follows the store after a heart is pressed', async () => {
    await renderWithPage(<FavoritesBadge />, { data: signedInData(['stoneware-mug']) });
    act(() => setFavoriteSlugs({ product: ['stoneware-mug', 'linen-tee', 'canvas-tote'], article: [], page: [] }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Favorites (3)' })).toBeTruthy());
  });

  test('is not there for a visitor', async () => {
    await renderWithPage(<FavoritesBadge />, { data: {} });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
