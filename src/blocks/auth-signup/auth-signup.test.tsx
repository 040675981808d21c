import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authPageData, easyChallenge, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import { forgetPendingVerification, readPendingVerification } from '../../forms/pending-verification';
import AuthSignup from './auth-signup';
import { authSignupSchema } from './schema';

async function open(api: ReturnType<typeof fakeShopApi>, returnTo: string | null = null) {
  vi.stubGlobal('fetch', api.fetch);
  const navigate = vi.fn();
  await renderWithPage(<AuthSignup {...authSignupSchema.parse({})} />, { data: authPageData('en', returnTo), kind: 'auth-signup', navigate });
  return navigate;
}

async function fillIn({ account = 'new.shopper@vitrine.example', agree = true }: { account?: string; agree?: boolean } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), account);
  await userEvent.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'a-long-password');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/Birthday/), '1990-12-10');
  if (agree) await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy and the terms of service/ }));
}

async function slide() {
  screen.getByRole('slider', { name: 'Swipe right to complete verification' }).focus();
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verification success'));
}

const challenge = { data: { challenge: easyChallenge } };

beforeEach(() => forgetPendingVerification());
afterEach(() => vi.unstubAllGlobals());

describe('auth-signup', () => {
  test('names every missing field, the agreement and the slider, and sends nothing', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge });
    await open(api);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email/Mobile number is required')).toBeTruthy();
    for (const message of ['Password is required', 'First name is required', 'Last name is required', 'Birthday is required', 'Please agree to the privacy agreement and terms of service first'])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  test('takes each problem away as soon as its field is put right, before the next submit', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge });
    await open(api);
    const account = screen.getByRole('textbox', { name: /Email or mobile number/ });
    await userEvent.type(account, 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account format error')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(account, 'vitrine.example');
    await waitFor(() => expect(screen.queryByText('Account format error')).toBeNull());
    expect(account.getAttribute('aria-invalid')).toBeNull();
    // The fields not yet put right keep theirs.
    expect(screen.getByText('Password is required')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy and the terms of service/ }));
    await waitFor(() => expect(screen.queryByText('Please agree to the privacy agreement and terms of service first')).toBeNull());
    await slide();
    await waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls.map((call) => call.name)).toEqual(['auth/challenge']);
  });

  test('links the agreement to the privacy policy and the terms', async () => {
    await open(fakeShopApi({}));
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/page/privacy');
    expect(screen.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/page/terms');
  });

  test('unticked agreement is refused even with everything else right', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge });
    await open(api);
    await fillIn({ agree: false });
    await slide();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please agree to the privacy agreement and terms of service first')).toBeTruthy();
    expect(api.calls.map((call) => call.name)).toEqual(['auth/challenge']);
  });

  test('signs up with the solved check and goes to the code step, remembering where the code went', async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge, 'auth/signup': { data: { channel: 'email', resendAfterSeconds: 60 } } });
    const navigate = await open(api, '/user/favorite');
    await fillIn();
    await slide();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/verify-prompt?redirect=%2Fuser%2Ffavorite', {}));
    const sent = api.calls.find((call) => call.name === 'auth/signup')?.body;
    expect(sent).toMatchObject({ account: 'new.shopper@vitrine.example', firstName: 'Ada', lastName: 'Lovelace', birthday: '1990-12-10', agreement: true, lang: 'en' });
    expect(JSON.parse(atob(String(sent?.humanCheck)))).toMatchObject({ challenge: easyChallenge, solution: { counter: 0 } });
    expect(readPendingVerification()).toEqual({ account: 'new.shopper@vitrine.example', countryCode: '+1', channel: 'email' });
  });

  test("a refused sign-up shows the server's words by the field and asks for a new slide", async () => {
    const api = fakeShopApi({ 'auth/challenge': challenge, 'auth/signup': refusal([{ path: 'humanCheck', message: 'validation.verificationFailed' }]) });
    const navigate = await open(api);
    await fillIn();
    await slide();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
    expect(navigate).not.toHaveBeenCalled();
  });
});
