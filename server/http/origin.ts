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
 * Whether an `Origin` header names the shop itself for a request to `url`: PUBLIC_ORIGIN, an
 * allowed host, or (where every host is trusted, as in development) the host the request
 * was sent to. The scheme is not compared: behind a proxy that ends TLS the server sees http.
 */
export function createOwnOriginCheck(policy: OriginPolicy): (origin: string, url: URL) => boolean {
  const allowed = policy.allowedHosts ? new Set(policy.allowedHosts.map((host) => host.toLowerCase())) : null;
  const publicHost = policy.publicOrigin ? new URL(policy.publicOrigin).host.toLowerCase() : null;
  return (origin, url) => {
    if (!URL.canParse(origin)) return false;
    const parsed = new URL(origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    const host = parsed.host.toLowerCase();
    if (host === publicHost) return true;
    if (allowed) return allowed.has(host);
    return host === url.host.toLowerCase();
  };
}
