import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userPageFixture } from '../../fixtures/profile';
import { drawnOnPage, renderWithPage } from '../../fixtures/render-with-page';
import UserCenterBlock from './user-center';
import { userCenterSchema } from './schema';

// Drawn as the renderer draws it: the page data it declares is read from the page and passed as props.
const UserCenter = drawnOnPage(UserCenterBlock);

const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../api/sign-out', () => ({ signOut }));

afterEach(cleanup);

describe('UserCenter', () => {
  test('greets the shopper by nick name, with their avatar', async () => {
    await renderWithPage(<UserCenter {...userCenterSchema.parse({})} />, {
      data: { ...userPageFixture({ profile: { avatar: '/avatars/a.webp?v=2' } }) },
      kind: 'user-center',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Mei' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/avatars/a.webp?v=2');
  });

  test('signs the shopper out, as the header does on a wide screen', async () => {
    await renderWithPage(<UserCenter {...userCenterSchema.parse({})} />, { data: { ...userPageFixture({}) }, kind: 'user-center' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
  });

  test('shows the five figures, money in the shop currency as the page language writes it', async () => {
    await renderWithPage(<UserCenter {...userCenterSchema.parse({})} />, {
      data: {
        ...userPageFixture({ lang: 'zh-HK', profile: { currency: 'HKD', spendingAmount: 2680, paymentAmount: 0, creditsBalance: 12800 } }),
      },
      kind: 'user-center',
      lang: 'zh-HK',
    });
    const figures = screen.getByRole('heading', { name: '我的數據' }).parentElement!;
    const terms = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['積分餘額', '12,800'],
      ['消費金額', 'HK$2,680.00'],
      ['付款金額', 'HK$0.00'],
      ['待付款訂單', '1'],
      ['訂單數量', '7'],
    ]);
  });

  test('links to every page of the user area under the site’s prefix', async () => {
    await renderWithPage(<UserCenter {...userCenterSchema.parse({})} />, {
      data: { ...userPageFixture({ lang: 'zh' }) },
      kind: 'user-center',
      lang: 'zh',
    });
    const nav = screen.getByRole('navigation', { name: '我的账户' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(
      [
        'account',
        'info',
        'address',
        'favorite',
        'wishlist',
        'article',
        'security',
        'security/activity',
        'log',
        'order',
        'return',
        'inquiry',
      ].map((path) => `/zh/user/${path}`),
    );
  });

  test('asks a visitor to sign in instead of drawing someone’s account', async () => {
    await renderWithPage(<UserCenter {...userCenterSchema.parse({})} />, { data: {}, kind: 'user-center' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
