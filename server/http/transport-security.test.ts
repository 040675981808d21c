import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { memoryLogger } from '../logger';
import { createNodeServer, listen, type NodeServer } from '../node-server';
import { createServices, type Services } from '../services';
import { createHtmlRenderer } from '../ssr/html-renderer';
import { NONCE_STAND_IN } from '../ssr/script-nonce';
import { HSTS } from './security-headers';

/*
 * The shop's HTTP server as the network sees it (a real listening server, a real database):
 * the headers on its HTML, and the rate limits on its API.
 */

const STARTUP_TIMEOUT_MS = 60_000;
const TEMPLATE =
  '<!doctype html><html <!--html-attrs-->><head><meta charset="utf-8"><!--app-head-->' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head>' +
  '<body><!--app-body--><script type="module" crossorigin src="/assets/entry.js"></script></body></html>';
// A merchant's text that imitates the nonce's stand-in (it cannot know the random part) must not be handed the real nonce.
const MERCHANT_TEXT = `nonce="${NONCE_STAND_IN.replace(/[0-9a-f]{24}$/, '0'.repeat(24))}"`;

let database: DatabaseHandle;
let services: Services;
const logger = memoryLogger();
const servers: NodeServer[] = [];

/** A server-side entry that draws a fixed page, and fails for `?explode` (for the error pages). */
const html = createHtmlRenderer({
  template: async () => TEMPLATE,
  entry: async () => ({
    async render(input) {
      if (input.url.includes('explode=always') || (input.url.includes('explode=once') && input.status !== 500)) throw new Error('Rendering failed on purpose');
      return {
        head: '<title>Shop</title>',
        body: `<div id="app"><p>${input.status === 500 ? 'Our error page' : MERCHANT_TEXT}</p></div><script id="vitrine-data" type="application/json">{"url":"/"}</script>`,
        htmlAttributes: 'lang="en"',
        blockTypes: [],
        locales: ['en'],
      };
    },
  }),
});

async function startShop(options: Partial<AppOptions> = {}): Promise<string> {
  const app = createApp({ services, html, adminToken: 'admin-token-for-the-test-suite', ...options });
  const node = createNodeServer({ app, logger: memoryLogger() });
  servers.push(node);
  return `http://127.0.0.1:${await listen(node.server, 0, '127.0.0.1')}`;
}

beforeAll(async () => {
  database = await openTestDatabase({ from: 'demo' });
  services = createServices({ db: database.db, logger });
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  for (const node of servers) await node.close();
  await database?.close();
}, STARTUP_TIMEOUT_MS);

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

/** The nonce the policy names, checked to be the same on every script of the document. */
function nonceOf(policy: string | null, document: string): string {
  const script = directives(policy).get('script-src') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(script)?.[1];
  expect(nonce, script).toBeDefined();
  expect(script).toContain("'strict-dynamic'");
  expect(script).not.toContain('unsafe-inline');
  for (const [, written] of document.matchAll(/<[a-z]+ nonce="([^"]*)"/g)) expect(written).toBe(nonce);
  return nonce!;
}

describe('content security policy', () => {
  it('gives each page response a fresh nonce, carried by the page’s code and by nothing a merchant wrote', async () => {
    const origin = await startShop();
    const seen = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      const response = await fetch(`${origin}/`);
      expect(response.status).toBe(200);
      const document = await response.text();
      const policy = response.headers.get('Content-Security-Policy');
      const nonce = nonceOf(policy, document);
      seen.add(nonce);
      expect(document).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/entry.js">`);
      expect(document).toContain(`<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/vendor.js">`);
      // Data blocks do not run and need none; the merchant's look-alike text stays inert.
      expect(document).toContain('<script id="vitrine-data" type="application/json">');
      expect(document.split(nonce)).toHaveLength(3);
      expect(document).toContain(MERCHANT_TEXT);
      expect(document).not.toContain(NONCE_STAND_IN);
      const policyParts = directives(policy);
      expect(policyParts.get('object-src')).toBe("'none'");
      expect(policyParts.get('base-uri')).toBe("'none'");
      expect(policyParts.get('frame-ancestors')).toBe("'self'");
      expect(policyParts.get('img-src')).toBe("'self' data: blob: https:");
      expect(policyParts.get('connect-src')).toBe(`'self' ws://${new URL(origin).host} wss://${new URL(origin).host}`);
    }
    expect(seen.size).toBe(2);
  });

  it('is on the shop’s own error page and on the emergency document alike', async () => {
    const origin = await startShop();
    const errorPage = await fetch(`${origin}/?explode=once`);
    expect(errorPage.status).toBe(500);
    const errorDocument = await errorPage.text();
    expect(errorDocument).toContain('Our error page');
    const nonce = nonceOf(errorPage.headers.get('Content-Security-Policy'), errorDocument);
    expect(errorDocument).toContain(`<script nonce="${nonce}" type="module"`);

    const emergency = await fetch(`${origin}/?explode=always`);
    expect(emergency.status).toBe(500);
    expect(await emergency.text()).toContain('Something went wrong');
    nonceOf(emergency.headers.get('Content-Security-Policy'), '');
  });

  it('leaves JSON answers without a policy and compresses the rewritten page as before', async () => {
    const origin = await startShop();
    const data = await fetch(`${origin}/?request=route`);
    expect(data.headers.get('Content-Security-Policy')).toBeNull();
    const page = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(await page.text()).toContain('/assets/entry.js');
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_ORIGIN is https, on pages and API answers', async () => {
    const origin = await startShop({ publicOrigin: 'https://shop.example' });
    for (const path of ['/', '/api/web/nothing-here']) {
      expect((await fetch(`${origin}${path}`)).headers.get('Strict-Transport-Security'), path).toBe(HSTS);
    }
  });

  it('is not sent over plain HTTP, nor on an X-Forwarded-Proto the server was not told to believe', async () => {
    const origin = await startShop();
    expect((await fetch(`${origin}/`)).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('is sent behind a trusted proxy that says the shopper came over https', async () => {
    const origin = await startShop({ trustProxy: 1 });
    expect((await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect((await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'http' } })).headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('rate limits as wired into the shop', () => {
  it('slow down /api/web and /api/admin each on its own, and never the pages or page data', async () => {
    const origin = await startShop({ rateLimits: { web: 3, admin: 2 } });
    const track = () =>
      fetch(`${origin}/api/web/visitor/track`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ url: '/', referer: '', timezone: 'UTC' }) });
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await track()).status);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    const refused = await track();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: 40, data: null });

    const admin = () => fetch(`${origin}/api/admin/site-config`, { headers: { Authorization: 'Bearer admin-token-for-the-test-suite' } });
    expect((await admin()).status).toBe(200);
    expect((await admin()).status).toBe(200);
    expect((await admin()).status).toBe(429);

    for (let call = 0; call < 5; call += 1) {
      expect((await fetch(`${origin}/`)).status).toBe(200);
      expect((await fetch(`${origin}/?request=route`)).status).toBe(200);
    }
  });

  it('count the cart’s form (the shop without JavaScript) against the shopper API’s budget, refused in plain text and changing nothing', async () => {
    const origin = await startShop({ rateLimits: { web: 3, admin: 2 } });
    const add = (cookie = '') =>
      fetch(`${origin}/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams({ action: 'add', productSlug: 'heavyweight-hoodie', quantity: '1' }).toString(),
      });
    const first = await add();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/cart?notice=added');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await add(cookie)).status).toBe(303);
    // The third of three calls a minute goes to the API; the form's next post is over the budget they share.
    const track = await fetch(`${origin}/api/web/visitor/track`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ url: '/', referer: '', timezone: 'UTC' }) });
    expect(track.status).toBe(200);
    const refused = await add(cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.text()).toMatch(/^Too many changes to the cart from this address; try again in \d+ s$/);
    // Page data is not limited: the cart still holds the two the shop accepted.
    const cart = (await (await fetch(`${origin}/cart?request=route`, { headers: { cookie } })).json()) as { data: { data: { cart: { lines: { quantity: number }[] } } } };
    expect(cart.data.data.cart.lines.map((line) => line.quantity)).toEqual([2]);
  });
});

describe('a proxy the server was not told of', () => {
  const proxyWarnings = () => logger.entries.filter((entry) => entry.level === 'warn' && entry.message.includes('TRUST_PROXY'));

  it('is said once in the log, at the first request it forwards, not at every one', async () => {
    const before = proxyWarnings().length;
    const origin = await startShop({ rateLimits: { web: 600, admin: 300 } });
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect(proxyWarnings()).toHaveLength(before);
    for (const client of ['203.0.113.7', '198.51.100.20', '192.0.2.44']) {
      const track = await fetch(`${origin}/api/web/visitor/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': client },
        body: JSON.stringify({ url: '/', referer: '', timezone: 'UTC' }),
      });
      expect(track.status).toBe(200);
    }
    expect(proxyWarnings()).toHaveLength(before + 1);
    expect(proxyWarnings().at(-1)!.message).toMatch(/RATE_LIMIT_WEB/);
  });

  it('is not mentioned when TRUST_PROXY names it', async () => {
    const before = proxyWarnings().length;
    const origin = await startShop({ trustProxy: 1 });
    expect((await fetch(`${origin}/`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    expect(proxyWarnings()).toHaveLength(before);
  });
});
