import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { authPageData, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import AuthVerifyEmail from './auth-verify-email';

async function open(api: ReturnType<typeof fakeShopApi>, search: string, lang: UrlLanguage = 'en') {
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', `/auth/verify-email${search}`);
  await renderWithPage(<AuthVerifyEmail />, { data: authPageData(lang), kind: 'auth-verify-email', lang });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('auth-verify-email', () => {
  test('sends the token of the link once and says the address is confirmed', async () => {
    const api = fakeShopApi({ 'auth/verify-email': { data: { email: 'new.shopper@vitrine.example' } } });
    await open(api, '?token=abc123');
    expect(await screen.findByText('new.shopper@vitrine.example is confirmed. Thank you!')).toBeTruthy();
    expect(api.calls).toEqual([{ name: 'auth/verify-email', body: { token: 'abc123' } }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
  });

  test('a used or expired link says so, in the page language, with the way onward', async () => {
    await open(fakeShopApi({ 'auth/verify-email': refusal([{ path: 'token', message: 'auth.linkInvalid' }]) }), '?token=spent', 'zh');
    expect(await screen.findByText('该链接无效、已使用或已过期')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新注册' }).getAttribute('href')).toBe('/zh/auth/signup');
  });

  test('without a token nothing is sent and the link is called invalid', async () => {
    const api = fakeShopApi({});
    await open(api, '');
    expect(await screen.findByText('This link is invalid, already used or expired')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
