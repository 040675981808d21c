import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { shopOrigin } from './fixture-names';
import { codeIn, expect, latestMessage, locale, test, text, waitForApp } from './support';

const en = locale('en');
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };
const NEW_PASSWORD = 'a-fresh-demo-password';

/** Changes the signed-in shopper's email on the account page with the code the outbox holds for the new address. */
async function changeEmail(page: Page, address: string): Promise<void> {
  await page.goto('/user/account');
  await waitForApp(page);
  const form = page.getByRole('form', { name: text(en, 'account.settings.changeEmail') });
  await form.getByLabel(text(en, 'account.fields.newEmail')).fill(address);
  await form.getByRole('button', { name: text(en, 'authPages.sendCode') }).click();
  await expect(form.getByText(text(en, 'account.settings.emailCodeSent').replace('{{address}}', address))).toBeVisible();
  const code = codeIn(await latestMessage(page, address, 'change-code'));
  await form.getByRole('textbox', { name: text(en, 'fields.code') }).fill(code);
  await form.getByRole('button', { name: text(en, 'account.settings.confirm') }).click();
  await expect(form.getByRole('status')).toHaveText(text(en, 'account.settings.emailChanged').replace('{{address}}', address));
  // Drawn by the server from now on, not only remembered by this page.
  await page.reload();
  await expect(page.getByRole('form', { name: text(en, 'account.settings.changeEmail') }).getByRole('definition')).toHaveText(address);
}

test('the demo shopper edits their name, uploads an avatar, changes their password, which signs out their other browser, and changes their email by a code', async ({ page, browser }) => {
  // A second browser signed in before the change: it must be signed out by it.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  expect((await other.request.post('/api/web/auth/signin', { data: DEMO, headers: { origin: shopOrigin } })).status()).toBe(200);
  await other.goto('/user/center');
  await expect(other.getByRole('heading', { level: 1, name: 'Hello, Mei' })).toBeVisible();

  expect((await page.request.post('/api/web/auth/signin', { data: DEMO, headers: { origin: shopOrigin } })).status()).toBe(200);
  await page.goto('/user/account');
  await waitForApp(page);

  // The name: saved, announced, and the user center greets with it.
  const nameForm = page.locator('form').filter({ has: page.getByLabel('Nick name') });
  await page.getByLabel('Nick name').fill('Ling');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(nameForm.getByRole('status')).toHaveText(text(en, 'account.settings.nameSaved'));
  await page.goto('/user/center');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ling' })).toBeVisible();

  // The avatar: a PNG drawn here, previewed, uploaded, then shown by the user center as WebP.
  await page.goto('/user/account');
  await waitForApp(page);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a00ff' } }).png().toBuffer();
  await page.getByLabel(text(en, 'account.settings.chooseAvatar')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: text(en, 'account.settings.preview') })).toBeVisible();
  await page.getByRole('button', { name: text(en, 'account.settings.uploadAvatar') }).click();
  await expect(page.getByText(text(en, 'account.settings.avatarSaved'))).toBeVisible();
  await page.goto('/user/center');
  const avatar = page.getByRole('img', { name: text(en, 'account.avatarAlt') });
  await expect(avatar).toHaveAttribute('src', /^\/avatars\/[0-9a-f-]+\.webp\?v=\d+$/);
  const served = await page.request.get((await avatar.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

  // The password: the wrong current one is named beside its field; the right one ends the other session.
  await page.goto('/user/account');
  await waitForApp(page);
  const passwordForm = page.locator('form').filter({ has: page.getByLabel('Current password') });
  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(passwordForm.getByText(text(en, 'account.wrongPassword'))).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO.password);
  await passwordForm.getByRole('button', { name: 'Save' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText(text(en, 'account.settings.passwordSaved'));

  // This browser stays signed in; the other one is signed out on its next page load.
  await page.goto('/user/center');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ling' })).toBeVisible();
  await other.goto('/user/center');
  await expect(other.getByRole('heading', { level: 1, name: 'Hello, Ling' })).toHaveCount(0);
  expect((await other.request.post('/api/web/user/info', { data: {}, headers: { origin: shopOrigin } })).status()).toBe(401);
  await elsewhere.close();

  // The new password signs in; the old one no longer does.
  expect((await page.request.post('/api/web/auth/signin', { data: { ...DEMO, password: NEW_PASSWORD }, headers: { origin: shopOrigin } })).status()).toBe(200);
  expect((await page.request.post('/api/web/auth/signin', { data: DEMO, headers: { origin: shopOrigin } })).status()).toBe(400);

  // Journeys after this one sign in as the demo shopper as the README tells them to.
  const restore = await page.request.post('/api/web/user/editPassword', {
    data: { currentPassword: NEW_PASSWORD, newPassword: DEMO.password, confirmPassword: DEMO.password },
    headers: { origin: shopOrigin },
  });
  expect(restore.status()).toBe(200);
  await page.request.post('/api/web/user/editName', { data: { firstName: 'Mei', lastName: 'Chen', nickName: 'Mei' }, headers: { origin: shopOrigin } });

  // The email: confirmed by the code sent to the new address, then shown on the page.
  await changeEmail(page, `demo-${Date.now()}@example.org`);
  // And back the same way, so journeys after this one sign in with the README's address.
  await changeEmail(page, DEMO.account);
});
