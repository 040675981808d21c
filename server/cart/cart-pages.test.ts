import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../db/schema';
import { createTestDatabase, testPostgresServer } from '../testing/test-postgres';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper } from '../testing/test-shoppers';
import { CART_COOKIE } from './cart-cookie';

/*
 * The cart in pages: the header's count in every page drawn for whoever has a cart, the cart
 * page built for each visitor and never shared, and its plain forms posted without a script.
 */

let shop: TestApp;
let skus: { id: number; sku: string }[];
/** A product with two options, and a variant of it that is not the one the server picks by default. */
let sized: { slug: string; picked: { id: number; sku: string; optionValues: Record<string, string> }; defaultId: number; soldOut: { id: number; optionValues: Record<string, string> } };

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
    const firsts = rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, 3);
    skus = firsts;
    for (const { id } of skus) await shop.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, id));

    const variants = await shop.db
      .select({ id: productVariants.id, sku: productVariants.sku, optionValues: productVariants.optionValues, slug: products.slug, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    const options = (row: (typeof variants)[number]) => row.optionValues as Record<string, string>;
    // Not one of the products above, whose stock the other tests count on.
    const slug = variants.find(
      (row) => !firsts.some((first) => first.productId === row.productId) && Object.keys(options(row)).length >= 2 && variants.filter((other) => other.slug === row.slug).length >= 3,
    )!.slug;
    const ofProduct = variants.filter((row) => row.slug === slug);
    const [first, second, third] = ofProduct;
    await shop.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, first!.id));
    await shop.db.update(productVariants).set({ stock: 30 }).where(eq(productVariants.id, third!.id));
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, second!.id));
    sized = { slug, defaultId: first!.id, picked: { id: third!.id, sku: third!.sku, optionValues: options(third!) }, soldOut: { id: second!.id, optionValues: options(second!) } };
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

    const optionFields = (choice: Record<string, string>) => Object.fromEntries(Object.entries(choice).map(([code, value]) => [`option.${code}`, value]));
    const cookieOf = (answer: Response) => {
      const token = new RegExp(`${CART_COOKIE}=([^;]*)`).exec(answer.headers.get('set-cookie') ?? '')?.[1];
      return token ? `${CART_COOKIE}=${token}` : null;
    };

    it('adds the size a guest without a cart picked on the product page: the cart and its cookie are made, and the cart in the page language shows the line', async () => {
      const answer = await postForm('/zh-HK/cart', { action: 'add', productSlug: sized.slug, quantity: '2', ...optionFields(sized.picked.optionValues) }, own);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/zh-HK/cart?notice=added');
      expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      const guest = cookieOf(answer)!;
      const page = await pageData('/zh-HK/cart?notice=added', guest);
      expect(page.data.cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([[sized.picked.id, 2]]);
      expect(page.data.cartForm?.notice).toBe('added');
      expect(page.data.site?.cartCount).toBe(2);

      // The same guest adds from a product card: no choice, the product's first variant in stock, to the same cart.
      const again = await postForm('/cart', { action: 'add', productSlug: sized.slug, quantity: '1' }, { 'sec-fetch-site': 'same-origin', cookie: guest });
      expect(again.headers.get('location')).toBe('/cart?notice=added');
      expect(cookieOf(again)).toBe(guest);
      expect((await pageData('/cart', guest)).data.cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([
        [sized.picked.id, 2],
        [sized.defaultId, 1],
      ]);
    });

    it('adds to a signed-in shopper’s own cart', async () => {
      const shopper = await createSignedInShopper(shop.db);
      const cookie = `${SESSION_COOKIE}=${shopper.token}`;
      const answer = await postForm('/cart', { action: 'add', productSlug: sized.slug, quantity: '1', ...optionFields(sized.picked.optionValues) }, { ...own, cookie });
      expect(answer.headers.get('location')).toBe('/cart?notice=added');
      expect(cookieOf(answer)).toBeNull();
      expect((await pageData('/cart', cookie)).data.cart?.lines.map((line) => line.variantId)).toEqual([sized.picked.id]);
    });

    it('says what went wrong on the cart page: a choice no variant has, an unknown product, a sold-out size, too many, a bad quantity; nothing is made', async () => {
      const [code, value] = Object.entries(sized.picked.optionValues)[0]!;
      const refused: [Record<string, string>, string][] = [
        [{ productSlug: sized.slug, quantity: '1', ...optionFields({ ...sized.picked.optionValues, [code]: `${value}-none` }) }, 'unavailable'],
        [{ productSlug: sized.slug, quantity: '1', ...optionFields({ ...sized.picked.optionValues, 'no-such-option': value }) }, 'unavailable'],
        [{ productSlug: sized.slug, quantity: '1', [`option.${code.toUpperCase()}<b>`]: value }, 'unavailable'],
        [{ productSlug: 'no-such-product', quantity: '1' }, 'unavailable'],
        [{ productSlug: '', quantity: '1' }, 'unavailable'],
        [{ productSlug: sized.slug, quantity: '1', ...optionFields(sized.soldOut.optionValues) }, 'out-of-stock'],
        [{ productSlug: sized.slug, quantity: '0' }, 'invalid-quantity'],
        [{ productSlug: sized.slug, quantity: 'many' }, 'invalid-quantity'],
        [{ productSlug: sized.slug }, 'invalid-quantity'],
      ];
      for (const [fields, notice] of refused) {
        const answer = await postForm('/zh/cart', { action: 'add', ...fields }, own);
        expect(answer.status, JSON.stringify(fields)).toBe(303);
        expect(answer.headers.get('location'), JSON.stringify(fields)).toBe(`/zh/cart?notice=${notice}`);
        expect(cookieOf(answer), JSON.stringify(fields)).toBeNull();
      }
      expect((await pageData('/zh/cart?notice=unavailable')).data.cartForm?.notice).toBe('unavailable');

      const capped = await postForm('/cart', { action: 'add', productSlug: sized.slug, quantity: '40', ...optionFields(sized.picked.optionValues) }, own);
      expect(capped.headers.get('location')).toBe('/cart?notice=capped-max');
      expect((await pageData('/cart', cookieOf(capped)!)).data.cart?.lines.map((line) => line.quantity)).toEqual([20]);
    });

    it('refuses an add posted by another site’s page, or with no sign of where it comes from: no cart, no cookie', async () => {
      const guest = await guestWith(skus[0]!.sku, 1);
      const fields = { action: 'add', productSlug: sized.slug, quantity: '3', ...optionFields(sized.picked.optionValues) };
      const strangers: Record<string, string>[] = [{ origin: 'https://elsewhere.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}];
      for (const headers of strangers) {
        const answer = await postForm('/cart', fields, { ...headers, cookie: guest });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
        expect((await postForm('/cart', fields, headers)).status, JSON.stringify(headers)).toBe(403);
      }
      expect((await pageData('/cart', guest)).data.cart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([[skus[0]!.id, 1]]);
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
