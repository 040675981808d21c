import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/schema/envelope';
import { openTestApp, type TestApp } from '../testing/test-app';
import { favorites } from '../db/schema';
import { SESSION_COOKIE } from './sessions';
import { createSignedInShopper } from '../testing/test-shoppers';

/*
 * Pages of kinds that need a shopper, as a visitor and as a signed-in shopper, and the
 * shopper's part of every page (greeting, counts), which only they receive.
 */

let shop: TestApp;
let mei: Awaited<ReturnType<typeof createSignedInShopper>>;
beforeAll(async () => {
  shop = await openTestApp();
  mei = await createSignedInShopper(shop.db, { nickName: 'Mei', firstName: 'Meiling' });
  await shop.db.insert(favorites).values([
    { userId: mei.id, targetType: 'product', targetSlug: 'anything' },
    { userId: mei.id, targetType: 'article', targetSlug: 'something' },
  ]);
}, 120_000);
afterAll(() => shop.close());

const get = (path: string, token?: string) =>
  shop.app.request(`http://localhost${path}`, { headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {} });

type FavoriteSlugs = { product: string[]; article: string[]; page: string[] };
type PageAnswer = {
  code: number;
  data: { shopper: { name: string } | null; data: { favorites?: { slugs: FavoriteSlugs } }; route: { kind: string } } | null;
};
/** The favorites count the header shows: every favorited slug the page carries for its shopper. */
const favoritesCount = (body: PageAnswer) => Object.values(body.data?.data.favorites?.slugs ?? {}).flat().length;

describe('pages only a signed-in shopper may see', () => {
  it('answers a visitor’s page data with 401 and code 50', async () => {
    const response = await get('/user/security?request=route');
    expect(response.status).toBe(401);
    expect(((await response.json()) as PageAnswer).code).toBe(ResponseCode.authInvalid);
  });

  it('sends a visitor’s HTML request to sign in, with the page asked for (query included) to come back to', async () => {
    const response = await get('/zh-HK/user/security/activity?page=2&sort=new');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/zh-HK/auth/signin');
    expect(location.searchParams.get('redirect')).toBe('/zh-HK/user/security/activity?page=2&sort=new');
  });

  it('leaves the page data parameters out of the page to come back to', async () => {
    const response = await get('/user/log?page=3&request=route&userAgent=x&cookies=y');
    expect(response.status).toBe(401);
    const html = await get('/user/log?page=3');
    expect(new URL(html.headers.get('location') ?? '', 'http://localhost').searchParams.get('redirect')).toBe('/user/log?page=3');
  });

  it('shows the page to a signed-in shopper, private and never stored', async () => {
    const data = await get('/user/security?request=route', mei.token);
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    const body = (await data.json()) as PageAnswer;
    expect(body.data?.route.kind).toBe('user-security');
    expect(body.data?.shopper?.name).toBe('Mei');
    const html = await get('/user/security', mei.token);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
  });

  it('treats an unknown or revoked token as a visitor', async () => {
    const response = await get('/user/security?request=route', 'not-a-session');
    expect(response.status).toBe(401);
  });
});

describe('the shopper’s part of other pages', () => {
  it('greets the shopper and counts their favorites on the home page, made for them alone', async () => {
    const response = await get('/?request=route', mei.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as PageAnswer;
    expect(body.data?.shopper).toMatchObject({ id: mei.id, name: 'Mei' });
    expect(favoritesCount(body)).toBe(2);
  });

  it('keeps the visitor’s home page without a shopper and with its usual headers, even right after a shopper’s', async () => {
    await get('/?request=route', mei.token);
    const response = await get('/?request=route');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await response.json()) as PageAnswer;
    expect(body.data?.shopper).toBeNull();
    expect(JSON.stringify(body)).not.toContain(mei.id);
  });

  it('gives each shopper their own greeting on the same page', async () => {
    const other = await createSignedInShopper(shop.db, { firstName: 'Ana' });
    const [first, second] = await Promise.all([get('/search?request=route', mei.token), get('/search?request=route', other.token)]);
    const [firstBody, secondBody] = [(await first.json()) as PageAnswer, (await second.json()) as PageAnswer];
    expect(firstBody.data?.shopper).toMatchObject({ name: 'Mei' });
    expect(favoritesCount(firstBody)).toBe(2);
    expect(secondBody.data?.shopper).toMatchObject({ name: 'Ana' });
    expect(secondBody.data?.data.favorites).toBeDefined();
    expect(favoritesCount(secondBody)).toBe(0);
  });
});
