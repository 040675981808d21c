import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authPageData, demoUserInfo, easyChallenge, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import { forgetPendingVerification, readPendingVerification, rememberPendingVerification } from '../../forms/pending-verification';
import type { UrlLanguage } from '../../schema/languages';
import { clearSession, isLoggedIn } from '../../state/session';
import AuthVerifyPrompt from './auth-verify-prompt';

async function open(api: ReturnType<typeof fakeShopApi>, { lang = 'en', returnTo = null }: { lang?: UrlLanguage; returnTo?: string | null } = {}) {
  vi.stubGlobal('fetch', api.fetch);
  const navigate = vi.fn();
  await renderWithPage(<AuthVerifyPrompt />, { data: authPageData(lang, returnTo), kind: 'auth-verify-prompt', lang, navigate });
  return navigate;
}

const verify = (body: Record<string, unknown>) => (body.code === '123456' ? { data: { userInfo: demoUserInfo } } : refusal([{ path: 'code', message: 'auth.wrongCode' }]));

beforeEach(() => {
  forgetPendingVerification();
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('auth-verify-prompt', () => {
  test('says where the code went, takes it, signs in and goes back to the page that asked', async () => {
    rememberPendingVerification({ account: 'new.shopper@vitrine.example', countryCode: '+1', channel: 'email' });
    const api = fakeShopApi({ 'auth/verify-code': verify });
    const navigate = await open(api, { returnTo: '/user/favorite' });
    expect(await screen.findByText(/We sent a 6-digit code and a confirmation link to new\.shopper@vitrine\.example/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toHaveProperty('disabled', true);

    const code = screen.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The verification code is not right')).toBeTruthy();
    expect(isLoggedIn()).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/favorite'));
    expect(api.calls.at(-1)).toEqual({ name: 'auth/verify-code', body: { account: 'new.shopper@vitrine.example', countryCode: '+1', code: '123456' } });
    expect(isLoggedIn()).toBe(true);
    expect(readPendingVerification()).toBeNull();
  });

  test('a code sent by text message is named as such, in the page language', async () => {
    rememberPendingVerification({ account: '91234567', countryCode: '+852', channel: 'sms' });
    await open(fakeShopApi({}), { lang: 'zh-HK' });
    expect(await screen.findByText('我們已透過短訊向 91234567 發送 6 位數字驗證碼。')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /國家\/地區代碼/ }) as HTMLSelectElement).value).toBe('+852');
  });

  test('opened on its own it asks for the account, and a new code can be sent at once', async () => {
    const api = fakeShopApi({ 'auth/challenge': { data: { challenge: easyChallenge } }, 'auth/send-code': { data: { channel: 'email', resendAfterSeconds: 60 } } });
    await open(api);
    expect(screen.getByText(/Enter the email address or mobile number you signed up with/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'new.shopper@vitrine.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.calls.map((call) => call.name)).toEqual(['auth/challenge', 'auth/send-code']));
    expect(api.calls[1]?.body).toMatchObject({ account: 'new.shopper@vitrine.example', purpose: 'signup' });
  });
});
