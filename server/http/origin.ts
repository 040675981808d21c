import type { Context } from 'hono';

/**
 * Which origin canonical URLs, hreflang, the sitemap, robots.txt and JSON-LD are written
 * with. A fixed PUBLIC_ORIGIN always wins. Otherwise the request's own origin, but in
 * production only when its Host is on the allowed list: an unlisted Host header is never
 * echoed into a page that caches or crawlers may keep.
 */
export type OriginPolicy = {
  publicOrigin?: string | undefined;
  /** Hosts (`shop.example`, `shop.example:8080`) whose requests may name themselves; unset trusts every Host (development). */
  allowedHosts?: readonly string[] | undefined;
  /** Used for any other Host. */
  fallbackOrigin?: string | undefined;
};

export function createOriginResolver(policy: OriginPolicy): (url: URL) => string {
  const allowed = policy.allowedHosts ? new Set(policy.allowedHosts.map((host) => host.toLowerCase())) : null;
  return (url) => {
    if (policy.publicOrigin) return policy.publicOrigin;
    if (!allowed || allowed.has(url.host.toLowerCase())) return url.origin;
    return policy.fallbackOrigin ?? `${url.protocol}//localhost`;
  };
}

/**
 * What a request says of where it comes from, for the calls that must come from the shop's own
 * pages: null when its Origin (or, without one, its Sec-Fetch-Site) names the shop; the refusal,
 * naming `api`, when it names somewhere else; undefined when it says neither, which each caller
 * judges by what else the request carries.
 */
export function foreignSource(c: Context, isOwnOrigin: (origin: string, url: URL) => boolean, api: string): string | null | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined) return isOwnOrigin(origin, new URL(c.req.url)) ? null : `Requests from ${origin.slice(0, 200)} may not call ${api}`;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? null : `A ${site.slice(0, 40)} request may not call ${api}`;
  return undefined;
}

/**
 * Whether an `Origin` header names the shop itself for a request to `url`: the host the request
 * was sent to, PUBLIC_ORIGIN or an allowed host. The first holds whatever the allow list says:
 * that list decides which Host may be written into pages, not who may call the shop. A page of
 * another site that points its own name at the shop (DNS rebinding) sends that name as Host and
 * Origin alike, but the browser keeps none of the shop's cookies under it, so it speaks for no
 * shopper. The scheme is not compared: behind a proxy that ends TLS the server sees http.
 * Every check of where a request comes from (the shop API, the no-script forms, the websocket) is this one.
 */
export function createOwnOriginCheck(policy: OriginPolicy): (origin: string, url: URL) => boolean {
  const allowed = new Set((policy.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const publicHost = policy.publicOrigin ? new URL(policy.publicOrigin).host.toLowerCase() : null;
  return (origin, url) => {
    if (!URL.canParse(origin)) return false;
    const parsed = new URL(origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    const host = parsed.host.toLowerCase();
    return host === url.host.toLowerCase() || host === publicHost || allowed.has(host);
  };
}
