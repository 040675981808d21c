import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { PICTURES_SHOPPER, shopOrigin } from './fixture-names';
import { addBostonAddressAtCheckout, checkPage, codeIn, expect, latestMessage, locale, test, text, waitForApp } from './support';

/*
 * The built shop as people see it, on a phone (390 px) and a desktop (1280 px), in English and
 * Traditional Chinese: every page a purchase passes through is checked by axe (through the
 * shared fixture), compared with its committed picture, and held to the layout rules a picture
 * does not state: one header row on a phone, nothing wider than the screen, primary buttons
 * that can be seen and read, and a product on a desktop category page's first screen.
 * Then a purchase on the shop started exactly as the README tells a shop owner to start it.
 */

const HOODIE = { path: '/product/heavyweight-hoodie', sku: 'VT-009-HOODIE-SAGE-S', name: 'Heavyweight Hoodie' };

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const LANGUAGES = [
  // Each shopper's browser is where the language is read: a Hong Kong shopper sees Hong Kong times.
  { name: 'en', prefix: '', timezoneId: 'UTC' },
  { name: 'zh-HK', prefix: '/zh-HK', timezoneId: 'Asia/Hong_Kong' },
] as const;

/**
 * The share of a picture's pixels that may differ from its baseline. Pictures of the same
 * build in the same Chromium with the same fonts come out the same pixel for pixel; this
 * leaves room for a glyph's anti-aliasing, and is still far less than one button
 * (a 44 × 150 px button is 0.17 % of a 1280 × 3000 page).
 */
const PICTURE_TOLERANCE = 0.001;

/** WCAG 2's minimum contrast for a button's text (normal size). */
const TEXT_CONTRAST = 4.5;

type Rgba = [number, number, number, number];

/** `top` drawn over `bottom` (alpha compositing). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return [0, 0, 0, 0];
  const mix = (index: number) => (top[index]! * top[3] + bottom[index]! * bottom[3] * (1 - top[3])) / alpha;
  return [mix(0), mix(1), mix(2), alpha];
}

/** WCAG 2 relative luminance of an opaque sRGB colour (channels 0–255). */
function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const css = ([red, green, blue, alpha]: Rgba) =>
  `rgba(${Math.round(red)}, ${Math.round(green)}, ${Math.round(blue)}, ${Number(alpha.toFixed(2))})`;

/**
 * A primary action as drawn: its own background must be painted (not transparent), and its
 * text must stand out from what is behind it by 4.5:1. A disabled one is not judged (WCAG
 * leaves inactive controls out).
 */
async function expectReadablePrimary(action: Locator, name: string): Promise<void> {
  await expect(action, `the primary action "${name}"`).toBeVisible();
  if (await action.isDisabled()) return;
  const drawn = await action.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (rgb, hex, oklch, color-mix) as the browser paints it.
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      return [red!, green!, blue!, alpha! / 255];
    };
    const style = getComputedStyle(element);
    const layers: [number, number, number, number][] = [];
    for (let node: Element | null = element.parentElement; node; node = node.parentElement)
      layers.push(rgba(getComputedStyle(node).backgroundColor));
    return {
      background: rgba(style.backgroundColor),
      image: style.backgroundImage,
      text: rgba(style.color),
      layers,
      html: element.outerHTML.slice(0, 160),
    };
  });
  expect
    .soft(
      drawn.background[3] > 0 || drawn.image !== 'none',
      `the primary action "${name}" has a background of its own (it is ${css(drawn.background)}): ${drawn.html}`,
    )
    .toBe(true);
  let behind: Rgba = drawn.background;
  for (const layer of drawn.layers) {
    if (behind[3] >= 1) break;
    behind = over(behind, layer);
  }
  behind = over(behind, [255, 255, 255, 1]);
  const ratio = contrastRatio(over(drawn.text, behind), behind);
  expect
    .soft(
      ratio,
      `the text of the primary action "${name}" (${css(drawn.text)} on ${css(behind)}) contrasts ${ratio.toFixed(2)}:1: ${drawn.html}`,
    )
    .toBeGreaterThanOrEqual(TEXT_CONTRAST);
}

/**
 * Nothing wider than a phone's screen: the page does not scroll sideways. On failure it names
 * the element reaching furthest past the right edge.
 */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    let widest: { right: number; description: string } | null = null;
    if (scrollWidth > width) {
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) continue;
        if (!widest || box.right > widest.right) {
          const classes =
            typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
          const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
          widest = { right: Math.round(box.right), description: `<${element.tagName.toLowerCase()}${classes}> "${words}"` };
        }
      }
    }
    return { width, scrollWidth, widest };
  });
  expect
    .soft(
      layout.scrollWidth,
      `${where} scrolls sideways: ${layout.scrollWidth} px wide on a ${layout.width} px screen; the widest element reaches ${layout.widest?.right} px: ${layout.widest?.description}`,
    )
    .toBeLessThanOrEqual(layout.width);
}

/** The header on a phone: one row (logo, menu, cart, account), at most 72 px tall. */
async function expectOneRowHeader(page: Page, where: string): Promise<void> {
  const box = await page.getByRole('banner').first().boundingBox();
  expect(box, `${where} has a header`).not.toBeNull();
  expect.soft(box!.height, `the header of ${where} on a phone is one row (at most 72 px), not ${box!.height} px`).toBeLessThanOrEqual(72);
}

/**
 * A page ready for its picture: fonts in, every picture loaded (lazy ones too, since the
 * picture is of the whole page) and decoded, nothing still loading.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
  await expect(page.locator('[data-image-state="loading"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The page against its committed picture: the whole page, or only the screen when something
 * lies over the page (a drawer is drawn where the screen is). Times and dates move with the
 * clock: each is written as one same date before the picture, so its width cannot move what
 * follows it ('1:05 AM' is narrower than '11:05 PM'), and masked.
 */
async function expectPicture(page: Page, name: string, fullPage = true): Promise<void> {
  await settle(page);
  await page.locator('time').evaluateAll((times) => {
    for (const time of times) time.textContent = '2026-01-01 12:00';
  });
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: PICTURE_TOLERANCE,
    mask: [page.locator('time')],
    // Every block painted, as a shopper scrolling down sees them (see the file).
    stylePath: fileURLToPath(new URL('screenshot.css', import.meta.url)),
    timeout: 30_000,
  });
}

/** The rules every page here is held to, and its picture. */
async function expectBuiltPage(
  page: Page,
  where: string,
  picture: string,
  primary: { action: Locator; name: string }[],
  fullPage = true,
): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  if (phone) {
    await expectOneRowHeader(page, where);
    await expectNoSidewaysScroll(page, where);
  }
  for (const { action, name } of primary) await expectReadablePrimary(action, name);
  await expectPicture(page, picture, fullPage);
}

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`/api/web/${path}`, { data, headers: { origin: shopOrigin } });
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** The screenshot shopper signed in, with exactly one sage hoodie in the cart. */
async function signInWithOneHoodie(page: Page): Promise<void> {
  await post(page, 'auth/signin', { account: PICTURES_SHOPPER.account, password: PICTURES_SHOPPER.password });
  const { cart } = (await post(page, 'cart/get', { lang: 'en' })).data as { cart: { lines: { sku: string }[] } };
  for (const line of cart.lines) await post(page, 'cart/update', { sku: line.sku, quantity: 0, lang: 'en' });
  await post(page, 'cart/add', { sku: HOODIE.sku, quantity: 1, lang: 'en' });
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`the built shop on a ${viewport.name} in ${language.name}`, () => {
      // A picture of a whole long page takes seconds on a busy machine.
      test.describe.configure({ timeout: 90_000 });
      test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce', timezoneId: language.timezoneId });
      const words = locale(language.name);
      const at = (path: string) => `${language.prefix}${path}` || '/';
      const picture = (page: string) => `${page}-${language.name}-${viewport.width}`;
      const subscribe = (page: Page) => ({
        action: page.getByRole('contentinfo').getByRole('button', { name: text(words.newsletter!, 'submit') }),
        name: text(words.newsletter!, 'submit'),
      });

      test('home', async ({ page }) => {
        await page.goto(at('/'));
        await waitForApp(page);
        await expectBuiltPage(page, at('/'), picture('home'), [subscribe(page)]);
      });

      test('category', async ({ page }) => {
        await page.goto(at('/category/apparel'));
        await waitForApp(page);
        const firstCard = page.getByRole('main').locator('[data-product]').first();
        await expect(firstCard).toBeVisible();
        if (viewport.width >= 1280) {
          const box = await firstCard.boundingBox();
          expect
            .soft(box!.y, `the first product card of ${at('/category/apparel')} starts within the first 900 px of a desktop screen`)
            .toBeLessThan(900);
        }
        await expectBuiltPage(page, at('/category/apparel'), picture('category'), [subscribe(page)]);
      });

      test('product, with the cart drawer open', async ({ page }) => {
        await page.goto(at(HOODIE.path));
        await waitForApp(page);
        const addToCart = page.getByRole('main').getByRole('button', { name: text(words.kit!, 'product.addToCart'), exact: true });
        await expectReadablePrimary(addToCart, text(words.kit!, 'product.addToCart'));
        await addToCart.click();
        const drawer = page.getByRole('dialog', { name: text(words.cart!, 'title') });
        await expect(drawer.locator(`[data-cart-line="${HOODIE.sku}"]`)).toBeVisible();
        await checkPage(page, 'cart drawer open');
        await expectBuiltPage(
          page,
          at(HOODIE.path),
          picture('product-drawer'),
          [{ action: drawer.getByRole('button', { name: text(words.cart!, 'checkout') }), name: text(words.cart!, 'checkout') }],
          false,
        );
      });

      test('cart', async ({ page }) => {
        await post(page, 'cart/add', { sku: HOODIE.sku, quantity: 1, lang: language.name });
        await page.goto(at('/cart'));
        await waitForApp(page);
        await expect(page.getByRole('main').locator(`[data-cart-line="${HOODIE.sku}"]`)).toBeVisible();
        await expectBuiltPage(page, at('/cart'), picture('cart'), [
          {
            action: page.getByRole('main').getByRole('button', { name: text(words.cart!, 'checkout') }),
            name: text(words.cart!, 'checkout'),
          },
          subscribe(page),
        ]);
      });

      test('checkout', async ({ page }) => {
        await signInWithOneHoodie(page);
        const started = await post(page, 'checkout/start', { lang: language.name });
        const href = String(started.data.href);
        await page.goto(href);
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1, name: text(words.checkout!, 'title') })).toBeVisible();
        await expectBuiltPage(page, at('/checkout/…'), picture('checkout'), [
          {
            action: page.getByRole('button', { name: text(words.checkout!, 'summary.place') }),
            name: text(words.checkout!, 'summary.place'),
          },
          subscribe(page),
        ]);
      });

      test('an order', async ({ page }) => {
        await post(page, 'auth/signin', { account: PICTURES_SHOPPER.account, password: PICTURES_SHOPPER.password });
        await page.goto(at(`/user/order/${PICTURES_SHOPPER.orderNo}`));
        await waitForApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(PICTURES_SHOPPER.orderNo);
        await expectBuiltPage(page, at('/user/order/…'), picture('order'), [subscribe(page)]);
      });

      test('sign-in', async ({ page }) => {
        await page.goto(at('/auth/signin'));
        await waitForApp(page);
        await expectBuiltPage(page, at('/auth/signin'), picture('sign-in'), [
          {
            action: page.getByRole('main').getByRole('button', { name: text(words, 'authPages.signIn.submit'), exact: true }),
            name: text(words, 'authPages.signIn.submit'),
          },
          subscribe(page),
        ]);
      });

      test('user center', async ({ page }) => {
        await post(page, 'auth/signin', { account: PICTURES_SHOPPER.account, password: PICTURES_SHOPPER.password });
        await page.goto(at('/user/center'));
        await waitForApp(page);
        await expectBuiltPage(page, at('/user/center'), picture('user-center'), [subscribe(page)]);
      });
    });
  }
}

/** A fresh address for the sign-up in the README journey. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('on the shop started as the README says, a guest fills the cart, signs up, pays by card and sees the paid order', async ({ page }) => {
  test.setTimeout(120_000);
  const en = locale('en');
  const email = `readme-${unique()}@journey.example`;

  // The cart, as a guest: the drawer shows the line the server holds.
  await page.goto(HOODIE.path);
  await waitForApp(page);
  const addToCart = page.getByRole('main').getByRole('button', { name: text(en.kit!, 'product.addToCart'), exact: true });
  await expectReadablePrimary(addToCart, 'Add to cart');
  const added = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/cart/add');
  await addToCart.click();
  const answer = await added;
  expect(answer.status(), `POST /api/web/cart/add from the shop's own page answers ${answer.status()}: ${await answer.text()}`).toBe(200);
  const drawer = page.getByRole('dialog', { name: text(en.cart!, 'title') });
  await expect(drawer.locator(`[data-cart-line="${HOODIE.sku}"]`)).toContainText(HOODIE.name);
  await expect(page.locator('header [data-cart-count]')).toHaveText('1');
  const checkOut = drawer.getByRole('button', { name: text(en.cart!, 'checkout') });
  await expectReadablePrimary(checkOut, 'Check out');
  await checkOut.click();

  // Checking out asks a guest to sign in; a new shopper signs up, with the slider and the mailed code.
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcart$/);
  await waitForApp(page);
  await page.getByRole('link', { name: text(en, 'authPages.signIn.signUp') }).click();
  await expect(page).toHaveURL(/\/auth\/signup/);
  await waitForApp(page);
  await page.getByRole('textbox', { name: text(en, 'fields.account') }).fill(email);
  await page.locator('input[name=password]').fill('a-long-password');
  await page.getByRole('textbox', { name: text(en, 'fields.firstName') }).fill('Ada');
  await page.getByRole('textbox', { name: text(en, 'fields.lastName') }).fill('Lovelace');
  await page.getByLabel(text(en, 'fields.birthday')).fill('1990-12-10');
  await page.getByRole('checkbox').check();
  await page.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: text(en, 'validation.sliderSuccess') })).toHaveCount(1, { timeout: 20_000 });
  const createAccount = page.getByRole('button', { name: text(en, 'authPages.signUp.submit') });
  await expectReadablePrimary(createAccount, 'Create account');
  await createAccount.click();
  await expect(page).toHaveURL(/\/auth\/verify-prompt/);
  await page.getByRole('textbox', { name: text(en, 'fields.code') }).fill(codeIn(await latestMessage(page, email, 'signup-code')));
  await page.getByRole('button', { name: text(en, 'authPages.verifyPrompt.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth\//);

  // The guest's cart is the new shopper's: check out, add an address, pay with the demo card.
  await page.goto('/cart');
  await waitForApp(page);
  await expect(page.getByRole('main').locator(`[data-cart-line="${HOODIE.sku}"]`)).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: text(en.cart!, 'checkout') })
    .click();
  await expect(page).toHaveURL(/\/checkout\/[^/?]+$/);
  await waitForApp(page);
  await addBostonAddressAtCheckout(page);
  await page.getByRole('radio', { name: /^Card/ }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  const placeOrder = page.getByRole('button', { name: text(en.checkout!, 'summary.place') });
  await expectReadablePrimary(placeOrder, 'Place order');
  await placeOrder.click();

  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=V\d{8}-\d{6}$/);
  const orderNo = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText('Amount paid')).toBeVisible();

  // The order, paid, on the shopper's own page.
  await page.goto(`/user/order/${orderNo}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(text(en.order!, 'payStatus.paid'));
  await expect(page.getByRole('main')).toContainText(HOODIE.name);
});
