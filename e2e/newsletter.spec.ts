import { adminToken, expect, latestMessage, test, waitForApp } from './support';

/*
 * The newsletter's double opt-in: a sign-up in the site footer of the home page, once its code
 * came in after the page went idle (the block hydrates late), the confirmation from the link the
 * shop mailed, then the one-click unsubscribe from the welcome mail; and the same form without
 * JavaScript on a content page, which comes back to its page and says what happened.
 */

const linkIn = (body: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(body);
  if (!match) throw new Error(`No ${path} link in: ${body}`);
  return match[0];
};

async function exported(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get('/api/admin/newsletter/export', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

test('sign up, confirm from the mailed link, then unsubscribe from the welcome mail', async ({ page }) => {
  const email = 'newsletter-journey@example.org';
  await page.goto('/');
  await waitForApp(page);
  const signUp = page.getByRole('contentinfo').getByRole('region', { name: 'Get our newsletter' });
  // Drawn by the server at once; its script arrives once the page is idle, not with the first load.
  await expect(signUp.locator('form[data-live]')).toBeAttached();
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signUp.getByRole('status')).toContainText('a confirmation link is on its way');
  expect(await exported(page.request)).not.toContain(email);

  const confirmation = await latestMessage(page, email, 'newsletter-confirm');
  await page.goto(linkIn(confirmation.body, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
  expect(await exported(page.request)).toContain(`"${email}","en"`);

  const welcome = await latestMessage(page, email, 'newsletter-welcome');
  await page.goto(linkIn(welcome.body, '/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await exported(page.request)).not.toContain(email);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the shop and comes back to its page, saying a link is on its way, in Traditional Chinese', async ({ page }) => {
    const email = 'newsletter-nojs@example.org';
    await page.goto('/zh-HK/page/shipping');
    const signUp = page.getByRole('region', { name: '訂閱電子報' });
    await signUp.getByLabel('電郵地址').fill(email);
    await signUp.getByRole('button', { name: '訂閱' }).click();
    await expect(page).toHaveURL(/\/zh-HK\/page\/shipping#newsletter[\w-]*-sent$/);
    await expect(signUp.getByText('確認連結已在路上')).toBeVisible();
    const confirmation = await latestMessage(page, email, 'newsletter-confirm');
    expect(confirmation.subject).toBe('確認訂閱電子報');
  });
});
