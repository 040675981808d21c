import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { staffCommand } from '../server/cli/staff-command';
import { ownShopPort } from './fixture-names';
import { addBostonAddressAtCheckout, adminToken, checkPage, codeIn, expect, expectPictureDrawn, latestMessage, locale, signUpByEmail, test, text, waitForApp } from './support';

/*
 * A merchant's own shop from nothing, as the README says: started with DEMO_CATALOG=off, it has
 * pages and payment methods but no products. The merchant imports the sample Shopify CSV with
 * the catalog command; the products are then found by search, listed in their category and
 * shown on their pages, each in English, Simplified and Traditional Chinese, and a new shopper buys one.
 */

const ownShop = `http://localhost:${ownShopPort}`;
test.use({ baseURL: ownShop });
// The second journey reads what the first imported.
test.describe.configure({ mode: 'serial' });

const en = locale('en');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('a merchant imports the sample CSV into an empty shop, and a new shopper finds and buys what it holds', async ({ page }) => {
  test.setTimeout(120_000);

  // 1. An empty shop: its search finds nothing.
  await page.goto('/search?q=oolong');
  await waitForApp(page);
  await expect(page.getByRole('main').getByRole('link', { name: /High Mountain Oolong/ })).toHaveCount(0);

  // 2. The merchant imports the sample shop from the terminal, as the docs say.
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'catalog', '--', 'import', 'docs/sample-shop/products.csv'], {
    env: { ...process.env, SHOP_URL: ownShop, ADMIN_TOKEN: adminToken },
  });
  expect(stdout).toMatch(/Imported 6 products: 6 created, 0 updated, 0 unchanged; new: 3 categories \(teaware, table-linen, tea\), 2 tags \(handmade, gift-ideas\), 8 pictures/);

  // 3. In each of the three languages the CSV fills: a search, the Tea category and the mug's page.
  const shown = [
    { prefix: '', search: 'oolong', oolong: 'High Mountain Oolong', jasmine: 'Jasmine Green Tea', tea: 'Tea', mug: 'Stoneware Mug', oat: 'Oat' },
    { prefix: '/zh', search: '乌龙', oolong: '高山乌龙茶', jasmine: '茉莉绿茶', tea: '茶叶', mug: '粗陶马克杯', oat: '燕麦色' },
    { prefix: '/zh-HK', search: '烏龍', oolong: '高山烏龍茶', jasmine: '茉莉綠茶', tea: '茶葉', mug: '粗陶馬克杯', oat: '燕麥色' },
  ];
  for (const language of shown) {
    await page.goto(`${language.prefix}/search?q=${encodeURIComponent(language.search)}`);
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(language.oolong) }).first()).toBeVisible();

    await page.goto(`${language.prefix}/category/tea`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: language.tea })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(language.oolong) }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(language.jasmine) }).first()).toBeVisible();

    await page.goto(`${language.prefix}/product/stoneware-mug`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: language.mug })).toBeVisible();
    await expect(page.getByRole('main').getByText(language.oat).first()).toBeVisible();
    // Its picture is the one imported, drawn by the shop.
    const picture = page.getByRole('main').locator('img').first();
    await expectPictureDrawn(picture);
  }

  // The draft is not on sale.
  expect((await page.request.get('/product/bamboo-tea-tray')).status()).toBe(404);

  // 4. A new shopper signs up and buys the charcoal mug.
  const email = `own-shop-${unique()}@journey.example`;
  await signUpByEmail(page, en, '', email);
  await page.getByRole('textbox', { name: text(en, 'fields.code') }).fill(codeIn(await latestMessage(page, email, 'signup-code')));
  await page.getByRole('button', { name: text(en, 'authPages.verifyPrompt.submit') }).click();
  await expect(page).toHaveURL(/\/user\/center$/);

  await page.goto('/product/stoneware-mug/MUG-CHARCOAL');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stoneware Mug' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: text(en.kit!, 'product.addToCart'), exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: text(en.cart!, 'title') });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('list', { name: text(en.cart!, 'lines') }).getByRole('listitem')).toContainText(['Stoneware Mug']);
  // Signed in, the drawer's checkout goes straight to the checkout.
  await drawer.getByRole('button', { name: text(en.cart!, 'checkout') }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/?]+$/);
  await waitForApp(page);

  await addBostonAddressAtCheckout(page);
  await page.getByRole('radio', { name: /^Standard/ }).click();
  await expect(page.getByRole('region', { name: text(en.checkout!, 'summary.heading') }).getByText('$24.00').first()).toBeVisible();

  await page.getByRole('radio', { name: /^Card/ }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: text(en.checkout!, 'summary.place') }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=V\d{8}-\d{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  // The sale took one mug from the stock the CSV gave it.
  const product = await page.request.get('/api/admin/products/stoneware-mug', { headers: { authorization: `Bearer ${adminToken}` } });
  const { data } = (await product.json()) as { data: { product: { variants: { sku: string; stock: number }[] } } };
  expect(data.product.variants.find((variant) => variant.sku === 'MUG-CHARCOAL')?.stock).toBe(11);
});

test('an editor of that shop checks the same files in the back office, which would change nothing, and downloads the catalog', async ({ page }) => {
  test.setTimeout(120_000);
  const editor = { email: 'catalog-editor@own-shop.example', password: 'the-catalog-editor-password' };
  const out: string[] = [];
  const code = await staffCommand(['add', editor.email, '--role', 'editor'], { out: (line) => out.push(line), err: (line) => out.push(line) }, {
    ...process.env,
    SHOP_URL: ownShop,
    ADMIN_TOKEN: adminToken,
    STAFF_PASSWORD: editor.password,
  });
  expect(code, out.join('\n')).toBe(0);

  await page.goto('/admin');
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password', { exact: true }).fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Catalog files', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export the catalog' })).toBeVisible();

  const pictures = await readdir('docs/sample-shop/pictures');
  await page.getByLabel('Catalog file (CSV or JSON lines)').setInputFiles('docs/sample-shop/products.csv');
  await page.getByLabel('Pictures the CSV names').setInputFiles(pictures.map((name) => `docs/sample-shop/pictures/${name}`));
  await page.getByRole('button', { name: 'Check only' }).click();
  await expect(page.getByText(/an import would create 0, update 0 and leave 6 unchanged/)).toBeVisible({ timeout: 60_000 });
  await checkPage(page, 'the catalog files page after a check, English');

  // The whole catalog, every language of it, as JSON lines.
  const download = page.getByRole('link', { name: 'Download as JSON lines (every field and language)' });
  const exported = await page.request.get((await download.getAttribute('href'))!);
  expect(exported.status()).toBe(200);
  const lines = (await exported.text()).trim().split('\n').map((line) => JSON.parse(line) as { slug: string; translations: Record<string, { name: string }> });
  expect(lines.map((line) => line.slug).sort()).toEqual(['bamboo-tea-tray', 'jasmine-green-tea', 'linen-napkins', 'oolong-tea', 'porcelain-teacup', 'stoneware-mug']);
  expect(lines.find((line) => line.slug === 'oolong-tea')?.translations['zh-HK']?.name).toBe('高山烏龍茶');
});
