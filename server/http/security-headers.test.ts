import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { NONCE_STAND_IN } from '../ssr/script-nonce';
import { securityHeaders } from './security-headers';

const PAGE = `<!doctype html><html><body><script nonce="${NONCE_STAND_IN}" type="module" src="/assets/entry.js"></script></body></html>`;

function nonceInPolicy(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
}

describe('securityHeaders', () => {
  it('writes the policy’s nonce into HTML however the handler made it', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/html', (c) => c.html(PAGE));
    app.get('/async-html', (c) => c.html(Promise.resolve(PAGE)));
    app.get('/body', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/html; charset=UTF-8' }));
    const nonces = new Set<string | undefined>();
    for (const path of ['/html', '/async-html', '/body', '/html']) {
      const response = await app.request(path);
      const nonce = nonceInPolicy(response);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await response.text(), path).toContain(`<script nonce="${nonce}" type="module"`);
      nonces.add(nonce);
    }
    // A fresh one for every answer, the same address asked again included.
    expect(nonces.size).toBe(4);
  });

  it('leaves other answers as they were, without a policy', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/data', (c) => c.json({ note: NONCE_STAND_IN }));
    const response = await app.request('/data');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(await response.json()).toEqual({ note: NONCE_STAND_IN });
  });

  it('says the same policies on every answer, and keeps a stricter one its route set', async () => {
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/data', (c) => c.json({ ok: true }));
    app.get('/token-page', (c) => {
      c.header('Referrer-Policy', 'no-referrer');
      return c.html(PAGE);
    });
    const data = await app.request('/data');
    expect(data.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(data.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(data.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const page = await app.request('/token-page');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});
