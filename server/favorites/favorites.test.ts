import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { users } from '../db/schema';
import { DEMO_ARTICLES } from '../demo/articles';
import { DEMO_PRODUCTS } from '../demo/products';
import { DEMO_SHOPPER } from '../demo/shoppers';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import { SESSION_COOKIE, startSession } from '../accounts/sessions';

/*
 * Favorites through the HTTP app on the seeded demo shop: two fresh shoppers, each with a
 * session, show that one never sees or changes the other's favorites.
 */

let db: Database;
let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

const html = { render: () => Promise.resolve('<!doctype html><html><head></head><body></body></html>') };

async function newShopper(email: string): Promise<string> {
  const [user] = await db.insert(users).values({ email, passwordHash: 'not-used-here' }).returning({ id: users.id });
  const session = await startSession(db, { userId: user!.id, ip: '127.0.0.1', userAgent: 'test', loginMethod: 'password' });
  return session.token;
}

let alice: string;
let bob: string;

beforeAll(async () => {
  const database = await openTestDatabase({ from: 'demo' });
  db = database.db;
  const services = createServices({ db, logger: memoryLogger() });
  app = createApp({ services, html, adminToken: 'admin-token-for-the-favorite-tests' });
  close = () => database.close();
  alice = await newShopper('alice@vitrine.example');
  bob = await newShopper('bob@vitrine.example');
}, 120_000);
afterAll(() => close());

type Envelope = { code: number; msg: string; data: Record<string, unknown> & { problems?: { path: string; message: string }[] } };

async function call(token: string | null, name: string, body: unknown): Promise<{ status: number; body: Envelope }> {
  const response = await app.request(`http://localhost/api/web/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', ...(token ? { 'x-auth': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const product = DEMO_PRODUCTS[0]!.slug;
const otherProduct = DEMO_PRODUCTS[1]!.slug;
const article = DEMO_ARTICLES[0]!.slug;

describe('favorites', () => {
  it('asks a signed-out shopper to sign in (code 50)', async () => {
    const answer = await call(null, 'favorite/add', { type: 'product', slug: product });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(50);
  });

  it('adds a product once, however often it is added, and counts it', async () => {
    const first = await call(alice, 'favorite/add', { type: 'product', slug: product });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ favorited: true, counts: { total: 1, product: 1 } });
    const again = await call(alice, 'favorite/add', { type: 'product', slug: product });
    expect(again.body.data).toMatchObject({ favorited: true, counts: { total: 1, product: 1 } });
    const counted = await call(alice, 'favorite/count', {});
    expect(counted.body.data).toEqual({ total: 1, product: 1, article: 0, page: 0 });
  });

  it('refuses a slug that names nothing, naming the slug, and stores nothing', async () => {
    const answer = await call(alice, 'favorite/add', { type: 'article', slug: 'no-such-article' });
    expect(answer.status).toBe(404);
    expect(answer.body.data.problems).toContainEqual({ path: 'slug', message: 'favorite.notFound' });
    const page = await call(alice, 'favorite/add', { type: 'page', slug: 'no-such-page' });
    expect(page.status).toBe(404);
    const counted = await call(alice, 'favorite/count', {});
    expect(counted.body.data).toMatchObject({ article: 0, page: 0 });
  });

  it('names a missing type and an empty slug', async () => {
    const answer = await call(alice, 'favorite/add', { slug: '' });
    expect(answer.status).toBe(400);
    const paths = answer.body.data.problems?.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['type', 'slug']));
  });

  it('lists favorites of one type with what their cards draw, in the page language', async () => {
    await call(alice, 'favorite/add', { type: 'article', slug: article });
    await call(alice, 'favorite/add', { type: 'page', slug: 'about' });
    const products = await call(alice, 'favorite/list', { type: 'product', lang: 'zh-HK' });
    expect(products.body.data).toMatchObject({ type: 'product', total: 1, page: 1 });
    const [card] = products.body.data.items as { slug: string; href: string; price: number }[];
    expect(card).toMatchObject({ slug: product, href: `/zh-HK/product/${product}` });
    expect(typeof card!.price).toBe('number');
    const pages = await call(alice, 'favorite/list', { type: 'page' });
    expect(pages.body.data.items).toEqual([{ slug: 'about', href: '/page/about', title: expect.any(String) }]);
  });

  it('answers the wish list as three lists with the favorited slugs', async () => {
    const answer = await call(alice, 'favorite/wishList', {});
    const data = answer.body.data as { product: { slug: string }[]; article: { slug: string }[]; page: { slug: string }[]; favorited: unknown };
    expect(data.product.map((entry) => entry.slug)).toEqual([product]);
    expect(data.article.map((entry) => entry.slug)).toEqual([article]);
    expect(data.page.map((entry) => entry.slug)).toEqual(['about']);
    expect(data.favorited).toEqual({ product: [product], article: [article], page: ['about'] });
  });

  it("never lists another shopper's favorites", async () => {
    const wishList = await call(bob, 'favorite/wishList', {});
    expect(wishList.body.data).toMatchObject({ product: [], article: [], page: [] });
    const listed = await call(bob, 'favorite/list', { type: 'product' });
    expect(listed.body.data).toMatchObject({ items: [], total: 0 });
    expect((await call(bob, 'favorite/count', {})).body.data).toMatchObject({ total: 0 });
  });

  it("never removes another shopper's favorite", async () => {
    const cancelled = await call(bob, 'favorite/cancel', { type: 'product', slug: product });
    expect(cancelled.body.data).toMatchObject({ favorited: false, counts: { total: 0 } });
    const aliceCount = await call(alice, 'favorite/count', {});
    expect(aliceCount.body.data).toMatchObject({ product: 1 });
  });

  it('keeps the two shoppers apart when both favorite the same product', async () => {
    await call(bob, 'favorite/add', { type: 'product', slug: otherProduct });
    await call(bob, 'favorite/add', { type: 'product', slug: product });
    await call(bob, 'favorite/cancel', { type: 'product', slug: product });
    const alices = await call(alice, 'favorite/list', { type: 'product' });
    expect((alices.body.data.items as { slug: string }[]).map((entry) => entry.slug)).toEqual([product]);
    const bobs = await call(bob, 'favorite/list', { type: 'product' });
    expect((bobs.body.data.items as { slug: string }[]).map((entry) => entry.slug)).toEqual([otherProduct]);
  });

  it('cancels a favorite, which then leaves the lists', async () => {
    const cancelled = await call(alice, 'favorite/cancel', { type: 'article', slug: article });
    expect(cancelled.body.data).toMatchObject({ favorited: false, counts: { article: 0 } });
    const wishList = await call(alice, 'favorite/wishList', {});
    expect(wishList.body.data).toMatchObject({ article: [] });
  });

  it('seeds the demo shopper with favorites of every kind', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
    const session = await startSession(db, { userId: demo!.id, ip: '127.0.0.1', userAgent: 'test', loginMethod: 'password' });
    const wishList = await call(session.token, 'favorite/wishList', {});
    const data = wishList.body.data as Record<'product' | 'article' | 'page', unknown[]>;
    expect(data.product.length).toBeGreaterThan(0);
    expect(data.article.length).toBeGreaterThan(0);
    expect(data.page.length).toBeGreaterThan(0);
  });
});

type PageDataAnswer = { code: number; data: { data: Record<string, unknown> } };

async function pageData(path: string, token: string | null): Promise<{ status: number; body: PageDataAnswer }> {
  const response = await app.request(`http://localhost${path}?request=route`, { headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });
  return { status: response.status, body: (await response.json()) as PageDataAnswer };
}

describe('favorites in page data', () => {
  it('draws a signed-in shopper\'s favorited slugs into the page, so the hearts are pressed in the HTML', async () => {
    const answer = await pageData(`/product/${product}`, alice);
    expect(answer.body.data.data.favorites).toMatchObject({ slugs: { product: [product] }, wishListHref: '/user/wishlist' });
  });

  it('gives a visitor no favorites at all', async () => {
    const answer = await pageData(`/product/${product}`, null);
    expect(answer.body.data.data).not.toHaveProperty('favorites');
  });

  it('draws user/favorite, user/wishlist and user/article from the shopper\'s own wish list only', async () => {
    for (const path of ['/user/favorite', '/user/wishlist', '/zh-HK/user/article']) {
      const alices = await pageData(path, alice);
      expect(alices.status).toBe(200);
      expect(alices.body.data.data.wishList).toBeDefined();
      const bobs = await pageData(path, bob);
      const bobsList = bobs.body.data.data.wishList as { product: { slug: string }[] };
      expect(bobsList.product.map((entry) => entry.slug)).not.toContain(product);
    }
    const alicesList = (await pageData('/user/wishlist', alice)).body.data.data.wishList as { product: { slug: string }[] };
    expect(alicesList.product.map((entry) => entry.slug)).toEqual([product]);
  });
});
