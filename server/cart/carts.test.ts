import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresServer, type TestPostgresDatabase } from '../testing/test-postgres';
import { cartLines, carts, products, productVariants, users } from '../db/schema';
import { openTestApp, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { FAST_TEST_COST, hashPassword, setPasswordHashCost } from '../accounts/passwords';
import { hashToken, SESSION_COOKIE } from '../accounts/sessions';
import { createSignedInShopper, signInAgain } from '../testing/test-shoppers';
import { CART_COOKIE } from './cart-cookie';
import { writeCommerceSettings, DEFAULT_COMMERCE_SETTINGS } from '../commerce/settings';

/*
 * The cart through the real app on the seeded demo shop, on PGlite and, when a test server is
 * there, on PostgreSQL: guests by their cookie, shoppers by account, each tried on the other's
 * cart; quantities refused or capped; parallel adds of the last units; the merge at sign-in.
 */

type CartBody = {
  cart: {
    lines: { variantId: number; sku: string; quantity: number; maxQuantity: number; unitPrice: { amount: number; currency: string }; lineTotal: { amount: number }; notices: { kind: string; was?: { amount: number }; available?: number }[] }[];
    count: number;
    subtotal: { amount: number; currency: string };
    total: { amount: number };
    estimatedShipping: { fee: { amount: number; currency: string }; country: string } | null;
    discounts: { source: string; code: string; amount: { amount: number } }[];
    discountTotal: { amount: number };
    coupon: { code: string; accepted: boolean; reason: string | null } | null;
  };
  count: number;
  adjusted: { variantId: number; asked: number; quantity: number; reason: string } | null;
};
type Envelope = { code: number; msg: string; data: CartBody & { problems?: { path: string; message: string }[]; key?: string } };

type Visitor = { cookie: string };

function cookieFrom(setCookie: string | null, name: string): string | null {
  return new RegExp(`${name}=([^;]*)`).exec(setCookie ?? '')?.[1] ?? null;
}

const backends: { name: string; open: () => Promise<{ shop: TestApp; drop?: () => Promise<void> }> }[] = [
  { name: 'PGlite', open: async () => ({ shop: await openTestApp() }) },
  ...(testPostgresServer
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const database: TestPostgresDatabase = await createTestDatabase();
            return { shop: await openTestApp({ databaseUrl: database.url }), drop: () => database.drop() };
          },
        },
      ]
    : []),
];

describe.each(backends)('the cart on $name', ({ open }) => {
  let shop: TestApp;
  let drop: (() => Promise<void>) | undefined;
  /** Variants of different products with plenty of stock, and one to run low. */
  let plenty: { id: number; sku: string }[];

  beforeAll(async () => {
    setPasswordHashCost(FAST_TEST_COST);
    ({ shop, drop } = await open());
    const rows = await shop.db
      .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(gt(productVariants.stock, 0))
      .orderBy(productVariants.id);
    const byProduct = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (!byProduct.has(row.productId)) byProduct.set(row.productId, row);
    plenty = [...byProduct.values()].slice(0, 8).map((row) => ({ id: row.id, sku: row.sku }));
    await shop.db.update(productVariants).set({ stock: 50 }).where(inArray(productVariants.id, plenty.map((variant) => variant.id)));
  }, TEST_APP_STARTUP_MS * 2);

  afterAll(async () => {
    await shop?.close();
    await drop?.();
  });

  async function call(path: string, body: unknown, visitor?: Visitor | { session: string }): Promise<{ status: number; body: Envelope; setCookie: string | null }> {
    const cookie = visitor === undefined ? undefined : 'session' in visitor ? `${SESSION_COOKIE}=${visitor.session}` : visitor.cookie;
    const response = await shop.app.request(`http://localhost/api/web/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope, setCookie: response.headers.get('set-cookie') };
  }

  /** A new guest: their first add sets the cart cookie they carry from then on. */
  async function newGuest(sku: string, quantity = 1): Promise<Visitor & { first: CartBody }> {
    const added = await call('cart/add', { sku, quantity });
    expect(added.status).toBe(200);
    const token = cookieFrom(added.setCookie, CART_COOKIE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { cookie: `${CART_COOKIE}=${token}`, first: added.body.data };
  }

  it('gives a guest a cart by an HttpOnly, SameSite=Lax cookie and stores only the token’s hash', async () => {
    const added = await call('cart/add', { sku: plenty[0]!.sku, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.setCookie).toMatch(/HttpOnly/i);
    expect(added.setCookie).toMatch(/SameSite=Lax/i);
    const token = cookieFrom(added.setCookie, CART_COOKIE)!;
    const stored = await shop.db.select({ hash: carts.guestTokenHash }).from(carts);
    expect(stored.some((row) => row.hash === token)).toBe(false);
    expect(added.body.data.count).toBe(2);
    expect(added.body.data.cart.lines).toEqual([expect.objectContaining({ sku: plenty[0]!.sku, quantity: 2 })]);
    const line = added.body.data.cart.lines[0]!;
    expect(line.lineTotal.amount).toBe(line.unitPrice.amount * 2);
    expect(added.body.data.cart.subtotal.amount).toBe(line.unitPrice.amount * 2);

    const read = await call('cart/get', {}, { cookie: `${CART_COOKIE}=${token}` });
    expect(read.body.data.count).toBe(2);
  });

  it('adds a product by its slug as its first variant in stock', async () => {
    const [product] = await shop.db.select({ productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, plenty[1]!.id));
    const variants = await shop.db.select().from(productVariants).where(eq(productVariants.productId, product!.productId)).orderBy(productVariants.position);
    // The first variant by position sold out: the default is the next one in stock.
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variants[0]!.id));
    const inStock = variants.slice(1).find((variant) => variant.stock > 0);
    const [{ slug }] = (await shop.db.select({ slug: products.slug }).from(products).where(eq(products.id, product!.productId))) as [{ slug: string }];
    try {
      const added = await call('cart/add', { productSlug: slug, quantity: 1 });
      if (inStock) expect(added.body.data.cart.lines[0]?.variantId).toBe(inStock.id);
      else expect(added.status).toBe(409);
      expect((await call('cart/add', { productSlug: 'no-such-product', quantity: 1 })).body.data.problems).toEqual([{ path: 'productSlug', message: 'cart.notFound' }]);
    } finally {
      await shop.db.update(productVariants).set({ stock: variants[0]!.stock }).where(eq(productVariants.id, variants[0]!.id));
    }
  });

  it('refuses negative, fractional, huge and missing quantities with the field named, and changes nothing', async () => {
    const guest = await newGuest(plenty[2]!.sku);
    for (const quantity of [-1, 1.5, 1e9, '2', null]) {
      const answer = await call('cart/add', { sku: plenty[2]!.sku, quantity }, guest);
      expect(answer.status, String(quantity)).toBe(400);
      expect(answer.body.data.problems?.map((problem) => problem.path)).toContain('quantity');
    }
    for (const quantity of [-1, 0.5, 100000]) {
      const answer = await call('cart/update', { sku: plenty[2]!.sku, quantity }, guest);
      expect(answer.status, String(quantity)).toBe(400);
      expect(answer.body.data.problems?.map((problem) => problem.path)).toContain('quantity');
    }
    const unknown = await call('cart/add', { sku: 'NO-SUCH-SKU', quantity: 1 }, guest);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.problems).toEqual([{ path: 'sku', message: 'cart.notFound' }]);
    // A new visitor's refused first add leaves no cart and no cookie behind.
    const cartsBefore = (await shop.db.select({ id: carts.id }).from(carts)).length;
    const stranger = await call('cart/add', { sku: 'NO-SUCH-SKU', quantity: 1 });
    expect(stranger.status).toBe(404);
    expect(cookieFrom(stranger.setCookie, CART_COOKIE)).toBeNull();
    expect((await shop.db.select({ id: carts.id }).from(carts)).length).toBe(cartsBefore);
    const noPriceTaken = await call('cart/add', { sku: plenty[2]!.sku, quantity: 1, price: 1 }, guest);
    expect(noPriceTaken.body.data.cart.lines[0]?.unitPrice.amount).toBeGreaterThan(1);
    expect((await call('cart/get', {}, guest)).body.data.count).toBe(2);
  });

  it('caps a quantity at the stock left and at the shop’s per-line maximum, and says so', async () => {
    const guest = await newGuest(plenty[3]!.sku);
    // Another line beside it: every cap and report below is about the line asked for.
    expect((await call('cart/add', { sku: plenty[5]!.sku, quantity: 3 }, guest)).body.data.adjusted).toBeNull();
    const overMax = await call('cart/update', { sku: plenty[3]!.sku, quantity: 25 }, guest);
    expect(overMax.status).toBe(200);
    expect(overMax.body.data.adjusted).toEqual({ variantId: plenty[3]!.id, asked: 25, quantity: DEFAULT_COMMERCE_SETTINGS.maxLineQuantity, reason: 'max' });
    expect(overMax.body.data.count).toBe(DEFAULT_COMMERCE_SETTINGS.maxLineQuantity + 3);

    await shop.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, plenty[3]!.id));
    const overStock = await call('cart/update', { sku: plenty[3]!.sku, quantity: 6 }, guest);
    expect(overStock.body.data.adjusted).toMatchObject({ asked: 6, quantity: 4, reason: 'stock' });
    expect(overStock.body.data.cart.lines[0]).toMatchObject({ quantity: 4, maxQuantity: 4 });
    const more = await call('cart/add', { sku: plenty[3]!.sku, quantity: 1 }, guest);
    expect(more.body.data.adjusted).toEqual({ variantId: plenty[3]!.id, asked: 5, quantity: 4, reason: 'stock' });
    expect(more.body.data.cart.lines.map((line) => line.quantity)).toEqual([4, 3]);

    // Stock falling below what a line holds shows on the line; the quantity is the shopper's to change.
    await shop.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, plenty[3]!.id));
    const read = await call('cart/get', {}, guest);
    expect(read.body.data.cart.lines[0]?.notices).toEqual([{ kind: 'stock', available: 2 }]);

    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, plenty[3]!.id));
    const soldOut = await call('cart/add', { sku: plenty[3]!.sku, quantity: 1 }, guest);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.data.key).toBe('cart.outOfStock');
    await shop.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, plenty[3]!.id));
  });

  it('follows the shop’s own per-line maximum', async () => {
    // Written as the admin API writes it: stored, then the shop's kept rules forgotten.
    await writeCommerceSettings(shop.db, { ...DEFAULT_COMMERCE_SETTINGS, maxLineQuantity: 3 });
    shop.services.commerceRules.forget();
    try {
      const guest = await newGuest(plenty[4]!.sku, 5);
      expect(guest.first.adjusted).toMatchObject({ asked: 5, quantity: 3, reason: 'max' });
    } finally {
      await writeCommerceSettings(shop.db, DEFAULT_COMMERCE_SETTINGS);
      shop.services.commerceRules.forget();
    }
  });

  it('shows a price change since the line was added, and takes a quantity change as seeing it', async () => {
    const guest = await newGuest(plenty[5]!.sku);
    const before = guest.first.cart.lines[0]!.unitPrice.amount;
    await shop.db.update(productVariants).set({ priceCents: before + 500 }).where(eq(productVariants.id, plenty[5]!.id));
    try {
      const read = await call('cart/get', {}, guest);
      expect(read.body.data.cart.lines[0]?.notices).toEqual([{ kind: 'price', was: { amount: before, currency: read.body.data.cart.subtotal.currency } }]);
      expect(read.body.data.cart.lines[0]?.unitPrice.amount).toBe(before + 500);
      // Reading again still shows it: only acting on the line, or the cart page, answers it.
      expect((await call('cart/get', {}, guest)).body.data.cart.lines[0]?.notices).toHaveLength(1);
      const changed = await call('cart/update', { sku: plenty[5]!.sku, quantity: 2 }, guest);
      expect(changed.body.data.cart.lines[0]?.notices).toEqual([]);
    } finally {
      await shop.db.update(productVariants).set({ priceCents: before }).where(eq(productVariants.id, plenty[5]!.id));
    }
  });

  it('removes a line by quantity 0 or by remove', async () => {
    const guest = await newGuest(plenty[6]!.sku, 2);
    await call('cart/add', { sku: plenty[7]!.sku, quantity: 1 }, guest);
    const zero = await call('cart/update', { variantId: plenty[6]!.id, quantity: 0 }, guest);
    expect(zero.body.data.cart.lines.map((line) => line.sku)).toEqual([plenty[7]!.sku]);
    const removed = await call('cart/remove', { variantId: plenty[7]!.id }, guest);
    expect(removed.body.data.cart.lines).toEqual([]);
    expect(removed.body.data.count).toBe(0);
  });

  it('never lets a guest or a shopper read or change another’s cart', async () => {
    const owner = await newGuest(plenty[0]!.sku, 3);
    const stranger = await newGuest(plenty[1]!.sku, 1);
    expect((await call('cart/get', {}, stranger)).body.data.cart.lines.map((line) => line.sku)).toEqual([plenty[1]!.sku]);
    const update = await call('cart/update', { variantId: plenty[0]!.id, quantity: 1 }, stranger);
    expect(update.status).toBe(404);
    expect(update.body.data.problems).toEqual([{ path: 'variantId', message: 'cart.lineNotFound' }]);
    await call('cart/remove', { variantId: plenty[0]!.id }, stranger);
    // A made-up token reads as an empty cart, and a write with it gets a cart of its own.
    const forged = { cookie: `${CART_COOKIE}=${'A'.repeat(43)}` };
    expect((await call('cart/get', {}, forged)).body.data.count).toBe(0);
    const forgedAdd = await call('cart/add', { sku: plenty[2]!.sku, quantity: 1 }, forged);
    expect(cookieFrom(forgedAdd.setCookie, CART_COOKIE)).not.toBe('A'.repeat(43));

    const shopper = await createSignedInShopper(shop.db);
    const signedIn = { session: shopper.token };
    await call('cart/add', { sku: plenty[4]!.sku, quantity: 1 }, signedIn);
    expect((await call('cart/get', {}, signedIn)).body.data.cart.lines.map((line) => line.sku)).toEqual([plenty[4]!.sku]);
    expect((await call('cart/update', { variantId: plenty[0]!.id, quantity: 2 }, signedIn)).status).toBe(404);
    const other = await createSignedInShopper(shop.db);
    expect((await call('cart/get', {}, { session: other.token })).body.data.count).toBe(0);
    expect((await call('cart/update', { variantId: plenty[4]!.id, quantity: 2 }, { session: other.token })).status).toBe(404);

    expect((await call('cart/get', {}, owner)).body.data.count).toBe(3);
    expect((await call('cart/get', {}, signedIn)).body.data.count).toBe(1);
  });

  it('estimates shipping for a shopper as the checkout would first charge it for their default address, and leaves a guest’s to checkout', async () => {
    const guest = await newGuest(plenty[5]!.sku, 1);
    expect(guest.first.cart.estimatedShipping).toBeNull();

    const shopper = await createSignedInShopper(shop.db);
    const signedIn = { session: shopper.token };
    await call('cart/add', { sku: plenty[5]!.sku, quantity: 1 }, signedIn);
    // No address yet: nothing to estimate from.
    expect((await call('cart/get', {}, signedIn)).body.data.cart.estimatedShipping).toBeNull();
    const address = { country: 'US', province: 'CA', city: 'San Francisco', postalCode: '94103', firstName: 'Mei', lastName: 'Chen', addressLine: '1 Market St', countryCode: '+1', phone: '415 555 2671' };
    expect((await call('address/add', { ...address, makeDefault: true }, signedIn)).status).toBe(200);
    const { cart } = (await call('cart/get', {}, signedIn)).body.data;
    expect(cart.estimatedShipping?.country).toBe('US');

    // The checkout of the same cart charges exactly that by default.
    const started = (await call('checkout/start', { lang: 'en' }, signedIn)).body.data as unknown as { checkoutId: string };
    const checkout = (await call('checkout/update', { checkoutId: started.checkoutId, lang: 'en' }, signedIn)).body.data as unknown as { summary: { shipping: { amount: number; currency: string } | null } };
    expect(cart.estimatedShipping?.fee).toEqual(checkout.summary.shipping);
  });

  it('keeps parallel adds of the last units within the stock', async () => {
    const guest = await newGuest(plenty[6]!.sku, 1);
    await shop.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, plenty[6]!.id));
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => call('cart/add', { sku: plenty[6]!.sku, quantity: 1 }, guest)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const [line] = await shop.db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(and(eq(cartLines.variantId, plenty[6]!.id), eq(carts.guestTokenHash, hashToken(guest.cookie.split('=')[1]!))));
      expect(line?.quantity).toBe(3);
      expect(answers.filter((answer) => answer.body.data.adjusted !== null).length).toBeGreaterThanOrEqual(10);

      // Twelve guests' first adds at once each get a cart of their own, each capped alike.
      const firsts = await Promise.all(Array.from({ length: 12 }, () => call('cart/add', { sku: plenty[6]!.sku, quantity: 5 })));
      expect(firsts.map((answer) => answer.body.data.count)).toEqual(Array(12).fill(3));
    } finally {
      await shop.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, plenty[6]!.id));
    }
  });

  it('merges the guest cart into the account’s at sign-in, every line kept and capped', async () => {
    const email = `merge-${Date.now()}@test.example`;
    await shop.db.insert(users).values({ email, passwordHash: await hashPassword('merge-secret-1', FAST_TEST_COST) });
    const [user] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const shopper = await signInAgain(shop.db, user!.id);
    // The account's cart already holds 3 of the first product, which has 4 left.
    await call('cart/add', { sku: plenty[0]!.sku, quantity: 3 }, { session: shopper.token });
    await shop.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, plenty[0]!.id));
    try {
      const guest = await newGuest(plenty[0]!.sku, 2);
      await call('cart/add', { sku: plenty[1]!.sku, quantity: 2 }, guest);

      const signIn = await shop.app.request('http://localhost/api/web/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: guest.cookie },
        body: JSON.stringify({ account: email, password: 'merge-secret-1' }),
      });
      expect(signIn.status).toBe(200);
      const setCookie = signIn.headers.get('set-cookie') ?? '';
      // The guest cookie is dropped: the cart it named is now the account's.
      expect(setCookie).toMatch(new RegExp(`${CART_COOKIE}=;`));
      const session = cookieFrom(setCookie, SESSION_COOKIE)!;
      const merged = await call('cart/get', {}, { session });
      expect(merged.body.data.cart.lines.map((line) => [line.sku, line.quantity])).toEqual([
        [plenty[0]!.sku, 4],
        [plenty[1]!.sku, 2],
      ]);
      expect((await call('cart/get', {}, guest)).body.data.count).toBe(0);
    } finally {
      await shop.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, plenty[0]!.id));
    }
  });
  it('takes a coupon code in the cart: judged on every read, carried through sign-in into the checkout, taken off', async () => {
    // SAVE15 takes $15 off a subtotal of $100 or more; one unit of this product is far below that.
    const guest = await newGuest(plenty[7]!.sku, 1);
    const unit = guest.first.cart.lines[0]!.unitPrice.amount;
    const refused = await call('cart/coupon', { code: ' save15 ' }, guest);
    expect(refused.status).toBe(200);
    expect(refused.body.data.cart.coupon).toEqual({ code: 'SAVE15', accepted: false, reason: 'minimum-not-met' });
    expect(refused.body.data.cart.discounts.filter((discount) => discount.source === 'coupon')).toEqual([]);

    // Enough units to pass the minimum: the same code now counts, with no new request to apply it.
    const units = Math.ceil(10_000 / unit);
    const grown = await call('cart/update', { sku: plenty[7]!.sku, quantity: units }, guest);
    expect(grown.body.data.cart.coupon).toEqual({ code: 'SAVE15', accepted: true, reason: null });
    expect(grown.body.data.cart.discounts.find((discount) => discount.source === 'coupon')).toMatchObject({ code: 'SAVE15', amount: { amount: 1500 } });
    expect(grown.body.data.cart.total.amount).toBe(grown.body.data.cart.subtotal.amount - grown.body.data.cart.discountTotal.amount);

    // A code that names nothing is kept and said to be unknown; over-long input is refused with the field named.
    expect((await call('cart/coupon', { code: 'NO-SUCH-CODE' }, guest)).body.data.cart.coupon).toEqual({ code: 'NO-SUCH-CODE', accepted: false, reason: 'unknown' });
    const tooLong = await call('cart/coupon', { code: 'X'.repeat(41) }, guest);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.problems?.[0]?.path).toBe('code');
    expect((await call('cart/get', {}, guest)).body.data.cart.coupon?.code).toBe('NO-SUCH-CODE');

    // Another visitor's cart is untouched; a visitor with no cart has nothing to put a code on.
    const stranger = await newGuest(plenty[2]!.sku, 1);
    expect(stranger.first.cart.coupon).toBeNull();
    const noCart = await call('cart/coupon', { code: 'SAVE15' });
    expect(noCart.status).toBe(409);
    expect(noCart.body.data.problems?.[0]?.path).toBe('code');

    // Signing in keeps the guest's code on the account's cart, and the checkout starts with it.
    await call('cart/coupon', { code: 'SAVE15' }, guest);
    const email = `coupon-cart-${Date.now()}@test.example`;
    await shop.db.insert(users).values({ email, passwordHash: await hashPassword('coupon-secret-1', FAST_TEST_COST) });
    const signIn = await shop.app.request('http://localhost/api/web/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: guest.cookie },
      body: JSON.stringify({ account: email, password: 'coupon-secret-1' }),
    });
    const session = cookieFrom(signIn.headers.get('set-cookie'), SESSION_COOKIE)!;
    expect((await call('cart/get', {}, { session })).body.data.cart.coupon).toEqual({ code: 'SAVE15', accepted: true, reason: null });
    const started = (await call('checkout/start', { lang: 'en' }, { session })).body.data as unknown as { checkoutId: string };
    const checkout = (await call('checkout/update', { checkoutId: started.checkoutId, lang: 'en' }, { session })).body.data as unknown as {
      couponCode: string | null;
      coupon: { accepted: boolean } | null;
    };
    expect(checkout.couponCode).toBe('SAVE15');
    expect(checkout.coupon?.accepted).toBe(true);

    // An empty code takes it off.
    const off = await call('cart/coupon', { code: '' }, { session });
    expect(off.body.data.cart.coupon).toBeNull();
    expect(off.body.data.cart.discounts.filter((discount) => discount.source === 'coupon')).toEqual([]);
  });
});
