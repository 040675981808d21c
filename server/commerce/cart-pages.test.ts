import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../db/schema';
import { createTestDatabase, testPostgresServer } from '../db/test-postgres';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../http/test-app';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../accounts/test-shoppers';
import { CART_COOKIE } from './cart-cookie';

/*
 * The cart in pages: the header's count in every page drawn for whoever has a cart, the cart
 * page built for each visitor and never shared, and its plain forms posted without a script.
 */

let shop: TestApp;
let skus: { id: number; sku: string }[];

const backends: { name: string; open: () => Promise<{ shop: TestApp; drop?: () => Promise<void> }> }[] = [
  { name: 'PGlite', open: async () => ({ shop: await openTestApp() }) },
  ...(testPostgresServer
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const database = await createTestDatabase();
            return { shop: await openTestApp({ databaseUrl: database.url }), drop: () => database.drop() };
          },
        },
      ]
    : []),
];

type PageAnswer = { status: number; cacheControl: string | null; data: Record<string, unknown> & { site?: { cartCount: number }; cart?: { count: number; lines: { variantId: number; quantity: number; notices: unknown[] }[]; coupon: { code: string; accepted: boolean; reason: string | null } | null; discounts: { source: string; code: string }[] }; cartForm?: { action: string; notice: string | null } } };

async function pageData(path: string, cookie?: string): Promise<PageAnswer> {
  const response = await shop.app.request(`http://localhost${path}${path.includes('?') ? '&' : '?'}request=route`, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { data: { data: PageAnswer['data'] } };
  return { status: response.status, cacheControl: response.headers.get('cache-control'), data: body.data.data };
}

async function guestWith(sku: string, quantity: number): Promise<string> {
  const response = await shop.app.request('http://localhost/api/web/cart/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ sku, quantity }),
  });
  const token = new RegExp(`${CART_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  return `${CART_COOKIE}=${token}`;
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return shop.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(backends)('the cart in pages on $name', ({ open }) => {
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ shop, drop } = await open());
    const rows = await shop.db.select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId }).from(productVariants).where(gt(productVariants.stock, 0)).orderBy(productVariants.id);
    const seen = new Set<number>();
    skus = rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, 3);
    for (const { id } of skus) await shop.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, id));
  }, TEST_APP_STARTUP_MS * 2);

  afterAll(async () => {
    await shop?.close();
    await drop?.();
  });

  describe('the cart count in page data', () => {
    it('is the server’s count for a guest with a cart and for a shopper, on pages shared by everyone', async () => {
      const guest = await guestWith(skus[0]!.sku, 3);
      const shopper = await createSignedInShopper(shop.db);
      const shopperCookie = `${SESSION_COOKIE}=${shopper.token}`;
      await shop.app.request('http://localhost/api/web/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: shopperCookie },
        body: JSON.stringify({ sku: skus[1]!.sku, quantity: 2 }),
      });

      const nobody = await pageData('/');
      const ofGuest = await pageData('/', guest);
      const ofShopper = await pageData('/', shopperCookie);
      const nobodyAgain = await pageData('/');
      expect(nobody.data.site?.cartCount).toBe(0);
      expect(ofGuest.data.site?.cartCount).toBe(3);
      expect(ofShopper.data.site?.cartCount).toBe(2);
      // The shared page never took anyone's count.
      expect(nobodyAgain.data.site?.cartCount).toBe(0);
      expect(ofGuest.cacheControl).toBe('private, no-store');
      expect(nobody.cacheControl).not.toContain('no-store');
    });
  });

  describe('the cart page', () => {
    it('is built for each visitor: each sees their own lines, a visitor without a cart an empty one', async () => {
      const first = await guestWith(skus[0]!.sku, 1);
      const second = await guestWith(skus[1]!.sku, 2);
      const one = await pageData('/cart', first);
      const two = await pageData('/cart', second);
      const none = await pageData('/cart');
      expect(one.data.cart?.lines.map((line) => line.variantId)).toEqual([skus[0]!.id]);
      expect(two.data.cart?.lines.map((line) => line.variantId)).toEqual([skus[1]!.id]);
      expect(none.data.cart?.lines).toEqual([]);
      expect((await pageData('/cart', first)).data.cart?.lines.map((line) => line.variantId)).toEqual([skus[0]!.id]);
      expect(one.data.cartForm).toEqual({ action: '/cart', notice: null });
      expect((await pageData('/zh-HK/cart', first)).data.cartForm?.action).toBe('/zh-HK/cart');
    });

    it('shows a price notice once: drawing the cart page records today’s price as seen', async () => {
      const guest = await guestWith(skus[2]!.sku, 1);
      const [variant] = await shop.db.select({ price: productVariants.priceCents }).from(productVariants).where(eq(productVariants.id, skus[2]!.id));
      await shop.db.update(productVariants).set({ priceCents: variant!.price + 100 }).where(eq(productVariants.id, skus[2]!.id));
      try {
        expect((await pageData('/cart', guest)).data.cart?.lines[0]?.notices).toEqual([{ kind: 'price', was: { amount: variant!.price, currency: 'USD' } }]);
        expect((await pageData('/cart', guest)).data.cart?.lines[0]?.notices).toEqual([]);
      } finally {
        await shop.db.update(productVariants).set({ priceCents: variant!.price }).where(eq(productVariants.id, skus[2]!.id));
      }
    });
  });

  describe('the cart page’s forms without JavaScript', () => {
    const own = { origin: 'http://localhost' };

    it('changes a quantity and removes a line, answering 303 back to the cart with what happened', async () => {
      const guest = await guestWith(skus[0]!.sku, 1);
      const updated = await postForm('/cart', { action: 'update', variantId: String(skus[0]!.id), quantity: '4' }, { ...own, cookie: guest });
      expect(updated.status).toBe(303);
      expect(updated.headers.get('location')).toBe('/cart?notice=updated');
      expect((await pageData('/cart', guest)).data.cart?.lines[0]?.quantity).toBe(4);

      const capped = await postForm('/zh/cart', { action: 'update', variantId: String(skus[0]!.id), quantity: '40' }, { ...own, cookie: guest });
      expect(capped.headers.get('location')).toBe('/zh/cart?notice=capped-max');
      const afterCap = await pageData('/zh/cart?notice=capped-max', guest);
      expect(afterCap.data.cart?.lines[0]?.quantity).toBe(20);
      expect(afterCap.data.cartForm?.notice).toBe('capped-max');

      const removed = await postForm('/cart', { action: 'remove', variantId: String(skus[0]!.id) }, { 'sec-fetch-site': 'same-origin', cookie: guest });
      expect(removed.headers.get('location')).toBe('/cart?notice=removed');
      expect((await pageData('/cart', guest)).data.cart?.lines).toEqual([]);
    });

    it('puts a coupon code on the cart and takes it off by plain forms, the page saying the verdict', async () => {
      const guest = await guestWith(skus[2]!.sku, 1);
      const applied = await postForm('/zh-HK/cart', { action: 'coupon', code: 'welcome10' }, { ...own, cookie: guest });
      expect(applied.status).toBe(303);
      expect(applied.headers.get('location')).toBe('/zh-HK/cart?notice=coupon-applied');
      const page = await pageData('/zh-HK/cart?notice=coupon-applied', guest);
      expect(page.data.cart?.coupon).toEqual({ code: 'WELCOME10', accepted: true, reason: null });
      expect(page.data.cart?.discounts.map((discount) => discount.code)).toContain('WELCOME10');

      // Another site's form cannot put a code on this cart.
      expect((await postForm('/cart', { action: 'coupon', code: '' }, { origin: 'https://elsewhere.example', cookie: guest })).status).toBe(403);
      expect((await pageData('/cart', guest)).data.cart?.coupon?.code).toBe('WELCOME10');

      const removed = await postForm('/cart', { action: 'coupon', code: '' }, { ...own, cookie: guest });
      expect(removed.headers.get('location')).toBe('/cart?notice=coupon-removed');
      expect((await pageData('/cart', guest)).data.cart?.coupon).toBeNull();
    });

    it('refuses a bad quantity, another site’s post and a body that is not a form, changing nothing', async () => {
      const guest = await guestWith(skus[1]!.sku, 2);
      for (const quantity of ['-1', '1.5', '100000', 'many']) {
        const answer = await postForm('/cart', { action: 'update', variantId: String(skus[1]!.id), quantity }, { ...own, cookie: guest });
        expect(answer.headers.get('location'), quantity).toBe('/cart?notice=invalid-quantity');
      }
      expect((await postForm('/cart', { action: 'remove', variantId: String(skus[1]!.id) }, { origin: 'https://elsewhere.example', cookie: guest })).status).toBe(403);
      expect((await postForm('/cart', { action: 'remove', variantId: String(skus[1]!.id) }, { 'sec-fetch-site': 'cross-site', cookie: guest })).status).toBe(403);
      expect((await postForm('/cart', { action: 'remove', variantId: String(skus[1]!.id) }, { cookie: guest })).status).toBe(403);
      const json = await shop.app.request('http://localhost/cart', { method: 'POST', headers: { ...own, cookie: guest, 'content-type': 'application/json' }, body: '{"action":"remove"}' });
      expect(json.status).toBe(415);
      expect((await postForm('/en/cart', { action: 'remove', variantId: String(skus[1]!.id) }, { ...own, cookie: guest })).status).toBe(404);
      // Another visitor's line is not found in one's own cart.
      const other = await guestWith(skus[2]!.sku, 1);
      expect((await postForm('/cart', { action: 'update', variantId: String(skus[1]!.id), quantity: '1' }, { ...own, cookie: other })).headers.get('location')).toBe('/cart?notice=not-found');
      expect((await pageData('/cart', guest)).data.cart?.lines[0]?.quantity).toBe(2);
    });

    it('sends a guest proceeding to checkout to sign in, coming back to the cart', async () => {
      const guest = await guestWith(skus[1]!.sku, 1);
      const answer = await postForm('/zh-HK/cart', { action: 'checkout' }, { ...own, cookie: guest });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/zh-HK/auth/signin?redirect=${encodeURIComponent('/zh-HK/cart')}`);
    });

    it('takes a signed-in shopper from the cart to a new checkout of its lines, and one with an empty cart back to the cart', async () => {
      const shopper = await createSignedInShopper(shop.db);
      const cookie = `${SESSION_COOKIE}=${shopper.token}`;
      const empty = await postForm('/zh-HK/cart', { action: 'checkout' }, { ...own, cookie });
      expect(empty.headers.get('location')).toBe('/zh-HK/cart?notice=empty');
      await shop.app.request('http://localhost/api/web/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie },
        body: JSON.stringify({ sku: skus[1]!.sku, quantity: 1 }),
      });
      const answer = await postForm('/zh-HK/cart', { action: 'checkout' }, { ...own, cookie });
      expect(answer.status).toBe(303);
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(/^\/zh-HK\/checkout\/[0-9a-f-]{36}$/);
      const checkout = await pageData(location, cookie);
      expect(checkout.status).toBe(200);
      // Another shopper cannot open it.
      const other = await createSignedInShopper(shop.db);
      const foreign = await shop.app.request(`http://localhost${location}?request=route`, { headers: { cookie: `${SESSION_COOKIE}=${other.token}` } });
      expect(foreign.status).toBe(404);
    });
  });
});
