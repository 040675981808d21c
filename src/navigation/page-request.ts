import { langPath, type UrlLanguage } from '../schema/languages';
import { pageDataEnvelopeSchema, type PageData } from '../schema/page';
import { ResponseCode } from '../schema/envelope';
import { heldSourcesOf, isLeanAnswer, joinShared, SHARED_PARAM, SOURCES_PARAM } from '../schema/shared-part';

/** Spec §7/§9: every call gives up after this long. */
export const PAGE_REQUEST_TIMEOUT_MS = 20_000;

/** What the server is told about the visitor with each page data request (spec §7). */
export type VisitorContext = { userAgent: string; referer: string; cookies: string };

const REQUEST_PARAMS = ['request', 'userAgent', 'referer', 'cookies', SHARED_PARAM, SOURCES_PARAM];

/**
 * The page data URL for a page: the page's own path and query, plus `request=route`,
 * `userAgent`, `referer` (the previous page) and `cookies` (the encoded cookie string); and
 * `shared`, the version of the part every page of a language shares, when the browser holds one,
 * and `sources`, the versions of the data source lists it holds with it.
 */
export function pageDataRequestUrl(pathAndSearch: string, context: VisitorContext, shared?: string, sources?: string): string {
  const url = new URL(pathAndSearch, 'http://page.invalid');
  for (const name of REQUEST_PARAMS) url.searchParams.delete(name);
  const own = url.searchParams.toString();
  const added = [
    'request=route',
    `userAgent=${encodeURIComponent(context.userAgent)}`,
    `referer=${encodeURIComponent(context.referer)}`,
    `cookies=${encodeURIComponent(context.cookies)}`,
    ...(shared ? [`${SHARED_PARAM}=${encodeURIComponent(shared)}`] : []),
    ...(shared && sources ? [`${SOURCES_PARAM}=${encodeURIComponent(sources)}`] : []),
  ].join('&');
  return `${url.pathname}?${own ? `${own}&` : ''}${added}`;
}

/**
 * Spec §8: where a failed page request sends the shopper, in the page's language.
 * 401 asks them to sign in; 403, 404 and 500 have their own pages; any other 4xx reads as
 * not found and any other 5xx as a server error.
 */
export function pageFailureTarget(status: number, lang: UrlLanguage): string | null {
  const prefix = langPath(lang);
  if (status === 401) return `${prefix}/auth/signin`;
  if (status === 403) return `${prefix}/error/403`;
  if (status === 404 || (status >= 400 && status < 500)) return `${prefix}/error/404`;
  if (status >= 500) return `${prefix}/error/500`;
  return null;
}

/**
 * The sign-in page that brings the shopper back to `returnTo` (path and query) once signed in,
 * as the server's 302 for the same page says it.
 */
export function signInTarget(lang: UrlLanguage, returnTo: string): string {
  return `${langPath(lang)}/auth/signin?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

export type PageFetchOutcome =
  | { kind: 'page'; pageData: PageData; status: number }
  | { kind: 'redirect'; href: string }
  /** Nothing usable arrived, and sending the shopper elsewhere would not help. */
  | { kind: 'failed'; status: number; reason: 'timeout' | 'network' | 'invalid-response'; detail: string };

/** Same path once both are stripped of query, hash and trailing slashes. */
function samePath(a: string, b: string): boolean {
  const clean = (value: string) => value.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return clean(a) === clean(b);
}

/**
 * Turns a page data response into what the router does next. `requestedPath` is the page
 * asked for: an error page that answers with its own status is shown, not redirected to
 * itself.
 */
export function interpretPageResponse({
  status,
  body,
  lang,
  requestedPath,
  returnTo = requestedPath,
}: {
  status: number;
  body: unknown;
  lang: UrlLanguage;
  requestedPath: string;
  /** The page asked for, query included, to come back to after signing in; the path alone unless given. */
  returnTo?: string;
}): PageFetchOutcome {
  const envelope = pageDataEnvelopeSchema.safeParse(body);
  const page = envelope.success && envelope.data.code === ResponseCode.success ? envelope.data.data : null;

  let failureStatus = status;
  if (status >= 200 && status < 300) {
    if (page) return { kind: 'page', pageData: page, status };
    if (!envelope.success) {
      const issue = envelope.error.issues[0];
      const detail = issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid page data';
      return redirectOrFail(500, lang, requestedPath, 'invalid-response', `Invalid page data from ${requestedPath}: ${detail}`);
    }
    const code = envelope.data.code;
    failureStatus = code === ResponseCode.authInvalid || code === ResponseCode.authOut ? 401 : code === ResponseCode.permission ? 403 : 500;
  }

  const target = failureStatus === 401 ? signInTarget(lang, returnTo) : pageFailureTarget(failureStatus, lang);
  if (target && samePath(target, requestedPath)) {
    // The error page itself: draw what it sent, or the built-in screen if it sent nothing.
    if (page) return { kind: 'page', pageData: page, status };
    return { kind: 'failed', status: failureStatus, reason: 'invalid-response', detail: `${requestedPath} answered ${status}` };
  }
  if (target) return { kind: 'redirect', href: target };
  return { kind: 'failed', status: failureStatus, reason: 'invalid-response', detail: `${requestedPath} answered ${status}` };
}

function redirectOrFail(
  status: number,
  lang: UrlLanguage,
  requestedPath: string,
  reason: 'invalid-response',
  detail: string,
): PageFetchOutcome {
  const target = pageFailureTarget(status, lang);
  if (target && !samePath(target, requestedPath)) return { kind: 'redirect', href: target };
  return { kind: 'failed', status, reason, detail };
}

export type FetchPageOptions = {
  pathAndSearch: string;
  lang: UrlLanguage;
  context: VisitorContext;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** The page shown now: the next page comes without what the two share, which is taken from it. */
  held?: PageData | null;
};

/**
 * Fetches a page's data (spec §7) and interprets the answer (spec §8). Rejects only when
 * `signal` aborts, so a navigation that was overtaken by another simply stops.
 */
export async function fetchPageData({
  pathAndSearch,
  lang,
  context,
  signal,
  fetch = globalThis.fetch,
  timeoutMs = PAGE_REQUEST_TIMEOUT_MS,
  held = null,
}: FetchPageOptions): Promise<PageFetchOutcome> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const requestedPath = pathAndSearch.replace(/[?#].*$/, '');
  const request = async (shared?: string, sources?: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(pageDataRequestUrl(pathAndSearch, context, shared, sources), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: combined,
    });
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      return { status: response.status, body: null };
    }
  };
  let answer: { status: number; body: unknown };
  try {
    answer = await request(held?.shared, held ? heldSourcesOf(held) : undefined);
    const data = (answer.body as { data?: unknown } | null)?.data;
    if (held && isLeanAnswer(data)) {
      const whole = joinShared(data, held);
      // Not the version held, or a list the page held does not have (answers no server sends for it): ask for the page whole.
      answer = whole ? { ...answer, body: { ...(answer.body as object), data: whole } } : await request();
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) return { kind: 'failed', status: 0, reason: 'timeout', detail: `${requestedPath}: no answer within ${timeoutMs} ms` };
    return { kind: 'failed', status: 0, reason: 'network', detail: `${requestedPath}: ${error instanceof Error ? error.message : String(error)}` };
  }
  return interpretPageResponse({ status: answer.status, body: answer.body, lang, requestedPath, returnTo: pathAndSearch.replace(/#.*$/, '') });
}
