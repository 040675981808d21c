import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, expectPictureDrawn, test, waitForApp } from './support';
import { REVIEW_SHOPPERS, shopOrigin } from './fixture-names';

/*
 * Reviews from both sides: a shopper who bought a product reviews it with a picture, the
 * merchant accepts it through the admin API and the product page's average moves; a shopper
 * who bought nothing is told only buyers review; the block reads in Traditional Chinese.
 */

type MerchantReview = { id: string; status: string; productSlug: string; author: { email: string | null } };

async function admin(request: APIRequestContext, method: 'get' | 'post', path: string) {
  const response = await request[method](`/api/admin${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function signIn(request: APIRequestContext, shopper: { account: string; password: string }) {
  expect((await request.post('/api/web/auth/signin', { data: shopper })).status()).toBe(200);
}

/** A product with accepted demo reviews, from the merchant's list. */
async function reviewedProduct(request: APIRequestContext): Promise<string> {
  const { reviews } = (await admin(request, 'get', '/reviews?status=accepted&limit=1')) as { reviews: MerchantReview[] };
  const slug = reviews[0]?.productSlug;
  if (!slug) throw new Error('The demo seed has no accepted review');
  return slug;
}

test('a buyer reviews a product, the merchant accepts it, and the product page average changes', async ({ page }) => {
  await signIn(page.request, REVIEW_SHOPPERS.buyer);
  const orders = (await (await page.request.get('/user/order?request=route')).json()) as {
    data: { data: { orderList: { orders: { lines: { href: string | null }[] }[] } } };
  };
  const href = orders.data.data.orderList.orders[0]?.lines[0]?.href;
  if (!href) throw new Error('The journey buyer has no order line with a product page');

  await page.goto(href);
  await waitForApp(page);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('No reviews yet. Reviews come from shoppers who bought this product.')).toBeVisible();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Sturdy, and the colour is just as pictured.');
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#6080b0' } }).jpeg().toBuffer();
  await form.getByLabel('Add up to 3 pictures').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Thank you! Your review will appear once the shop has checked it.');
  await expect(form).toHaveCount(0);

  // Pending: the page still has nothing to show.
  await page.reload();
  await waitForApp(page);
  await expect(reviews.getByText('No reviews yet. Reviews come from shoppers who bought this product.')).toBeVisible();

  const { reviews: pending } = (await admin(page.request, 'get', '/reviews?status=pending&limit=100')) as { reviews: MerchantReview[] };
  const mine = pending.find((review) => review.author.email === REVIEW_SHOPPERS.buyer.account);
  if (!mine) throw new Error('The new review is not in the merchant’s queue');
  await admin(page.request, 'post', `/reviews/${mine.id}/accept`);

  await page.reload();
  await waitForApp(page);
  await expect(reviews.locator('[data-review-average]')).toHaveText('4.0');
  await expect(reviews.getByText('Based on 1 review')).toBeVisible();
  const review = reviews.getByRole('article');
  await expect(review.getByText('Sturdy, and the colour is just as pictured.')).toBeVisible();
  await expect(review.getByText('Verified purchase')).toBeVisible();
  const picture = review.getByRole('img', { name: 'Picture 1' });
  await expectPictureDrawn(picture);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"AggregateRating"');
});

test('a shopper who did not buy the product cannot review it', async ({ page }) => {
  const slug = await reviewedProduct(page.request);
  await signIn(page.request, REVIEW_SHOPPERS.stranger);
  await page.goto(`/product/${slug}`);
  await waitForApp(page);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('Only shoppers who bought this product can review it.')).toBeVisible();
  await expect(reviews.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  const refused = await page.request.post('/api/web/review/create', {
    headers: { origin: shopOrigin },
    multipart: { lineId: '00000000-0000-4000-8000-000000000000', rating: '5', body: 'I never bought it' },
  });
  expect(refused.status()).toBe(404);
});

test('the reviews list reads in Traditional Chinese', async ({ page }) => {
  const slug = await reviewedProduct(page.request);
  await page.goto(`/zh-HK/product/${slug}`);
  await waitForApp(page);
  const reviews = page.getByRole('region', { name: '商品評價' });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText('已購買').first()).toBeVisible();
  await expect(reviews.getByRole('combobox', { name: '排序方式' })).toBeVisible();
  await expect(reviews.getByRole('link', { name: '登入後評價你購買過的商品' })).toBeVisible();
  await reviews.getByRole('combobox', { name: '排序方式' }).selectOption({ label: '評分最低' });
  await expect(reviews.getByRole('combobox', { name: '排序方式' })).toHaveValue('lowest');
});
