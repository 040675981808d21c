import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataSchema } from '../schema/page';
import { DEFAULT_THEME } from '../schema/theme-values';
import { fetchPageData, interpretPageResponse, pageDataRequestUrl, pageFailureTarget } from './page-request';

const page = pageDataSchema.parse({
  data: {},
  theme: DEFAULT_THEME,
  pageBody: { template: 'page', blocks: [] },
  meta: { title: 'About us' },
  route: { kind: 'page', lang: 'en', path: 'page/about', params: { slug: 'about' } },
});
const visitor = { userAgent: 'Mozilla/5.0 (X11) Test', referer: 'https://shop.example/zh-HK/', cookies: 'cart=3; theme=dark mode' };

describe('pageDataRequestUrl', () => {
  it('asks the page URL itself for its data, with the visitor fields of spec §7', () => {
    const url = new URL(pageDataRequestUrl('/zh-HK/search?q=linen&page=2', visitor), 'https://shop.example');
    expect(url.pathname).toBe('/zh-HK/search');
    expect(url.searchParams.get('q')).toBe('linen');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('request')).toBe('route');
    expect(url.searchParams.get('userAgent')).toBe(visitor.userAgent);
    expect(url.searchParams.get('referer')).toBe(visitor.referer);
    expect(url.searchParams.get('cookies')).toBe(visitor.cookies);
  });

  it('sends the cookie string percent-encoded, so `;` and `=` cannot split the query', () => {
    expect(pageDataRequestUrl('/cart', visitor)).toContain(`cookies=${encodeURIComponent(visitor.cookies)}`);
  });

  it('never lets the page query override the request fields', () => {
    const url = new URL(pageDataRequestUrl('/search?request=evil&referer=x', visitor), 'https://shop.example');
    expect(url.searchParams.getAll('request')).toEqual(['route']);
    expect(url.searchParams.getAll('referer')).toEqual([visitor.referer]);
  });
});

describe('pageFailureTarget (spec §8)', () => {
  it.each([
    [404, 'en', '/error/404'],
    [500, 'en', '/error/500'],
    [403, 'en', '/error/403'],
    [401, 'en', '/auth/signin'],
    [404, 'zh-HK', '/zh-HK/error/404'],
    [500, 'zh', '/zh/error/500'],
    [403, 'de', '/de/error/403'],
    [401, 'zh-HK', '/zh-HK/auth/signin'],
    [410, 'en', '/error/404'],
    [503, 'ja', '/ja/error/500'],
  ] as const)('HTTP %i in %s goes to %s', (status, lang, target) => {
    expect(pageFailureTarget(status, lang)).toBe(target);
  });

  it('has nowhere to send a success', () => {
    expect(pageFailureTarget(200, 'en')).toBeNull();
  });
});

describe('interpretPageResponse', () => {
  const ok = { code: 0, msg: '', data: page };

  it('returns the page of a successful answer', () => {
    expect(interpretPageResponse({ status: 200, body: ok, lang: 'en', requestedPath: '/page/about' })).toEqual({
      kind: 'page',
      pageData: page,
      status: 200,
    });
  });

  it('redirects an unknown page to the error page of its language', () => {
    const body = { code: 40, msg: 'No page at /nope', data: null };
    expect(interpretPageResponse({ status: 404, body, lang: 'zh-HK', requestedPath: '/zh-HK/nope' })).toEqual({
      kind: 'redirect',
      href: '/zh-HK/error/404',
    });
  });

  it('shows an error page that answers with its own status instead of redirecting to itself', () => {
    const errorPage = { ...page, route: { ...page.route, kind: 'error-404', path: 'error/404' } };
    expect(interpretPageResponse({ status: 404, body: { ...ok, data: errorPage }, lang: 'en', requestedPath: '/error/404' })).toMatchObject({
      kind: 'page',
      status: 404,
    });
    expect(interpretPageResponse({ status: 500, body: null, lang: 'en', requestedPath: '/error/500/' })).toMatchObject({
      kind: 'failed',
      status: 500,
    });
  });

  it('sends a signed-out body code to the sign-in page', () => {
    expect(interpretPageResponse({ status: 200, body: { code: 50, msg: 'auth invalid', data: null }, lang: 'zh', requestedPath: '/zh/user/center' })).toEqual({
      kind: 'redirect',
      href: '/zh/auth/signin?redirect=%2Fzh%2Fuser%2Fcenter',
    });
  });

  it('sends a 401 to the sign-in page with the page asked for, query included, to come back to', () => {
    expect(
      interpretPageResponse({ status: 401, body: { code: 50, msg: '', data: null }, lang: 'zh-HK', requestedPath: '/zh-HK/user/log', returnTo: '/zh-HK/user/log?page=2' }),
    ).toEqual({ kind: 'redirect', href: `/zh-HK/auth/signin?redirect=${encodeURIComponent('/zh-HK/user/log?page=2')}` });
  });

  it('treats page data that breaks the contract as a server error', () => {
    const broken = { code: 0, msg: '', data: { ...page, meta: { title: 42 } } };
    expect(interpretPageResponse({ status: 200, body: broken, lang: 'en', requestedPath: '/page/about' })).toEqual({
      kind: 'redirect',
      href: '/error/500',
    });
  });

  it('treats a page whose theme is not a complete, safe resolved theme as a server error', () => {
    const unresolved = { code: 0, msg: '', data: { ...page, theme: { colors: { primaryColor: '#0f766e' } } } };
    const hostile = { code: 0, msg: '', data: { ...page, theme: { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primaryColor: 'red}</style><script>' } } } };
    for (const body of [unresolved, hostile]) {
      expect(interpretPageResponse({ status: 200, body, lang: 'en', requestedPath: '/page/about' })).toEqual({ kind: 'redirect', href: '/error/500' });
    }
  });
});

describe('fetchPageData against a real HTTP server', () => {
  let server: Server;
  let origin = '';
  const seen: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/page/about') return reply(200, { code: 0, msg: '', data: page });
      if (url.pathname === '/page/lean') {
        // A server out of step with the browser: lean for a version the browser does not hold.
        const { theme: _theme, layout: _layout, ...lean } = page;
        return reply(200, { code: 0, msg: '', data: url.searchParams.has('shared') ? { ...lean, shared: 'version-b' } : { ...page, shared: 'version-b' } });
      }
      if (url.pathname === '/user/center') return reply(401, { code: 50, msg: 'sign in', data: null });
      if (url.pathname === '/user/order') return reply(403, { code: 30, msg: 'forbidden', data: null });
      if (url.pathname === '/boom') return reply(500, { code: 500, msg: 'boom', data: null });
      if (url.pathname === '/slow') return setTimeout(() => reply(200, { code: 0, msg: '', data: page }), 500);
      if (url.pathname === '/garbled') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>proxy error</html>');
      }
      return reply(404, { code: 40, msg: `No page at ${url.pathname}`, data: null });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchFromServer: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);
  const load = (pathAndSearch: string, lang: 'en' | 'zh-HK' = 'en', extra: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
    fetchPageData({ pathAndSearch, lang, context: visitor, fetch: fetchFromServer, ...extra });

  it('gets a page, sending the visitor fields', async () => {
    const outcome = await load('/page/about?ref=nav');
    expect(outcome).toEqual({ kind: 'page', pageData: page, status: 200 });
    const request = new URL(seen.at(-1)?.url ?? '', origin);
    expect(request.searchParams.get('request')).toBe('route');
    expect(request.searchParams.get('ref')).toBe('nav');
    expect(request.searchParams.get('cookies')).toBe(visitor.cookies);
  });

  it('asks again for the page whole when a page comes lean for a version other than the one held', async () => {
    const before = seen.length;
    const outcome = await fetchPageData({ pathAndSearch: '/page/lean', lang: 'en', context: visitor, fetch: fetchFromServer, held: { ...page, shared: 'version-a' } });
    expect(outcome).toEqual({ kind: 'page', pageData: { ...page, shared: 'version-b' }, status: 200 });
    const asked = seen.slice(before).map((request) => new URL(request.url ?? '', origin).searchParams.get('shared'));
    expect(asked).toEqual(['version-a', null]);
  });

  it('maps each failing status to its page', async () => {
    expect(await load('/zh-HK/nope/nope/nope', 'zh-HK')).toEqual({ kind: 'redirect', href: '/zh-HK/error/404' });
    expect(await load('/user/center?tab=orders#top')).toEqual({ kind: 'redirect', href: `/auth/signin?redirect=${encodeURIComponent('/user/center?tab=orders')}` });
    expect(await load('/user/order')).toEqual({ kind: 'redirect', href: '/error/403' });
    expect(await load('/boom')).toEqual({ kind: 'redirect', href: '/error/500' });
    expect(await load('/garbled')).toEqual({ kind: 'redirect', href: '/error/500' });
  });

  it('gives up after the timeout and says so', async () => {
    expect(await load('/slow', 'en', { timeoutMs: 50 })).toMatchObject({ kind: 'failed', reason: 'timeout' });
  });

  it('reports an unreachable server as a network failure', async () => {
    const unreachable: typeof fetch = (input, init) => fetch(new URL(String(input), 'http://127.0.0.1:9'), init);
    const outcome = await fetchPageData({ pathAndSearch: '/cart', lang: 'en', context: visitor, fetch: unreachable });
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'network' });
  });

  it('rejects when the navigation is abandoned, so the router drops it', async () => {
    const controller = new AbortController();
    const pending = load('/slow', 'en', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
