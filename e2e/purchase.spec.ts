import { PURCHASE_SHOPPER } from './fixture-names';
import { adminToken, expect, isSameDocument, liveConnectionAfter, locale, markDocument, test, text, waitForApp } from './support';

/*
 * The whole purchase as a shopper makes it: a guest fills the cart through the drawer, is
 * sent to sign in at checkout and comes back to the same cart, checks out with a coupon and
 * a card that needs the bank's extra step, then watches the order's page while the merchant
 * ships it. The shopper is this journey's own (e2e/prepare-data.ts), and both products have
 * dozens in stock, so no other journey's changes can move what it sees.
 */

const en = locale('en');
const hk = locale('zh-HK');

// Prices in the demo shop: the cap is $29.00, the tote $76.00; neither is in a running promotion.
const CAP = { path: '/product/corduroy-cap', name: 'Corduroy Cap' };
const TOTE = { search: 'leather tote', name: 'Leather Tote' };

test('a guest fills the cart through the drawer, signs in at checkout, pays with a coupon and a confirmed card, and sees the order shipped live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const headerCount = page.locator('header [data-cart-count]');
  const drawer = page.getByRole('dialog', { name: text(en.cart!, 'title') });
  const drawerLines = drawer.getByRole('list', { name: text(en.cart!, 'lines') }).getByRole('listitem');

  // 1. Two products into the cart: one from the product page, one from a product card.
  await page.goto(CAP.path);
  await waitForApp(page);
  await expect(headerCount).toHaveText('0');
  await page
    .getByRole('main')
    .getByRole('button', { name: text(en.kit!, 'product.addToCart'), exact: true })
    .click();
  await expect(drawer).toBeVisible();
  await expect(drawerLines).toHaveCount(1);
  await expect(drawerLines.first()).toContainText(CAP.name);
  await expect(headerCount).toHaveText('1');
  await drawer.getByRole('button', { name: text(en.cart!, 'close') }).click();
  await expect(drawer).toBeHidden();

  await page.goto(`/search?q=${encodeURIComponent(TOTE.search)}`);
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `${text(en.kit!, 'product.addToCart')} (${TOTE.name})` })
    .first()
    .click();
  await expect(drawer).toBeVisible();
  await expect(drawerLines).toHaveCount(2);
  await expect(drawer.getByText(text(en.cart!, 'added').replace('{{name}}', TOTE.name))).toBeVisible();
  await expect(drawerLines.filter({ hasText: TOTE.name })).toHaveCount(1);
  await expect(headerCount).toHaveText('2');

  // One more cap, in the drawer: the line, the header and the summary follow the server.
  await drawer.getByRole('button', { name: `One more ${CAP.name}` }).click();
  await expect(drawer.getByRole('group', { name: `Quantity of ${CAP.name}` })).toContainText('2');
  await expect(headerCount).toHaveText('3');
  await expect(drawer.getByText('$134.00').first()).toBeVisible();

  // 2. Checking out as a guest asks to sign in, and comes back to the same cart.
  await drawer.getByRole('button', { name: text(en.cart!, 'checkout') }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcart$/);
  await waitForApp(page);
  await page.getByRole('textbox', { name: text(en, 'fields.account') }).fill(PURCHASE_SHOPPER.account);
  await page.locator('input[name=password]').fill(PURCHASE_SHOPPER.password);
  await page.getByRole('button', { name: text(en, 'authPages.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForApp(page);
  const cartLines = page
    .getByRole('main')
    .getByRole('list', { name: text(en.cart!, 'lines') })
    .getByRole('listitem');
  await expect(cartLines).toHaveCount(2);
  await expect(cartLines.filter({ hasText: CAP.name }).getByRole('spinbutton', { name: text(en.cart!, 'quantity') })).toHaveValue('2');
  await expect(cartLines.filter({ hasText: TOTE.name }).getByRole('spinbutton', { name: text(en.cart!, 'quantity') })).toHaveValue('1');
  await expect(headerCount).toHaveText('3');

  await page
    .getByRole('main')
    .getByRole('button', { name: text(en.cart!, 'checkout') })
    .click();
  await expect(page).toHaveURL(/\/checkout\/[^/?]+$/);
  await waitForApp(page);

  // 3. The checkout: address, shipping, a refused coupon with its reason, then an accepted one.
  await expect(page.getByRole('heading', { level: 1, name: text(en.checkout!, 'title') })).toBeVisible();
  const items = page.getByRole('list', { name: text(en.checkout!, 'lines.heading') }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const summary = page.getByRole('region', { name: text(en.checkout!, 'summary.heading') });
  /** The figure the summary shows beside a label. */
  const figure = (path: string) =>
    summary
      .locator('dl > div')
      .filter({ has: page.getByText(text(en.checkout!, path), { exact: true }) })
      .locator('dd');
  await expect(figure('summary.subtotal')).toHaveText('$134.00');

  const address = page.getByRole('group', { name: text(en.checkout!, 'address.heading') });
  await address.getByRole('radio', { name: /Portland/ }).click();
  await expect(address.getByRole('radio', { name: /Portland/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Express/ }).click();
  await expect(page.getByRole('radio', { name: /^Express/ })).toBeChecked();
  await expect(figure('summary.shipping')).toHaveText('$35.00');
  await expect(figure('summary.total')).toHaveText('$169.00');

  const coupon = page.getByRole('textbox', { name: text(en.checkout!, 'extras.coupon') });
  await coupon.fill('EXPIRED5');
  await page.getByRole('button', { name: text(en.checkout!, 'extras.apply') }).click();
  await expect(coupon).toHaveAccessibleDescription(text(en.checkout!, 'couponRefused.expired'));
  await expect(figure('summary.total')).toHaveText('$169.00');

  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: text(en.checkout!, 'extras.apply') }).click();
  await expect(coupon).toHaveAccessibleDescription('Coupon WELCOME10 applied');
  // Ten percent of the products, and the payment amount with it taken off.
  await expect(summary.locator('dl > div dd').filter({ hasText: /^−/ })).toHaveText(['−$13.40']);
  await expect(figure('summary.total')).toHaveText('$155.60');

  await page.getByRole('radio', { name: /^Card/ }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 3220');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: text(en.checkout!, 'summary.place') }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=V\d{8}-\d{6}$/);
  const orderNo = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByText('Amount paid')).toBeVisible();
  await expect(page.getByText('$155.60').first()).toBeVisible();

  // 4. The order among the shopper's orders; the merchant ships it while its page is open.
  // The live connection's first heartbeat says it is open and the server knows whose it is.
  await liveConnectionAfter(page, async () => {
    await page.goto('/user/order');
    await waitForApp(page);
  });
  // The link reads "View order …" to a screen reader; a sighted shopper clicks the number it shows.
  const orderLink = page.getByRole('link', { name: text(en.order!, 'list.view').replace('{{orderNo}}', orderNo) });
  await expect(orderLink).toHaveCount(1);
  await orderLink.getByText(orderNo, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  await markDocument(page);
  await expect(page.getByText(text(en.order!, 'detail.noShipments'))).toBeVisible();

  const shipped = await page.request.post(`/api/admin/orders/${orderNo}/ship`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { expressName: 'SF Express', expressNumber: 'SF2026112400777' },
  });
  expect(shipped.status()).toBe(200);

  const shipments = page.locator('[data-shipments]');
  await expect(shipments.getByText('SF2026112400777')).toBeVisible();
  await expect(shipments.getByText('SF Express')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This order has just been updated: In progress, Paid.');
  expect(await isSameDocument(page)).toBe(true);

  // Read in Traditional Chinese, the order placed in English names its coupon and methods in Traditional Chinese.
  await page.goto(`/zh-HK/user/order/${orderNo}`);
  await waitForApp(page);
  const payment = page.getByRole('region', { name: text(hk.order!, 'detail.summary') });
  await expect(payment.getByText('全單九折', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('10% off your order');
  await expect(page.locator('dt', { hasText: text(hk.order!, 'detail.shippingMethod') }).locator('xpath=following-sibling::dd[1]')).toHaveText('特快送貨');
});

test('a guest’s drawer and cart page speak Traditional Chinese', async ({ page }) => {
  await page.goto('/zh-HK/product/corduroy-cap');
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: text(hk.kit!, 'product.addToCart'), exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: text(hk.cart!, 'title') });
  await expect(drawer.getByRole('button', { name: text(hk.cart!, 'close') })).toBeFocused();
  await expect(drawer.getByRole('list', { name: text(hk.cart!, 'lines') }).getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: text(hk.cart!, 'checkout') })).toBeVisible();

  await drawer.getByRole('link', { name: text(hk.cart!, 'viewCart') }).click();
  await expect(page).toHaveURL(/\/zh-HK\/cart$/);
  // The drawer closes as its link leads to the cart page.
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: text(hk.cart!, 'title') })).toBeVisible();
  const lines = page
    .getByRole('main')
    .getByRole('list', { name: text(hk.cart!, 'lines') })
    .getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('spinbutton', { name: text(hk.cart!, 'quantity') })).toHaveValue('1');
  await expect(page.getByRole('main').getByText(text(hk.cart!, 'shippingNote'))).toBeVisible();
});
