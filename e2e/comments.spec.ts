import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, test, waitForApp } from './support';

/*
 * Comments on an article: the demo shopper (whose comments are already trusted) comments with
 * a link, a newcomer replies and waits for the merchant, who accepts the reply through the
 * admin API; a guest reports the comment and the merchant removes it, after which it is gone
 * for everyone.
 */

const ARTICLE = '/article/caring-for-linen';
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };
const NEWCOMER = { account: 'new.reader@vitrine.example', password: 'vitrine-reader' };

type MerchantComment = { id: string; text: string; status: string; reportCount: number };

async function admin(request: APIRequestContext, method: 'get' | 'post', path: string) {
  const response = await request[method](`/api/admin${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function merchantFinds(request: APIRequestContext, filter: 'pending' | 'reported', text: string): Promise<MerchantComment> {
  const { comments } = (await admin(request, 'get', `/comments?filter=${filter}&article=caring-for-linen`)) as { comments: MerchantComment[] };
  const found = comments.find((comment) => comment.text === text);
  if (!found) throw new Error(`The merchant's ${filter} list has no comment "${text}"`);
  return found;
}

async function openArticle(page: Page): Promise<void> {
  await page.goto(ARTICLE);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
}

test('a comment and a reply on an article, then a report and a removal by the merchant', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const commentText = `Washed mine cold as the article says (${stamp}). <b>Not bold</b> — guide: https://example.com/linen-care`;
  const replyText = `Thanks, trying it this weekend (${stamp}).`;

  // The demo shopper already has published comments: theirs is public at once.
  expect((await page.request.post('/api/web/auth/signin', { data: DEMO })).status()).toBe(200);
  await openArticle(page);
  await page.getByRole('textbox', { name: 'Your comment' }).fill(commentText);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your comment is published.' })).toBeVisible();
  const mine = page.getByRole('article', { name: 'Comment by You' }).filter({ hasText: stamp });
  await expect(mine).toContainText('<b>Not bold</b>');
  await expect(mine.locator('b')).toHaveCount(0);
  const link = mine.getByRole('link', { name: 'https://example.com/linen-care' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();

  // A newcomer's reply waits for the merchant, visible to them alone meanwhile.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  expect((await newcomer.request.post('/api/web/auth/signin', { data: NEWCOMER })).status()).toBe(200);
  await openArticle(newcomer);
  const thread = newcomer.getByRole('listitem').filter({ has: newcomer.getByRole('article', { name: 'Comment by Mei' }).filter({ hasText: stamp }) });
  await thread.getByRole('button', { name: 'Reply: Mei' }).click();
  await thread.getByRole('textbox', { name: 'Your reply to Mei' }).fill(replyText);
  await thread.getByRole('button', { name: 'Post reply' }).click();
  await expect(newcomer.getByRole('status').filter({ hasText: 'once the shop approves it' })).toBeVisible();
  await expect(thread.getByRole('article', { name: 'Comment by You' })).toContainText('Awaiting approval');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  // Guests share one drawing of the page, which takes up to 5 s to show a new comment.
  await expect(async () => {
    await openArticle(guest);
    await expect(guest.getByText(commentText)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(guest.getByText(replyText)).toHaveCount(0);

  // The newcomer's own comment awaiting approval shows to them, but the count is of the public ones, as a guest reads it.
  const waiting = `Does it shrink in a hot wash? (${stamp})`;
  await newcomer.getByRole('textbox', { name: 'Your comment' }).fill(waiting);
  await newcomer.getByRole('button', { name: 'Post comment' }).click();
  await expect(newcomer.getByRole('article', { name: 'Comment by You' }).filter({ hasText: waiting })).toContainText('Awaiting approval');
  const count = (reader: Page) => reader.getByText(/^\d+ comments?$/);
  await expect(count(newcomer)).toHaveText(await count(guest).innerText());

  const reply = await merchantFinds(page.request, 'pending', replyText);
  await admin(page.request, 'post', `/comments/${reply.id}/accept`);
  await guest.reload();
  await waitForApp(guest);
  await expect(guest.getByText(replyText)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();

  // A guest reports the comment; the merchant sees it reported and removes it.
  const reported = guest.getByRole('article', { name: 'Comment by Mei' }).filter({ hasText: stamp });
  await reported.getByRole('button', { name: 'Report: Mei' }).click();
  await expect(reported.getByText('Reported')).toBeVisible();
  const flagged = await merchantFinds(page.request, 'reported', commentText);
  expect(flagged.reportCount).toBe(1);
  const removed = (await admin(page.request, 'post', `/comments/${flagged.id}/remove`)) as { comment: MerchantComment };
  expect(removed.comment.status).toBe('removed');

  await guest.reload();
  await waitForApp(guest);
  await expect(guest.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
  await expect(guest.getByText(commentText)).toHaveCount(0);
  await expect(guest.getByText(replyText)).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(commentText)).toHaveCount(0);

  await newcomerContext.close();
  await guestContext.close();
});
