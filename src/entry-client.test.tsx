import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from './api/client';
import { render } from './entry-server';
import { testPage, testSiteConfig } from './routes/-components/page-fixtures';
import type { PageData } from './schema/page';
import { readStored } from './state/storage';

/*
 * The browser side end to end: the server's HTML is hydrated by the real client entry,
 * then every navigation fetches page data from a real HTTP server over the real fetch.
 */

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const pages: Record<string, { status: number; body: unknown }> = {};
function servePage(path: string, pageData: PageData, status = 200) {
  pages[path] = { status, body: { code: 0, msg: '', data: pageData } };
}
function content(path: string, lang: string, html: string, extra: Partial<Parameters<typeof testPage>[0]> = {}) {
  return testPage({
    path,
    lang,
    kind: 'page',
    meta: { title: `Title of /${path}`, description: `About /${path}` },
    pageBody: { template: 'page', blocks: [{ id: `body-${path}`, type: 'rich-text', version: 1, props: { html } }] },
    layout: { header: [{ id: 'menu', type: 'rich-text', version: 1, props: { html: `<p>${link('/page/about', 'Menu: About')}</p>` } }], footer: [] },
    ...extra,
  });
}

const home = content(
  '',
  'en',
  `<h1>Home</h1><p>${['/page/about About us', '/page/calm Calm page', '/nope/nope/nope Broken link', '/user/center Account', '/page/slow Slow page', '/page/flaky Flaky page']
    .map((entry) => link(entry.slice(0, entry.indexOf(' ')), entry.slice(entry.indexOf(' ') + 1)))
    .join(' ')}</p>`,
);
servePage('/', home);
servePage('/page/about', content('page/about', 'en', `<h1>About us</h1><p>${link('/', 'Home')}</p>`));
servePage('/zh-HK/page/about', content('page/about', 'zh-HK', `<h1>關於我們</h1><p>${link('/zh-HK', '主頁')}</p>`));
const calm = content('page/calm', 'en', '<h1>Calm</h1>');
servePage('/page/calm', { ...calm, pageBody: calm.pageBody && { ...calm.pageBody, noReload: true } });
servePage('/error/404', testPage({ kind: 'error-404', path: 'error/404', pageBody: null }), 404);
pages['/user/center'] = { status: 401, body: { code: 50, msg: 'Please sign in', data: null } };
servePage('/auth/signin', content('auth/signin', 'en', '<h1>Sign in</h1>'));
servePage('/zh-HK/auth/signin', content('auth/signin', 'zh-HK', `<h1>登入</h1><p>${link('/page/about', 'English: About us')}</p>`));
// A shopper API call whose token has run out (spec §4, code 50).
pages['/api/web/user/info'] = { status: 200, body: { code: 50, msg: '', data: null } };

servePage('/page/slow', content('page/slow', 'en', '<h1>Slow page</h1>'));
servePage('/page/flaky', content('page/flaky', 'en', '<h1>Back online</h1>'));
const slowPaths = new Set(['/page/slow']);
const droppedOnce = new Set(['/page/flaky']);

// Booting the client under a busy test run can take seconds; a shopper's page would not.
configure({ asyncUtilTimeout: 8000 });

const requests: URL[] = [];
let server: Server;
let origin = '';
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (droppedOnce.delete(url.pathname)) return request.socket.destroy();
    if (slowPaths.has(url.pathname)) return void setTimeout(() => answer(), 400);
    answer();
    function answer() {
      const page = pages[url.pathname.replace(/(.)\/$/, '$1')] ?? { status: 404, body: { code: 40, msg: `No page at ${url.pathname}`, data: null } };
      response.writeHead(page.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(page.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), origin), { ...init, signal: undefined }));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  window.scrollTo = vi.fn();

  const ssr = await render({ url: '/', pageData: home, siteConfig: testSiteConfig, status: 200 });
  document.documentElement.setAttribute('lang', 'en');
  document.head.innerHTML = ssr.head;
  document.body.innerHTML = ssr.body;
  window.history.replaceState(null, '', '/');
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const pageDataRequests = () => requests.filter((url) => url.searchParams.get('request') === 'route');
const hydrated = () => Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer'));

describe('client entry', () => {
  it('hydrates the server HTML without refetching the page or mismatching', async () => {
    const serverHtml = document.getElementById('app')?.innerHTML;
    await import('./entry-client');
    // Start-up runs in stages with pauses between them; on a busy machine that outlasts waitFor's default second.
    await waitFor(() => expect(hydrated()).toBe(true), { timeout: 10_000 });
    expect(pageDataRequests()).toHaveLength(0);
    expect(document.getElementById('app')?.innerHTML).toBe(serverHtml);
    expect(consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0])))).toEqual([]);
  });

  it('follows a link in server content without reloading, and updates the head', async () => {
    const marker = Symbol('same document');
    Object.assign(window, { [marker]: true });
    fireEvent.click(screen.getByRole('link', { name: 'About us' }));

    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(window.location.pathname).toBe('/page/about');
    expect(marker in window).toBe(true);
    expect(document.title).toBe('Title of /page/about');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About /page/about');

    const request = pageDataRequests().at(-1)!;
    expect(request.pathname).toBe('/page/about');
    expect(request.searchParams.get('referer')).toBe(`${window.location.origin}/`);
    expect(request.searchParams.get('userAgent')).toBe(navigator.userAgent);
  });

  it('moves focus to the new page’s heading and scrolls to the top', async () => {
    await waitFor(() => expect(document.activeElement?.textContent).toBe('About us'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('keeps the scroll position on a page flagged not to reload', async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home' });
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Calm page' }));
    await screen.findByRole('heading', { name: 'Calm' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('ignores a repeated click on the same link within 700 ms of the page change', async () => {
    const count = () => pageDataRequests().filter((url) => url.pathname === '/page/about').length;
    const before = count();
    fireEvent.click(screen.getByRole('link', { name: 'Menu: About' }));
    await screen.findByRole('heading', { name: 'About us' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    fireEvent.click(screen.getByRole('link', { name: 'Menu: About' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count()).toBe(before + 1);

    // Once the window has passed, going to the same page again is a real request for fresh data.
    await new Promise((resolve) => setTimeout(resolve, 450));
    fireEvent.click(screen.getByRole('link', { name: 'Menu: About' }));
    await waitFor(() => expect(count()).toBe(before + 2));
  });

  it('switches language on the same page and translates the interface', async () => {
    const switcher = document.querySelector('details[data-language-switcher]');
    switcher?.setAttribute('open', '');
    fireEvent.click(screen.getByRole('link', { name: '繁體中文（香港）' }));
    expect(await screen.findByRole('heading', { name: '關於我們' })).toBeTruthy();
    expect(window.location.pathname).toBe('/zh-HK/page/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-HK'));
    expect(screen.getByText('跳至主要內容')).toBeTruthy();
    expect(screen.getByRole('link', { name: '繁體中文（香港）' }).getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('details[data-language-switcher]')?.hasAttribute('open')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('remembers the language of the page shown, so signing in again keeps it', async () => {
    await waitFor(() => expect(readStored('langPath')).toBe(''));
    const switcher = document.querySelector('details[data-language-switcher]');
    switcher?.setAttribute('open', '');
    fireEvent.click(screen.getByRole('link', { name: '繁體中文（香港）' }));
    await screen.findByRole('heading', { name: '關於我們' });
    await waitFor(() => expect(readStored('langPath')).toBe('/zh-HK'));

    await expect(request('/user/info', { schema: z.unknown() })).rejects.toMatchObject({ code: 50 });
    expect(await screen.findByRole('heading', { name: '登入' })).toBeTruthy();
    expect(window.location.pathname).toBe('/zh-HK/auth/signin');

    fireEvent.click(screen.getByRole('link', { name: 'English: About us' }));
    await screen.findByRole('heading', { name: 'About us' });
    await waitFor(() => expect(readStored('langPath')).toBe(''));
  });

  it('sends an unknown page to the 404 page', async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('link', { name: 'Broken link' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(window.location.pathname).toBe('/error/404');
  });

  it('sends a page that needs a signed-in shopper to the sign-in page', async () => {
    window.history.back();
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/signin');
  });

  it('shows the progress bar while a page loads, and the page when it arrives', async () => {
    window.history.back();
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    const bar = await screen.findByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached', async () => {
    window.history.back();
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('link', { name: 'Flaky page' }));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeTruthy();
  });
});
