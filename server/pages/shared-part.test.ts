import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPageData } from '../../src/navigation/page-request';
import { pageDataSchema, type PageData } from '../../src/schema/page';
import { createApp } from '../app';
import { CART_COOKIE } from '../cart/cart-cookie';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { memoryLogger } from '../logger';
import { createServices } from '../services';
import type { HtmlRenderer } from '../ssr/html-renderer';
import { sharedPartOf, sourcesOf } from '../../src/schema/shared-part';
import { contentVersion } from './content-version';

/*
 * In-app navigation against the real shop: the next page's request names the part every page
 * of a language shares and the source lists it holds, the server leaves those out, and the
 * browser's page is still the page the server would have sent whole, but for what only
 * crawlers read (hreflang alternates, JSON-LD), which come with an address read whole.
 */

const ORIGIN = 'http://shop.test';
const ADMIN_TOKEN = 'admin-token-for-the-shared-part-test';
const htmlNotUnderTest: HtmlRenderer = { render: () => Promise.reject(new Error('HTML is not part of this suite')) };
const visitor = { userAgent: 'Mozilla/5.0 (X11) Test', referer: `${ORIGIN}/`, cookies: '' };

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
  const services = createServices({ db: database.db, logger: memoryLogger() });
  app = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
}, 60_000);
afterAll(() => database?.close());

type Answered = { url: URL; text: string };

/** The shop's page data as the browser's fetch reaches it, keeping what each request was answered. */
function recordingFetch(cookie?: string) {
  const answered: Answered[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), ORIGIN);
    const response = await app.request(url.href, { ...init, headers: { ...(cookie ? { cookie } : {}) } });
    const text = await response.text();
    answered.push({ url, text });
    return new Response(text, { status: response.status, headers: response.headers });
  };
  return { fetch, answered };
}

async function whole(path: string, cookie?: string): Promise<PageData> {
  const { fetch } = recordingFetch(cookie);
  const outcome = await fetchPageData({ pathAndSearch: path, lang: path.startsWith('/zh-HK') ? 'zh-HK' : 'en', context: visitor, fetch });
  if (outcome.kind !== 'page') throw new Error(`${path} answered ${JSON.stringify(outcome)}`);
  return outcome.pageData;
}

async function after(held: PageData, path: string, cookie?: string) {
  const recording = recordingFetch(cookie);
  const outcome = await fetchPageData({ pathAndSearch: path, lang: held.route.lang, context: visitor, fetch: recording.fetch, held });
  if (outcome.kind !== 'page') throw new Error(`${path} answered ${JSON.stringify(outcome)}`);
  const [answer] = recording.answered;
  return { page: outcome.pageData, answer: answer!, answers: recording.answered.length, raw: JSON.parse(answer!.text) as { data: Record<string, unknown> } };
}

/** A whole page as the browser draws it after another: without the meta only crawlers read. */
const drawnInApp = (page: PageData): PageData => ({ ...page, meta: { ...page.meta, alternates: [], jsonLd: [] } });

const PAGES = ['/category/apparel', '/product/heavyweight-hoodie', '/search?q=tee', '/page/about', '/article/caring-for-linen', '/cart', '/'];

describe('a page fetched after another of its language', () => {
  it.each(PAGES)('%s arrives without the theme, layout and site tree, and is the page the server sends whole', async (path) => {
    const home = await whole('/');
    const full = await whole(path);
    const { page, answer, raw } = await after(home, path);

    expect(answer.url.searchParams.get('shared')).toBe(home.shared);
    expect(raw.data).not.toHaveProperty('theme');
    expect(raw.data).not.toHaveProperty('layout');
    expect(raw.data.data).toMatchObject({ site: { cartCount: 0 } });
    expect(Object.keys((raw.data.data as { site: object }).site)).toEqual(['cartCount']);
    expect(page).toEqual(drawnInApp(full));
    // The header's language links name this page in each language, redrawn in the browser.
    const languages = (page.data.site as { languages: { lang: string; href: string; current: boolean }[] }).languages;
    expect(languages.find((language) => language.lang === 'zh-HK')?.href).toBe(`/zh-HK${path === '/' ? '' : path.replace(/\?.*$/, '')}`);
    expect(languages.filter((language) => language.current).map((language) => language.lang)).toEqual(['en']);
  });

  it('leaves out the lists the page it comes from showed, and the browser puts them back', async () => {
    const home = await whole('/');
    const full = await whole('/product/heavyweight-hoodie');
    const shown = Object.keys(full.sourceVersions ?? {});
    expect(shown).toEqual(['collection:summer-edit']);
    expect(home.sourceVersions?.['collection:summer-edit']).toBe(full.sourceVersions?.['collection:summer-edit']);

    const { page, answer, raw, answers } = await after(home, '/product/heavyweight-hoodie');
    expect(answer.url.searchParams.get('sources')?.split('.')).toEqual(Object.values(home.sourceVersions ?? {}));
    expect(raw.data.data).toMatchObject({ sources: {} });
    expect(Object.keys((raw.data.data as { sources: object }).sources)).toEqual([]);
    expect(answers).toBe(1);
    expect((page.data.sources as Record<string, unknown[]>)['collection:summer-edit']).toHaveLength(8);
    expect(page).toEqual(drawnInApp(full));
  });

  it('sends a list whose version the browser does not hold, and asks again whole when a list it was told it holds is not there', async () => {
    const home = await whole('/');
    const full = await whole('/product/heavyweight-hoodie');
    // A list that changed since (stock sold out): its version is not the one held, so it comes.
    const stale = { ...home, sourceVersions: { ...home.sourceVersions, 'collection:summer-edit': 'an-older-version' } };
    const changed = await after(stale, '/product/heavyweight-hoodie');
    expect(Object.keys((changed.raw.data.data as { sources: object }).sources)).toEqual(['collection:summer-edit']);
    expect(changed.page).toEqual(drawnInApp(full));
    // A page that names the version but lost the list: the browser cannot draw it, and asks whole.
    const { sources: _sources, ...withoutLists } = home.data;
    const lost = await after({ ...home, data: withoutLists }, '/product/heavyweight-hoodie');
    expect(lost.answers).toBe(2);
    expect(lost.page).toEqual(full);
  });

  it('keeps the hreflang alternates and JSON-LD for an address read whole', async () => {
    const full = await whole('/product/heavyweight-hoodie');
    expect(full.meta.alternates.map((alternate) => alternate.hreflang)).toContain('zh-HK');
    expect(full.meta.jsonLd.map((json) => json['@type'])).toContain('Product');
    const { raw } = await after(await whole('/'), '/product/heavyweight-hoodie');
    expect(raw.data.meta).toMatchObject({ alternates: [], jsonLd: [], canonical: full.meta.canonical, title: full.meta.title });
  });

  it('is smaller by what every page shares: a product page loses a sixth of its bytes or more', async () => {
    const home = await whole('/');
    const full = JSON.stringify(await whole('/product/heavyweight-hoodie'));
    const { answer } = await after(home, '/product/heavyweight-hoodie');
    expect(answer.text.length).toBeLessThan(full.length * (5 / 6));
  });

  it('in another language comes whole: its shared part is another', async () => {
    const home = await whole('/');
    const { page, raw } = await after(home, '/zh-HK/product/heavyweight-hoodie');
    expect(raw.data).toHaveProperty('theme');
    expect(page.shared).not.toBe(home.shared);
    expect(page).toEqual(await whole('/zh-HK/product/heavyweight-hoodie'));
  });

  it('comes whole, with the new theme, after the merchant changed it: the version held is no longer the shop’s', async () => {
    const home = await whole('/');
    const stored = (await (await app.request(`${ORIGIN}/api/admin/theme`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
      data: { config: Record<string, unknown> };
    };
    const put = (config: unknown) =>
      app.request(`${ORIGIN}/api/admin/theme`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(config),
      });
    const colors = (stored.data.config.colors ?? {}) as Record<string, string>;
    expect((await put({ ...stored.data.config, colors: { ...colors, primaryColor: '#0b6e4f' } })).status).toBe(200);
    try {
      const { page, raw, answers } = await after(home, '/category/apparel');
      expect(answers).toBe(1);
      expect(raw.data).toHaveProperty('theme');
      expect(page.shared).not.toBe(home.shared);
      expect(page.theme.colors.primaryColor).toBe('#0b6e4f');
    } finally {
      expect((await put(stored.data.config)).status).toBe(200);
    }
  });

  it('names the shared part and each list by a hash of exactly what they hold, on every page and after a category is renamed', async () => {
    const named = (page: PageData) => {
      expect(page.shared, page.route.path).toBe(contentVersion(sharedPartOf(page), 22));
      for (const [key, list] of Object.entries(sourcesOf(page.data) ?? {})) expect(page.sourceVersions?.[key], key).toBe(contentVersion(list, 16));
    };
    const pages = await Promise.all(PAGES.map((path) => whole(path)));
    pages.forEach(named);
    expect(new Set(pages.filter((page) => page.route.lang === 'en').map((page) => page.shared)).size).toBe(1);
    expect(Object.keys(pages.at(-1)!.sourceVersions ?? {}).length).toBeGreaterThan(0);

    const admin = (method: string, body?: unknown) =>
      app.request(`${ORIGIN}/api/admin/categories/apparel`, {
        method,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const stored = ((await (await admin('GET')).json()) as { data: { category: { parent: string | null; translations: Record<string, Record<string, unknown>> } } }).data.category;
    const rename = (name: string) => admin('PUT', { parent: stored.parent, translations: { ...stored.translations, en: { ...stored.translations.en, name } } });
    expect((await rename('Clothing')).status).toBe(200);
    try {
      const home = await whole('/');
      named(home);
      expect(home.shared).not.toBe(pages.at(-1)!.shared);
      expect(JSON.stringify((home.data.site as { categories: unknown }).categories)).toContain('"Clothing"');
    } finally {
      expect((await rename(String(stored.translations.en?.name))).status).toBe(200);
    }
    expect((await whole('/')).shared).toBe(pages.at(-1)!.shared);
  });

  it('keeps the visitor’s own cart count, which the shared part never holds', async () => {
    const added = await app.request(`${ORIGIN}/api/web/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ productSlug: 'heavyweight-hoodie', quantity: 2 }),
    });
    expect(added.status).toBe(200);
    const cookie = new RegExp(`${CART_COOKIE}=[^;]*`).exec(added.headers.get('set-cookie') ?? '')![0];
    const home = await whole('/');
    const { page, raw } = await after(home, '/category/apparel', cookie);
    expect(raw.data).not.toHaveProperty('theme');
    expect(page.data.site).toMatchObject({ cartCount: 2 });
    expect(page).toEqual(drawnInApp(await whole('/category/apparel', cookie)));
  });

  it('is the same lean answer gzipped, first built and then from the page cache', async () => {
    const home = await whole('/');
    const url = `${ORIGIN}/product/heavyweight-hoodie?request=route&shared=${home.shared}`;
    const plain = await (await app.request(url)).text();
    for (let time = 0; time < 2; time += 1) {
      const response = await app.request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    }
    expect(JSON.parse(plain).data).not.toHaveProperty('theme');
  });

  it('a version no page has, or a malformed one, gets the page whole or a 400 naming the parameter', async () => {
    const bogus = await app.request(`${ORIGIN}/category/apparel?request=route&shared=not-a-version`);
    const body = (await bogus.json()) as { data: unknown };
    expect(pageDataSchema.parse(body.data).theme).toBeDefined();
    const long = await app.request(`${ORIGIN}/category/apparel?request=route&shared=${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { msg: string }).msg).toMatch(/^shared\b/);
  });
});
