import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponKindDataSchema, promotionKindDataSchema } from '../../src/schema/web-api/coupon';
import { FAST_TEST_COST, hashPassword } from '../accounts/passwords';
import { SESSION_COOKIE } from '../accounts/sessions';
import { couponClaims, coupons, users } from '../db/schema';
import { DEMO_COUPON_CODES } from '../demo/coupons';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { openTestApp, TEST_ADMIN_TOKEN, TEST_APP_STARTUP_MS, type TestApp } from '../testing/test-app';
import { priceLines } from '../commerce/pricing';

/*
 * Coupons and promotions through the real app on the seeded demo shop: the pages a shopper
 * opens, the claim and "my coupons" calls (signed in or not, one shopper or another), and the
 * merchant's admin API, whose refusals name every field.
 */

const ORIGIN = 'http://localhost';
const OTHER = { email: 'coupon-other@vitrine.example', password: 'another-secret-1' };
let shop: TestApp;
let demoCookie: string;
let otherCookie: string;

type Envelope = { code: number; msg: string; data: Record<string, unknown> & { issues?: { path: string; message: string }[]; coupons?: { code: string }[] } };

async function call(path: string, body: unknown, cookie?: string) {
  const response = await shop.app.request(`${ORIGIN}/api/web/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function admin(method: string, path: string, body?: unknown) {
  const response = await shop.app.request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function signIn(account: string, password: string): Promise<string> {
  const response = await shop.app.request(`${ORIGIN}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password }) });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`Could not sign in as ${account}`);
  return token;
}

async function page(path: string) {
  return shop.services.pageData.getPageData(new URL(`${ORIGIN}${path}`), { origin: ORIGIN, shopper: null });
}
async function pageData(path: string) {
  const result = await page(path);
  if (result.kind !== 'page') throw new Error(`${path} answered ${result.kind}`);
  return result.pageData;
}

beforeAll(async () => {
  shop = await openTestApp();
  await shop.db.insert(users).values({ email: OTHER.email, firstName: 'Other', lastName: 'Shopper', passwordHash: await hashPassword(OTHER.password, FAST_TEST_COST) });
  demoCookie = await signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  otherCookie = await signIn(OTHER.email, OTHER.password);
}, TEST_APP_STARTUP_MS);

afterAll(async () => shop?.close());

describe('the coupon and promotion pages', () => {
  it('lists the claimable coupons in the page language, and shows one by its lower-cased code', async () => {
    const list = couponKindDataSchema.parse((await pageData('/zh-HK/coupon')).data);
    const codes = list.coupons.map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE15', 'KITCHEN15', 'TEAPOT8', 'SOLO25']));
    for (const code of ['SPRING20', 'EXPIRED5', 'FLASH50']) expect(codes).not.toContain(code);
    expect(list.coupons.find((coupon) => coupon.code === 'WELCOME10')).toMatchObject({ title: '全單九折', href: '/zh-HK/coupon/welcome10', kind: 'percent', value: 10 });
    expect(list.coupon).toBeNull();

    const detail = await pageData('/coupon/welcome10');
    expect(couponKindDataSchema.parse(detail.data).coupon).toMatchObject({ code: 'WELCOME10', title: '10% off your order' });
    expect(detail.meta.title).toContain('10% off your order');
  });

  it('answers 404 for a coupon or promotion that is unknown, not started or ended', async () => {
    for (const path of ['/coupon/nothing-here', '/coupon/expired5', '/coupon/spring20', '/zh/coupon/flash50', '/promotion/winter-sale', '/promotion/nothing-here']) {
      expect((await page(path)).kind, path).toBe('not-found');
    }
  });

  it('lists the running promotions, and shows one with the products it covers', async () => {
    const list = promotionKindDataSchema.parse((await pageData('/zh/promotion')).data);
    expect(list.promotions.map((promotion) => promotion.slug)).toEqual(['shoe-days', 'tops-week', 'spend-150-save-20', 'mugs-buy-2-get-1']);
    expect(list.promotions[1]).toMatchObject({ title: '上衣九折', href: '/zh/promotion/tops-week', kind: 'category-percent' });
    expect(list.products).toEqual([]);

    const mugs = promotionKindDataSchema.parse((await pageData('/promotion/mugs-buy-2-get-1')).data);
    expect(mugs.promotion).toMatchObject({ name: 'Mugs: buy 2, get 1 free', href: '/promotion/mugs-buy-2-get-1', card: { kind: 'buy-n-get-one' } });
    expect(mugs.products.map((product) => product.slug).sort()).toEqual(['enamel-mug', 'porcelain-mug', 'stoneware-mug']);
    expect(mugs.pagination.total).toBe(3);

    const tops = promotionKindDataSchema.parse((await pageData('/promotion/tops-week')).data);
    expect(tops.products.length).toBeGreaterThan(0);
    expect(tops.products.every((product) => /(tee|sweater|hoodie)$/.test(product.slug))).toBe(true);
  });
});

describe('claiming coupons', () => {
  it('keeps one claim however often the shopper claims, and lists it among their coupons alone', async () => {
    const first = await call('coupon/claim', { code: 'teapot8', lang: 'zh-HK' }, otherCookie);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ claimed: true, coupon: { code: 'TEAPOT8', title: '茶壺即減 8 美元', href: '/zh-HK/coupon/teapot8' } });
    expect((await call('coupon/claim', { code: 'TEAPOT8' }, otherCookie)).status).toBe(200);
    const [teapot] = await shop.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'TEAPOT8'));
    expect(await shop.db.select().from(couponClaims).where(eq(couponClaims.couponId, teapot!.id))).toHaveLength(1);

    const theirs = await call('coupon/mine', {}, otherCookie);
    expect(theirs.body.data.coupons?.map((coupon) => coupon.code)).toEqual(['TEAPOT8']);
    const demo = await call('coupon/mine', {}, demoCookie);
    expect(demo.body.data.coupons?.map((coupon) => coupon.code).sort()).toEqual([...DEMO_COUPON_CODES.claimed].sort());
  });

  it('keeps one claim when the same shopper claims from many tabs at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('coupon/claim', { code: 'SAVE15' }, otherCookie)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const [save] = await shop.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'SAVE15'));
    expect(await shop.db.select().from(couponClaims).where(eq(couponClaims.couponId, save!.id))).toHaveLength(1);
  });

  it('asks a visitor to sign in, and refuses a code that cannot be claimed with the field named', async () => {
    const visitor = await call('coupon/claim', { code: 'WELCOME10' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(50);
    for (const code of ['EXPIRED5', 'SPRING20', 'FLASH50', 'NO-SUCH-CODE']) {
      const refused = await call('coupon/claim', { code }, otherCookie);
      expect(refused.status, code).toBe(404);
      expect(refused.body.data).toMatchObject({ problems: [{ path: 'code', message: 'coupon.notFound' }] });
    }
    const blank = await call('coupon/claim', { code: '   ' }, otherCookie);
    expect(blank.status).toBe(400);
  });
});

describe('the demo codes at checkout', () => {
  it('takes WELCOME10 on an ordinary cart and refuses EXPIRED5 as expired', async () => {
    const lines = [{ variantId: 1, productSlug: 'stoneware-vase', categorySlugs: ['living', 'home'], unitPriceCents: 4000, quantity: 1 }];
    const accepted = await priceLines(shop.db, shop.services.commerceRules, lines, { currency: 'USD', locales: ['en'], now: new Date(), coupon: { code: DEMO_COUPON_CODES.accepted, userId: null } });
    expect(accepted.coupon).toMatchObject({ accepted: true });
    expect(accepted.discounts).toEqual([expect.objectContaining({ source: 'coupon', code: 'WELCOME10', amountCents: 400 })]);
    const expired = await priceLines(shop.db, shop.services.commerceRules, lines, { currency: 'USD', locales: ['en'], now: new Date(), coupon: { code: DEMO_COUPON_CODES.expired, userId: null } });
    expect(expired.coupon).toEqual({ code: 'EXPIRED5', accepted: false, reason: 'expired' });
  });
});

describe('the admin API for coupons and promotions', () => {
  const coupon = {
    code: 'summer-12',
    kind: 'percent',
    value: 12,
    startsAt: '2026-01-01T00:00:00Z',
    translations: { en: { title: '12% off summer' }, 'zh-HK': { title: '夏日八八折' } },
  };

  it('creates a coupon that the list page shows at once, and reads it back', async () => {
    expect((await pageData('/coupon')).data).toBeTruthy();
    const created = await admin('POST', '/coupons', coupon);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'SUMMER-12', uses: 0, combinable: true, listed: true });
    // The write reached the page cache: the list drawn before now holds the new coupon.
    const list = couponKindDataSchema.parse((await pageData('/coupon')).data);
    expect(list.coupons.map((card) => card.code)).toContain('SUMMER-12');
    expect((await admin('GET', '/coupons/summer-12')).body.data).toMatchObject({ code: 'SUMMER-12', value: 12 });
    expect((await admin('POST', '/coupons', coupon)).status).toBe(409);
  });

  it('refuses a coupon as a whole, naming every field', async () => {
    const refused = await admin('POST', '/coupons', { code: 'bad code!', kind: 'percent', value: 150, scope: 'products', startsAt: 'tomorrow', translations: { en: { title: '' } } });
    expect(refused.status).toBe(422);
    const paths = refused.body.data.issues?.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'startsAt', 'translations.en.title']));
    const scoped = await admin('POST', '/coupons', { ...coupon, code: 'SCOPED', kind: 'percent', value: 150, scope: 'products' });
    expect(scoped.body.data.issues?.map((issue) => issue.path).sort()).toEqual(['scopeSlugs', 'value']);
    expect((await admin('GET', '/coupons/SCOPED')).status).toBe(404);
    const yearZero = await admin('POST', '/coupons', { ...coupon, code: 'YEAR-ZERO', startsAt: '0000-01-01T00:00:00Z', endsAt: '2026-01-01T00:00:00+14:00' });
    expect(yearZero.status).toBe(422);
    expect(yearZero.body.data.issues?.map((issue) => issue.path)).toEqual(['startsAt']);
  });

  it('changes the fields given, and refuses a limit below the orders holding the coupon', async () => {
    const changed = await admin('PUT', '/coupons/SUMMER-12', { value: 15, listed: false });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ value: 15, listed: false, kind: 'percent' });
    expect(couponKindDataSchema.parse((await pageData('/coupon')).data).coupons.map((card) => card.code)).not.toContain('SUMMER-12');
    const below = await admin('PUT', '/coupons/FLASH50', { usageLimit: 5 });
    expect(below.status).toBe(422);
    expect(below.body.data.issues).toEqual([{ path: 'usageLimit', message: expect.stringContaining('20 orders') }]);
    expect((await admin('PUT', '/coupons/NOPE', { value: 1 })).status).toBe(404);
    expect((await admin('PUT', '/coupons/SUMMER-12', '[1]')).status).toBe(422);
    expect((await admin('PUT', '/coupons/SUMMER-12', '{not json')).status).toBe(400);
  });

  it('answers any body with a refusal or a write, never a server error', async () => {
    const field = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }));
    const body = fc.record(
      {
        code: fc.oneof(fc.stringMatching(/^[A-Z0-9-]{1,12}$/), field),
        slug: fc.oneof(fc.stringMatching(/^[a-z0-9]{1,12}$/), field),
        kind: fc.oneof(fc.constantFrom('fixed', 'percent'), field),
        value: fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), field),
        rule: fc.oneof(fc.record({ kind: fc.constantFrom('spend-save', 'buy-n-get-one', 'category-percent'), n: field, percent: field, saveCents: field, thresholdCents: field }), field),
        startsAt: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), field),
        endsAt: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), field),
        usageLimit: field,
        translations: fc.oneof(fc.record({ en: fc.record({ title: fc.string({ maxLength: 20 }) }) }), field),
      },
      { requiredKeys: [] },
    );
    // Changes go to records of this test's own, so the demo's stay as the other tests expect.
    expect((await admin('POST', '/coupons', { ...coupon, code: 'FUZZED' })).status).toBe(201);
    expect((await admin('POST', '/promotions', { slug: 'fuzzed', rule: { kind: 'spend-save', thresholdCents: 0, saveCents: 1 }, startsAt: coupon.startsAt, translations: coupon.translations })).status).toBe(201);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST /coupons', 'POST /promotions', 'PUT /coupons/FUZZED', 'PUT /promotions/fuzzed'), body, async (route, value) => {
        const [method, path] = route.split(' ');
        const answer = await admin(method!, path!, value);
        expect([200, 201, 409, 422]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
  });

  it('creates and changes promotions, naming what is wrong in their rule', async () => {
    const promotion = {
      slug: 'bags-15',
      rule: { kind: 'category-percent', categorySlug: 'bags', percent: 15 },
      startsAt: '2026-01-01T00:00:00Z',
      translations: { en: { title: '15% off bags' } },
    };
    expect((await admin('POST', '/promotions', promotion)).status).toBe(201);
    const list = promotionKindDataSchema.parse((await pageData('/promotion')).data);
    expect(list.promotions.map((card) => card.slug)).toContain('bags-15');
    const refused = await admin('POST', '/promotions', { ...promotion, slug: 'Bad Slug', rule: { kind: 'buy-n-get-one', n: 0, productSlugs: [] } });
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues?.map((issue) => issue.path).sort()).toEqual(['rule.n', 'rule.productSlugs', 'slug']);
    const ended = await admin('PUT', '/promotions/bags-15', { endsAt: '2026-01-02T00:00:00Z' });
    expect(ended.status).toBe(200);
    expect((await page('/promotion/bags-15')).kind).toBe('not-found');
    expect((await admin('GET', '/promotions')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'tops-week', rule: { kind: 'category-percent', categorySlug: 'tops', percent: 10 } })]));
  });
});
