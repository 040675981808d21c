import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, expectPictureDrawn, test, waitForApp } from './support';

/*
 * A return from start to finish: the demo shopper applies on a delivered order with a
 * picture, the merchant approves through the admin API, the shopper reads the return address
 * and enters the parcel, the merchant receives and refunds, and the return reads completed.
 */

const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };
type Summary = { returnNo: string; orderNo: string; status: string };

async function admin(request: APIRequestContext, method: 'get' | 'post', path: string) {
  const response = await request[method](`/api/admin${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A delivered order of the demo shopper with nothing in a live return: the one whose seeded return was cancelled. */
async function returnableOrder(request: APIRequestContext): Promise<string> {
  const { returns } = (await admin(request, 'get', '/returns?status=cancelled&limit=100')) as { returns: Summary[] };
  const order = returns[0]?.orderNo;
  if (!order) throw new Error('The demo seed has no cancelled return to take an order from');
  return order;
}

const details = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a return applied with a picture, approved, sent back, refunded and completed', async ({ page }) => {
  expect((await page.request.post('/api/web/auth/signin', { data: DEMO })).status()).toBe(200);
  const orderNo = await returnableOrder(page.request);

  await page.goto(`/user/return?apply=${orderNo}`);
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Apply for a return' });
  await expect(form).toBeVisible();
  await form
    .getByRole('button', { name: /^One more:/ })
    .first()
    .click();
  await form.getByLabel('Tell us what is wrong').fill('The glaze is chipped on the rim.');
  const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#b08060' } })
    .jpeg()
    .toBuffer();
  await form.getByLabel('Add pictures (up to 3)').setInputFiles({ name: 'rim.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/user\/return\/R\d{8}-\d{6}$/);
  const returnNo = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: `Return ${returnNo}` })).toBeVisible();
  await expect(details(page, 'Audit status')).toHaveText('Pending approval');
  await expect(details(page, 'Apply description')).toHaveText('The glaze is chipped on the rim.');
  const picture = page.getByRole('img', { name: 'Picture 1' });
  await expectPictureDrawn(picture);
  await expect(page.getByRole('region', { name: 'Merchant return address' })).toHaveCount(0);

  await admin(page.request, 'post', `/returns/${returnNo}/approve`);
  await page.reload();
  await waitForApp(page);
  const address = page.getByRole('region', { name: 'Merchant return address' });
  await expect(address.getByText('Vitrine Returns')).toBeVisible();
  await expect(details(page, 'Audit status')).toHaveText('Audit successful');

  const parcel = page.getByRole('form', { name: 'Send the goods back' });
  await parcel.getByLabel(/Logistics company/).fill('SF Express');
  await parcel.getByLabel(/Tracking number/).fill('SF1029384756');
  await parcel.getByLabel(/Delivery time/).fill('2026-01-05T10:30');
  await parcel.getByRole('button', { name: 'Submit logistics' }).click();
  await expect(page.getByRole('status')).toHaveText('Logistics saved');
  await expect(details(page, 'Tracking number')).toHaveText('SF1029384756');
  await expect(parcel).toHaveCount(0);

  await admin(page.request, 'post', `/returns/${returnNo}/receive`);
  const refunded = (await admin(page.request, 'post', `/returns/${returnNo}/refund`)) as { return: { status: string } };
  expect(refunded.return.status).toBe('completed');
  await page.reload();
  await waitForApp(page);
  await expect(details(page, 'Return status')).toHaveText('Completed');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Refunded', { exact: true })).toBeVisible();

  await page.goto('/user/return');
  await waitForApp(page);
  await expect(page.getByRole('link', { name: `View return ${returnNo}` })).toBeVisible();
  // The demo shopper's exchanges give goods back, not money: no refund amount is shown for them.
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const exchange = cards.filter({ hasText: 'Exchange goods' }).first();
  await expect(exchange).toBeVisible();
  await expect(exchange.getByText('Refund amount')).toHaveCount(0);
  await expect(cards.filter({ has: page.getByRole('link', { name: `View return ${returnNo}` }) }).getByText('Refund amount')).toBeVisible();
});
