import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app';

/*
 * Whatever arrives from outside, the shop answers below 500: a refusal names what was
 * wrong, and a merchant's write is either refused with named fields or stored and served.
 * Runs are fixed in number and capped in time so the suite stays fast on a small machine.
 */

const STARTUP_TIMEOUT_MS = 60_000;
const TIME_LIMIT_MS = 15_000;
const RUNS = { numRuns: 300, interruptAfterTimeLimit: TIME_LIMIT_MS };

let shop: TestApp;
beforeAll(async () => {
  shop = await openTestApp({ allowedHosts: ['shop.test'], fallbackOrigin: 'http://shop.test' });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await shop?.close();
});

const authorized = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
type Envelope = { code: number; msg: string; data: { issues?: { path: string; message: string }[] } | null };

/** Text as typed, pasted or forged: any code unit, NUL and lone surrogates included. */
const anyText = fc.string({
  unit: fc.oneof({ weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', '<', '"', '/', '%') }, { weight: 30, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }),
  maxLength: 40,
});

const knownBlock = fc.oneof(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 8 }), type: fc.constant('rich-text'), props: fc.record({ html: anyText }) }),
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    type: fc.constant('hero-banner'),
    props: fc.record({ heading: anyText, level: fc.constantFrom(1, 2, 3) }, { requiredKeys: ['heading'] }),
  }),
);
const anyBlock = fc.oneof({ weight: 4, arbitrary: knownBlock }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

describe('a merchant page write', () => {
  it('is refused with named fields, or stored and then served as page data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('a', 'b', 'c'),
        fc.oneof({ weight: 4, arbitrary: fc.constant('page') }, { weight: 1, arbitrary: anyText }),
        fc.array(anyBlock, { maxLength: 5 }),
        fc.option(fc.record({ title: anyText, jsonLd: fc.array(fc.dictionary(anyText, fc.jsonValue({ maxDepth: 3 })), { maxLength: 2 }) }, { requiredKeys: [] }), { nil: undefined }),
        async (slug, template, blocks, meta) => {
          const write = { key: `page/prop-${slug}`, locale: 'en', pageBody: { template, blocks }, ...(meta ? { meta } : {}) };
          const response = await shop.app.request('http://shop.test/api/admin/pages', { method: 'PUT', headers: authorized, body: JSON.stringify(write) });
          const body = (await response.json()) as Envelope;
          if (response.status === 422) {
            expect(body.data?.issues?.length).toBeGreaterThan(0);
            for (const issue of body.data?.issues ?? []) expect(issue.path).toMatch(/^(?:key|locale|pageBody|meta|\$)/);
            return;
          }
          expect([200, 201]).toContain(response.status);
          const served = await shop.app.request(`http://shop.test/page/prop-${slug}?request=route`);
          expect(served.status).toBe(200);
          const page = (await served.json()) as { data: { pageBody: { blocks: unknown[] } } };
          expect(page.data.pageBody.blocks).toHaveLength(blocks.length);
        },
      ),
      RUNS,
    );
  }, TIME_LIMIT_MS + 10_000);
});

/** Where routes start, so generated paths reach resolvers and endpoints instead of stopping at the first segment. */
const routePrefix = fc.constantFrom(
  '', 'page', 'product', 'zh', 'zh-HK/page', 'en', 'user/order', 'search', 'coupon', 'promotion', 'checkout', 'inquiry', 'category', 'article',
  'api/admin/pages', 'api/admin/site-config', 'api/web/block-error', 'api/web/visitor/track', 'schema', 'images', 'sitemap.xml', 'robots.txt', 'ws/message',
);
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('%00', '%ff', '%e0%a0', '%ed%a0%80', '%2f', '..', '.', '%', '%%', 'about', 'a'.repeat(1100)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('request', 'q', 'page', 'key', 'locale', 'cookies', 'referer', 'userAgent', 'sort'), fc.string({ maxLength: 8 })),
  fc.oneof(fc.constantFrom('route', 'en', 'page/about', '1', '%00', '\u0000'), fc.string({ unit: 'binary', maxLength: 30 })),
  { maxKeys: 4 },
);
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 });
const headers = fc.record(
  {
    authorization: fc.oneof(fc.constant(`Bearer ${TEST_ADMIN_TOKEN}`), printable),
    cookie: printable,
    referer: printable,
    'user-agent': printable,
    'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
    'x-visitor-id': printable,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('{"key":"home","locale":"en","pageBody":{"template":"home","blocks":[]}}', '{}', '[', '"\\u0000"', `${'['.repeat(5000)}${']'.repeat(5000)}`),
);
const host = fc.constantFrom('shop.test', 'evil.example', 'localhost:3000', '127.0.0.1:8080', `${'h'.repeat(300)}.test`);

describe('the HTTP app', () => {
  it('answers any path, query, headers and body below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
        host,
        routePrefix,
        fc.array(segment, { maxLength: 2 }),
        fc.boolean(),
        query,
        headers,
        body,
        async (method, hostName, prefix, segments, asPageData, params, headerSet, text) => {
          let url: URL;
          try {
            url = new URL(`http://${hostName}/${[prefix, ...segments].filter(Boolean).join('/')}`);
          } catch {
            return;
          }
          for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
          if (asPageData) url.searchParams.set('request', 'route');
          const sendsBody = method !== 'GET' && method !== 'HEAD';
          const response = await shop.app.request(url.href, { method, headers: headerSet, ...(sendsBody ? { body: text } : {}) });
          await response.arrayBuffer();
          const crashes = shop.logger.entries.filter((entry) => entry.level === 'error').map((entry) => `${entry.message} ${String(entry.fields.error ?? '')}`);
          expect(response.status, `${method} ${url.href} ${crashes.join('; ')}`).toBeLessThan(500);
        },
      ),
      RUNS,
    );
  }, TIME_LIMIT_MS + 10_000);
});
