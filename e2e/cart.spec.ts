import { expect, test, waitForApp } from './support';

// Products with plenty of stock in the demo shop; the cart takes none, so other journeys are not affected.
const HOODIE = { path: '/product/heavyweight-hoodie', sku: 'VT-009-HOODIE-SAGE-S' };
const CAP = { path: '/product/corduroy-cap', sku: 'VT-012-CAP-OLIVE' };

test.describe('the cart', () => {
  test('a guest adds two products through the drawer, changes a quantity, and the header counts what the server holds, after a reload too; without JavaScript the cart page changes a quantity and removes a line', async ({ page, browser, baseURL }) => {
    const headerCount = page.locator('header [data-cart-count]');

    await page.goto(HOODIE.path);
    await waitForApp(page);
    await expect(headerCount).toHaveText('0');
    const addHoodie = page.locator('main [data-add-to-cart]').first();
    await addHoodie.click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.locator(`[data-cart-line="${HOODIE.sku}"]`)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close the cart' })).toBeFocused();
    await expect(headerCount).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(addHoodie).toBeFocused();

    await page.goto(CAP.path);
    await waitForApp(page);
    await expect(headerCount).toHaveText('1');
    await page.locator('main [data-add-to-cart]').first().click();
    const capLine = drawer.locator(`[data-cart-line="${CAP.sku}"]`);
    await expect(capLine).toBeVisible();
    await expect(drawer.locator('[data-cart-line]')).toHaveCount(2);
    const unit = await capLine.locator('[data-unit-price]').innerText();

    // Two quick taps: the drawer sends the final quantity, and the totals are the server's.
    const more = capLine.getByRole('button', { name: /^One more / });
    await more.click();
    await more.click();
    await expect(capLine.locator('[data-quantity]')).toHaveText('3');
    await expect(headerCount).toHaveText('4');
    const lineTotal = Number((await capLine.locator('[data-line-total]').innerText()).replace(/[^0-9.]/g, ''));
    expect(lineTotal).toBeCloseTo(Number(unit.replace(/[^0-9.]/g, '')) * 3, 2);

    // The backdrop closes it too.
    await page.mouse.click(10, 10);
    await expect(drawer).toBeHidden();

    await page.reload();
    await waitForApp(page);
    await expect(headerCount).toHaveText('4');
    // Drawn by the server for this visitor: the count is in the HTML itself.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/data-cart-count=""[^>]*>4</);

    // The same cart, in a browser without JavaScript.
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    await noScript.addCookies(cookies);
    const plain = await noScript.newPage();
    await plain.goto('/cart');
    await expect(plain.locator('[data-cart-line]')).toHaveCount(2);
    const hoodieForm = plain.locator(`[data-cart-line="${HOODIE.sku}"] form[data-cart-update]`);
    await hoodieForm.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await hoodieForm.getByRole('button').click();
    await expect(plain).toHaveURL(/\/cart\?notice=updated$/);
    await expect(plain.getByRole('status')).toHaveText('The quantity was changed.');
    await expect(plain.locator(`[data-cart-line="${HOODIE.sku}"] input[name="quantity"]`)).toHaveValue('2');
    await expect(plain.locator('header [data-cart-count]')).toHaveText('5');

    await plain.locator(`[data-cart-line="${CAP.sku}"] form[data-cart-remove] button`).click();
    await expect(plain).toHaveURL(/\/cart\?notice=removed$/);
    await expect(plain.locator('[data-cart-line]')).toHaveCount(1);
    await expect(plain.locator('header [data-cart-count]')).toHaveText('2');

    // A coupon code through the plain form: the verdict beside the field, the discount in the summary.
    await plain.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await plain.getByRole('button', { name: 'Apply' }).click();
    await expect(plain).toHaveURL(/\/cart\?notice=coupon-applied$/);
    await expect(plain.locator('[data-coupon-verdict="accepted"]')).toHaveText('WELCOME10 applied');
    await expect(plain.locator('[data-cart-summary]')).toContainText('10% off your order');
    await noScript.close();

    // And the tab with JavaScript follows the server on its next page.
    await page.goto('/cart');
    await waitForApp(page);
    await expect(headerCount).toHaveText('2');
    await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  });

  test('a coupon code in the drawer: a refused one says why, an accepted one takes its discount off the total', async ({ page }) => {
    await page.goto(CAP.path);
    await waitForApp(page);
    await page.locator('main [data-add-to-cart]').first().click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.locator(`[data-cart-line="${CAP.sku}"]`)).toBeVisible();
    const total = drawer.locator('[data-cart-total]');
    const before = await total.innerText();

    const field = drawer.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('EXPIRED5');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.locator('[data-coupon-verdict="refused"]')).toHaveText('This coupon has expired.');
    await expect(total).toHaveText(before);

    await field.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.locator('[data-coupon-verdict="accepted"]')).toHaveText('WELCOME10 applied');
    await expect(total).not.toHaveText(before);
    const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    await expect(drawer.locator('[data-cart-summary]')).toContainText('10% off your order');
    const subtotal = money(await drawer.locator('[data-cart-subtotal]').innerText());
    const discounts = money(await drawer.locator('[data-cart-discounts]').innerText());
    expect(discounts).toBeGreaterThanOrEqual(Math.floor(subtotal * 10) / 100);
    expect(money(await total.innerText())).toBeCloseTo(subtotal - discounts, 2);
  });
});
