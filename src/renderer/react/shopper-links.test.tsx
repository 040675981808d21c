import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PageShopper } from '../../schema/page-shopper';
import { ShopperLinks } from './shopper-links';
import { createTestI18n, renderWithI18n } from './test-utils';

afterEach(cleanup);

const mei: PageShopper = { id: 'u1', name: 'Mei', avatar: '/avatars/u1.webp?v=2' };

describe('the header’s account corner', () => {
  test('offers a visitor the sign-in page of their language', async () => {
    await renderWithI18n(<ShopperLinks shopper={null} lang="zh-HK" userPrefix="/user/" />, { locale: 'zh-HK' });
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toBe('/zh-HK/auth/signin');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('greets a shopper, leads to their user center under the site’s prefix, and signs out on request', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    await renderWithI18n(<ShopperLinks shopper={mei} lang="en" userPrefix="/account/" signOut={signOut} />);
    expect(screen.getByRole('link', { name: 'Hi, Mei' }).getAttribute('href')).toBe('/account/center');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  test('lets the shopper try again when signing out fails', async () => {
    const signOut = vi.fn(() => Promise.reject(new Error('offline')));
    await renderWithI18n(<ShopperLinks shopper={mei} lang="en" userPrefix="/user/" signOut={signOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  test('is in the server-drawn HTML, before any script runs', async () => {
    const i18n = await createTestI18n('zh-CN');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ShopperLinks shopper={mei} lang="zh" userPrefix="/user/" />
      </I18nextProvider>,
    );
    expect(html).toContain('你好，Mei');
    expect(html).toContain('href="/zh/user/center"');
    expect(html).toContain('退出登录');
  });
});
