import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { staffCommand } from '../server/cli/staff-command';
import { BACK_OFFICE_SHOPPER } from './fixture-names';
import { adminToken, checkPage, expect, expectPictureDrawn, latestMessage, liveConnectionAfter, test, waitForApp } from './support';

/*
 * The back office at /admin on the production build: the owner is added from the terminal, as
 * the docs say, signs in, adds an editor and a support member, reads the audit log; each
 * member meets only what their role opens, in English on a laptop and in Traditional Chinese
 * on a phone. The steps build on each other, so they run in order.
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner@back-office.example', password: 'owner-password-of-the-journey' };
const EDITOR = { email: 'editor@back-office.example', password: 'editor-first-password' };
const SUPPORT = { email: 'support@back-office.example', password: 'support-first-password' };

/** The back office against its committed picture; times move with the clock and are masked. */
async function expectPicture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    mask: [page.locator('time')],
    stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
  });
}

async function signIn(page: Page, who: { email: string; password: string }, words: { email: string; password: string; submit: string }): Promise<void> {
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: words.submit }).click();
}

const ENGLISH = { email: 'Email', password: 'Password', submit: 'Sign in' };
const CHINESE = { email: '電郵地址', password: '密碼', submit: '登入' };

/** A page of its own browser, in a language and at a width, for a member other than the journey's. */
async function memberPage(browser: Browser, baseURL: string, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 }, baseURL });
  return context.newPage();
}

test.describe('the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the owner, added from the terminal, signs in and adds an editor and a support member', async ({ page, baseURL }) => {
    const out: string[] = [];
    const code = await staffCommand(['add', OWNER.email, '--role', 'owner'], { out: (line) => out.push(line), err: (line) => out.push(line) }, {
      ...process.env,
      SHOP_URL: baseURL,
      ADMIN_TOKEN: adminToken,
      STAFF_PASSWORD: OWNER.password,
    });
    expect(code, out.join('\n')).toBe(0);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expectPicture(page, 'admin-sign-in-en-1280');
    await signIn(page, { email: OWNER.email, password: 'not-the-password' }, ENGLISH);
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await signIn(page, OWNER, ENGLISH);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Your role: Owner')).toBeVisible();
    await checkPage(page, 'signed in, English');

    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
    for (const [member, role] of [
      [EDITOR, 'Editor'],
      [SUPPORT, 'Support'],
    ] as const) {
      await page.getByLabel('Email', { exact: true }).fill(member.email);
      await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
      await page.getByLabel('First password').fill(member.password);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Add a staff member' }).getByRole('status')).toHaveText(`${member.email} can now sign in as ${role}.`);
    }
    const rows = page.getByRole('region', { name: 'Staff' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(page.getByLabel(`Role of ${EDITOR.email}`)).toHaveValue('editor');
    // The one owner cannot stop being one: the shop says so, and the role stays.
    await page.getByLabel(`Role of ${OWNER.email}`).selectOption('support');
    await expect(page.getByRole('alert')).toHaveText(`${OWNER.email} is the last owner: make another member owner first.`);
    await expect(page.getByLabel(`Role of ${OWNER.email}`)).toHaveValue('owner');
    await checkPage(page, 'staff, English');
    await expectPicture(page, 'admin-staff-en-1280');

    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.getByLabel('Change (call name)').fill('staff/add');
    await page.getByRole('button', { name: 'Show' }).click();
    const entries = page.getByRole('region', { name: 'Audit log' }).getByRole('row');
    // The header, the two members the owner added, and the owner the terminal added with the admin token.
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(1)).toContainText(OWNER.email);
    await expect(entries.nth(3)).toContainText('Admin token (a script)');
    // The newest: the support member, with what the shop read before (nothing) and after.
    await entries.nth(1).getByText('Before and after').click();
    await expect(entries.nth(1).getByRole('figure').first()).toContainText('Nothing');
    await expect(entries.nth(1).locator('pre')).toContainText(`"email": "${SUPPORT.email}"`);
    await expect(entries.nth(1).locator('pre')).toContainText(`"role": "support"`);
    await checkPage(page, 'audit log, English');

    // The newsletter's subscribers, and the file a mailing service imports, downloaded with the member's own session.
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeFocused();
    const counted = Number(/^(\d+) confirmed subscribers?$/.exec((await page.getByText(/confirmed subscribers?$/).textContent()) ?? '')?.[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the subscribers (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.trimEnd().split('\r\n')).toHaveLength(counted + 1);
    await checkPage(page, 'newsletter, English');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  });

  test('support sees only its own areas, and the editor changes the first password by keyboard alone', async ({ page, browser, baseURL }) => {
    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    await expect(page.getByText('Orders, returns, reviews, comments and inquiries.')).toBeVisible();
    const areas = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
    await expect(areas).toHaveText(['Home', 'Orders', 'Returns', 'Reviews', 'Comments', 'Inquiries', 'Customers', 'View the shop']);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    await expect(page.getByText('This part of the back office is for the Owner role.')).toBeVisible();
    await checkPage(page, 'refused, English');

    const editor = await memberPage(browser, baseURL!, 'en-US', 1280);
    await editor.goto('/admin');
    await signIn(editor, EDITOR, ENGLISH);
    await expect(editor.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await editor.getByLabel('Current password').focus();
    await editor.keyboard.type(EDITOR.password);
    await editor.keyboard.press('Tab');
    await editor.keyboard.type('the-editor-own-password');
    await editor.keyboard.press('Enter');
    await expect(editor.getByRole('region', { name: 'Change your password' }).getByRole('status')).toHaveText('Password changed. 0 other sessions were signed out.');
    await editor.getByRole('button', { name: 'Sign out' }).click();
    await signIn(editor, EDITOR, ENGLISH);
    await expect(editor.getByRole('alert')).toHaveText('Wrong email or password.');
    await signIn(editor, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await expect(editor.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await editor.context().close();
  });
});

test.describe('orders in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('support ships a paid order, and the shopper’s open order page shows the parcel at once', async ({ page, browser, baseURL }) => {
    // The shopper's own page of the order, open, its live connection up.
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    expect((await shopper.request.post('/api/web/auth/signin', { data: BACK_OFFICE_SHOPPER, headers: { origin: baseURL! } })).status()).toBe(200);
    const info = await shopper.request.post('/api/web/user/info', { data: {}, headers: { origin: baseURL! } });
    const { id } = ((await info.json()) as { data: { id: string } }).data;
    const listed = await shopper.request.get(`/api/admin/orders?userId=${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
    const [order] = ((await listed.json()) as { data: { orders: { orderNo: string; payStatus: string }[] } }).data.orders;
    expect(order?.payStatus, 'the journey shopper has a paid order (e2e/prepare-data.ts)').toBe('paid');
    await liveConnectionAfter(shopper, async () => {
      await shopper.goto(`/user/order/${order!.orderNo}`);
      await waitForApp(shopper);
    });
    await expect(shopper.locator('[data-shipments]').getByText('SF2026112700077')).toHaveCount(0);

    // Support finds it among the paid orders in progress, and ships it.
    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    // The first page says how much is waiting, each count a link to its queue.
    await expect(page.getByRole('region', { name: 'Waiting for you' }).getByRole('link', { name: /^\d+ orders? to ship$/ })).toHaveAttribute(
      'href',
      '/admin/orders?status=in-progress&payStatus=paid',
    );
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
    await page.getByLabel('Status').selectOption({ label: 'In progress' });
    await page.getByLabel('Payment').selectOption({ label: 'Paid' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=in-progress&payStatus=paid$/);
    const rows = page.getByRole('region', { name: 'Orders' }).getByRole('row');
    await expect(rows.filter({ hasText: order!.orderNo })).toContainText(['In progress']);
    for (const row of await rows.all()) if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('Paid');
    await checkPage(page, 'orders, English');
    await page.getByRole('link', { name: order!.orderNo }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order!.orderNo}` })).toBeVisible();

    // A note for the team, never shown to the shopper.
    const note = page.getByRole('region', { name: 'Note for the team' });
    await note.getByLabel('Note (never shown to the shopper)').fill('Gift: no invoice in the parcel.');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note.getByRole('status')).toHaveText('Note saved.');
    await expect(note).toContainText(`Saved by ${SUPPORT.email}`);

    // The packing slip: the browser's print of the order's lines and address, without prices or the note.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print packing slip' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByRole('heading', { name: 'Packing slip' });
    await expect(slip).toBeVisible();
    await expect(page.getByRole('article').filter({ has: slip })).toContainText(order!.orderNo);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(page.getByText('Gift: no invoice in the parcel.')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(slip).toBeHidden();

    // Only what the state table allows from paid and not shipped: shipping; not delivery, not a cancellation.
    const actions = page.getByRole('region', { name: 'What can be done now' });
    await expect(actions.getByRole('button')).toHaveText(['Mark as shipped']);
    await checkPage(page, 'a paid order, English');
    await actions.getByLabel('Carrier').fill('SF Express');
    await actions.getByLabel('Tracking number').fill('SF2026112700077');
    await actions.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(actions.getByRole('status')).toHaveText('Done: Mark as shipped.');
    await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('SF2026112700077');
    // Shipped, it may be shipped again (another parcel) or delivered.
    await expect(actions.getByRole('button')).toHaveText(['Mark as shipped', 'Mark as delivered']);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText('Shipped by the shop');

    // The shopper's page shows the parcel without a reload.
    await expect(shopper.locator('[data-shipments]').getByText('SF2026112700077')).toBeVisible();
    await expect(shopper.getByText('Shipped with SF Express, number SF2026112700077')).toBeVisible();
    await shopper.context().close();
  });
});

test.describe('the catalog in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  /** Two products of this journey alone, written as they start whatever an earlier run left (stock is counted, not written, so it is set by the journey itself). */
  const MUG = { slug: 'journey-bulk-mug', name: 'Journey Bulk Mug', sku: 'JOURNEY-BULK-MUG', priceCents: 2000 };
  const BOWL = { slug: 'journey-bulk-bowl', name: 'Journey Bulk Bowl', sku: 'JOURNEY-BULK-BOWL', priceCents: 3000 };

  test('an editor lowers two prices and counts their stock in one change, previewed first, and the shop shows the new figures', async ({ page, browser, baseURL }) => {
    const headers = { authorization: `Bearer ${adminToken}` };
    for (const product of [MUG, BOWL]) {
      const body = { category: 'kitchen', status: 'active', translations: { en: { name: product.name } }, variants: [{ sku: product.sku, priceCents: product.priceCents, stock: 0 }] };
      expect((await page.request.put(`/api/admin/products/${product.slug}`, { headers, data: body })).ok()).toBe(true);
      expect((await page.request.put('/api/admin/stock', { headers, data: { sku: product.sku, stock: 0 } })).ok()).toBe(true);
    }
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    const figures = async (slug: string) => {
      await shopper.goto(`/product/${slug}`);
      await waitForApp(shopper);
      // The product's own price comes first; what the page suggests beside it follows.
      const price = /\$[\d.,]+/.exec((await shopper.locator('[data-price]').first().textContent()) ?? '')?.[0];
      return { price, stock: await shopper.locator('[data-stock]').getAttribute('data-stock') };
    };
    expect(await figures(BOWL.slug)).toEqual({ price: '$30.00', stock: '0' });

    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
    await page.getByLabel('Name or slug').fill('journey-bulk');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/admin\/products\?q=journey-bulk$/);
    const rows = page.getByRole('region', { name: 'Products' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Journey Bulk Bowljourney-bulk-bowl');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['', 'On sale', 'kitchen', '$30.00', '0 units']);
    await checkPage(page, 'products, English');

    await page.getByLabel('Choose every product on this page').check();
    const bulk = page.getByRole('region', { name: 'Change the chosen products' });
    await expect(bulk).toContainText('2 products chosen.');
    await bulk.getByLabel('How').selectOption({ label: 'Up or down by a percent' });
    await bulk.getByLabel('Percent').fill('-10');
    await bulk.getByRole('button', { name: 'Preview the change' }).click();
    const preview = bulk.getByRole('region', { name: 'What the change does' });
    await expect(preview.getByRole('row').filter({ hasText: BOWL.sku })).toContainText('$30.00 becomes $27.00');
    await expect(preview.getByRole('row').filter({ hasText: MUG.sku })).toContainText('$20.00 becomes $18.00');
    await checkPage(page, 'a bulk price change previewed, English');
    await expectPicture(page, 'admin-products-bulk-en-1280');
    // The preview changed nothing on the shop.
    expect(await figures(BOWL.slug)).toEqual({ price: '$30.00', stock: '0' });
    await bulk.getByRole('button', { name: 'Change 2 products' }).click();
    await expect(bulk.getByRole('status')).toHaveText('Changed 2 products: the shop shows them now.');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['', 'On sale', 'kitchen', '$27.00', '0 units']);

    // Then the stock, counted: a number that is not whole is refused at its field before anything is asked.
    await page.getByLabel('Choose every product on this page').check();
    await bulk.getByLabel('Change', { exact: true }).selectOption({ label: 'Units of every variant' });
    await bulk.getByLabel('How').selectOption({ label: 'Set to the units counted' });
    await bulk.getByLabel('Units').fill('2.5');
    await bulk.getByRole('button', { name: 'Preview the change' }).click();
    await expect(bulk.getByLabel('Units')).toHaveAccessibleDescription(/Units are whole numbers\./);
    await bulk.getByLabel('Units').fill('12');
    await bulk.getByRole('button', { name: 'Preview the change' }).click();
    await expect(preview.getByRole('row').filter({ hasText: BOWL.sku })).toContainText('0 becomes 12');
    await bulk.getByRole('button', { name: 'Change 2 products' }).click();
    await expect(bulk.getByRole('status')).toHaveText('Changed 2 products: the shop shows them now.');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['', 'On sale', 'kitchen', '$27.00', '12 units']);

    expect(await figures(BOWL.slug)).toEqual({ price: '$27.00', stock: '12' });
    expect(await figures(MUG.slug)).toEqual({ price: '$18.00', stock: '12' });
    await shopper.context().close();
  });
});

test.describe('a product and a category made in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const SCARF = { slug: 'journey-linen-scarf', sku: 'JOURNEY-SCARF-SAND', en: 'Journey Linen Scarf', zh: '旅程亞麻圍巾' };

  /** A picture as a camera would give it: 800 × 1000 PNG of two colours. */
  async function pictureFile(stripe = '#2f5240'): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
    const { default: sharp } = await import('sharp');
    const stripes = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#d8c8a8"/><rect y="400" width="800" height="200" fill="${stripe}"/></svg>`;
    return { name: 'scarf.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(stripes)).png().toBuffer() };
  }

  test('an editor makes a product in two languages with a picture, and an open product page follows its new price', async ({ page, browser, baseURL }) => {
    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    await page.getByLabel('Slug', { exact: true }).fill(SCARF.slug);
    await page.getByLabel('Category', { exact: true }).selectOption('stationery');
    await page.getByRole('radio', { name: 'On sale' }).check();
    await page.getByLabel('Name (English)', { exact: true }).fill(SCARF.en);
    await page.getByLabel('Description (English)', { exact: true }).fill('<p>Washed linen, <strong>soft</strong> from the first day.</p><script>alert(1)</script>');
    await page.getByRole('tab', { name: '繁體中文' }).click();
    await page.getByLabel('Name (繁體中文)', { exact: true }).fill(SCARF.zh);
    await page.getByLabel('SKU of variant 1', { exact: true }).fill(SCARF.sku);
    await page.getByLabel('Price of variant 1', { exact: true }).fill('24.50');
    await page.getByLabel('Units on hand of variant 1', { exact: true }).fill('7');
    await checkPage(page, 'a new product, English');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${SCARF.slug}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toBeVisible();

    await page.getByLabel('Picture files', { exact: true }).setInputFiles(await pictureFile());
    await expect(page.getByText('added as picture 1')).toBeVisible();
    // A second picture, dragged by its handle to the top of the first: it is shown first, and keeps its number.
    await page.getByLabel('Picture files', { exact: true }).setInputFiles(await pictureFile('#7a3b2e'));
    await expect(page.getByText('added as picture 2')).toBeVisible();
    const pictures = page.locator('.picture-list > li');
    await page.locator('[title="Drag picture 2 by this handle to put it elsewhere"]').dragTo(pictures.first(), { targetPosition: { x: 60, y: 6 } });
    await expect(page.getByText('Picture 2 is now in place 1 of 2.')).toBeVisible();
    await expect(pictures.first().getByRole('heading', { level: 3 })).toHaveText('Picture 2');
    await checkPage(page, 'a product with its pictures in order, English');

    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    // Its card shows the picture now first: the second one uploaded, at its own number's address.
    await shopper.goto('/category/stationery?sort=newest');
    await expect(shopper.locator(`article[data-product="${SCARF.slug}"] img`).first()).toHaveAttribute('src', new RegExp(`/images/p/${SCARF.slug}/2-`));
    await shopper.goto(`/product/${SCARF.slug}`);
    await waitForApp(shopper);
    await expect(shopper.getByRole('heading', { level: 1, name: SCARF.en })).toBeVisible();
    await expect(shopper.locator('[data-price]').first()).toContainText('$24.50');
    await expect(shopper.getByText('soft from the first day')).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Product images' }).getByRole('img').first()).toBeVisible();
    const chinese = await memberPage(browser, baseURL!, 'zh-HK', 390);
    await chinese.goto(`/zh-HK/product/${SCARF.slug}`);
    await expect(chinese.getByRole('heading', { level: 1, name: SCARF.zh })).toBeVisible();
    await chinese.context().close();

    // The shopper keeps the page open while the editor lowers the price: it changes there without a reload.
    await page.getByLabel('Price of variant 1', { exact: true }).fill('19.00');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: shoppers see the product as it is now.');
    await expect(shopper.locator('[data-price]').first()).toContainText('$19.00');
    await shopper.context().close();

    // A second editor's tab saves first: this one is told, keeps its words, and loads theirs only when asked.
    const other = await page.context().newPage();
    await other.goto(`/admin/products/${SCARF.slug}`);
    await other.getByLabel('Name (English)', { exact: true }).fill(`${SCARF.en}, sand`);
    await other.getByRole('button', { name: 'Save product' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.getByLabel('Name (English)', { exact: true }).fill(`${SCARF.en}, stone`);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Someone else saved this product since you opened it.')).toBeVisible();
    await expect(page.getByLabel('Name (English)', { exact: true })).toHaveValue(`${SCARF.en}, stone`);
    await page.getByRole('button', { name: 'Load their version (drops your changes)' }).click();
    await expect(page.getByLabel('Name (English)', { exact: true })).toHaveValue(`${SCARF.en}, sand`);
    await other.close();
  });

  test('an editor files a new category, moves it by keyboard, and removes it after saying where its products go', async ({ page, browser, baseURL }) => {
    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    await page.getByRole('button', { name: 'Make a new category' }).click();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByLabel('Slug', { exact: true }).fill('journey-desk');
    await form.getByLabel('Inside').selectOption({ label: 'Home' });
    await form.getByRole('group', { name: /English/ }).getByLabel('Name', { exact: true }).fill('Journey Desk');
    await form.getByRole('group', { name: /繁體中文/ }).getByLabel('Name', { exact: true }).fill('旅程書枱');
    await form.getByRole('button', { name: 'Create the category' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Journey Desk created.' })).toBeVisible();
    await checkPage(page, 'categories, English');

    // Last inside Home, after Kitchen & Dining and Living: one step up by keyboard puts it before Living.
    const up = page.getByRole('button', { name: 'Move Journey Desk up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Journey Desk moved.' })).toBeVisible();
    await expect(up).toBeFocused();
    const underHome = page.getByRole('listitem').filter({ has: page.getByText('Kitchen & Dining', { exact: true }) }).last().locator('xpath=..');
    await expect(underHome.locator(':scope > li')).toHaveText([/Kitchen & Dining/, /Journey Desk/, /Living/]);

    await page.getByLabel('Move Journey Desk into…').selectOption({ label: 'Stationery' });
    await page.getByRole('button', { name: 'Move Journey Desk', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Journey Desk moved.' })).toBeVisible();

    const shopper = await memberPage(browser, baseURL!, 'zh-HK', 390);
    await shopper.goto('/zh-HK/category/journey-desk');
    await expect(shopper.getByRole('heading', { level: 1, name: '旅程書枱' })).toBeVisible();
    await expect(shopper.getByRole('navigation', { name: /./ }).getByRole('link', { name: '文具' }).first()).toBeVisible();

    // A product filed in it: removing the category asks where it goes.
    const headers = { authorization: `Bearer ${adminToken}` };
    const lamp = { category: 'journey-desk', status: 'active', translations: { en: { name: 'Journey Desk Lamp' } }, variants: [{ sku: 'JOURNEY-DESK-LAMP', priceCents: 4200, stock: 3 }] };
    expect((await page.request.put('/api/admin/products/journey-desk-lamp', { headers, data: lamp })).ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Edit Journey Desk' }).click();
    await page.getByRole('button', { name: 'Delete Journey Desk' }).click();
    await page.getByRole('button', { name: 'Yes: Delete Journey Desk' }).click();
    const where = page.getByLabel('Where the products and sub-categories of Journey Desk go');
    await expect(where).toBeFocused();
    await where.selectOption({ label: 'Stationery' });
    await page.getByRole('button', { name: 'Move them and delete Journey Desk' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('Journey Desk deleted: 1 product and 0 sub-categories moved to Stationery.');
    await shopper.goto('/zh-HK/product/journey-desk-lamp');
    await expect(shopper.getByRole('navigation', { name: /./ }).getByRole('link', { name: '文具' }).first()).toBeVisible();
    await shopper.context().close();
  });
});

test.describe('composed pages in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('an editor builds a new page from a block, publishes it, changes it, and rolls back to the first version', async ({ page, browser, baseURL }) => {
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    const shopShows = async (text: string) => {
      await shopper.goto('/page/journey-summer');
      await waitForApp(shopper);
      await expect(shopper.getByText(text)).toBeVisible();
    };

    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeFocused();
    const choose = page.getByRole('form', { name: 'Choose a page' });
    await choose.getByLabel('Page', { exact: true }).selectOption({ label: 'A new page…' });
    await choose.getByLabel('Address of the new page').fill('journey-summer');
    await choose.getByLabel('Language of the page').selectOption({ label: 'English' });
    await choose.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'page/journey-summer · English' })).toBeVisible();

    const add = page.getByRole('form', { name: 'Add a block' });
    await add.getByLabel('Block type').selectOption('rich-text');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Edit Rich text 1' })).toBeFocused();
    await page.getByLabel('Content').fill('<p>Summer opening hours: ten to six.</p>');
    await checkPage(page, 'the composer, English');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toContainText('Shoppers still see the published page.');
    expect((await shopper.goto('/page/journey-summer'))?.status()).toBe(404);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published: / })).toHaveText('Published: shoppers see it now.');
    await shopShows('Summer opening hours: ten to six.');

    await page.getByLabel('Content').fill('<p>Summer opening hours: noon to eight.</p>');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published: / })).toHaveText('Published: shoppers see it now.');
    await shopShows('Summer opening hours: noon to eight.');

    const revisions = page.getByRole('region', { name: 'Revisions' });
    await revisions.getByRole('button', { name: 'Roll back to revision 1' }).click();
    await revisions.getByRole('button', { name: 'Yes: Roll back to revision 1' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rolled back' })).toHaveText('Rolled back: revision 1 is published again, as revision 3.');
    await shopShows('Summer opening hours: ten to six.');
    await shopper.context().close();
  });
  test('an editor composes a hero, a product list and rich text, one block by keyboard alone, previewed on a phone in Traditional Chinese; support may not compose', async ({ page, browser, baseURL }) => {
    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    const choose = page.getByRole('form', { name: 'Choose a page' });
    await choose.getByLabel('Page', { exact: true }).selectOption({ label: 'A new page…' });
    await choose.getByLabel('Address of the new page').fill('journey-spring');
    await choose.getByLabel('Language of the page').selectOption({ label: '繁體中文' });
    await choose.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'page/journey-spring · 繁體中文' })).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a block' });
    const block = (name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

    // The hero by keyboard alone: its type picked by typing in the list, Add pressed with Enter, its heading reached with Tab.
    await add.getByLabel('Block type').focus();
    await page.keyboard.type('hero');
    await expect(add.getByLabel('Block type')).toHaveValue('hero-banner');
    await page.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Add' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Edit Hero banner 1' })).toBeFocused();
    const heroHeading = block('Hero banner 1').getByLabel('Heading', { exact: true });
    for (let presses = 0; presses < 15 && !(await heroHeading.evaluate((field) => field === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(heroHeading).toBeFocused();
    await page.keyboard.type('春日新品');

    await add.getByLabel('Block type').selectOption('product-list');
    await add.getByRole('button', { name: 'Add' }).click();
    const list = block('Product list 2');
    await list.getByRole('button', { name: 'Add source' }).click();
    const source = list.getByRole('group', { name: 'Source' });
    await source.getByLabel('Kind').selectOption({ label: 'Category' });
    await source.getByLabel('Slug').fill('kitchen');
    await expect(source.getByText('Kitchen & Dining')).toBeVisible();

    await add.getByLabel('Block type').selectOption('rich-text');
    await add.getByRole('button', { name: 'Add' }).click();
    await block('Rich text 3').getByLabel('Content').fill('<p>亞麻與陶器，春天見。</p>');

    // The preview: the shop's own page at a phone's width, in the draft's language, following each edit.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('radio', { name: 'Phone (390 px)' }).check();
    await expect(preview.getByLabel('Language')).toHaveValue('zh-HK');
    const frame = page.frameLocator('iframe[title^="Preview of the draft of page/journey-spring"]');
    await expect(frame.getByRole('heading', { name: '春日新品' })).toBeVisible();
    await expect(frame.getByText('亞麻與陶器，春天見。')).toBeVisible();
    expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);
    await block('Rich text 3').getByLabel('Content').fill('<p>亞麻與陶器，四月見。</p>');
    await expect(frame.getByText('亞麻與陶器，四月見。')).toBeVisible();
    // The product list's products come from the server, for the page as typed: no save, no reload.
    await expect(frame.getByRole('link', { name: /茶壺|馬克杯|碗/ }).first()).toBeVisible();
    // The block chosen in the tree is marked in the preview, by the tree's name for it.
    await page.getByRole('button', { name: 'Edit Product list 2' }).click();
    await expect(frame.locator('[data-preview-mark]')).toHaveText('Product list 2');
    await checkPage(page, 'the composer with its phone preview, English');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published: / })).toHaveText('Published: shoppers see it now.');
    const shopper = await memberPage(browser, baseURL!, 'zh-HK', 390);
    await shopper.goto('/zh-HK/page/journey-spring');
    await waitForApp(shopper);
    await expect(shopper.getByRole('heading', { name: '春日新品' })).toBeVisible();
    await expect(shopper.getByText('亞麻與陶器，四月見。')).toBeVisible();
    await expect(shopper.getByRole('link', { name: /茶壺|馬克杯|碗/ }).first()).toBeVisible();
    await shopper.context().close();

    // Support keeps the shop running but does not compose it: neither the composer nor a draft's preview opens for them.
    const support = await memberPage(browser, baseURL!, 'en-US', 1280);
    await support.goto('/admin');
    await signIn(support, SUPPORT, ENGLISH);
    await expect(support.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Pages', exact: true })).toHaveCount(0);
    await support.goto('/admin/pages');
    await expect(support.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    const refused = await support.request.get('/admin/preview?key=page/journey-spring&locale=zh-HK&path=/zh-HK/page/journey-spring');
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain('四月見');
    await support.context().close();
  });
});

test.describe('the composer\'s block tree', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('an editor drags a block into another, and moves it out again by keyboard', async ({ page }) => {
    await page.goto('/admin');
    await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    const choose = page.getByRole('form', { name: 'Choose a page' });
    await choose.getByLabel('Page', { exact: true }).selectOption({ label: 'A new page…' });
    await choose.getByLabel('Address of the new page').fill('journey-nesting');
    await choose.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^page\/journey-nesting · / })).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a block' });
    await add.getByLabel('Block type').selectOption('hero-banner');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByLabel('Block type').selectOption('rich-text');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Edit Rich text 2' })).toBeVisible();

    // Dragged by its handle onto the middle of the hero's row: inside it, as its first child.
    const heroRow = page.getByRole('button', { name: 'Edit Hero banner 1' }).locator('xpath=ancestor::div[2]');
    await page.locator('[title="Drag to move Rich text 2"]').dragTo(heroRow);
    const inside = page.getByRole('list', { name: 'Inside Hero banner 1' });
    await expect(inside.getByRole('button', { name: 'Edit Rich text 2' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'moved into' })).toHaveText('Rich text 2 moved into Hero banner 1, position 1');
    await checkPage(page, 'the composer with a nested block, English');

    // Out again by keyboard alone: the focus stays with the block, and the move is said.
    await page.getByRole('button', { name: 'Move Rich text 2 out of Hero banner 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'top level' })).toHaveText('Rich text 2 moved to the top level, position 2');
    await expect(page.getByRole('list', { name: 'Inside Hero banner 1' })).toHaveCount(0);
    await expect(page.locator(':focus')).toContainText('Rich text 2');
  });
});

test.describe('the theme in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('an editor drafts a new primary colour, sees it in the preview only, and publishes it for shoppers', async ({ page, browser, baseURL }) => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const { data: published } = (await (await page.request.get('/api/admin/theme', { headers })).json()) as { data: { config: object } };
    const primaryOn = async (target: Page) => {
      await target.goto('/');
      await waitForApp(target);
      return target.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    };
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    const before = await primaryOn(shopper);
    expect(before).not.toBe('#8a2be2');
    try {
      await page.goto('/admin');
      await signIn(page, { email: EDITOR.email, password: 'the-editor-own-password' }, ENGLISH);
      await page.getByRole('link', { name: 'Theme', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
      await page.getByLabel('Primary: buttons and links', { exact: true }).fill('#8a2be2');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText(/^Draft saved by editor@back-office\.example/)).toBeVisible();

      // The preview draws the shop with the draft; shoppers still see the published theme.
      const frame = page.frameLocator('iframe[title="Preview of the shop with your theme, not seen by shoppers"]');
      await expect
        .poll(() => frame.locator('html').evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
        .toBe('#8a2be2');
      expect(await primaryOn(shopper)).toBe(before);
      await checkPage(page, 'the theme with its draft and preview, English');

      await page.getByRole('button', { name: 'Publish the theme' }).click();
      await expect(page.getByText('Published: shoppers see the new look now.')).toBeVisible();
      expect(await primaryOn(shopper)).toBe('#8a2be2');
    } finally {
      // The journeys after this one compare pictures of the shop as it was.
      expect((await page.request.put('/api/admin/theme', { headers, data: published.config })).status()).toBe(200);
      await page.request.delete('/api/admin/theme/draft', { headers });
      await shopper.context().close();
    }
  });
});

test.describe('returns in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('support refuses a return with a reason, and the shopper reads it on the return’s page', async ({ page, browser, baseURL }) => {
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    expect((await shopper.request.post('/api/web/auth/signin', { data: BACK_OFFICE_SHOPPER, headers: { origin: baseURL! } })).status()).toBe(200);
    const listed = await page.request.get('/api/admin/returns?status=pending-approval&limit=100', { headers: { authorization: `Bearer ${adminToken}` } });
    const open = ((await listed.json()) as { data: { returns: { returnNo: string; auditStatus: string }[] } }).data.returns;
    const mine = await shopper.request.get('/user/return?request=route');
    const returnNo = /R\d{8}-\d{6}/.exec(await mine.text())?.[0];
    expect(open.map((row) => row.returnNo), 'the journey shopper has a return waiting (e2e/prepare-data.ts)').toContain(returnNo);

    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    await page.getByRole('link', { name: 'Returns', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeFocused();
    await checkPage(page, 'returns, English');
    await page.getByRole('link', { name: returnNo! }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${returnNo}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What the shopper wrote' })).toContainText('It does not fit.');
    // The shopper's picture, read through the admin API with support's own session.
    const picture = page.getByRole('region', { name: 'Their pictures' }).getByRole('img', { name: 'Picture 1 from the shopper' });
    await expectPictureDrawn(picture);
    const actions = page.getByRole('region', { name: 'What can be done now' });
    // Waiting for approval, the state table allows approving or refusing it, nothing else.
    await expect(actions.getByRole('button')).toHaveText(['Approve', 'Refuse']);
    // Approving shows the address the shopper would be given, the shop's own, to confirm or change first.
    const { data: settings } = (await (await page.request.get('/api/admin/commerce-settings', { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
      data: { returnAddress: { consignee: string; detailedAddress: string } };
    };
    await actions.getByRole('button', { name: 'Approve' }).click();
    const approval = page.getByRole('region', { name: 'Approve with this return address' });
    await expect(approval.getByRole('heading', { name: 'Approve with this return address' })).toBeFocused();
    await expect(approval.getByLabel('Send to (person or team)')).toHaveValue(settings.returnAddress.consignee);
    await expect(approval.getByLabel('Address', { exact: true })).toHaveValue(settings.returnAddress.detailedAddress);
    await checkPage(page, 'a return being approved, English');
    await page.keyboard.press('Escape');
    await expect(approval).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Approve' })).toBeFocused();
    await actions.getByRole('button', { name: 'Refuse' }).click();
    await actions.getByLabel('Why (the shopper reads this)').fill('Worn items cannot be returned.');
    await checkPage(page, 'a return being refused, English');
    await actions.getByRole('button', { name: 'Refuse with this reason' }).click();
    await expect(actions.getByRole('status')).toHaveText('Done: Refuse.');
    await expect(page.getByText('Refused: Worn items cannot be returned.')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveCount(0);

    await shopper.goto(`/user/return/${returnNo}`);
    await waitForApp(shopper);
    await expect(shopper.getByText('Worn items cannot be returned.')).toBeVisible();
    await shopper.context().close();
  });
});

test.describe('moderation in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  type Waiting = { id: string; body: string; productSlug: string; productName: string };

  test('support accepts a waiting review, the product page counts it, and rejects another with a reason', async ({ page, browser, baseURL }) => {
    const queue = await page.request.get('/api/admin/reviews?status=pending&limit=100', { headers: { authorization: `Bearer ${adminToken}` } });
    const waiting = ((await queue.json()) as { data: { reviews: Waiting[] } }).data.reviews;
    // Two that no other waiting review shares both product and words with, so each card is found by what it shows.
    const told = (review: Waiting) => `${review.productName} ${review.body.slice(0, 40)}`;
    const [accepted, rejected] = waiting.slice(0, 20).filter((review) => waiting.filter((other) => told(other) === told(review)).length === 1);
    expect(rejected, 'the demo shop has two reviews waiting, each with words of its own').toBeDefined();

    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    const basedOn = async () => {
      await shopper.goto(`/product/${accepted!.productSlug}`);
      await waitForApp(shopper);
      const text = await shopper.getByRole('region', { name: 'Customer reviews' }).getByText(/^Based on \d+ reviews?$/).textContent();
      return Number(/\d+/.exec(text ?? '')?.[0]);
    };
    const before = await basedOn();

    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeFocused();
    const card = (review: Waiting) =>
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: review.productName, exact: true }) })
        .filter({ hasText: review.body.slice(0, 40) });
    await expect(card(accepted!)).toContainText('Waiting');
    await checkPage(page, 'reviews, English');
    await card(accepted!).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Accepted' })).toHaveText('Accepted: it shows on the product page.');
    await expect(card(accepted!)).toHaveCount(0);
    expect(await basedOn()).toBe(before + 1);

    await card(rejected!).getByRole('button', { name: 'Reject' }).click();
    await card(rejected!).getByLabel('Why (the author reads this)').fill('It names another shop’s product.');
    await checkPage(page, 'a review being rejected, English');
    await card(rejected!).getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rejected' })).toHaveText('Rejected: the author is told why.');
    await page.getByLabel('Status').selectOption({ label: 'Rejected' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(card(rejected!)).toContainText('Rejected: It names another shop’s product.');
    await shopper.context().close();
  });

  test('support publishes a waiting comment, and it leaves the queue as published', async ({ page }) => {
    const queue = await page.request.get('/api/admin/comments?filter=pending&limit=100', { headers: { authorization: `Bearer ${adminToken}` } });
    const waiting = ((await queue.json()) as { data: { comments: { id: string; text: string; deleted: boolean }[] } }).data.comments;
    const words = (comment: { text: string }) => comment.text.slice(0, 40);
    const comment = waiting.find((candidate) => !candidate.deleted && waiting.filter((other) => words(other) === words(candidate)).length === 1);
    expect(comment, 'the demo shop has a comment waiting').toBeDefined();

    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    await page.getByRole('link', { name: 'Comments', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeFocused();
    const card = page.getByRole('article').filter({ hasText: words(comment!) });
    // Waiting, it may be published, rejected or taken down.
    await expect(card.getByRole('button')).toHaveText(['Publish', 'Reject', 'Take it down']);
    await checkPage(page, 'comments, English');
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Published: / })).toHaveText('Published: it shows under its article.');
    await expect(card).toHaveCount(0);
    await page.getByLabel('Which').selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(card).toContainText('Published');
    await expect(card.getByRole('button')).toHaveText(['Take it down']);
  });
});

test.describe('inquiries in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('a shopper’s feedback reaches support’s open home page live, and support answers it from the queue', async ({ page, browser, baseURL }) => {
    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    await expect(waiting.getByRole('link').first()).toBeVisible();
    // With nothing to answer the line is not there at all.
    const inquiriesLink = waiting.getByRole('link', { name: /inquir(y|ies) to answer$/ });
    const before = (await inquiriesLink.count()) === 0 ? 0 : Number(/^(\d+)/.exec((await inquiriesLink.textContent()) ?? '')?.[1]);

    // A signed-in shopper sends feedback while support's home page is open.
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    expect((await shopper.request.post('/api/web/auth/signin', { data: BACK_OFFICE_SHOPPER, headers: { origin: baseURL! } })).status()).toBe(200);
    await shopper.goto('/inquiry/feedback');
    await waitForApp(shopper);
    const form = shopper.getByRole('form', { name: 'Send us feedback' });
    await form.getByLabel(/^Message/).fill('Could the back office see this at once?');
    await form.getByRole('textbox', { name: 'Email or mobile number' }).fill(BACK_OFFICE_SHOPPER.account);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(shopper).toHaveURL(/\/inquiry\/thankyou\?no=Q\d{8}-\d{6}$/);
    const inquiryNo = new URL(shopper.url()).searchParams.get('no')!;
    await shopper.context().close();

    // Without a reload, the count goes up and the page says it was updated.
    await expect(waiting.getByRole('link', { name: `${before + 1} ${before + 1 === 1 ? 'inquiry' : 'inquiries'} to answer` })).toBeVisible();
    await expect(waiting.getByRole('status')).toHaveText('Updated just now');

    await inquiriesLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeFocused();
    await checkPage(page, 'inquiries, English');
    await page.getByRole('link', { name: inquiryNo, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Inquiry ${inquiryNo}` })).toBeVisible();
    await expect(page.getByText('Could the back office see this at once?')).toBeVisible();

    // Spaces alone are no answer: said at the field, and nothing is sent.
    await page.getByLabel('Your answer').fill('   ');
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByLabel('Your answer')).toHaveAccessibleDescription(/Write the answer first\./);
    await page.getByLabel('Your answer').fill('Yes: it showed on our first page the moment you sent it.');
    await checkPage(page, 'an inquiry being answered, English');
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByRole('status')).toHaveText(`Sent: the answer was emailed to ${BACK_OFFICE_SHOPPER.account}.`);
    await expect(page.getByRole('button', { name: 'Send the answer' })).toHaveCount(0);

    const mailed = await latestMessage(page, BACK_OFFICE_SHOPPER.account, 'inquiry-answered');
    expect(mailed.subject).toContain(inquiryNo);
    expect(mailed.body).toContain('Yes: it showed on our first page the moment you sent it.');
  });
});

test.describe('customers in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('support finds a shopper by email and ends every session of theirs, which signs them out', async ({ page, browser, baseURL }) => {
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    expect((await shopper.request.post('/api/web/auth/signin', { data: BACK_OFFICE_SHOPPER, headers: { origin: baseURL! } })).status()).toBe(200);
    const signedIn = async () => (await shopper.request.post('/api/web/user/info', { data: {}, headers: { origin: baseURL! } })).status() === 200;
    expect(await signedIn()).toBe(true);

    await page.goto('/admin');
    await signIn(page, SUPPORT, ENGLISH);
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
    await page.getByRole('searchbox', { name: 'Email address, or its start' }).fill(BACK_OFFICE_SHOPPER.account.slice(0, 12));
    await page.getByRole('button', { name: 'Show' }).click();
    await checkPage(page, 'customers, English');
    await page.getByRole('link', { name: BACK_OFFICE_SHOPPER.account, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Customer ${BACK_OFFICE_SHOPPER.account}` })).toBeVisible();
    // No secret of theirs reaches the page: no password hash, no session token.
    expect(await page.content()).not.toMatch(/scrypt|\$[0-9a-z]+\$|vitrine_session/i);
    await checkPage(page, 'a customer, English');

    await page.getByRole('button', { name: 'End every session' }).click();
    await page.getByRole('button', { name: 'Yes: End every session' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ended' })).toHaveText(/^\d+ sessions? ended: they are signed out everywhere\.$/);
    await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
    expect(await signedIn()).toBe(false);
    await shopper.context().close();
  });
});

test.describe('coupons in the back office', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the owner creates a coupon, is told at the field what is wrong, changes it and ends it, and the shop follows', async ({ page, browser, baseURL }) => {
    const shopper = await memberPage(browser, baseURL!, 'en-US', 1280);
    // The shop's list of coupons, once it shows a demo coupon: only then does a missing one mean anything.
    const listedOnShop = async () => {
      await shopper.goto('/coupon');
      await waitForApp(shopper);
      await expect(shopper.getByRole('link', { name: '$25 off, on its own' })).toBeVisible();
      return shopper.getByRole('link', { name: 'Journey twelve off' }).count();
    };

    await page.goto('/admin');
    await signIn(page, OWNER, ENGLISH);
    await page.getByRole('link', { name: 'Coupons and promotions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons and promotions' })).toBeFocused();
    await checkPage(page, 'coupons and promotions, English');
    await page.getByRole('link', { name: 'New coupon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code', { exact: true }).fill('journey12');
    await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'A percent off' });
    await form.getByLabel('Percent off').fill('12');
    await form.getByLabel('Starts').fill('2026-01-01T00:00');
    await form.getByLabel('Ends').fill('2025-12-01T00:00');
    await form.getByRole('group', { name: 'English (required)' }).getByLabel('Title').fill('Journey twelve off');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Nothing was saved. Check these fields:' }) });
    await expect(summary.getByRole('link', { name: 'Ends: Ends after it starts' })).toBeVisible();
    await expect(form.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
    await checkPage(page, 'a coupon refused at a field, English');
    expect(await listedOnShop()).toBe(0);

    await form.getByLabel('Ends').fill('');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons\/JOURNEY12$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon JOURNEY12' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'created' })).toHaveText('Coupon JOURNEY12 is created. Here it is as the shop stored it.');
    await checkPage(page, 'a coupon, English');
    expect(await listedOnShop()).toBe(1);

    const change = page.getByRole('form', { name: 'Change it' });
    await change.getByLabel('Percent off').fill('15');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved. Here is coupon JOURNEY12 as the shop stored it.');

    await page.getByRole('button', { name: 'End now' }).click();
    await page.getByRole('button', { name: 'Yes: End now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ended' })).toHaveText('Ended: it no longer applies to any cart.');
    await expect(page.getByRole('button', { name: 'End now' })).toHaveCount(0);
    expect(await listedOnShop()).toBe(0);
    await shopper.context().close();
  });
});

test.describe('the back office on a phone, in Traditional Chinese', () => {
  test.use({ locale: 'zh-HK', viewport: { width: 390, height: 844 } });

  test('the owner disables the support member, whose open session ends at once', async ({ page, browser, baseURL }) => {
    const support = await memberPage(browser, baseURL!, 'zh-HK', 390);
    await support.goto('/admin');
    await signIn(support, SUPPORT, CHINESE);
    await expect(support.getByRole('heading', { level: 1, name: '歡迎' })).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '登入後台' })).toBeVisible();
    await expectPicture(page, 'admin-sign-in-zh-HK-390');
    await signIn(page, OWNER, CHINESE);
    await expect(page.getByText('你的角色：店主')).toBeVisible();
    await checkPage(page, 'signed in, zh-HK');
    await page.getByRole('link', { name: '員工' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '員工' })).toBeVisible();
    await page.getByRole('button', { name: `停用 ${SUPPORT.email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: SUPPORT.email })).toHaveText(`${SUPPORT.email} 已停用，所有登入已登出。`);
    await expect(page.getByRole('button', { name: `啟用 ${SUPPORT.email}` })).toBeVisible();
    await checkPage(page, 'staff, zh-HK');
    await expectPicture(page, 'admin-staff-zh-HK-390');

    // The disabled member's open back office asks them to sign in again, and their password no longer opens it.
    await support.reload();
    await expect(support.getByRole('heading', { level: 1, name: '登入後台' })).toBeVisible();
    await signIn(support, SUPPORT, CHINESE);
    await expect(support.getByRole('alert')).toHaveText('電郵地址或密碼不正確。');
    await support.context().close();

    await page.getByRole('link', { name: '操作記錄' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '操作記錄' })).toBeVisible();
    await expect(page.getByRole('region', { name: '操作記錄' }).getByRole('row').nth(1)).toContainText('staff/update');
    await checkPage(page, 'audit log, zh-HK');

    // The language picker turns the back office to English, and it stays so.
    await page.getByLabel('語言').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Language').selectOption('zh-HK');
  });
});
