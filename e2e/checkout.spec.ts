import type { Page } from '@playwright/test';
import { CHECKOUT_PASSWORD, CHECKOUT_SHOPPERS, shopOrigin } from './fixture-names';
import { addBostonAddressAtCheckout, expect, test, waitForApp } from './support';

/*
 * Buying, from a checkout to the thank-you page, in Chromium against the production server.
 * Each journey has its own shopper whose cart e2e/prepare-data.ts filled with two
 * well-stocked products (the cart's own calls and drawer are the cart's journeys); the
 * checkout is started the way the cart's button starts it, with `checkout/start`.
 */

// The shoppers' browsers are in Hong Kong: times on their pages read in that zone, not the server's UTC.
test.use({ timezoneId: 'Asia/Hong_Kong' });

async function startCheckout(page: Page, account: string, lang: 'en' | 'zh-HK'): Promise<string> {
  const signedIn = await page.request.post('/api/web/auth/signin', {
    data: { account, password: CHECKOUT_PASSWORD },
    headers: { origin: shopOrigin },
  });
  expect(signedIn.status()).toBe(200);
  const started = await page.request.post('/api/web/checkout/start', { data: { lang }, headers: { origin: shopOrigin } });
  expect(started.status()).toBe(200);
  const answer = (await started.json()) as { data: { href: string } };
  return answer.data.href;
}

/** The payment amount the summary shows: the last figure of its list. */
const total = (page: Page) => page.getByRole('region', { name: 'Order summary' }).locator('dd').last();

async function typeCard(page: Page, number: string, labels = { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code' }) {
  await page.getByRole('textbox', { name: labels.number }).fill(number);
  await page.getByRole('textbox', { name: labels.expiry }).fill('12/30');
  await page.getByRole('textbox', { name: labels.cvc }).fill('123');
}

test('a shopper picks an address and shipping, confirms the card on the bank’s step and lands on the thank-you page', async ({ page }) => {
  const href = await startCheckout(page, CHECKOUT_SHOPPERS.threeDSecure, 'en');
  await page.goto(href);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);

  const address = page.getByRole('group', { name: 'Shipping address' });
  await address.getByRole('radio', { name: /Hong Kong|HK/ }).click();
  await expect(address.getByRole('radio', { name: /Hong Kong|HK/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Local courier/ })).toBeVisible();
  // A new address through the address form in its dialog, chosen at once.
  await addBostonAddressAtCheckout(page);
  await address.getByRole('radio', { name: /San Francisco/ }).click();
  await expect(page.getByRole('radio', { name: /Local courier/ })).toHaveCount(0);
  const before = await total(page).textContent();
  await page.getByRole('radio', { name: /^Express/ }).click();
  await expect(page.getByRole('radio', { name: /^Express/ })).toBeChecked();
  // The server's new total, with the express fee in it.
  await expect(total(page)).not.toHaveText(before ?? '');
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('$35.00')).toBeVisible();

  await page.getByRole('radio', { name: /^Card/ }).click();
  await typeCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=V\d{8}-\d{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/^V\d{8}-\d{6}$/)).toBeVisible();
  await expect(page.getByText('Amount paid')).toBeVisible();
  await expect(page.getByText(/will ship your order soon/)).toBeVisible();
  // Paid: no payment is asked for any more.
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
});

test('a declined card leaves the order unpaid, and another card pays it', async ({ page }) => {
  const href = await startCheckout(page, CHECKOUT_SHOPPERS.retry, 'en');
  await page.goto(href);
  await waitForApp(page);
  await typeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('The card was declined. Try another card.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  await expect(page.getByText('This order has been placed.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=/);
  await expect(page.getByText(/will ship your order soon/)).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('order');

  // Placing the same checkout again answers the same order: it was made once.
  const again = await page.request.post('/api/web/checkout/place', {
    data: {
      checkoutId: href.split('/').at(-1),
      idempotencyKey: 'journey-replayed-submit',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
    },
    headers: { origin: shopOrigin },
  });
  expect(((await again.json()) as { data: { orderNo: string; payment: { status: string } } }).data).toMatchObject({
    orderNo,
    payment: { status: 'succeeded' },
  });
});

test('the whole purchase in Traditional Chinese, by bank transfer, then paid by card from the thank-you page', async ({ page }) => {
  const href = await startCheckout(page, CHECKOUT_SHOPPERS.hongKong, 'zh-HK');
  expect(href).toMatch(/^\/zh-HK\/checkout\//);
  await page.goto(href);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  // Each address ends in its country's name, never its code.
  await expect(page.getByRole('group', { name: '收貨地址' }).getByRole('radio', { name: /, (HK|US|CN)$/ })).toHaveCount(0);
  await page
    .getByRole('group', { name: '收貨地址' })
    .getByRole('radio', { name: /彌敦道.*, 香港$/ })
    .click();
  await expect(page.getByRole('group', { name: '收貨地址' }).getByRole('radio', { name: /彌敦道/ })).toBeChecked();
  await page.getByRole('radio', { name: /本地速遞/ }).click();
  await expect(page.getByRole('radio', { name: /本地速遞/ })).toBeChecked();
  await page.getByRole('radio', { name: /銀行轉賬/ }).click();
  await expect(page.getByRole('radio', { name: /銀行轉賬/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: '卡號' })).toHaveCount(0);
  await page.getByRole('textbox', { name: '備註（選填）' }).fill('請於平日送貨');
  await page.getByRole('textbox', { name: '優惠碼' }).click();
  await page.getByRole('button', { name: '提交訂單' }).click();

  await expect(page).toHaveURL(/\/zh-HK\/checkout\/thankyou\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: '多謝你的訂購' })).toBeVisible();
  await expect(page.getByText('銀行轉賬資料')).toBeVisible();
  await expect(page.getByText('應付金額', { exact: true })).toBeVisible();
  await expect(page.getByText(/^請於 .* 前轉賬應付金額/)).toBeVisible();
  await expect(page.getByText(/^請於 .* 前轉賬應付金額/)).not.toContainText('UTC');
  const orderNo = new URL(page.url()).searchParams.get('order')!;

  // Paying later, by card, from the same page.
  await page.getByRole('radio', { name: /^信用卡/ }).click();
  await typeCard(page, '4242 4242 4242 4242', { number: '卡號', expiry: '有效期（MM/YY）', cvc: '保安編號' });
  await page.getByRole('button', { name: /^付款 / }).click();
  await expect(page.getByText('已付金額', { exact: true })).toBeVisible();
  await expect(page.getByText(/將盡快發貨/)).toBeVisible();

  // The order's page names its methods as the shop does in Traditional Chinese, and its times in Hong Kong time.
  await page.goto(`/zh-HK/user/order/${orderNo}`);
  await waitForApp(page);
  const detail = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(detail('送貨方式')).toHaveText('本地速遞（中國內地、香港、澳門）');
  // Paid by card in the end: the method that took the money.
  await expect(detail('付款方式')).toHaveText('信用卡');
  await expect(detail('收貨地址')).toContainText('香港');
  await expect(detail('下單時間')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 [上下]午\d{2}:\d{2}$/);
  await expect(page.getByRole('main')).not.toContainText(/cn-hk-local|card|UTC/);
});
