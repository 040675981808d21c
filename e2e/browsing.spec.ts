import { expect, HOSTILE_ARTICLE_SLUG, isSameDocument, locale, markDocument, text, test, waitForApp } from './support';

// The demo shop's Organic Cotton Tee: white XL costs more than the other sizes.
const TEE = '/product/organic-cotton-tee';
const TEE_WHITE_XL = `${TEE}/VT-001-TEE-WHITE-XL`;

test.describe('browsing the demo shop', () => {
  test('home → category → product, without reloading the document', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await markDocument(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apparel subcategories' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tops', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/tops$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();

    const productData = page.waitForResponse((response) => new URL(response.url()).pathname === TEE && response.url().includes('request=route'));
    await page.locator('main').getByRole('link', { name: /Organic Cotton Tee/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${TEE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Organic Cotton Tee' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    // The product came without what every page shares (a page without a theme would not have
    // been drawn at all), and the page still has the footer, the menu and language links that
    // name this product.
    const answer = await productData;
    expect(new URL(answer.url()).searchParams.get('shared')).toBeTruthy();
    expect(await answer.json()).not.toHaveProperty('data.theme');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tops' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shoes' })).toBeAttached();
    await expect(page.locator('[data-language-switcher]').getByRole('link', { name: '繁體中文（香港）', includeHidden: true })).toHaveAttribute('href', `/zh-HK${TEE}`);
  });

  test('a category page on a wide screen has its menu beside the grid and products on the first screen; a phone opens the menu from a button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/category/apparel');
    const menu = page.locator('main').getByRole('navigation', { name: 'Categories', exact: true });
    const firstCard = page.locator('main li').filter({ has: page.locator('[data-add-to-cart]') }).first();
    const [menuBox, cardBox] = [await menu.boundingBox(), await firstCard.boundingBox()];
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(cardBox!.x);
    expect(cardBox!.y).toBeLessThan(900);

    await page.setViewportSize({ width: 390, height: 844 });
    await waitForApp(page);
    await expect(menu).toBeHidden();
    const opener = page.locator('main').getByRole('button', { name: 'Categories' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Categories' }).getByRole('link', { name: 'Tops' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('on a phone the header is one row holding the menu, search, account, language and cart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/zh-HK/');
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await waitForApp(page);
    await header.getByRole('button', { name: '選單' }).click();
    const panel = page.getByRole('dialog', { name: '選單' });
    expect((await panel.boundingBox())!.width).toBe(390);
    await expect(panel.getByRole('navigation', { name: '主導覽' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('choosing a variant moves the URL to product/{slug}/{sku} and changes the price', async ({ page }) => {
    await page.goto(`${TEE}/VT-001-TEE-WHITE-M`);
    await waitForApp(page);
    const price = page.locator('main [data-variant] [data-price]').first();
    await expect(price).toContainText('28');

    await page.getByRole('radio', { name: 'XL', exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`${TEE_WHITE_XL}$`));
    await expect(price).toContainText('32');
  });

  test('opening a variant URL afresh preselects that variant', async ({ page }) => {
    await page.goto(TEE_WHITE_XL);
    await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Chalk White' })).toBeChecked();
    await expect(page.locator('main [data-variant] [data-price]').first()).toContainText('32');
  });

  test('switching language keeps the page and translates the interface and the content', async ({ page }) => {
    const hk = locale('zh-HK');
    await page.goto(TEE);
    await waitForApp(page);
    await page.locator('[data-language-switcher] summary').click();
    await page.getByRole('link', { name: '繁體中文（香港）' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh-HK${TEE}$`));
    await expect(page.getByRole('heading', { level: 1, name: '有機棉 T 恤' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('link', { name: text(hk.layout!, 'skipToContent') })).toBeAttached();
  });

  test('a search under /zh-HK/ finds a product by its Chinese name', async ({ page }) => {
    await page.goto('/zh-HK/search');
    await waitForApp(page);
    const box = page.locator('main').getByRole('searchbox');
    await box.fill('有機棉');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zh-HK\/search\?.*q=%E6%9C%89%E6%A9%9F%E6%A3%89/);
    await expect(page.locator('main').getByRole('link', { name: /有機棉 T 恤/ }).first()).toBeVisible();
  });

  test('an article whose body holds a script, an onerror handler and a javascript: link runs none of them', async ({ page, request }) => {
    const documentHtml = await (await request.get(`/article/${HOSTILE_ARTICLE_SLUG}`)).text();
    // The drawn markup, before any script runs.
    const html = documentHtml.slice(documentHtml.indexOf('<main'), documentHtml.indexOf('</main>'));
    expect(html).toContain('Care notes for linen.');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/onerror=/i);
    expect(html).not.toMatch(/href="javascript:/i);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/article/${HOSTILE_ARTICLE_SLUG}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Linen care, with unsafe markup' })).toBeVisible();
    await expect(page.getByText('Care notes for linen.')).toBeVisible();
    // Give the broken picture time to fail, then try the link.
    await page.waitForTimeout(500);
    const link = page.getByRole('link', { name: 'Read more' });
    if ((await link.count()) > 0) {
      expect(await link.first().getAttribute('href')).not.toMatch(/^\s*javascript:/i);
      await link.first().click({ noWaitAfter: true });
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('main [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('the same article reached by a link inside the shop runs none of them either', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await waitForApp(page);
    await markDocument(page);
    // A plain link the router knows nothing of, as merchant content draws one; the shop takes it
    // over and fetches the page data itself. It sits outside the part React draws, where no
    // redraw of the page can take away a node React does not know of before it is clicked.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'Linen care' });
      document.body.append(link);
    }, `/article/${HOSTILE_ARTICLE_SLUG}`);
    await page.getByRole('link', { name: 'Linen care' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Linen care, with unsafe markup' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByText('Care notes for linen.')).toBeVisible();
    await page.waitForTimeout(500);
    const main = page.locator('main');
    expect(await main.locator('script').count()).toBe(0);
    expect(await main.locator('[onerror]').count()).toBe(0);
    for (const href of await main.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).not.toMatch(/^\s*javascript:/i);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
