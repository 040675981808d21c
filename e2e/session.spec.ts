import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, locale, text, test, waitForApp } from './support';

/*
 * A signed-in shopper's sessions, end to end: the greeting is in the server's HTML, Sign out
 * in the header ends the session, and a session ended from another browser's security page
 * is sent to sign in on its next page.
 */

const en = locale('en');
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

/** Signs in the way the sign-in form does: a same-origin JSON call whose answer sets the session cookie. */
async function signIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post('/api/web/auth/signin', { data: DEMO, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
}

async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page.request, baseURL);
  return page;
}

test('a visitor asking for the security page is sent to sign in, with the page to come back to', async ({ page }) => {
  await page.goto('/user/security?from=e2e');
  expect(new URL(page.url()).pathname).toBe('/auth/signin');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/security?from=e2e');
});

test('the header greets a signed-in shopper in the server’s HTML, and Sign out ends the session', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!);
  // Greeted by the name they go by now (other journeys edit the demo shopper's names).
  const info = await page.request.post('/api/web/user/info', { data: {}, headers: { origin: baseURL! } });
  const { data: profile } = (await info.json()) as { data: { nickName: string; firstName: string } };
  const greeting = text(en, 'security.header.greeting').replace('{{name}}', profile.nickName || profile.firstName);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(greeting);

  await page.goto('/');
  await waitForApp(page);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: greeting })).toBeVisible();
  await header.getByRole('button', { name: text(en, 'security.header.signOut') }).click();
  await expect(header.getByRole('link', { name: text(en, 'security.header.signIn') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('x-auth'))).toBeNull();

  await page.goto('/user/security');
  expect(new URL(page.url()).pathname).toBe('/auth/signin');
});

test('a session ended from another browser’s security page lands on sign-in at its next page', async ({ browser, baseURL }) => {
  const here = await signedInPage(browser, baseURL!);
  const elsewhere = await signedInPage(browser, baseURL!);

  await elsewhere.goto('/user/security');
  await waitForApp(elsewhere);
  await expect(elsewhere.getByRole('heading', { level: 1, name: text(en, 'security.sessions.title') })).toBeVisible();

  await here.goto('/user/security');
  await waitForApp(here);
  // The current session comes first; the newest other one is the other browser. Other journeys
  // leave sessions of the demo shopper behind too, so only this one must go.
  const sameBrowser = here.locator('[data-session="other"]').filter({ hasText: 'Chrome on Linux' });
  const before = await sameBrowser.count();
  const other = here.locator('[data-session="other"]').first();
  await expect(other).toContainText('Chrome on Linux');
  await other.getByRole('button').click();
  const dialog = here.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(en, 'security.sessions.signOut') }).click();
  await expect(here.getByRole('status')).toContainText('Chrome on Linux');
  await expect(sameBrowser).toHaveCount(before - 1);

  // In-app navigation: the page data answers 401 and the app goes to sign in, with the way back.
  await elsewhere.getByRole('link', { name: text(en, 'security.sessions.logLink') }).click();
  await expect(elsewhere).toHaveURL(/\/auth\/signin\?redirect=%2Fuser%2Flog$/);
  await elsewhere.goto('/user/security');
  expect(new URL(elsewhere.url()).pathname).toBe('/auth/signin');

  // The browser that ended it is still signed in.
  await here.reload();
  expect(new URL(here.url()).pathname).toBe('/user/security');
  await here.context().close();
  await elsewhere.context().close();
});
