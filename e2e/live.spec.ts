import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../server/demo/products';
import { shopOrigin } from './fixture-names';
import { adminToken, expect, test, waitForApp } from './support';

/*
 * Live messages on open pages (the order page's own live update is in orders.spec.ts): a
 * signed-in shopper elsewhere in the shop hears of their order's change in a toast, and a
 * product page on screen shows its stock move without a reload.
 */

const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

/** Waits for the page's live connection to be open (its first heartbeat). */
async function liveConnection(page: Page, open: () => Promise<unknown>) {
  const socket = page.waitForEvent('websocket', { timeout: 20_000 });
  await open();
  await (await socket).waitForEvent('framesent', { timeout: 20_000 });
}

test('a signed-in shopper elsewhere in the shop hears that their order changed', async ({ page }) => {
  test.setTimeout(60_000);
  const signedIn = await page.request.post('/api/web/auth/signin', { data: DEMO });
  expect(signedIn.status()).toBe(200);
  const info = await page.request.post('/api/web/user/info', { data: {}, headers: { origin: shopOrigin } });
  const { id } = ((await info.json()) as { data: { id: string } }).data;
  const listed = await page.request.get(`/api/admin/orders?status=pending-cancellation&userId=${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const [waiting] = ((await listed.json()) as { data: { orders: { orderNo: string }[] } }).data.orders;
  expect(waiting, 'the demo shopper has an order waiting for the shop’s answer to a cancel request').toBeDefined();

  await liveConnection(page, async () => {
    await page.goto('/user/center');
    await waitForApp(page);
  });
  const approved = await page.request.post(`/api/admin/orders/${waiting!.orderNo}/approve-cancel`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(approved.status()).toBe(200);

  // Other news of this shopper may show beside it (a review the back office journey accepts meanwhile).
  const notifications = page.getByRole('list', { name: 'Notifications' });
  await expect(notifications.getByRole('listitem').filter({ hasText: `Your order ${waiting!.orderNo} has been updated.` })).toBeVisible();
});

test('a product page on screen shows its stock come and go without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  // The demo's one product sold out in every variant: no other journey can buy it meanwhile.
  const soldOut = DEMO_PRODUCTS.find((product) => product.variants.every((variant) => variant.stock === 0));
  expect(soldOut, 'the demo catalog has a product sold out in every variant').toBeDefined();
  const sku = soldOut!.variants[0]!.sku;
  const setStock = async (stock: number) => {
    const answer = await page.request.put('/api/admin/stock', { headers: { authorization: `Bearer ${adminToken}` }, data: { sku, stock } });
    expect(answer.status()).toBe(200);
  };

  await liveConnection(page, async () => {
    await page.goto(`/product/${soldOut!.slug}/${sku}`);
    await waitForApp(page);
  });
  const price = page.locator('[data-variant]');
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(price.getByText('Out of stock')).toBeVisible();
  await expect(addToCart).toBeDisabled();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  try {
    await setStock(4);
    await expect(price.getByText('Out of stock')).toHaveCount(0);
    await expect(addToCart).toBeEnabled();
    await setStock(0);
    await expect(price.getByText('Out of stock')).toBeVisible();
    await expect(addToCart).toBeDisabled();
  } finally {
    await setStock(0);
  }
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
