import type { Page } from '@playwright/test';
import { codeIn, expect, latestMessage, locale, signUpByEmail, text, test, waitForApp, type OutboxMessage } from './support';

/*
 * Accounts in the browser against the real server: sign up by email with the code and the
 * link read from the outbox, sign out, sign in by password and by code, and land back on
 * the page that asked. Every message, code and link is the one a shopper would get.
 */

const linkIn = (message: OutboxMessage, path: string) => {
  const found = new RegExp(`https?://\\S+(/${path}\\?token=[\\w-]+)`).exec(message.body);
  return found?.[1] ?? '';
};

/** Ends the session on the server and forgets the marker, as the header's sign-out does. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/web/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    localStorage.clear();
  });
}

type Words = Record<string, Record<string, unknown>>;

/** The shop's strings in `name`, the auth pages' own (which load with their blocks) included. */
const words = (name: 'en' | 'zh-CN' | 'zh-HK'): Words => locale(name);

/** Opens a page that needs a shopper, is sent to sign in, signs in, and lands back on it. */
async function signInByPassword(page: Page, words: Words, prefix: string, email: string, redirect: string): Promise<void> {
  await page.goto(redirect);
  await expect(page).toHaveURL(`${prefix}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
  await waitForApp(page);
  await page.getByRole('textbox', { name: text(words, 'fields.account') }).fill(email);
  await page.locator('input[name=password]').fill('a-long-password');
  await page.getByRole('button', { name: text(words, 'authPages.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('accounts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign up by email, verify with the code and the link, sign out, sign in by password and by code', async ({ page }) => {
    const en = words('en');
    const email = `e2e-${unique()}@vitrine.example`;
    await signUpByEmail(page, en, '', email);

    const mail = await latestMessage(page, email, 'signup-code');
    await page.getByRole('textbox', { name: text(en, 'fields.code') }).fill(codeIn(mail));
    await page.getByRole('button', { name: text(en, 'authPages.verifyPrompt.submit') }).click();
    await expect(page).toHaveURL(/\/user\/center$/);
    expect(await page.evaluate(() => localStorage.getItem('x-auth'))).not.toBeNull();

    await page.goto(linkIn(mail, 'auth/verify-email'));
    await expect(page.getByText(`${email} is confirmed. Thank you!`)).toBeVisible();

    await signOut(page);
    await signInByPassword(page, en, '', email, '/user/favorite');

    await signOut(page);
    await page.goto('/auth/signin?redirect=%2Fuser%2Faddress');
    await waitForApp(page);
    await page.getByRole('radio', { name: text(en, 'authPages.signIn.byCode') }).check();
    await page.getByRole('textbox', { name: text(en, 'fields.account') }).fill(email);
    await page.getByRole('button', { name: text(en, 'authPages.sendCode') }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled({ timeout: 20_000 });
    const signInCode = codeIn(await latestMessage(page, email, 'signin-code'));
    await page.getByRole('textbox', { name: text(en, 'fields.code') }).fill(signInCode);
    await page.getByRole('button', { name: text(en, 'authPages.signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/user\/address$/);
  });

  test('field errors stand beside their fields, and the server names a wrong password there too', async ({ page }) => {
    const en = words('en');
    await page.goto('/auth/signin');
    await waitForApp(page);
    const submit = page.getByRole('button', { name: text(en, 'authPages.signIn.submit'), exact: true });
    await submit.click();
    const account = page.getByRole('textbox', { name: text(en, 'fields.account') });
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toHaveAccessibleDescription(text(en, 'validation.accountRequired'));
    await expect(page.getByText(text(en, 'validation.passwordRequired'))).toBeVisible();

    await account.fill('13800');
    await page.getByRole('combobox', { name: text(en, 'fields.countryCode') }).selectOption('+86');
    await submit.click();
    await expect(account).toHaveAccessibleDescription(text(en, 'validation.accountFormat'));
    // Put right, the problem goes before the next submit; the password's stays until it is.
    await account.fill('13800138000');
    await expect(account).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text(en, 'validation.accountFormat'))).toHaveCount(0);
    await expect(page.getByText(text(en, 'validation.passwordRequired'))).toBeVisible();

    await account.fill('demo@vitrine.example');
    await page.locator('input[name=password]').fill('not-the-password');
    await submit.click();
    await expect(page.locator('input[name=password]')).toHaveAccessibleDescription(text(en, 'auth.wrongCredentials'));
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });

  test('never leaves the site after signing in, whatever the redirect says', async ({ page }) => {
    const en = words('en');
    await page.goto('/auth/signin?redirect=https%3A%2F%2Fevil.example%2F');
    await waitForApp(page);
    await page.getByRole('textbox', { name: text(en, 'fields.account') }).fill('demo@vitrine.example');
    await page.locator('input[name=password]').fill('vitrine-demo');
    await page.getByRole('button', { name: text(en, 'authPages.signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/\/localhost:\d+\/user\/center$/);
  });

  test('the whole sign-up and sign-in in Traditional Chinese', async ({ page }) => {
    const hk = words('zh-HK');
    const email = `e2e-hk-${unique()}@vitrine.example`;
    await page.goto('/zh-HK/auth/signin');
    await waitForApp(page);
    await expect(page).toHaveTitle(/登入/);
    await page.getByRole('link', { name: text(hk, 'authPages.signIn.signUp') }).click();
    await expect(page).toHaveURL(/\/zh-HK\/auth\/signup$/);

    await signUpByEmail(page, hk, '/zh-HK', email);
    const mail = await latestMessage(page, email, 'signup-code');
    expect(mail.subject).toContain('註冊驗證碼');
    // The Hong Kong register, as on every zh-HK page: 你, never 您.
    expect(`${mail.subject}${mail.body}`).not.toContain('您');
    await page.getByRole('textbox', { name: text(hk, 'fields.code') }).fill(codeIn(mail));
    await page.getByRole('button', { name: text(hk, 'authPages.verifyPrompt.submit') }).click();
    await expect(page).toHaveURL(/\/zh-HK\/user\/center$/);

    await signOut(page);
    await signInByPassword(page, hk, '/zh-HK', email, '/zh-HK/user/favorite');
  });
});
