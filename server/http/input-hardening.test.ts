import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';

/*
 * Requests an outside tester sent the production server, each of which used to answer 500:
 * every one must now be a 4xx that names what was wrong, the same for a page and its data.
 */

const ORIGIN = 'http://shop.test';
const STARTUP_TIMEOUT_MS = 60_000;

type Envelope = { code: number; msg: string; data: { issues?: { path: string; message: string }[]; more?: number } | null };

let shop: TestApp;
const request = (path: string, init?: RequestInit) => shop.app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init);
const adminPut = (path: string, body: string) =>
  request(`/api/admin${path}`, { method: 'PUT', headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }, body });
const withPageData = (path: string) => `${path}${path.includes('?') ? '&' : '?'}request=route`;
const richText = (html: string) => ({ template: 'page', blocks: [{ id: 'intro', type: 'rich-text', props: { html } }] });

beforeAll(async () => {
  shop = await openTestApp();
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await shop?.close();
});

describe('merchant strings the database cannot hold', () => {
  it.each([
    ['a NUL', '<p>a\u0000b</p>'],
    ['an unpaired surrogate', '<p>\ud800</p>'],
  ])('refuses %s in a page with 422 naming the field, and stores nothing', async (_, html) => {
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/nul-test', locale: 'en', pageBody: richText(html) }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope;
    expect(body.data?.issues).toEqual([{ path: 'pageBody.blocks[0].props.html', message: expect.stringMatching(/NUL|surrogate/) }]);
    expect((await request(withPageData('/page/nul-test'))).status).toBe(404);
  });

  it('refuses a NUL in an object key, in meta and in the site configuration', async () => {
    const page = await adminPut('/pages', JSON.stringify({ key: 'page/nul-test', locale: 'en', pageBody: richText('ok'), meta: { title: 'a\u0000', jsonLd: [{ 'b\u0000': 1 }] } }));
    expect(page.status).toBe(422);
    expect(((await page.json()) as Envelope).data?.issues?.map((issue) => issue.path)).toEqual(['meta.title', 'meta.jsonLd[0]["b\\u0000"]']);
    const config = await adminPut('/site-config', JSON.stringify({ name: 'Shop\u0000' }));
    expect(config.status).toBe(422);
    expect(((await config.json()) as Envelope).data?.issues?.map((issue) => issue.path)).toEqual(['name']);
  });

  it('refuses a NUL in a shopper report with 400 naming the field', async () => {
    const response = await request('/api/web/block-error', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ route: '/', blockId: 'x', type: 'rich-text', message: 'boom\u0000' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).msg).toMatch(/^message: /);
  });
});

describe('strange public URLs answer the same 4xx as HTML and as page data', () => {
  const long = 'a'.repeat(2100);
  it.each([
    ['/%00', 404],
    ['/page/%00', 404],
    ['/product/a%00', 404],
    ['/zh/%00', 404],
    ['/x%00', 404],
    ['/coupon/%ff', 404],
    ['/promotion/%ff', 404],
    ['/inquiry/%ff', 404],
    ['/checkout/%ff', 404],
    ['/user/order/%ff', 404],
    ['/search?q=a%00b', 400],
    [`/promotion/${long}`, 414],
    [`/user/order/${long}`, 414],
  ].map(([path, status]) => ({ path: String(path), status: Number(status), label: String(path).replace(long, '<2100 a>') })))('$label → $status', async ({ path, status }) => {
    const html = await request(path);
    expect(html.status).toBe(status);
    expect(html.headers.get('Content-Type')).toContain('text/html');
    const data = await request(withPageData(path));
    expect(data.status).toBe(status);
    expect(((await data.json()) as Envelope).code).toBe(40);
  });

  it('names the query parameter that holds a NUL', async () => {
    const response = await request(withPageData('/search?q=a%00b'));
    expect(((await response.json()) as Envelope).msg).toBe('query.q: Contains a NUL character');
  });

  it('refuses an oversized Host with 400 on pages, page data and the sitemap', async () => {
    const host = `http://${'h'.repeat(2100)}.example`;
    for (const path of ['/', '/?request=route', '/sitemap.xml', '/robots.txt']) expect((await request(`${host}${path}`)).status, path).toBe(400);
  });

  it('refuses a NUL in an admin query with 400 instead of asking the database', async () => {
    const response = await request('/api/admin/pages?key=page%00x&locale=en', { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(response.status).toBe(400);
  });
});

describe('bounded work per admin write', () => {
  const nestedChildren = (levels: number) => {
    let block: Record<string, unknown> = { id: 'leaf', type: 'rich-text', props: { html: 'x' } };
    for (let level = 0; level < levels; level++) block = { id: `b${level}`, type: 'columns', props: {}, children: [block] };
    return { template: 'page', blocks: [block] };
  };

  it('refuses blocks nested 2000 levels deep with 422 naming where the nesting goes too far', async () => {
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/deep', locale: 'en', pageBody: nestedChildren(2000) }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope;
    expect(body.data?.issues?.[0]?.path).toBe('$');
    expect(body.msg).toMatch(/Nested deeper than 64 levels/);
  });

  it('refuses blocks nested past the block depth limit, though the JSON itself is shallow enough', async () => {
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/deep', locale: 'en', pageBody: nestedChildren(9) }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope;
    expect(body.data?.issues).toEqual([{ path: expect.stringMatching(/^pageBody\.blocks\[0\](\.children\[0\]){7}\.children$/), message: 'Blocks nest at most 8 levels deep' }]);
  });

  it.each([
    ['props', (deep: unknown) => ({ key: 'page/deep', locale: 'en', pageBody: { template: 'page', blocks: [{ id: 'a', type: 'rich-text', props: { html: 'x', deep } }] } })],
    ['JSON-LD', (deep: unknown) => ({ key: 'page/deep', locale: 'en', pageBody: richText('x'), meta: { jsonLd: [{ deep }] } })],
  ])('refuses %s nested 8000 levels (422) and 20 levels (422, with the path)', async (what, build) => {
    const deepText = JSON.stringify(build('X')).replace('"X"', `${'['.repeat(8000)}${']'.repeat(8000)}`);
    expect((await adminPut('/pages', deepText)).status).toBe(422);
    let twenty: unknown = 1;
    for (let level = 0; level < 20; level++) twenty = { next: twenty };
    const response = await adminPut('/pages', JSON.stringify(build(twenty)));
    expect(response.status).toBe(422);
    const issues = ((await response.json()) as Envelope).data?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([what === 'props' ? 'pageBody.blocks[0].props' : 'meta.jsonLd[0]']);
  });

  it('answers 600,000 empty blocks (1.8 MB) at once with a short refusal', async () => {
    const started = performance.now();
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/huge', locale: 'en', pageBody: { template: 'page', blocks: Array.from({ length: 600_000 }, () => ({})) } }));
    expect(response.status).toBe(413);
    expect((await response.text()).length).toBeLessThan(200);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses more than 500 blocks with one problem, however many more there are', async () => {
    const leaf = { id: 'x', type: 'rich-text', props: { html: 'x' } };
    const started = performance.now();
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/huge', locale: 'en', pageBody: { template: 'page', blocks: Array.from({ length: 10_000 }, () => leaf) } }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope).data?.issues).toEqual([{ path: 'pageBody.blocks', message: 'A page holds at most 500 blocks, children included' }]);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('lists at most 50 problems and says how many more there were', async () => {
    const blocks = Array.from({ length: 120 }, (_, index) => ({ id: `b${index}`, type: 'no-such-block', props: {} }));
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/many', locale: 'en', pageBody: { template: 'page', blocks } }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as Envelope;
    expect(body.data?.issues).toHaveLength(50);
    expect(body.data?.more).toBe(70);
    expect(body.msg).toBe('Invalid page composition: 120 problems');
  });

  it('refuses more custom categories than a request should try one by one', async () => {
    const customCategories = Array.from({ length: 201 }, (_, index) => ({ path: `c${index}`, type: 'collection' }));
    const response = await adminPut('/site-config', JSON.stringify({ customCategories }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Envelope).data?.issues?.map((issue) => issue.path)).toEqual(['customCategories']);
  });

  it('refuses a write over the byte limit with 413', async () => {
    const response = await adminPut('/pages', JSON.stringify({ key: 'page/big', locale: 'en', pageBody: richText('x'.repeat(1024 * 1024 + 1)) }));
    expect(response.status).toBe(413);
  });

  it('publishes the limits in the page body JSON Schema', async () => {
    const schema = (await (await request('/schema/page-body.json')).json()) as { description?: string; properties: { blocks: { maxItems?: number } } };
    expect(schema.properties.blocks.maxItems).toBe(500);
    expect(schema.description).toMatch(/500 blocks.*8 levels.*16 levels.*1048576 bytes/s);
  });
});

describe('the origin written into pages', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await openTestApp({ allowedHosts: ['shop.test'], fallbackOrigin: 'http://shop.test' });
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await production?.close();
  });

  it('never echoes a Host that is not allowed, in canonical, hreflang, JSON-LD, sitemap or robots', async () => {
    for (const path of ['/', '/?request=route', '/sitemap.xml', '/robots.txt']) {
      const response = await production.app.request(`http://evil.example${path}`);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain('http://shop.test/');
    }
  });

  it('uses an allowed Host as it came, and in development any Host', async () => {
    expect(await (await production.app.request('http://shop.test/?request=route')).text()).toContain('"canonical":"http://shop.test/"');
    expect(await (await request('http://other.test/?request=route')).text()).toContain('"canonical":"http://other.test/"');
  });

  it('reads ALLOWED_HOSTS in production and falls back to PUBLIC_ORIGIN, the first allowed host, then localhost', () => {
    const base = { NODE_ENV: 'production', PORT: '4000' };
    expect(loadConfig({ ...base, ALLOWED_HOSTS: 'shop.example, www.shop.example:8080' })).toMatchObject({
      allowedHosts: ['shop.example', 'www.shop.example:8080'],
      fallbackOrigin: 'http://shop.example',
    });
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://shop.example' }).fallbackOrigin).toBe('https://shop.example');
    expect(loadConfig(base)).toMatchObject({ allowedHosts: [], fallbackOrigin: 'http://localhost:4000' });
    expect(loadConfig({ NODE_ENV: 'development', ALLOWED_HOSTS: 'shop.example' }).allowedHosts).toBeUndefined();
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'shop.example/path' })).toThrow(/ALLOWED_HOSTS/);
  });
});
