import type { Page } from '@playwright/test';
import { shopOrigin } from './fixture-names';
import { adminToken, expect, isSameDocument, liveConnectionAfter, locale, markDocument, test, text, waitForApp } from './support';

/*
 * The demo shopper's orders: the merchant ships a paid order through the admin API while its
 * page is open, and the parcel appears on the page without a reload; an unpaid order is
 * cancelled after the shop's question, and stays cancelled.
 */

const en = locale('en');
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

type MerchantOrder = { orderNo: string; status: string; payStatus: string; shipped: boolean };

async function signIn(page: Page) {
  const response = await page.request.post('/api/web/auth/signin', { data: DEMO });
  expect(response.status()).toBe(200);
}

/** The signed-in demo shopper's orders as the merchant lists them: other journeys leave orders of their own shoppers. */
async function merchantOrders(page: Page, query: string): Promise<MerchantOrder[]> {
  const info = await page.request.post('/api/web/user/info', { data: {}, headers: { origin: shopOrigin } });
  const { id } = ((await info.json()) as { data: { id: string } }).data;
  const response = await page.request.get(`/api/admin/orders?${query}&userId=${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { orders: MerchantOrder[] } }).data.orders;
}

test('a paid order’s page shows the shipment the merchant just made, without a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const [paid] = (await merchantOrders(page, 'status=in-progress&payStatus=paid')).filter((order) => !order.shipped);
  expect(paid, 'the demo shop has a paid order waiting to be shipped').toBeDefined();

  // The live connection's first heartbeat says it is open and the server knows whose it is.
  await liveConnectionAfter(page, async () => {
    await page.goto('/user/order?status=in-progress');
    await waitForApp(page);
  });
  await page.getByRole('link', { name: `View order ${paid!.orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${paid!.orderNo}` })).toBeVisible();
  await markDocument(page);
  await expect(page.getByText(text(en.order!, 'detail.noShipments'))).toBeVisible();

  const shipped = await page.request.post(`/api/admin/orders/${paid!.orderNo}/ship`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { expressName: 'SF Express', expressNumber: 'SF2026112400042' },
  });
  expect(shipped.status()).toBe(200);

  const shipments = page.locator('[data-shipments]');
  await expect(shipments.getByText('SF2026112400042')).toBeVisible();
  await expect(shipments.getByText('SF Express')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This order has just been updated: In progress, Paid.');
  await expect(page.getByText('Shipped with SF Express, number SF2026112400042')).toBeVisible();
  // Shipped goods can no longer be cancelled from here.
  await expect(page.getByRole('button', { name: text(en.order!, 'detail.requestCancel') })).toHaveCount(0);
  expect(await isSameDocument(page)).toBe(true);
});

test('an unpaid order is cancelled after the shop’s question, and stays cancelled', async ({ page }) => {
  await signIn(page);
  const [unpaid] = await merchantOrders(page, 'status=in-progress&payStatus=unpaid');
  expect(unpaid, 'the demo shop has an unpaid order').toBeDefined();

  await page.goto(`/user/order/${unpaid!.orderNo}`);
  await waitForApp(page);
  const status = page.locator('[data-order-detail] dd[data-status]');
  await expect(status).toHaveText('In progress');

  // Escape keeps the order.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text(en.confirm!, 'cancelOrder'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('In progress');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status')).toHaveText(text(en.order!, 'detail.cancelled'));
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.reload();
  await expect(status).toHaveText('Cancelled');
  await page.goto('/zh-HK/user/order?status=cancelled');
  await expect(page.locator(`[data-order="${unpaid!.orderNo}"]`).getByText('已取消')).toBeVisible();
});
