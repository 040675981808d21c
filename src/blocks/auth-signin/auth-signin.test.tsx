import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authPageData, demoUserInfo, easyChallenge, fakeShopApi, refusal } from '../../fixtures/auth';
import { renderWithPage } from '../../fixtures/render-with-page';
import type { UrlLanguage } from '../../schema/languages';
import { clearSession, isLoggedIn, session } from '../../state/session';
import AuthSignin from './auth-signin';
import { authSigninSchema } from './schema';

type Api = ReturnType<typeof fakeShopApi>;

async function open(api: Api, { lang = 'en', returnTo = null, props = {} }: { lang?: UrlLanguage; returnTo?: string | null; props?: object } = {}) {
  vi.stubGlobal('fetch', api.fetch);
  const navigate = vi.fn();
  const rendered = await renderWithPage(<AuthSignin {...authSigninSchema.parse(props)} />, { data: authPageData(lang, returnTo), kind: 'auth-signin', lang, navigate });
  return { navigate, rendered };
}

const signedIn = { data: { status: 'signed-in', userInfo: demoUserInfo } };

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('auth-signin', () => {
  test('shows every message beside its field without asking the server', async () => {
    const api = fakeShopApi({});
    await open(api);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const account = await screen.findByRole('textbox', { name: /Email or mobile number/ });
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email/Mobile number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(account);

    await userEvent.type(account, 'not-an-account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account format error')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  test('signs in by password and goes back to the page that asked', async () => {
    const api = fakeShopApi({ 'auth/signin': signedIn });
    const { navigate } = await open(api, { returnTo: '/user/address' });
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'demo@vitrine.example');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input[name=password]' }), 'vitrine-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/address'));
    expect(api.calls[0]).toEqual({ name: 'auth/signin', body: { account: 'demo@vitrine.example', countryCode: '+1', password: 'vitrine-demo', lang: 'en' } });
    expect(isLoggedIn()).toBe(true);
    expect(session.userInfo).toMatchObject({ firstName: 'Mei' });
  });

  test('without a page to return to, lands in the user center of the page language', async () => {
    const api = fakeShopApi({ 'auth/signin': signedIn });
    const { navigate } = await open(api, { lang: 'zh-HK' });
    expect((screen.getByRole('combobox', { name: /國家\/地區代碼/ }) as HTMLSelectElement).value).toBe('+852');
    await userEvent.type(screen.getByRole('textbox', { name: /電郵或手機號碼/ }), '91234567');
    await userEvent.type(screen.getByLabelText(/^密碼/, { selector: 'input[name=password]' }), 'vitrine-demo');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-HK/user/center'));
    expect(api.calls[0]?.body).toMatchObject({ account: '91234567', countryCode: '+852', lang: 'zh-HK' });
  });

  test("shows the server's refusal beside the field it names, and stays signed out", async () => {
    const api = fakeShopApi({ 'auth/signin': refusal([{ path: 'password', message: 'auth.wrongCredentials' }]) });
    const { navigate } = await open(api);
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'demo@vitrine.example');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input[name=password]' }), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The account or password is not right')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/, { selector: 'input[name=password]' }).getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(false);
  });

  test('asks for the emailed code when the account wants one on a new device, then signs in with it', async () => {
    const api = fakeShopApi({
      'auth/signin': (body) => (body.code === '123456' ? signedIn : { data: { status: 'code-required', channel: 'email', resendAfterSeconds: 60 } }),
    });
    const { navigate } = await open(api);
    await userEvent.type(screen.getByRole('textbox', { name: /Email or mobile number/ }), 'demo@vitrine.example');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input[name=password]' }), 'vitrine-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/we sent a code to your email/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/center'));
    expect(api.calls[1]?.body).toMatchObject({ code: '123456', password: 'vitrine-demo' });
  });

  test('shows the slider once the server asks for it, sends each solved check once, and signs in with it', async () => {
    const asked = refusal([{ path: 'humanCheck', message: 'auth.humanCheckRequired' }]);
    const api = fakeShopApi({
      'auth/challenge': { data: { challenge: easyChallenge } },
      'auth/signin': (body) =>
        body.humanCheck === undefined ? asked : body.password === 'vitrine-demo' ? signedIn : refusal([{ path: 'password', message: 'auth.wrongCredentials' }]),
    });
    const { navigate } = await open(api, { lang: 'zh-HK' });
    expect(screen.queryByRole('slider')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /電郵或手機號碼/ }), 'demo@vitrine.example');
    const password = screen.getByLabelText(/^密碼/, { selector: 'input[name=password]' });
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    const slider = await screen.findByRole('slider', { name: '向右滑動以完成驗證' });
    expect(screen.getByText('此帳戶近期多次登入失敗，請先滑動完成驗證再登入')).toBeTruthy();
    expect(slider.getAttribute('aria-invalid')).toBe('true');

    // Not slid yet: the form says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(api.calls.filter((call) => call.name === 'auth/signin')).toHaveLength(1);

    const slide = async () => {
      screen.getByRole('slider').focus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('驗證成功'));
    };
    await slide();
    // Solved: its problem goes at once, as a corrected field's does, before the next press.
    expect(screen.queryByText('此帳戶近期多次登入失敗，請先滑動完成驗證再登入')).toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('帳戶或密碼不正確')).toBeTruthy();
    const firstCheck = api.calls.filter((call) => call.name === 'auth/signin')[1]?.body.humanCheck;
    expect(typeof firstCheck).toBe('string');
    // Spent: the slider is back at the start, and stays for the next try.
    await waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0'));

    await userEvent.clear(password);
    await userEvent.type(password, 'vitrine-demo');
    await slide();
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh-HK/user/center'));
    expect(typeof api.calls.filter((call) => call.name === 'auth/signin')[2]?.body.humanCheck).toBe('string');
    // Each slide solved a challenge of its own.
    expect(api.calls.filter((call) => call.name === 'auth/challenge')).toHaveLength(2);
  });

  test('signs in by a code: the code goes out after the human check, the button counts down, the code signs in', async () => {
    const api = fakeShopApi({
      'auth/challenge': { data: { challenge: easyChallenge } },
      'auth/send-code': { data: { channel: 'sms', resendAfterSeconds: 60 } },
      'auth/signin-code': { data: { userInfo: demoUserInfo } },
    });
    const { navigate } = await open(api, { lang: 'zh' });
    await userEvent.click(screen.getByRole('radio', { name: '验证码' }));
    expect(screen.queryByLabelText(/^密码/, { selector: 'input[name=password]' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('邮箱/手机号不能为空')).toBeTruthy();
    expect(screen.getByText('验证码不能为空')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /邮箱或手机号/ }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: /秒后可重新发送/ })).toHaveProperty('disabled', true);
    expect(api.calls.map((call) => call.name)).toEqual(['auth/challenge', 'auth/send-code']);
    expect(api.calls[1]?.body).toMatchObject({ account: '13800138000', countryCode: '+86', purpose: 'signin', lang: 'zh-CN' });
    expect(typeof api.calls[1]?.body.humanCheck).toBe('string');

    await userEvent.type(screen.getByRole('textbox', { name: /验证码/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/zh/user/center'));
    expect(api.calls[2]).toEqual({ name: 'auth/signin-code', body: { account: '13800138000', countryCode: '+86', code: '654321' } });
  });

  test('links to sign-up carrying the page to return to, and to password recovery', async () => {
    await open(fakeShopApi({}), { returnTo: '/user/favorite' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/signup?redirect=%2Fuser%2Ffavorite');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/auth/forget');
  });
});
