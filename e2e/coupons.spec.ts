import { expect, test, waitForApp } from './support';

const DEMO = { account: 'demo@vitrine.example', password: 'vitrine-demo' };
// Not among the demo shopper's claimed coupons, and no other journey uses it.
const CODE = 'SOLO25';

test.describe('coupons', () => {
  test('the coupon list in zh-HK → claim signed out → sign in → back, claimed, and offered among my coupons', async ({ page, baseURL }) => {
    await page.goto('/zh-HK/coupon');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '優惠券' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '全單九折' })).toBeVisible();
    // Ended, not started and used-up coupons are not offered.
    await expect(page.getByText('EXPIRED5')).toHaveCount(0);
    await expect(page.getByText('FLASH50')).toHaveCount(0);

    await page.getByRole('link', { name: '即減 25 美元（不與優惠同享）' }).click();
    await expect(page).toHaveURL(/\/zh-HK\/coupon\/solo25$/);
    await expect(page.getByRole('heading', { level: 1, name: '即減 25 美元（不與優惠同享）' })).toBeVisible();
    await expect(page.getByText('不與優惠同享：按較優惠的一項計算')).toBeVisible();

    await page.getByRole('button', { name: '領取 即減 25 美元（不與優惠同享）' }).click();
    await expect(page).toHaveURL(/\/zh-HK\/auth\/signin\?redirect=/);
    const returnTo = new URL(page.url()).searchParams.get('redirect');
    expect(returnTo).toBe(`/zh-HK/coupon/solo25?claim=${CODE}`);

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

    await expect(page.getByRole('status').filter({ hasText: '即減 25 美元（不與優惠同享） 已放入你的優惠券' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: '已領取' })).toBeDisabled();
    await expect(page).toHaveURL(/\/zh-HK\/coupon\/solo25$/);

    const mine = await page.request.post('/api/web/coupon/mine', { data: { lang: 'zh-HK' }, headers: { origin: baseURL ?? '' } });
    const codes = ((await mine.json()) as { data: { coupons: { code: string }[] } }).data.coupons.map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining([CODE, 'WELCOME10', 'KITCHEN15']));

    // Claiming again keeps the one claim.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: '領取 即減 25 美元（不與優惠同享）' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已放入你的優惠券' })).toBeVisible();
  });

  test('a promotion page lists its products; an ended one is not found', async ({ page }) => {
    await page.goto('/promotion');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.getByRole('link', { name: 'See the products: Mugs: buy 2, get 1 free' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mugs: buy 2, get 1 free' })).toBeVisible();
    await expect(page.locator('main [data-product]')).toHaveCount(3);
    const ended = await page.request.get('/promotion/winter-sale');
    expect(ended.status()).toBe(404);
  });
});
