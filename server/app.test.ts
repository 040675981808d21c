import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/blocks/registry';
import { createApp } from './app';
import type { DatabaseHandle } from './db/database';
import { openTestDatabase } from './testing/test-database';
import { visits } from './db/schema';
import { demoPages } from './demo/pages';
import { testPostgresServer } from './testing/test-postgres';
import { memoryLogger } from './logger';
import { createServices } from './services';
import type { HtmlRenderer } from './ssr/html-renderer';

/*
 * The HTTP surface against a real database: PGlite in a fresh folder always, and a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL as well when it is set.
 */

const ADMIN_TOKEN = 'admin-token-for-the-test-suite';
const ORIGIN = 'http://shop.test';
/** Starting PostgreSQL in this process takes seconds on a busy machine. */
const STARTUP_TIMEOUT_MS = 60_000;

// Server rendering of whole documents is covered by the browser journeys; these tests ask for data only.
const htmlNotUnderTest: HtmlRenderer = {
  render: () => Promise.reject(new Error('HTML rendering is not part of this suite')),
};

type Envelope = { code: number; msg: string; data: unknown };
type PageDataAnswer = {
  code: number;
  msg: string;
  data: {
    data: Record<string, unknown>;
    pageBody: { template: string; blocks: { id: string; type: string }[] } | null;
    meta: { title: string };
    route: { kind: string; lang: string; path: string; params: Record<string, string> };
  } | null;
};

const DRIVERS = [
  { name: 'PGlite', postgres: false, available: true },
  { name: 'PostgreSQL', postgres: true, available: Boolean(testPostgresServer) },
];

function seededTitle(key: string, locale: string): string {
  const page = demoPages.find((candidate) => candidate.key === key && candidate.locale === locale);
  if (!page) throw new Error(`The seed has no ${key} page in ${locale}`);
  return page.meta.title;
}

const richText = (id: string, html: string) => ({ id, type: 'rich-text', version: 1, props: { html } });

for (const driver of DRIVERS) {
  describe.skipIf(!driver.available)(`shop server on ${driver.name}`, () => {
    let dataDir: string;
    let database: DatabaseHandle;
    let app: ReturnType<typeof createApp>;
    let services: ReturnType<typeof createServices>;
    let originalSiteConfig: unknown;
    // Unique per run so a shared PostgreSQL database never sees two runs' pages collide.
    const slug = `suite-${randomUUID().slice(0, 8)}`;

    const request = (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init);
    const pageData = async (path: string) => {
      const response = await request(`${path}${path.includes('?') ? '&' : '?'}request=route`);
      return { status: response.status, body: (await response.json()) as PageDataAnswer };
    };
    const admin = (method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN) =>
      request(`/api/admin${path}`, {
        method,
        headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'vitrine-app-'));
      database = await openTestDatabase({ from: 'demo', driver: driver.postgres ? 'postgres' : 'pglite' });
      services = createServices({ db: database.db, logger: memoryLogger() });
      app = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN });
      originalSiteConfig = ((await (await admin('GET', '/site-config')).json()) as { data: { siteConfig: unknown } }).data.siteConfig;
    }, STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      if (originalSiteConfig) await admin('PUT', '/site-config', originalSiteConfig);
      for (const locale of ['en', 'zh-CN', 'zh-HK']) await admin('DELETE', `/pages?key=page/${slug}&locale=${locale}`);
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    }, STARTUP_TIMEOUT_MS);

    describe('page data (?request=route)', () => {
      it('answers the English home page with its body, theme and meta', async () => {
        const { status, body } = await pageData('/');
        expect(status).toBe(200);
        expect(body.code).toBe(0);
        expect(body.data?.route).toEqual({ kind: 'home', lang: 'en', path: '', params: {} });
        expect(body.data?.meta.title).toBe(seededTitle('home', 'en'));
        expect(body.data?.pageBody?.template).toBe('home');
        expect(body.data?.pageBody?.blocks.length).toBeGreaterThan(0);
      });

      it('reads the Simplified Chinese page for /zh', async () => {
        const { status, body } = await pageData('/zh');
        expect(status).toBe(200);
        expect(body.data?.route.lang).toBe('zh');
        expect(body.data?.meta.title).toBe(seededTitle('home', 'zh-CN'));
      });

      it('reads the Hong Kong page for /zh-HK, and for /zh-TW which falls back to it', async () => {
        const hongKong = await pageData('/zh-HK');
        expect(hongKong.body.data?.meta.title).toBe(seededTitle('home', 'zh-HK'));
        const taiwan = await pageData('/zh-TW');
        expect(taiwan.body.data?.route.lang).toBe('zh-TW');
        expect(taiwan.body.data?.meta.title).toBe(seededTitle('home', 'zh-HK'));
      });

      it('falls back to English when a page has no row in the requested locale', async () => {
        const { status, body } = await pageData('/zh-HK/page/broken-demo');
        expect(status).toBe(200);
        expect(body.data?.route).toMatchObject({ kind: 'page', lang: 'zh-HK', path: 'page/broken-demo' });
        expect(body.data?.meta.title).toBe(seededTitle('page/broken-demo', 'en'));
      });

      it('cleans merchant HTML where page data is made: no script, handler or javascript: link is sent', async () => {
        const hostile = '<p>Kept words</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">Link</a>';
        const put = await admin('PUT', '/pages', { key: `page/${slug}-html`, locale: 'en', pageBody: { template: 'page', blocks: [richText('hostile', hostile)] } });
        expect(put.status).toBe(201);
        const { status, body } = await pageData(`/page/${slug}-html`);
        await admin('DELETE', `/pages?key=page/${slug}-html&locale=en`);
        expect(status).toBe(200);
        const sent = (body.data?.pageBody?.blocks[0] as { props?: { html?: string } } | undefined)?.props?.html;
        expect(sent).toContain('<p>Kept words</p>');
        expect(sent).toContain('<a>Link</a>');
        expect(sent).not.toMatch(/onerror|<script|alert\(2\)|javascript:/i);
        expect(JSON.stringify(body)).not.toMatch(/onerror|javascript:/i);
      });

      it('answers an unknown route with HTTP 404 and code 40', async () => {
        for (const path of ['/no/such/route/here', '/page/never-written', '/not-a-page']) {
          const { status, body } = await pageData(path);
          expect(status, path).toBe(404);
          expect(body.code, path).toBe(40);
          expect(body.msg, path).toContain(path);
        }
      });

      it('answers a page whose template does not exist with a null body and the template named', async () => {
        // Whatever the seed composed for this kind is removed first, as a merchant could.
        const kind = 'inquiry-thankyou';
        for (const key of [`template:${kind}`, 'inquiry/thankyou']) {
          for (const locale of ['en', 'zh-CN', 'zh-HK']) await admin('DELETE', `/pages?key=${key}&locale=${locale}`);
        }
        for (const path of ['/inquiry/thankyou', '/zh-HK/inquiry/thankyou']) {
          const { status, body } = await pageData(path);
          expect(status, path).toBe(200);
          expect(body.code, path).toBe(0);
          expect(body.data?.route.kind, path).toBe(kind);
          expect(body.data?.pageBody, path).toBeNull();
          expect(body.data?.data.template, path).toBe(kind);
        }
      });

      it('searches in the asked order, one page at a time, with facets that add up', async () => {
        type Search = { results: { slug: string; price: number }[]; pagination: { total: number; pageSize: number }; facets: { price: { min: number; max: number } | null; inStock: number } };
        const search = async (query: string) => ((await pageData(`/search?${query}`)).body.data?.data as { search: Search }).search;
        const first = await search('q=er&sort=price-asc');
        const { total, pageSize } = first.pagination;
        expect(total).toBeGreaterThan(1);
        const all = [first];
        for (let page = 2; page <= Math.ceil(total / pageSize); page += 1) all.push(await search(`q=er&sort=price-asc&page=${page}`));
        const results = all.flatMap((answer) => answer.results);
        expect(new Set(results.map((result) => result.slug)).size).toBe(total);
        const prices = results.map((result) => result.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(first.facets.price).toMatchObject({ min: prices[0], max: prices.at(-1) });
        const beyond = await search('q=er&sort=price-asc&page=99');
        expect(beyond.results).toEqual([]);
        expect(beyond.pagination.total).toBe(total);
        const none = await search('q=no-product-is-named-this');
        expect(none).toMatchObject({ results: [], pagination: { total: 0 }, facets: { price: null, inStock: 0 } });
      });

      it('refuses a malformed page data query, naming the parameter', async () => {
        const response = await request(`/?request=route&referer=${encodeURIComponent(`${ORIGIN}/${'x'.repeat(3000)}`)}`);
        expect(response.status).toBe(400);
        const body = (await response.json()) as Envelope;
        expect(body.code).toBe(40);
        expect(body.msg).toMatch(/^referer\b/);
      });
    });

    describe('site configuration changes', () => {
      it('apply to the next request without a restart', async () => {
        expect((await pageData('/info/about')).status).toBe(404);
        expect((await pageData('/ask')).status).toBe(404);

        const current = ((await (await admin('GET', '/site-config')).json()) as { data: { siteConfig: { rules: object } } }).data.siteConfig;
        const changed = { ...current, rules: { ...current.rules, pageRule: 'info/:slug' }, customCategories: [{ path: 'ask', type: 'inquiry' }] };
        const put = await admin('PUT', '/site-config', changed);
        expect(put.status).toBe(200);

        const moved = await pageData('/info/about');
        expect(moved.status).toBe(200);
        expect(moved.body.data?.route).toMatchObject({ kind: 'page', params: { slug: 'about' } });
        expect(moved.body.data?.meta.title).toBe(seededTitle('page/about', 'en'));
        expect((await pageData('/ask')).body.data?.route.kind).toBe('inquiry');

        await admin('PUT', '/site-config', current);
        expect((await pageData('/info/about')).status).toBe(404);
      });

      it('reach the shopper API at once: a cart line links its product under the rule just set', async () => {
        const cartLinks = async (cookie?: string) => {
          const response = await request('/api/web/cart/add', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
            body: JSON.stringify({ productSlug: 'heavyweight-hoodie', quantity: 1 }),
          });
          expect(response.status).toBe(200);
          const body = (await response.json()) as { data: { cart: { lines: { href: string }[] } } };
          return { cookie: cookie ?? response.headers.get('set-cookie')!.split(';')[0]!, hrefs: body.data.cart.lines.map((line) => line.href) };
        };
        // The first call reads the settings, so the change below has something to replace.
        const before = await cartLinks();
        expect(before.hrefs).toEqual([expect.stringMatching(/^\/product\/heavyweight-hoodie\b/)]);

        const current = ((await (await admin('GET', '/site-config')).json()) as { data: { siteConfig: { rules: object } } }).data.siteConfig;
        expect((await admin('PUT', '/site-config', { ...current, rules: { ...current.rules, productRule: 'p/:slug' } })).status).toBe(200);
        try {
          expect((await cartLinks(before.cookie)).hrefs).toEqual([expect.stringMatching(/^\/p\/heavyweight-hoodie\b/)]);
        } finally {
          await admin('PUT', '/site-config', current);
        }
      });

      it('are refused with the path of each bad value, and change nothing', async () => {
        const response = await admin('PUT', '/site-config', { rules: { productRule: 'p/:slug/**' }, customCategories: [{ path: 'x', type: 'spaceship' }] });
        expect(response.status).toBe(422);
        const body = (await response.json()) as { data: { issues: { path: string }[] } };
        expect(body.data.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['rules.productRule', 'customCategories[0].type']));
        expect((await pageData('/page/about')).status).toBe(200);
      });
    });

    describe('admin page writes', () => {
      const key = `page/${slug}`;
      const goodBody = { template: 'page', blocks: [richText('intro', '<h1>First version</h1>')] };

      it('store a valid composition and serve it on the next request', async () => {
        const response = await admin('PUT', '/pages', { key, locale: 'en', pageBody: goodBody, meta: { title: 'Suite page' } });
        expect(response.status).toBe(201);
        const served = await pageData(`/${key}`);
        expect(served.status).toBe(200);
        expect(served.body.data?.pageBody?.blocks.map((block) => block.id)).toEqual(['intro']);
        expect(served.body.data?.meta.title).toBe('Suite page');

        const replaced = await admin('PUT', '/pages', { key, locale: 'en', pageBody: { template: 'page', blocks: [richText('second', '<p>Second</p>')] } });
        expect(replaced.status).toBe(200);
        expect((await pageData(`/${key}`)).body.data?.pageBody?.blocks.map((block) => block.id)).toEqual(['second']);
        await admin('PUT', '/pages', { key, locale: 'en', pageBody: goodBody });
      });

      it('refuse a composition with several broken blocks, listing every problem by path, and store nothing', async () => {
        const before = (await (await admin('GET', `/pages?key=${key}&locale=en`)).json()) as { data: { pageBody: unknown } };
        const broken = {
          key,
          locale: 'en',
          pageBody: {
            template: 'page',
            blocks: [
              richText('fine', '<p>Fine</p>'),
              { id: 'mystery', type: 'countdown-timer', version: 1, props: {} },
              { id: 'bad-props', type: 'rich-text', version: 1, props: { html: 42, align: 'diagonal' } },
              { type: 'rich-text', version: 1, props: { html: '<p>No id</p>' } },
            ],
          },
        };
        const response = await admin('PUT', '/pages', broken);
        expect(response.status).toBe(422);
        const body = (await response.json()) as { code: number; msg: string; data: { issues: { path: string; message: string }[] } };
        expect(body.code).toBe(40);
        const paths = body.data.issues.map((issue) => issue.path);
        expect(paths).toEqual(
          expect.arrayContaining(['pageBody.blocks[1].type', 'pageBody.blocks[2].props.html', 'pageBody.blocks[2].props.align', 'pageBody.blocks[3].id']),
        );
        expect(paths.some((path) => path.startsWith('pageBody.blocks[0]'))).toBe(false);
        expect(body.msg).toContain(`${body.data.issues.length} problems`);

        const after = (await (await admin('GET', `/pages?key=${key}&locale=en`)).json()) as { data: { pageBody: unknown } };
        expect(after.data.pageBody).toEqual(before.data.pageBody);
        expect((await pageData(`/${key}`)).body.data?.pageBody?.blocks.map((block) => block.id)).toEqual(['intro']);
      });

      it('refuse a bad key, locale and body shape all at once', async () => {
        const response = await admin('PUT', '/pages', { key: 'Not A Key', locale: 'fr', pageBody: { blocks: 'none' } });
        expect(response.status).toBe(422);
        const body = (await response.json()) as { data: { issues: { path: string }[] } };
        expect(body.data.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['key', 'locale', 'pageBody.template', 'pageBody.blocks']));
      });

      it('delete a page so that it is no longer served', async () => {
        const temporary = `${key}-gone`;
        expect((await admin('PUT', '/pages', { key: temporary, locale: 'en', pageBody: goodBody })).status).toBe(201);
        expect((await pageData(`/${temporary}`)).status).toBe(200);
        expect((await admin('DELETE', `/pages?key=${temporary}&locale=en`)).status).toBe(200);
        expect((await pageData(`/${temporary}`)).status).toBe(404);
        expect((await admin('DELETE', `/pages?key=${temporary}&locale=en`)).status).toBe(404);
      });
    });

    describe('admin authorization', () => {
      it('refuses calls without a token or with a wrong one, and changes nothing', async () => {
        const attempt = { key: `page/${slug}-intruder`, locale: 'en', pageBody: { template: 'page', blocks: [] } };
        for (const token of [null, 'wrong-token-of-enough-length', `${ADMIN_TOKEN}x`]) {
          const response = await admin('PUT', '/pages', attempt, token);
          expect(response.status, String(token)).toBe(401);
          expect(((await response.json()) as Envelope).code).toBe(30);
        }
        const read = await admin('GET', '/site-config', undefined, 'wrong-token-of-enough-length');
        expect(read.status).toBe(401);
        expect((await admin('GET', `/pages?key=${attempt.key}&locale=en`)).status).toBe(404);
      });

      it('refuses every call when the server has no admin token at all', async () => {
        const locked = createApp({ services: createServices({ db: database.db, logger: memoryLogger() }), html: htmlNotUnderTest, adminToken: null });
        const response = await locked.request(`${ORIGIN}/api/admin/site-config`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
        expect(response.status).toBe(503);
        expect(((await response.json()) as Envelope).msg).toContain('ADMIN_TOKEN');
      });
    });

    describe('/api/web', () => {
      const track = (body: unknown, headers: Record<string, string> = {}) =>
        request('/api/web/visitor/track', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });

      it('refuses a visitor track without a field, naming it', async () => {
        const response = await track({ url: `${ORIGIN}/`, referer: '' });
        expect(response.status).toBe(400);
        const body = (await response.json()) as Envelope;
        expect(body.code).toBe(40);
        expect(body.msg).toContain('timezone is required');
      });

      it('refuses a visitor track with an unsafe url, naming it', async () => {
        const response = await track({ url: 'javascript:alert(1)', timezone: 'Europe/Paris' });
        expect(response.status).toBe(400);
        expect(((await response.json()) as Envelope).msg).toMatch(/^url\b/);
      });

      it('stores a valid visitor track', async () => {
        const url = `${ORIGIN}/page/${slug}?visit=${randomUUID()}`;
        const response = await track({ url, referer: `${ORIGIN}/`, timezone: 'Asia/Hong_Kong' }, { 'x-visitor-id': `visitor-${slug}`, 'user-agent': 'suite-agent' });
        expect(response.status).toBe(200);
        expect(((await response.json()) as Envelope).code).toBe(0);
        const rows = await database.db.select().from(visits).where(eq(visits.url, url));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ visitorId: `visitor-${slug}`, referer: `${ORIGIN}/`, timezone: 'Asia/Hong_Kong', userAgent: 'suite-agent' });
      });

      it('answers an unknown call with a 404 envelope', async () => {
        const response = await request('/api/web/x', { method: 'POST' });
        expect(response.status).toBe(404);
        const body = (await response.json()) as Envelope;
        expect(body).toEqual({ code: 40, msg: expect.stringContaining('/api/web/x'), data: null });
      });
    });

    describe('built files', () => {
      const code = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
      let staticApp: ReturnType<typeof createApp>;
      beforeAll(async () => {
        const root = join(dataDir, 'client');
        await mkdir(join(root, 'assets'), { recursive: true });
        await writeFile(join(root, 'assets', 'shop-a1.js'), code);
        await writeFile(join(root, 'assets', 'shop-a1.js.br'), brotliCompressSync(code));
        await writeFile(join(root, 'assets', 'shop-a1.js.gz'), gzipSync(code));
        await writeFile(join(root, 'assets', 'plain-b2.js'), code);
        staticApp = createApp({ services, html: htmlNotUnderTest, adminToken: ADMIN_TOKEN, staticRoot: root });
      });
      const fetchAsset = (path: string, acceptEncoding: string) => staticApp.request(`${ORIGIN}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } });

      it('sends the brotli copy the build wrote to a browser that takes it, cacheable forever', async () => {
        const response = await fetchAsset('/assets/shop-a1.js', 'gzip, deflate, br, zstd');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('br');
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(code);
      });

      it('sends the gzip copy, or the file itself, to a browser that takes nothing better', async () => {
        const gzipped = await fetchAsset('/assets/shop-a1.js', 'gzip');
        expect(gzipped.headers.get('content-encoding')).toBe('gzip');
        const plain = await fetchAsset('/assets/shop-a1.js', 'identity');
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(await plain.text()).toBe(code);
      });

      it('still compresses a file the build left without copies', async () => {
        const response = await fetchAsset('/assets/plain-b2.js', 'gzip');
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      });

      it('never hands out a compressed copy as a file of its own', async () => {
        const response = await fetchAsset('/assets/shop-a1.js.br', 'br');
        expect(response.headers.get('content-encoding')).toBeNull();
        expect(response.headers.get('content-type') ?? '').not.toMatch(/javascript/);
      });
    });

    describe('/schema', () => {
      it('serves a page body schema naming every registered block type', async () => {
        const response = await request('/schema/page-body.json');
        expect(response.status).toBe(200);
        const schema = (await response.json()) as { $defs?: Record<string, { properties?: { type?: { const?: unknown } } }> };
        const named = Object.values(schema.$defs ?? {}).flatMap((definition) => {
          const type = definition.properties?.type?.const;
          return typeof type === 'string' ? [type] : [];
        });
        expect(new Set(named)).toEqual(new Set(Object.keys(registry)));
      });

      it('answers an unknown schema with 404 and the names that exist', async () => {
        const response = await request('/schema/nothing.json');
        expect(response.status).toBe(404);
        const body = (await response.json()) as { available: string[] };
        expect(body.available).toContain('page-body.json');
      });
    });
  });
}
