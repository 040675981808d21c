import type { Context, MiddlewareHandler } from 'hono';
import { applyNonce, createNonce } from '../ssr/script-nonce';

export const HSTS = 'max-age=31536000; includeSubDomains';

export type SecurityHeaderOptions = {
  /** PUBLIC_ORIGIN: when it is https the shop is reached over TLS, whatever this hop says. */
  publicOrigin?: string | undefined;
  /** Proxies in front of the server (TRUST_PROXY); with one or more, X-Forwarded-Proto is believed. */
  trustProxy?: number | undefined;
};

/**
 * The policy of every HTML response. Scripts run only with this response's nonce, or when a
 * script holding it loads them ('strict-dynamic': the entry's chunks, preloads and lazy blocks).
 * Styles allow inline: React writes style attributes (swatch colours, image boxes, the progress
 * bar), which no nonce can cover, and the theme's style element is rewritten on navigation.
 * Injected CSS cannot run code, and the merchant's HTML is sanitized before it gets here.
 * Pictures may come from any https address, as a block's image may (src/schema/link-href.ts).
 */
export function contentSecurityPolicy(nonce: string, websocketOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...websocketOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** What every answer says unless its route said otherwise. */
const DEFAULT_POLICIES = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
] as const;

/**
 * On every response: no type sniffing, the referrer kept to the origin across sites and no
 * framing by other sites (unless the route set its own), and HSTS when it came over HTTPS. On
 * HTML responses the content security policy with a fresh nonce, written into the document's
 * scripts at this last step.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    // Made when an HTML answer needs it: most answers are JSON, and 128 random bits each were a measurable cost of them.
    let made: string | undefined;
    const nonce = () => (made ??= createNonce());
    // The nonce goes into the document as c.html receives it: reading a sent page back out of
    // its Response to rewrite it cost 2 ms per 130 KB page, more than the rest of the step.
    let written = false;
    const html = c.html.bind(c) as (body: unknown, ...rest: unknown[]) => Response | Promise<Response>;
    c.html = ((body: unknown, ...rest: unknown[]) => {
      written = true;
      return html(withNonce(body, nonce()), ...rest);
    }) as typeof c.html;

    await next();
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    // A route may ask for less: the newsletter's pages, whose address holds a token, send no referrer at all.
    for (const [name, value] of DEFAULT_POLICIES) if (!c.res.headers.has(name)) setAnswerHeader(c, name, value);
    if (servedOverHttps(c, options)) setAnswerHeader(c, 'Strict-Transport-Security', HSTS);
    if (!(c.res.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html')) return;
    if (!written) {
      // HTML made some other way than c.html: rewritten the slow way rather than sent with scripts that cannot run.
      const { status, headers } = c.res;
      const document = applyNonce(await c.res.text(), nonce());
      headers.delete('Content-Length');
      c.res = undefined;
      c.res = new Response(document, { status, headers });
    }
    setAnswerHeader(c, 'Content-Security-Policy', contentSecurityPolicy(nonce(), websocketOrigins(c, options.publicOrigin)));
  };
}

/**
 * Sets a header on the answer a handler already made, in place. After the handler, `c.header`
 * makes a new Response around the old one's body, which turns a page held as one string into a
 * stream that the server then reads back chunk by chunk: 7–9 % of an uncached page's time.
 * Headers a Response was made with as immutable (a fetched one) still go the long way.
 */
function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

function withNonce(body: unknown, nonce: string): unknown {
  if (typeof body === 'string') return applyNonce(body, nonce);
  if (body instanceof Promise) return body.then((resolved: unknown) => withNonce(resolved, nonce));
  return body;
}

function servedOverHttps(c: Context, options: SecurityHeaderOptions): boolean {
  if (options.publicOrigin?.startsWith('https:')) return true;
  const env = c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined;
  if (env?.incoming?.socket?.encrypted === true) return true;
  if (!options.trustProxy) return false;
  // The nearest proxy writes the last entry; anything before it came from further out.
  const forwarded = (c.req.header('x-forwarded-proto') ?? '').split(',').at(-1)?.trim().toLowerCase();
  return forwarded === 'https';
}

/** A host as a CSP source may name it; anything else is left out rather than written into the header. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The websocket's addresses, for browsers whose 'self' does not yet cover ws: and wss:.
 * The request's own host, and PUBLIC_ORIGIN's.
 */
function websocketOrigins(c: Context, publicOrigin: string | undefined): string[] {
  const hosts = new Set<string>();
  for (const origin of [c.req.url, publicOrigin]) {
    if (!origin) continue;
    try {
      const { host } = new URL(origin);
      if (HOST.test(host)) hosts.add(host);
    } catch {
      // An unreadable host adds nothing; 'self' still stands.
    }
  }
  return [...hosts].flatMap((host) => [`ws://${host}`, `wss://${host}`]);
}
