import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { WebApiTable, WebCall, WebCallAnswer, WebCallInput } from '../../src/schema/web-api';
import { ResponseCode } from '../../src/schema/envelope';
import { envelopeBodyLimit, failEnvelope, okEnvelope, readJsonBody } from './envelope';
import { unstorableStrings } from './json-body';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { englishProblem } from './english-messages';
import { createOwnOriginCheck, foreignSource } from './origin';
import { describeProblems, problemsFromZod, type Problem } from './problems';
import { HandlerFailure } from './handler-failure';
import { AUTH_HEADER } from '../../src/schema/web-api/contract';
import { SESSION_COOKIE } from './shopper';
import type { FindShopper, Shopper } from './shopper-session';

/** What a handler is given: the parsed body, the shopper (never null on a `shopper` call) and the request. */
export type WebCallContext<C extends WebCall> = {
  body: WebCallInput<C>;
  shopper: C['auth'] extends 'shopper' ? Shopper : Shopper | null;
  /** The HTTP request, for what is not part of the body (the user agent). */
  c: Context;
};

export type WebCallHandler<C extends WebCall> = (call: WebCallContext<C>) => Promise<WebCallAnswer<C>> | WebCallAnswer<C>;

/** One handler per call of the table, typed by that call. */
export type WebApiHandlers<T extends WebApiTable> = { readonly [Name in keyof T]: WebCallHandler<T[Name]> };

export type MountOptions = {
  findShopper: FindShopper;
  /** Whether an `Origin` header is the shop's own; unset, only the host the request was sent to is. */
  isOwnOrigin?: (origin: string, url: URL) => boolean;
  /** Checks every answer against the call's response schema: a handler that drifts fails loudly (development and tests). */
  checkAnswers: boolean;
};

/**
 * A refused call: `msg` names every problem in English; `data.problems` keeps their paths and
 * message keys for the form that shows each one next to its field.
 */
function refuse(c: Context, status: ContentfulStatusCode, code: number, problems: readonly Problem[], failure?: HandlerFailure) {
  const msg = problems.length > 0 ? describeProblems(problems.map(englishProblem)) : (failure?.message ?? 'The request was refused');
  return failEnvelope(c, status, code, msg, { problems, ...(failure ? { key: failure.key } : {}) });
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Every call changes something, so each must come from the shop's own pages: a browser names
 * the page's origin in `Origin` (or at least says `Sec-Fetch-Site`), and a client that sends
 * neither is not a browser, so it must carry its session in `x-auth` rather than lean on a
 * cookie (one with no session at all, signing in from a script, has no one's authority to borrow). The body must be of the call's own type: a form or text/plain post is what another
 * site can send without asking the browser first, and `hono/csrf` lets JSON through unchecked.
 */
function refuseForeignWrite(c: Context, call: WebCall, isOwnOrigin: (origin: string, url: URL) => boolean): Response | null {
  let refusal = foreignSource(c, isOwnOrigin, 'the shop API');
  if (refusal === undefined) {
    const leansOnCookie = c.req.header(AUTH_HEADER) === undefined && getCookie(c, SESSION_COOKIE) !== undefined;
    refusal = leansOnCookie ? 'A request without Origin or Sec-Fetch-Site must carry its session in x-auth' : null;
  }
  if (refusal !== null) return failEnvelope(c, 403, ResponseCode.permission, refusal);
  const type = mediaType(c.req.header('content-type'));
  const accepted = call.body === 'multipart' ? ['multipart/form-data'] : call.textBody ? ['application/json', 'text/plain'] : ['application/json'];
  if (!accepted.includes(type)) return failEnvelope(c, 415, ResponseCode.fail, `This call takes a ${accepted.join(' or ')} body, not ${type || 'none'}`);
  return null;
}

type BodyRead = { ok: true; value: unknown } | { ok: false; message: string };

async function readBody(c: Context, call: WebCall): Promise<BodyRead> {
  if (call.body === 'json') {
    const body = await readJsonBody(c);
    if (body.ok) return body;
    return { ok: false, message: body.problems ? describeProblems(body.problems.problems) : body.message };
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return { ok: false, message: 'Request body is not valid multipart form data' };
  }
  const strings = unstorableStrings(form);
  if (strings.problems.length > 0) return { ok: false, message: describeProblems(strings.problems) };
  return { ok: true, value: form };
}

/** Header values stand in for body fields the body leaves out (`x-visitor-id` for `visitorId`). */
function withHeaderFields(c: Context, call: WebCall, value: unknown): unknown {
  if (!call.headerFields || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fromHeaders: Record<string, string> = {};
  for (const [field, header] of Object.entries(call.headerFields)) {
    const headerValue = c.req.header(header);
    if (headerValue !== undefined) fromHeaders[field] = headerValue;
  }
  return { ...fromHeaders, ...value };
}

/**
 * Mounts every call of `table` onto its handler. Each call gets, in order: the same-origin
 * check (403, code 30) and its body type (415), its body limit (413), the shopper check (401, code 50), the body read under the shared JSON limits or as
 * multipart (400), the request schema with every problem named by field (400, code 40),
 * then the handler, whose answer goes out in the envelope. Anything else under the mount is a 404.
 */
export function mountWebApi<T extends WebApiTable>(table: T, handlers: WebApiHandlers<T>, options: MountOptions): Hono {
  const api = new Hono();
  const isOwnOrigin = options.isOwnOrigin ?? createOwnOriginCheck({});
  for (const name of Object.keys(table)) {
    const call = table[name]!;
    const handler: WebCallHandler<WebCall> = handlers[name]!;
    const limit = envelopeBodyLimit(call.maxBodyBytes);
    api.on(call.method, `/${name}`, (c, next) => refuseForeignWrite(c, call, isOwnOrigin) ?? next(), limit, async (c) => {
      const shopper = await options.findShopper(c);
      if (call.auth === 'shopper' && shopper === null) return failEnvelope(c, 401, ResponseCode.authInvalid, 'Sign in to do this');
      const body = await readBody(c, call);
      if (!body.ok) return failEnvelope(c, 400, ResponseCode.fail, body.message);
      const input = withHeaderFields(c, call, body.value);
      const schemas = await call.schemas();
      const parsed = schemas.request.safeParse(input);
      if (!parsed.success) return refuse(c, 400, ResponseCode.fail, problemsFromZod(parsed.error, input));
      let answer: unknown;
      try {
        answer = await handler({ body: parsed.data, shopper, c });
      } catch (error) {
        if (!(error instanceof HandlerFailure)) throw error;
        return refuse(c, error.status, error.code, error.problems, error);
      }
      if (options.checkAnswers) {
        const checked = schemas.response.safeParse(answer);
        if (!checked.success) {
          throw new Error(
            `The handler of ${name} answered data its contract does not allow: ${describeProblems(problemsFromZod(checked.error, answer))}`,
          );
        }
      }
      return okEnvelope(c, answer);
    });
  }
  api.all('*', (c) => failEnvelope(c, 404, ResponseCode.fail, `No API at ${c.req.method} ${c.req.path}`));
  return api;
}
