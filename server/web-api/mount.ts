import { Hono, type Context } from 'hono';
import type { WebApiTable, WebCall, WebCallAnswer, WebCallInput } from '../../src/schema/web-api';
import { ResponseCode } from '../../src/schema/envelope';
import { envelopeBodyLimit, failEnvelope, okEnvelope, readJsonBody } from '../http/envelope';
import { unstorableStrings } from '../http/json-body';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { englishProblem } from '../http/english-messages';
import { describeProblems, problemsFromZod, type Problem } from '../http/problems';
import { HandlerFailure } from './handler-failure';
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
 * Mounts every call of `table` onto its handler. Each call gets, in order: its body limit
 * (413), the shopper check (401, code 50), the body read under the shared JSON limits or as
 * multipart (400), the request schema with every problem named by field (400, code 40),
 * then the handler, whose answer goes out in the envelope. Anything else under the mount is a 404.
 */
export function mountWebApi<T extends WebApiTable>(table: T, handlers: WebApiHandlers<T>, options: MountOptions): Hono {
  const api = new Hono();
  for (const name of Object.keys(table)) {
    const call = table[name]!;
    const handler: WebCallHandler<WebCall> = handlers[name]!;
    const limit = envelopeBodyLimit(call.maxBodyBytes);
    api.on(call.method, `/${name}`, limit, async (c) => {
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
