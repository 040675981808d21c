import { WEB_API, type WebApi, type WebApiTable, type WebCallBody, type WebCallData } from '../schema/web-api';
import { request } from './client';

export type CallOptions = {
  /** Cancels the call; a cancelled call rejects with the signal's reason and shows nothing. */
  signal?: AbortSignal;
  /** Shows no toast: for background calls the shopper did not ask for and cannot act on. */
  quiet?: boolean;
  headers?: Record<string, string>;
};

/** The fields of a multipart call as a form: files as files, everything else as text. */
function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(field, item);
      else form.append(field, String(item));
    }
  }
  return form;
}

/**
 * A client for every call of `table`: the body is typed by the call's request schema, and
 * the answer's `data` is checked with its response schema and typed by it. Failures follow
 * the error catalogue of `request` (toasts, code 50 sends the shopper to sign in).
 */
export function createApiCaller<T extends WebApiTable>(table: T) {
  // The implementation works on any call; the signature above it ties body and answer to the
  // named one, which the parse against that call's own response schema makes true.
  function callApi<Name extends keyof T & string>(name: Name, body: WebCallBody<T[Name]>, options?: CallOptions): Promise<WebCallData<T[Name]>>;
  async function callApi(name: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
    const call = table[name];
    if (call === undefined) throw new TypeError(`No shop API call is named ${name}`);
    if (typeof body !== 'object' || body === null) throw new TypeError(`The body of ${name} must be an object`);
    // The call goes out at once; its answer waits for the schema, which loads meanwhile.
    const response = call.schemas().then((schemas) => schemas.response);
    return request(`/${name}`, {
      ...options,
      method: call.method,
      body: call.body === 'multipart' ? toFormData(body) : body,
      schema: response,
    });
  }
  return callApi;
}

/**
 * Calls the shop's API by the name the contract gives the call.
 *
 * @example
 * await callApi('visitor/track', { url, referer, timezone }, { quiet: true });
 */
export const callApi = createApiCaller<WebApi>(WEB_API);
