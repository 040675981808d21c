import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { closeDialog, dialogStore } from '../state/dialogs';
import { markSignedIn, session, setLangPath, setToken, setUserInfo } from '../state/session';
import { readStored } from '../state/storage';
import { useMemoryStorage } from '../state/test-utils';
import { dismissAllToasts, toastStore } from '../state/toasts';
import { ApiError, configureApiClient, request, REQUEST_TIMEOUT_MS } from './client';
import { envelope, startTestApiServer, useLocale, type TestApiServer } from './test-utils';

let api: TestApiServer;
let navigations: string[];
let restoreClient: () => void;

beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(() => api.close());

beforeEach(async () => {
  useMemoryStorage();
  await useLocale('en');
  setToken(null);
  setUserInfo(null);
  setLangPath('');
  dismissAllToasts();
  api.requests.length = 0;
  api.answer(() => envelope(0));
  navigations = [];
  restoreClient = configureApiClient({ baseUrl: api.baseUrl, navigate: (href) => navigations.push(href) });
});
afterEach(() => {
  restoreClient();
  vi.useRealTimers();
});

const nameSchema = z.object({ name: z.string() });

/** The rejection of `promise`, which must reject with an ApiError. */
async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

const toastTexts = () => toastStore.toasts.map(({ type, message }) => `${type}: ${message}`);

describe('a successful answer (code 0)', () => {
  it('resolves with the data, checked by the schema, after POSTing the body as JSON', async () => {
    api.answer(() => envelope(0, { name: 'Ada', extra: true }));
    await expect(request('/user/info', { body: { id: 7 }, schema: nameSchema })).resolves.toEqual({ name: 'Ada' });
    expect(api.requests).toMatchObject([{ method: 'POST', path: '/user/info', json: { id: 7 } }]);
    expect(api.requests[0]?.contentType).toBe('application/json');
    expect(toastTexts()).toEqual([]);
  });

  it('sends before a still-loading schema arrives, then checks the data with it', async () => {
    api.answer(() => envelope(0, { name: 'Ada', extra: true }));
    let loaded: (schema: typeof nameSchema) => void = () => {};
    const call = request('/user/info', { body: {}, schema: new Promise<typeof nameSchema>((resolve) => (loaded = resolve)) });
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    loaded(nameSchema);
    await expect(call).resolves.toEqual({ name: 'Ada' });
  });

  it('rejects, telling the shopper something went wrong, when the schema never loads', async () => {
    api.answer(() => envelope(0, { name: 'Ada' }));
    const error = await apiErrorOf(request('/user/info', { body: {}, schema: Promise.reject(new Error('chunk failed')) }));
    expect(error).toMatchObject({ code: 500, message: 'An unknown error occurred.' });
    expect(toastTexts()).toEqual(['error: An unknown error occurred.']);
    expect(error.detail).toContain('chunk failed');
  });

  it('rejects data that breaks the schema, telling the shopper something went wrong and the developer where', async () => {
    api.answer(() => envelope(0, { name: 42 }));
    const error = await apiErrorOf(request('/user/info', { schema: nameSchema }));
    expect(error).toMatchObject({ code: 500, status: 200, message: 'An unknown error occurred.' });
    expect(error.detail).toContain('name');
    expect(toastTexts()).toEqual(['error: An unknown error occurred.']);
  });

  it('rejects an answer that is not an envelope at all', async () => {
    api.answer(() => new Response('<html>maintenance</html>', { status: 200 }));
    const error = await apiErrorOf(request('/user/info', { schema: nameSchema }));
    expect(error).toMatchObject({ code: 500, message: 'An unknown error occurred.' });
    expect(error.detail).toContain('not JSON');
  });
});

describe('envelope codes in a 200 answer', () => {
  it('41: shows the server message as an error toast and rejects', async () => {
    api.answer(() => envelope(41, null, 'Out of stock'));
    const error = await apiErrorOf(request('/favorite/add', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 41, status: 200, message: 'Out of stock' });
    expect(toastTexts()).toEqual(['error: Out of stock']);
  });

  it('50: signs out and sends the shopper to sign in, in the page language', async () => {
    setToken('expired-token');
    setUserInfo({ firstName: 'Ada' });
    setLangPath('/zh-HK');
    api.answer(() => envelope(50, null, ''));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error.code).toBe(50);
    expect(navigations).toEqual(['/zh-HK/auth/signin']);
    await vi.waitFor(() => expect(api.requests.map((sent) => sent.path)).toContain('/auth/logout'));
    expect(readStored('x-auth')).toBeNull();
    expect(readStored('userInfo')).toBeNull();
    expect(session.token).toBeNull();
    expect(session.userInfo).toBeNull();
  });

  it('30: is a permission problem, with "Authorization error" unless the server says more', async () => {
    api.answer(() => envelope(30));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 30, message: 'Authorization error' });
    expect(toastTexts()).toEqual(['error: Authorization error']);

    dismissAllToasts();
    api.answer(() => envelope(30, null, 'Members only'));
    await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(toastTexts()).toEqual(['error: Members only']);
  });

  it('codes without a catalogued behaviour are left to the caller, with no toast', async () => {
    api.answer(() => envelope(40, null, 'This email is already registered'));
    const error = await apiErrorOf(request('/user/editEmail', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 40, message: 'This email is already registered' });
    expect(toastTexts()).toEqual([]);
  });

  it('10: shows the server message in the dialog, not a toast, and rejects', async () => {
    api.answer(() => envelope(10, null, 'Your account is under review'));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 10, message: 'Your account is under review' });
    expect(dialogStore.open?.message).toBe('Your account is under review');
    expect(toastTexts()).toEqual([]);
    closeDialog();
    expect(dialogStore.open).toBeNull();
  });
});

describe('an HTTP failure', () => {
  it('shows the server message when the answer carries one', async () => {
    api.answer(() => envelope(500, null, 'Database is down', 503));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 500, status: 503, message: 'Database is down' });
    expect(toastTexts()).toEqual(['error: Database is down']);
  });

  it('with no answer data: says the server did not respond', async () => {
    api.answer(() => new Response(null, { status: 504 }));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error.status).toBe(504);
    expect(toastTexts()).toEqual(['error: The request timed out and the server did not respond.']);
  });

  it('with code 30 and no message: "Authorization error"', async () => {
    api.answer(() => envelope(30, null, '', 403));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 30, status: 403 });
    expect(toastTexts()).toEqual(['error: Authorization error']);
  });

  it('50: comes back to the page the shopper was on once they sign in', async () => {
    const restore = configureApiClient({ currentPage: () => '/zh-HK/product/teapot?sku=blue' });
    setLangPath('/zh-HK');
    api.answer(() => envelope(50, null, ''));
    await apiErrorOf(request('/favorite/add', { schema: z.unknown() }));
    restore();
    expect(navigations).toEqual([`/zh-HK/auth/signin?redirect=${encodeURIComponent('/zh-HK/product/teapot?sku=blue')}`]);
  });

  it('with code 41 and no message: "fail"', async () => {
    api.answer(() => envelope(41, null, '', 400));
    await apiErrorOf(request('/favorite/add', { schema: z.unknown() }));
    expect(toastTexts()).toEqual(['error: fail']);
  });

  it('with code 50 and no message: "login error", and the token and user info are cleared', async () => {
    setToken('stale');
    setUserInfo({ firstName: 'Ada' });
    api.answer(() => envelope(50, null, '', 401));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 50, status: 401 });
    expect(toastTexts()).toEqual(['error: login error']);
    expect(readStored('x-auth')).toBeNull();
    expect(readStored('userInfo')).toBeNull();
    expect(session.token).toBeNull();
    expect(navigations).toEqual([]);
    // The server drops the session cookie as well: a sign-out, not only a forgotten marker.
    await vi.waitFor(() => expect(api.requests.map((sent) => sent.path)).toContain('/auth/logout'));
  });

  it('with anything else: "An unknown error occurred."', async () => {
    api.answer(() => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 500, status: 502, message: 'An unknown error occurred.' });
    expect(toastTexts()).toEqual(['error: An unknown error occurred.']);
  });
});

describe('no answer at all', () => {
  it('when nothing listens: "An unknown error occurred."', async () => {
    const closedPort = await freePort();
    configureApiClient({ baseUrl: `http://127.0.0.1:${closedPort}/api/web` });
    const error = await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(error).toMatchObject({ code: 500, status: 0, message: 'An unknown error occurred.' });
    expect(toastTexts()).toEqual(['error: An unknown error occurred.']);
  });

  it(`after ${REQUEST_TIMEOUT_MS} ms of silence: rejects with code 20000 and the timeout text`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let received!: () => void;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    api.answer(() => {
      received();
      return new Promise<Response>(() => {});
    });
    const outcome = request('/user/info', { schema: z.unknown() }).then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    await arrived;

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toastTexts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 20000, status: 0, message: 'The request timed out and the server did not respond.' });
    expect(toastTexts()).toEqual(['error: The request timed out and the server did not respond.']);
  });
});

describe('the request itself', () => {
  it('never sends the signed-in marker as a token: the session rides in its HttpOnly cookie', async () => {
    markSignedIn({ id: 'u1', firstName: 'Mei', lastName: 'Chen', nickName: '', email: null, mobile: null, avatar: null });
    await request('/user/info', { schema: z.unknown() });
    expect(api.requests[0]?.headers.get('x-auth')).toBeNull();
  });

  it('sends a FormData body as multipart, file included', async () => {
    const form = new FormData();
    form.append('file', new Blob(['avatar-bytes'], { type: 'image/png' }), 'me.png');
    await request('/user/editAvatar', { body: form, schema: z.unknown() });
    const sent = api.requests[0];
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const file = sent?.form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect(file instanceof File ? await file.text() : null).toBe('avatar-bytes');
  });

  it('speaks the page language in its toasts', async () => {
    await useLocale('zh-HK');
    api.answer(() => envelope(30, null, '', 403));
    await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    await useLocale('zh-CN');
    api.answer(() => new Response(null, { status: 504 }));
    await apiErrorOf(request('/user/info', { schema: z.unknown() }));
    expect(toastTexts()).toEqual(['error: 授權錯誤', 'error: 请求超时，服务器没有响应。']);
  });

  it('a call cancelled by its caller rejects with the abort reason and shows nothing', async () => {
    api.answer(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = request('/user/info', { schema: z.unknown(), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastTexts()).toEqual([]);
  });

  it('a quiet call fails without a toast', async () => {
    api.answer(() => envelope(41, null, 'Out of stock'));
    const error = await apiErrorOf(request('/visitor/track', { schema: z.unknown(), quiet: true }));
    expect(error.message).toBe('Out of stock');
    expect(toastTexts()).toEqual([]);
  });
});

/** A port that was free a moment ago and on which nothing listens now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address !== null && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
