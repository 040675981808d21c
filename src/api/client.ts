import i18next from 'i18next';
import { z } from 'zod';
import { anyEnvelopeSchema, ResponseCode } from '../schema/envelope';
import { clearSession, session } from '../state/session';
import { showDialog } from '../state/dialogs';
import { showToast } from '../state/toasts';

/** Spec §7: every shop call lives under this path. */
export const API_BASE_PATH = '/api/web';
/** Spec §7 and §9: a call that has not answered after this long is abandoned. */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Why a call failed. `message` is the text the shopper was shown (or would have been, for a
 * quiet call), in the page language; `code` is the envelope code of spec §8, or 20000 for a
 * timeout and 500 when the answer could not be understood; `status` is the HTTP status, 0 when
 * no answer came. `detail` says, for developers, what exactly was wrong with an answer.
 */
export type FieldProblem = { path: string; message: string };

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly detail: string | undefined;
  /**
   * What the server named wrong, field by field: `path` is the field (`account`,
   * `address.postalCode`), `message` a translation key (`validation.accountFormat`). A form
   * shows each next to its field; a call refused this way shows no toast.
   */
  readonly problems: readonly FieldProblem[];
  /** The server's translation key for the refusal as a whole (`auth.wrongCredentials`), if it gave one. */
  readonly key: string | undefined;

  constructor({
    code,
    status,
    message,
    detail,
    problems = [],
    key,
  }: {
    code: number;
    status: number;
    message: string;
    detail?: string;
    problems?: readonly FieldProblem[];
    key?: string;
  }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.problems = problems;
    this.key = key;
  }
}

export type ApiClientSettings = {
  /** Where `/api/web` lives; absolute only where there is no page to be relative to. */
  baseUrl: string;
  /** Leaves the page for another one (code 50 sends the shopper to sign in). */
  navigate: (href: string) => void;
  /** The page shown (path and query), to come back to after signing in; null where there is none. */
  currentPage: () => string | null;
  /** Puts the server's code-10 message before the shopper; the page wires it to the shop's dialog. */
  showDialog: (message: string) => void;
};

const settings: ApiClientSettings = {
  baseUrl: API_BASE_PATH,
  navigate: (href) => {
    if (typeof window !== 'undefined') window.location.assign(href);
  },
  currentPage: () => null,
  showDialog: (message) => void showDialog(message),
};

/**
 * Spec §8: an answer saying the session is not valid (code 50) signs the shopper out as the
 * Sign out button does: the marker and `userInfo` go, and the server is asked to drop the
 * session cookie, which no script here can touch. Fire and forget: a failure leaves only a
 * cookie the server already refuses.
 */
function forgetShopper(): void {
  clearSession();
  void fetch(`${settings.baseUrl}/auth/logout`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => {});
}

/**
 * Changes how the client reaches the server and leaves the page; returns a function that
 * puts the previous settings back. The router hands in its own navigation here.
 */
export function configureApiClient(changes: Partial<ApiClientSettings>): () => void {
  const previous = { ...settings };
  Object.assign(settings, changes);
  return () => Object.assign(settings, previous);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<S extends z.ZodType> = {
  /** Every call of spec §7 is a POST, so that is the default. */
  method?: HttpMethod;
  /** Sent as JSON, or as multipart form data when it is a `FormData`. */
  body?: FormData | object;
  /**
   * Checks the envelope's `data`; what it returns is what the call resolves with. A promise
   * lets the call go out while the schema is still loading.
   */
  schema: S | Promise<S>;
  /** Cancels the call; a cancelled call rejects with the signal's reason and shows nothing. */
  signal?: AbortSignal;
  /** Shows no toast: for background calls the shopper did not ask for and cannot act on. */
  quiet?: boolean;
  /** Extra headers; the client's own (x-auth, content type) win over them. */
  headers?: Record<string, string>;
};

// The fields a refusal names, when it names any (`data.problems`, `data.key`).
const refusalSchema = z
  .object({
    problems: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .max(100)
      .catch([])
      .default([]),
    key: z.string().optional().catch(undefined),
  })
  .catch({ problems: [] });

// A failed answer is read for whatever it offers: any part may be missing or malformed.
const failedAnswerSchema = z
  .object({
    code: z.number().int().optional().catch(undefined),
    msg: z.string().optional().catch(undefined),
    data: refusalSchema,
  })
  .catch({ data: { problems: [] } });

/**
 * Calls `/api/web{path}` and resolves with the envelope's `data`, checked by `schema`.
 * Every failure of spec §8 rejects with an {@link ApiError} after doing what the catalogue
 * says: an error toast, clearing the session, or sending the shopper to sign in.
 *
 * Shop code calls the API through `callApi` (./web-api.ts), which takes path, method and
 * schemas from the contract; this is its transport.
 */
export async function request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const { method = 'POST', body, schema, signal, quiet = false, headers } = options;
  if (!path.startsWith('/')) throw new TypeError(`API path must start with "/", got "${path}"`);
  if (method === 'GET' && body !== undefined) throw new TypeError(`A GET request cannot carry a body (${path})`);
  // A schema that fails to load matters only once an answer needs checking; a failed call never reads it.
  if (schema instanceof Promise) schema.catch(() => {});

  const fail = (error: ConstructorParameters<typeof ApiError>[0], toast = true) => {
    // A refusal that names its fields is shown by the form beside them, not in a toast.
    if (toast && !quiet && !error.problems?.length && error.key === undefined) showToast({ type: 'error', message: error.message });
    return new ApiError(error);
  };

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers: requestHeaders(body, headers),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw fail({ code: ResponseCode.timeout, status: 0, message: translate('api.timeout') });
    if (signal?.aborted) throw signal.reason;
    throw fail({ code: ResponseCode.error, status: 0, message: translate('api.unknown'), detail: describe(cause) });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const answer = parseJson(text);

  if (!ok) {
    const { code, msg, data: refusal } = failedAnswerSchema.parse(answer.ok ? answer.value : undefined);
    if (code === ResponseCode.authInvalid) forgetShopper();
    const rejection = {
      code: code ?? ResponseCode.error,
      status,
      detail: `HTTP ${status} from ${path}`,
      problems: refusal.problems,
      ...(refusal.key ? { key: refusal.key } : {}),
    };
    if (msg) throw fail({ ...rejection, message: msg });
    if (text.trim() === '') throw fail({ ...rejection, message: translate('api.timeout') });
    // The catalogue's failure statuses are envelope codes, which no HTTP status can be.
    switch (code) {
      case ResponseCode.permission:
        throw fail({ ...rejection, message: translate('api.authorization') });
      case ResponseCode.fullFail:
        throw fail({ ...rejection, message: translate('api.fail') });
      case ResponseCode.authInvalid:
        throw fail({ ...rejection, message: translate('api.loginError') });
      default:
        throw fail({ ...rejection, message: translate('api.unknown') });
    }
  }

  const envelope = anyEnvelopeSchema.safeParse(answer.ok ? answer.value : undefined);
  if (!envelope.success) {
    throw fail({
      code: ResponseCode.error,
      status,
      message: translate('api.unknown'),
      detail: answer.ok
        ? `${path} answered without a valid envelope: ${z.prettifyError(envelope.error)}`
        : `${path} answered with something that is not JSON`,
    });
  }
  const { code, msg, data } = envelope.data;

  switch (code) {
    case ResponseCode.success: {
      let checker: S;
      try {
        checker = await schema;
      } catch (cause) {
        throw fail({
          code: ResponseCode.error,
          status,
          message: translate('api.unknown'),
          detail: `The schema of ${path} did not load: ${describe(cause)}`,
        });
      }
      const parsed = checker.safeParse(data);
      if (parsed.success) return parsed.data;
      throw fail({
        code: ResponseCode.error,
        status,
        message: translate('api.unknown'),
        detail: `${path} answered data that does not match what the page expects:\n${z.prettifyError(parsed.error)}`,
      });
    }
    case ResponseCode.fullFail:
      throw fail({ code, status, message: msg || translate('api.fail') });
    case ResponseCode.permission:
      throw fail({ code, status, message: msg || translate('api.authorization') });
    case ResponseCode.authInvalid: {
      forgetShopper();
      const here = settings.currentPage();
      settings.navigate(`${session.langPath}/auth/signin${here ? `?${new URLSearchParams({ redirect: here }).toString()}` : ''}`);
      throw fail({ code, status, message: msg || translate('api.loginError') }, false);
    }
    case ResponseCode.dialog:
      // Spec §8: the server's message goes in the shop's dialog; the caller still learns the call did not succeed.
      if (msg && !quiet) settings.showDialog(msg);
      throw fail({ code, status, message: msg || translate('api.fail') }, false);
    default:
      // Codes the catalogue gives no behaviour (fail, auth out, error) are the caller's:
      // a form shows them next to its fields, a dialog in its body.
      throw fail({ code, status, message: msg || translate('api.fail') }, false);
  }
}

function requestHeaders(body: RequestOptions<z.ZodType>['body'], extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json', ...extra });
  // A FormData body gets its content type, with the multipart boundary, from fetch itself.
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  // The session travels in its HttpOnly cookie, which the browser adds itself; what the page
  // keeps under `x-auth` is only the signed-in marker, never a secret to send.
  return headers;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The global i18next instance speaks the page language, so the toast does too. */
function translate(key: 'api.timeout' | 'api.unknown' | 'api.authorization' | 'api.fail' | 'api.loginError'): string {
  return i18next.t(key);
}

function describe(cause: unknown): string {
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}
