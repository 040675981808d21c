import { expect, test, waitForApp } from './support';

// Not among the demo shopper's favorites, so the heart starts empty for them too.
const SWEATER = 'merino-sweater';
const SWEATER_PATH = `/product/${SWEATER}`;
const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };

test.describe('favorites and the wish list', () => {
  test('favorite a product signed out → sign in → back on the product, favorited and in the wish list; unfavorite it from user/favorite', async ({ page, baseURL }) => {
    await page.goto(SWEATER_PATH);
    await waitForApp(page);
    const heart = page.locator(`main [data-favorite="product:${SWEATER}"]`).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
    const returnTo = new URL(page.url()).searchParams.get('redirect');
    expect(returnTo).toBe(SWEATER_PATH);

    // What the sign-in page does: sign in, keep the signed-in marker and userInfo, go back.
    const signedIn = await page.request.post('/api/web/auth/signin', { data: DEMO, headers: { origin: baseURL ?? '' } });
    expect(signedIn.ok()).toBe(true);
    const { data } = (await signedIn.json()) as { data: { userInfo: unknown } };
    await page.evaluate((userInfo) => {
      localStorage.setItem('x-auth', JSON.stringify('cookie'));
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
    }, data.userInfo);
    await page.goto(returnTo ?? '/');
    await waitForApp(page);

    // The favorite asked for before signing in is saved once the page has started.
    await expect(page.locator(`main [data-favorite="product:${SWEATER}"]`).first()).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(page.getByRole('link', { name: /^Favorites \(\d+\)$/ })).toBeVisible();

    // Drawn on the server for this shopper: the heart is pressed in the HTML itself.
    const html = await (await page.request.get(SWEATER_PATH)).text();
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*data-favorite="product:${SWEATER}"|data-favorite="product:${SWEATER}"[^>]*aria-pressed="true"`));

    await page.goto('/user/wishlist');
    const products = page.getByRole('region', { name: /^Products/ });
    const card = products.locator(`[data-product="${SWEATER}"]`);
    await expect(card).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${SWEATER_PATH}$`));

    await page.goto('/user/favorite');
    await waitForApp(page);
    const favoriteProducts = page.getByRole('region', { name: /^Products/ });
    await expect(favoriteProducts.locator(`[data-product="${SWEATER}"]`)).toBeVisible();
    const name = await favoriteProducts.locator(`[data-product="${SWEATER}"] h3`).innerText();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(favoriteProducts.locator(`[data-product="${SWEATER}"]`)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${name} removed from favorites` })).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('region', { name: /^Products/ }).locator(`[data-product="${SWEATER}"]`)).toHaveCount(0);
    await page.goto(SWEATER_PATH);
    await expect(page.locator(`main [data-favorite="product:${SWEATER}"]`).first()).toHaveAttribute('aria-pressed', 'false');
  });
});
