import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { authPageData, easyChallenge, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import AuthForget from './auth-forget';

async function open(api: ReturnType<typeof fakeShopApi>) {
  vi.stubGlobal('fetch', api.fetch);
  await renderWithPage(<AuthForget />, { data: authPageData('en'), kind: 'auth-forget' });
}

async function slide() {
  screen.getByRole('slider').focus();
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification success'));
}

const challenge = { data: { challenge: easyChallenge } };
afterEach(() => vi.unstubAllGlobals());

describe('auth-forget', () => {
  test('asks for the account and the slide before sending anything', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge });
    await open(api);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email/Mobile number is required')).toBeTruthy();
    expect(screen.getAllByText('Swipe right to complete verification')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  test('answers with the same confirmation for any account', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge, 'auth/forget': { data: null } });
    await open(api);
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'nobody@vitrine.example');
    await slide();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for nobody@vitrine\.example, a link to choose a new password is on its way/)).toBeTruthy();
    expect(api.calls.at(-1)?.body).toMatchObject({ account: 'nobody@vitrine.example', lang: 'en' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/signin');
  });

  test('too many requests: the reason is shown by the account and a new slide is asked for', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge, 'auth/forget': refusal([{ path: 'account', message: 'auth.resendTooSoon' }], 429) });
    await open(api);
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'demo@vitrine.example');
    await slide();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A code was sent a moment ago; please wait before asking for another')).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
  });
});
