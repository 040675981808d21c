import AxeBuilder from '@axe-core/playwright';
import { expect, isSameDocument, locale, markDocument, test, text, waitForApp } from './support';

// The demo shop's Organic Cotton Tee comes in sizes; XL is never the one the shop picks by default.
const TEE = '/product/organic-cotton-tee';

test.describe('filling a cart without JavaScript', () => {
  test('on a product page the shopper picks a size and a quantity, presses Add to cart and lands on the cart with that line', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto(TEE);
    const main = page.locator('main');
    const shownSku = (await main.getByText(/^SKU /).innerText()).replace(/^SKU /, '').trim();
    expect(shownSku).not.toMatch(/-XL$/);

    // The option picker's own logic cannot run: the size is a plain radio the browser checks.
    await main.getByRole('radio', { name: 'XL', exact: true }).check();
    await main.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    // It opens no dialog here, and says none: a screen reader announces a page to come, not a popup.
    await expect(main.getByRole('button', { name: 'Add to cart', exact: true })).not.toHaveAttribute('aria-haspopup');
    await main.getByRole('button', { name: 'Add to cart', exact: true }).click();

    await expect(page).toHaveURL(/\/cart\?notice=added$/);
    await expect(page.getByRole('status')).toHaveText('The product was added to your cart.');
    const line = page.locator(`[data-cart-line="${shownSku.replace(/-[A-Z0-9]+$/, '-XL')}"]`);
    await expect(line).toBeVisible();
    await expect(line.locator('input[name="quantity"]')).toHaveValue('2');
    await expect(page.locator('[data-cart-line]')).toHaveCount(1);
    await expect(page.locator('header [data-cart-count]')).toHaveText('2');
    expect((await context.cookies()).find((cookie) => cookie.name === 'vitrine_cart')?.httpOnly).toBe(true);
    await context.close();
  });

  test('on a category page in Traditional Chinese, a product card’s Add to cart lands on the cart in that language with the product', async ({ browser, baseURL }) => {
    const hk = locale('zh-HK');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto('/zh-HK/category/tops');
    const card = page.locator('main article[data-product]').filter({ has: page.locator('[data-add-to-cart]:not([disabled])') }).first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await expect(card.locator('[data-add-to-cart]')).not.toHaveAttribute('aria-haspopup');
    await card.locator('[data-add-to-cart]').click();

    await expect(page).toHaveURL(/\/zh-HK\/cart\?notice=added$/);
    await expect(page.getByRole('status')).toHaveText(text(hk.cart!, 'form.added'));
    await expect(page.locator('[data-cart-line]')).toHaveCount(1);
    await expect(page.locator('[data-cart-line]').getByRole('link', { name })).toBeVisible();
    await expect(page.locator('header [data-cart-count]')).toHaveText('1');
    await context.close();
  });

  test('with JavaScript the same forms open the drawer and the page stays, on a product page and on a card', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await page.goto(TEE);
    await waitForApp(page);
    await markDocument(page);
    // The form's fields are what they were: labelled radios, a labelled quantity, a real button.
    const axe = await new AxeBuilder({ page }).include('main [data-option]').include('main input[name="quantity"]').include('main [data-add-to-cart]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.locator('main').getByRole('radio', { name: 'XL', exact: true }).check();
    const sku = (await page.locator('main [data-variant]').getAttribute('data-variant')) ?? '';
    expect(sku).toMatch(/-XL$/);
    await expect(page.locator('main').getByRole('button', { name: 'Add to cart', exact: true })).toHaveAttribute('aria-haspopup', 'dialog');
    await page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(drawer.locator(`[data-cart-line="${sku}"]`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TEE}/${sku}$`));
    expect(await isSameDocument(page)).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/category/tops');
    await waitForApp(page);
    await markDocument(page);
    await expect(page.locator('main [data-add-to-cart]:not([disabled])').first()).toHaveAttribute('aria-haspopup', 'dialog');
    await page.locator('main [data-add-to-cart]:not([disabled])').first().click();
    await expect(drawer.locator('[data-cart-line]')).toHaveCount(2);
    await expect(page).toHaveURL(/\/category\/tops$/);
    expect(await isSameDocument(page)).toBe(true);
  });
});
