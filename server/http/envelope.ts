import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResponseCode, type Envelope } from '../../src/schema/envelope';
import { parseJsonBody, type ParsedJson } from './json-body';

/** Every JSON answer is the `{code, msg, data}` envelope of spec §7. */
export function okEnvelope<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json(successBody(data), status);
}

export function successBody<T>(data: T): Envelope<T> {
  return { code: ResponseCode.success, msg: '', data };
}

/** `successBody` as JSON, around data already serialised (a cached page's): the same text, made without serialising the data again. */
export function successJson(dataJson: string): string {
  return `{"code":${ResponseCode.success},"msg":"","data":${dataJson}}`;
}

export function failEnvelope(c: Context, status: ContentfulStatusCode, code: number, msg: string, data: unknown = null) {
  const body: Envelope = { code, msg, data };
  return c.json(body, status);
}

/** Refuses a body over `maxBytes` with 413 and the envelope, naming the limit, before it is read. */
export function envelopeBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => failEnvelope(c, 413, ResponseCode.fail, `Request body is larger than ${maxBytes} bytes`),
  });
}

export type JsonBody = ParsedJson;

/**
 * Reads a JSON body whatever its content type: `navigator.sendBeacon` with a string sends
 * text/plain, and rejecting it would lose the report.
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  return parseJsonBody(await c.req.text());
}
