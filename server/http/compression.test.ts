import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { NONCE_STAND_IN } from '../ssr/script-nonce';
import { acceptsGzip, gzipHtml, varyWithAcceptEncoding } from './compression';
import { securityHeaders } from './security-headers';

// Long enough to be worth compressing, with a script that must carry the policy's nonce.
const PAGE = `<!doctype html><html><body>${'<p>Linen shirt, washed soft.</p>'.repeat(80)}<script nonce="${NONCE_STAND_IN}" type="module" src="/assets/entry.js"></script></body></html>`;

/** The app's own order: compress outermost, then gzipHtml, then the nonce. */
function shop(withCompress = true): Hono {
  const app = new Hono();
  if (withCompress) app.use('*', compress());
  app.use('*', gzipHtml());
  app.use('*', securityHeaders());
  app.get('/page', (c) => {
    c.header('Vary', 'Cookie, X-Auth');
    return c.html(PAGE, 404);
  });
  app.get('/async-page', (c) => c.html(Promise.resolve(PAGE)));
  return app;
}

describe('gzipHtml', () => {
  it('sends a page gzipped, with the nonce of its policy inside, its status and Vary kept', async () => {
    for (const path of ['/page', '/async-page']) {
      const response = await shop().request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      const document = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      expect(document, path).toContain(`<script nonce="${nonce}" type="module"`);
      expect(document, path).not.toContain(NONCE_STAND_IN);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
    // Compressed here, not left to the compress middleware.
    const page = await shop(false).request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(page.status).toBe(404);
    expect(page.headers.get('Vary')).toBe('Cookie, X-Auth, Accept-Encoding');
  });

  it('sends the page as it is to a client that does not take gzip, and to a HEAD request', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br' }] as Record<string, string>[]) {
      const response = await shop().request('/page', { headers });
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(await response.text()).toContain('<p>Linen shirt');
    }
    const head = await shop().request('/page', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads the weights a browser or a proxy may send', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyWithAcceptEncoding(null)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Cookie, X-Auth')).toBe('Cookie, X-Auth, Accept-Encoding');
    expect(varyWithAcceptEncoding('cookie, accept-encoding')).toBe('cookie, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
