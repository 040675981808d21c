import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/schema/site-config';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { createLocalChangeBus } from '../events/change-bus';
import { memoryLogger } from '../logger';
import { createSignedInShopper } from '../testing/test-shoppers';
import { SESSION_COOKIE } from '../accounts/sessions';
import { createServices, pageResolvers, type Services } from '../services';
import type { EntityResolver } from './entities';
import { createHtmlRenderer, type HtmlSource } from '../ssr/html-renderer';
import { createPageCache } from './page-cache';
import type { PageDataResult, PageDataService } from './page-data';

/*
 * The page cache against the real server and an embedded database: what a merchant writes
 * through the admin API shows at once, languages never share an entry, and the cache stays
 * within its bound however many addresses shoppers ask for.
 */

const ADMIN_TOKEN = 'admin-token-for-the-cache-suite';
const ORIGIN = 'http://shop.test';
const STARTUP_TIMEOUT_MS = 60_000;

type PageDataAnswer = { code: number; data: { meta: { title: string }; pageBody: { blocks: { props: { html?: string } }[] } | null; data: { site: { name: string } } } };

const richText = (html: string) => ({ template: 'page', blocks: [{ id: 'text', type: 'rich-text', version: 1, props: { html } }] });

describe('page cache on the shop server', () => {
  let database: DatabaseHandle;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  /** Server renders actually drawn, as opposed to taken from the cache. */
  let renders = 0;
  let builds = 0;
  /** What each render was given of the page as JSON made beforehand (undefined when none). */
  const jsonGiven: (string | undefined)[] = [];

  // Draws what the page data says, the way the real entry does, so stale data shows in the HTML.
  const source: HtmlSource = {
    template: async () => '<!doctype html><html <!--html-attrs-->><head><!--app-head--></head><body><!--app-body--></body></html>',
    entry: async () => ({
      async render(input) {
        renders += 1;
        jsonGiven.push(input.pageDataJson);
        const texts = (input.pageData.pageBody?.blocks ?? []).map((block) => JSON.stringify(block));
        const greeting = input.pageData.shopper ? `<p>Hello ${input.pageData.shopper.name}</p>` : '<p>Sign in</p>';
        return { head: `<title>${input.pageData.meta.title}</title>`, body: `<header>${greeting}</header><main>${texts.join('')}</main>`, htmlAttributes: `lang="${input.pageData.route.lang}"`, blockTypes: [], locales: [] };
      },
    }),
  };

  const request = (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init);
  const pageData = async (path: string) => (await (await request(`${path}?request=route`)).json()) as PageDataAnswer;
  const html = async (path: string) => (await request(path)).text();
  const admin = (method: string, path: string, body?: unknown) =>
    request(`/api/admin${path}`, { method, headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    database = await openTestDatabase({ from: 'demo' });
    // A long age, so nothing in these tests is fresh only because an entry ran out of time.
    // Counts the builds of content pages, to tell a page built again from one taken from the cache.
    const countedPage: EntityResolver = (...args) => {
      builds += 1;
      return pageResolvers.page(...args);
    };
    services = createServices({ db: database.db, logger: memoryLogger(), pageCache: { maxAgeMs: 60 * 60_000 }, resolvers: { ...pageResolvers, page: countedPage } });
    app = createApp({ services, html: createHtmlRenderer(source, services.pageCache), adminToken: ADMIN_TOKEN });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  });

  it('draws a page once, then answers its HTML and page data from the cache', async () => {
    expect((await admin('PUT', '/pages', { key: 'page/cached', locale: 'en', pageBody: richText('<p>First words</p>') })).status).toBe(201);
    const before = renders;
    const first = await html('/page/cached');
    const second = await html('/page/cached');
    expect(first).toContain('First words');
    expect(second).toBe(first);
    expect(renders - before).toBe(1);
  });

  it('hands the render the page it draws as the JSON made when the page was built', async () => {
    expect((await admin('PUT', '/pages', { key: 'page/serialised', locale: 'en', pageBody: richText('<p>Made once</p>') })).status).toBe(201);
    jsonGiven.length = 0;
    expect(await html('/page/serialised')).toContain('Made once');
    expect(jsonGiven).toHaveLength(1);
    const made = JSON.parse(jsonGiven[0] ?? 'null') as PageDataAnswer['data'] | null;
    expect(made).toEqual((await pageData('/page/serialised')).data);
    expect(made?.pageBody?.blocks[0]?.props.html).toBe('<p>Made once</p>');
  });

  it('builds a page once whatever parameters no page reads its links carry, and keeps the ones a page reads', async () => {
    expect((await admin('PUT', '/pages', { key: 'page/campaign', locale: 'en', pageBody: richText('<p>Spring campaign</p>') })).status).toBe(201);
    const before = builds;
    const entriesBefore = services.pageCache.size().entries;
    expect(await html('/page/campaign')).toContain('Spring campaign');
    const asked = ['?utm_source=news&utm_medium=email', '?gclid=abc123', '?fbclid=x&UTM_CAMPAIGN=spring', '?ref=share', '?token=secret-1', '?v=1764000000'];
    for (let n = 0; n < 200; n += 1) asked.push(`?bust=${n}`);
    for (const query of asked) expect(await html(`/page/campaign${query}`)).toContain('Spring campaign');
    const fromCampaign = (await (await request('/page/campaign?utm_source=social&x=1&request=route')).json()) as PageDataAnswer;
    expect(fromCampaign.data.pageBody).toEqual((await pageData('/page/campaign')).data.pageBody);
    expect(builds - before).toBe(1);
    expect(services.pageCache.size().entries - entriesBefore).toBe(1);
    // A parameter a page reads may change it (a sort, a page number, a search): it stays an address of its own,
    // whichever order the parameters come in and whatever else rides along.
    await html('/page/campaign?sort=new&page=2');
    await html('/page/campaign?page=2&utm_source=news&sort=new');
    expect(builds - before).toBe(2);
  });

  it('carries the parameters it left out onto a redirect, so a campaign link to a renamed page keeps its tags', async () => {
    const answer = await request('/en/page/campaign?utm_source=news&sort=new&ref=share');
    expect(answer.status).toBe(301);
    const target = new URL(answer.headers.get('location')!, ORIGIN);
    expect(target.pathname).toBe('/page/campaign');
    expect(Object.fromEntries(target.searchParams)).toEqual({ sort: 'new', utm_source: 'news', ref: 'share' });
  });

  it('sends a visitor to sign in with the whole address they asked for, to come back to it', async () => {
    const answer = await request('/user/security?from=mail&utm_source=news');
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('location')!, ORIGIN);
    expect(target.pathname).toBe('/auth/signin');
    expect(target.searchParams.get('redirect')).toBe('/user/security?from=mail&utm_source=news');
  });

  it('never serves one shopper’s HTML to another shopper or to a visitor on the same address', async () => {
    await admin('PUT', '/pages', { key: 'page/shared', locale: 'en', pageBody: richText('<p>For everyone</p>') });
    const ana = await createSignedInShopper(database.db, { nickName: 'Ana' });
    const bo = await createSignedInShopper(database.db, { nickName: 'Bo' });
    const as = (token: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const visitorFirst = await html('/page/shared');
    const anaPage = await (await request('/page/shared', as(ana.token))).text();
    const boPage = await (await request('/page/shared', as(bo.token))).text();
    const visitorAfter = await html('/page/shared');
    const anaAgain = await (await request('/page/shared', as(ana.token))).text();
    expect(anaPage).toContain('Hello Ana');
    expect(anaAgain).toContain('Hello Ana');
    expect(boPage).toContain('Hello Bo');
    for (const page of [anaPage, boPage, anaAgain, visitorFirst, visitorAfter]) expect(page).toContain('For everyone');
    expect(boPage).not.toContain('Ana');
    for (const page of [visitorFirst, visitorAfter]) {
      expect(page).toContain('Sign in');
      expect(page).not.toMatch(/Ana|Bo\b/);
    }
  });

  it('builds a page once for visitors and signed-in shoppers alike', async () => {
    await admin('PUT', '/pages', { key: 'page/built-once', locale: 'en', pageBody: richText('<p>Once</p>') });
    const shopper = await createSignedInShopper(database.db, { nickName: 'Cy' });
    const before = builds;
    await request('/page/built-once?request=route', { headers: { cookie: `${SESSION_COOKIE}=${shopper.token}` } });
    await request('/page/built-once?request=route');
    await request('/page/built-once?request=route', { headers: { 'x-auth': shopper.token } });
    expect(builds - before).toBe(1);
  });

  it('shows a page written through the admin API at once, in page data and in HTML', async () => {
    await admin('PUT', '/pages', { key: 'page/seasonal', locale: 'en', pageBody: richText('<p>Winter coats</p>') });
    expect(await html('/page/seasonal')).toContain('Winter coats');
    expect(JSON.stringify((await pageData('/page/seasonal')).data.pageBody)).toContain('Winter coats');

    expect((await admin('PUT', '/pages', { key: 'page/seasonal', locale: 'en', pageBody: richText('<p>Summer linen</p>') })).status).toBe(200);
    const document = await html('/page/seasonal');
    expect(document).toContain('Summer linen');
    expect(document).not.toContain('Winter coats');
    expect(JSON.stringify((await pageData('/page/seasonal')).data.pageBody)).toContain('Summer linen');
  });

  it('sends the same page data gzipped, with the same headers, and fresh after a write', async () => {
    await admin('PUT', '/pages', { key: 'page/zipped', locale: 'en', pageBody: richText('<p>Packed once</p>') });
    const plain = await request('/page/zipped?request=route');
    const plainText = await plain.text();
    const zippedAnswer = async () => {
      const response = await request('/page/zipped?request=route', { headers: { 'Accept-Encoding': 'br, gzip' } });
      return { response, text: gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8') };
    };
    const first = await zippedAnswer();
    expect(first.response.headers.get('content-encoding')).toBe('gzip');
    expect(first.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.response.headers.get('vary')).toBe('Cookie, X-Auth, Accept-Encoding');
    expect(first.response.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    expect(first.text).toBe(plainText);

    await admin('PUT', '/pages', { key: 'page/zipped', locale: 'en', pageBody: richText('<p>Packed again</p>') });
    const second = await zippedAnswer();
    expect(second.text).toContain('Packed again');
    expect(second.text).not.toContain('Packed once');
  });

  it('stops answering a page the merchant deleted', async () => {
    await admin('PUT', '/pages', { key: 'page/short-lived', locale: 'en', pageBody: richText('<p>Here today</p>') });
    expect((await pageData('/page/short-lived')).code).toBe(0);
    expect((await admin('DELETE', '/pages?key=page/short-lived&locale=en')).status).toBe(200);
    expect((await request('/page/short-lived?request=route')).status).toBe(404);
  });

  it('shows a new site name from the site config on pages already cached', async () => {
    const current = ((await (await admin('GET', '/site-config')).json()) as { data: { siteConfig: Record<string, unknown> } }).data.siteConfig;
    const before = (await pageData('/')).data.data.site.name;
    expect((await admin('PUT', '/site-config', { ...current, name: 'Renamed Shop' })).status).toBe(200);
    expect((await pageData('/')).data.data.site.name).toBe('Renamed Shop');
    await admin('PUT', '/site-config', { ...current, name: before });
    expect((await pageData('/')).data.data.site.name).toBe(before);
  });

  it('keeps each language its own entry', async () => {
    await admin('PUT', '/pages', { key: 'page/bilingual', locale: 'en', pageBody: richText('<p>Hello shoppers</p>') });
    await admin('PUT', '/pages', { key: 'page/bilingual', locale: 'zh-CN', pageBody: richText('<p>你好，顾客</p>') });
    const english = await html('/page/bilingual');
    const chinese = await html('/zh/page/bilingual');
    expect(english).toContain('Hello shoppers');
    expect(english).toContain('lang="en"');
    expect(chinese).toContain('你好，顾客');
    expect(chinese).toContain('lang="zh"');
    // Asked again in the other order: each language still gets its own page.
    expect(await html('/zh/page/bilingual')).toBe(chinese);
    expect(await html('/page/bilingual')).toBe(english);
    expect(JSON.stringify((await pageData('/zh/page/bilingual')).data.pageBody)).toContain('你好，顾客');
  });
});

describe('page cache bound', () => {
  const page = (path: string, size: number): PageDataResult => ({
    kind: 'not-found',
    lang: 'en',
    message: `${path} ${'x'.repeat(size)}`,
    siteConfig: siteConfigSchema.parse({}),
  });
  const counting = (size: number) => {
    const built: string[] = [];
    const inner: PageDataService = {
      getPageData: async (url) => {
        built.push(url.pathname);
        return page(url.pathname, size);
      },
    };
    return { inner, built };
  };
  const context = { origin: ORIGIN, shopper: null };
  const ask = (service: PageDataService, path: string) => service.getPageData(new URL(path, ORIGIN), context);

  it('keeps at most maxEntries addresses, dropping the least recently used', async () => {
    const { inner, built } = counting(10);
    const cache = createPageCache(inner, createLocalChangeBus(), { maxEntries: 3 });
    for (const path of ['/a', '/b', '/c']) await ask(cache.pageData, path);
    await ask(cache.pageData, '/a'); // now /b is the least recently used
    await ask(cache.pageData, '/d');
    expect(cache.size().entries).toBe(3);
    built.length = 0;
    await ask(cache.pageData, '/a');
    await ask(cache.pageData, '/b');
    expect(built).toEqual(['/b']);
  });

  it('stays within maxBytes however many addresses are asked for', async () => {
    const { inner } = counting(1_000);
    const cache = createPageCache(inner, createLocalChangeBus(), { maxBytes: 20_000 });
    for (let index = 0; index < 200; index += 1) {
      await ask(cache.pageData, `/search-${index}`);
      expect(cache.size().bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.size().entries).toBeGreaterThan(10);
    expect(cache.size().entries).toBeLessThan(20);
  });

  it('empties on a site change and never keeps a page built before it', async () => {
    const changes = createLocalChangeBus();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner: PageDataService = {
      getPageData: async (url) => {
        await gate;
        return page(url.pathname, 1);
      },
    };
    const cache = createPageCache(inner, changes);
    const slow = ask(cache.pageData, '/slow');
    await changes.publish('site-changed', { what: 'test' });
    release();
    await slow;
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
