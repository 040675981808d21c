import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { authPageData, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import { isLoggedIn, markSignedIn } from '../../state/session';
import { demoUserInfo } from '../../fixtures/auth';
import AuthResetPassword from './auth-reset-password';

async function open(api: ReturnType<typeof fakeShopApi>, search = '?token=reset-token') {
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', `/auth/reset-password${search}`);
  await renderWithPage(<AuthResetPassword />, { data: authPageData('en'), kind: 'auth-reset-password' });
}

const password = () => document.querySelector<HTMLInputElement>('input[name=password]')!;
const again = () => document.querySelector<HTMLInputElement>('input[name=passwordAgain]')!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('auth-reset-password', () => {
  test('the two passwords must match, and a short one is refused, before anything is sent', async () => {
    const api = fakeShopApi({});
    await open(api);
    await userEvent.type(password(), 'short');
    await userEvent.type(again(), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(screen.getByText('The password needs at least 8 characters')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  test('sends the token with the new password, then asks to sign in again', async () => {
    markSignedIn(demoUserInfo);
    const api = fakeShopApi({ 'auth/reset-password': { data: null } });
    await open(api);
    await userEvent.type(password(), 'a-new-password');
    await userEvent.type(again(), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.calls).toEqual([{ name: 'auth/reset-password', body: { token: 'reset-token', password: 'a-new-password' } }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/signin');
    expect(isLoggedIn()).toBe(false);
  });

  test('a spent link says so and offers a new one', async () => {
    await open(fakeShopApi({ 'auth/reset-password': refusal([{ path: 'token', message: 'auth.linkInvalid' }]) }));
    await userEvent.type(password(), 'a-new-password');
    await userEvent.type(again(), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link is invalid, already used or expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/auth/forget');
  });
});
