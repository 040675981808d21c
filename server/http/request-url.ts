/*
 * Every URL the server builds (canonical links, hreflang alternates, JSON-LD, redirects)
 * starts from the request's. Checked once here, before any of that, so that a strange
 * request is refused with the same 4xx on the HTML page and on its page data instead of
 * breaking the page data contract (and the error page with it) deep inside.
 */

/** Longer paths are refused: canonical URLs must stay under the 2000 characters links may have. */
export const MAX_PATH_LENGTH = 1024;
/** Path and query together; the page data query may carry 8 KiB of cookies. */
export const MAX_URL_LENGTH = 12 * 1024;
/** A DNS name has at most 253 characters; the port adds up to six. */
const MAX_HOST_LENGTH = 260;

export type UrlRefusal = { status: 400 | 404 | 414; message: string };

function decodesCleanly(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * Null when the URL can be served. Otherwise: 400 for a host no link could be built from
 * or a query holding NUL, 404 for a path that names nothing storable (NUL, a malformed
 * percent-escape), 414 for a path or URL over the fixed lengths.
 */
export function refuseRequestUrl(url: URL): UrlRefusal | null {
  if (url.host.length > MAX_HOST_LENGTH) return { status: 400, message: `The Host header is longer than ${MAX_HOST_LENGTH} characters` };
  if (url.pathname.length > MAX_PATH_LENGTH) return { status: 414, message: `The path is longer than ${MAX_PATH_LENGTH} characters` };
  if (url.pathname.length + url.search.length > MAX_URL_LENGTH) return { status: 414, message: `The URL is longer than ${MAX_URL_LENGTH} characters` };
  if (!url.pathname.split('/').every(decodesCleanly)) return { status: 404, message: 'No page at this address' };
  // URLSearchParams turns malformed escapes into U+FFFD, so NUL is all that can remain.
  for (const [name, value] of url.searchParams) {
    if (name.includes('\u0000') || value.includes('\u0000')) {
      return { status: 400, message: `query.${name.replaceAll('\u0000', '\\u0000')}: Contains a NUL character` };
    }
  }
  return null;
}
