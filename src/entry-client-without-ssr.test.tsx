import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testPage } from './routes/-components/page-fixtures';

/*
 * A page served without server rendering (no embedded data): the client shows the
 * spinner, asks the page data endpoint itself, and then draws the page.
 */

// Booting the client under a busy test run can take seconds; a shopper's page would not.
configure({ asyncUtilTimeout: 8000 });

let server: Server;
let release: () => void = () => {};
const answered = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  const page = testPage({
    path: 'page/about',
    lang: 'zh-HK',
    kind: 'page',
    meta: { title: '關於我們 | Vitrine' },
    pageBody: { template: 'page', blocks: [{ id: 'a', type: 'rich-text', version: 1, props: { html: '<h1>關於我們</h1>' } }] },
  });
  server = createServer((request, response) => {
    // Hold the answer until the test has seen the spinner.
    void answered.then(() => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const found = url.pathname === '/zh-HK/page/about' && url.searchParams.get('request') === 'route';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? { code: 0, msg: '', data: page } : { code: 40, msg: 'not found', data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => realFetch(new URL(String(input), origin), { ...init, signal: undefined }));
  window.scrollTo = vi.fn();
  document.body.innerHTML = '<div id="app"></div>';
  window.history.replaceState(null, '', '/zh-HK/page/about');
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('shows the spinner, then the page it fetched, in the language of the URL', async () => {
  await import('./entry-client');
  const spinner = await screen.findByRole('status');
  expect(spinner.textContent).toContain('載入中');
  release();
  expect(await screen.findByRole('heading', { name: '關於我們' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  await waitFor(() => expect(document.title).toBe('關於我們 | Vitrine'));
  expect(document.documentElement.lang).toBe('zh-HK');
});
