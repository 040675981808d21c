import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { reloadSessionFromStorage, session, setToken } from '../state/session';
import { readStored } from '../state/storage';
import { useMemoryStorage } from '../state/test-utils';
import { dismissAllToasts, toastStore } from '../state/toasts';
import { ApiError, configureApiClient } from './client';
import { envelope, startTestApiServer, useLocale, type TestApiServer } from './test-utils';
import { editAvatar, editName, fetchUserInfo, userInfoKey } from './user';

let api: TestApiServer;
let restoreClient: () => void;

beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  useMemoryStorage();
  reloadSessionFromStorage();
  await useLocale('en');
  dismissAllToasts();
  api.requests.length = 0;
  api.answer(() => envelope(0));
  restoreClient = configureApiClient({ baseUrl: api.baseUrl });
});
afterEach(() => restoreClient());

it('fetches the profile with the token and keeps the stored copy', async () => {
  setToken('token-1');
  api.answer(() => envelope(0, { firstName: 'Ada', lastName: 'Lovelace', orderQuantity: 3, creditsBalance: '12.50', level: 'gold' }));
  const profile = await fetchUserInfo();
  expect(profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace', orderQuantity: 3, creditsBalance: '12.50', level: 'gold' });
  expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/user/info' });
  expect(api.requests[0]?.headers.get('x-auth')).toBe('token-1');
  expect(readStored('userInfo')).toEqual(profile);
  expect(session.userInfo).toEqual(profile);
});

it('drops an avatar address that is not http(s) instead of rejecting the profile', async () => {
  api.answer(() => envelope(0, { firstName: 'Ada', avatar: 'javascript:alert(1)' }));
  expect(await fetchUserInfo()).toEqual({ firstName: 'Ada', avatar: null });
});

it('rejects a profile whose fields have the wrong type, naming the field', async () => {
  api.answer(() => envelope(0, { firstName: 'Ada', orderQuantity: 'many' }));
  const error = await fetchUserInfo().catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  expect(error instanceof ApiError ? error.detail : '').toContain('orderQuantity');
  expect(toastStore.toasts.map((toast) => toast.message)).toEqual(['An unknown error occurred.']);
  expect(readStored('userInfo')).toBeNull();
});

it('keys the profile by token, and has no key while signed out', () => {
  expect(userInfoKey(null)).toBeNull();
  expect(userInfoKey('a')).not.toEqual(userInfoKey('b'));
});

it('sends a name change as JSON', async () => {
  await editName({ firstName: 'Ada', lastName: 'King' });
  expect(api.requests[0]).toMatchObject({ path: '/user/editName', json: { firstName: 'Ada', lastName: 'King' } });
});

it('uploads an avatar as multipart form data', async () => {
  await editAvatar(new Blob(['png-bytes'], { type: 'image/png' }), 'me.png');
  const sent = api.requests[0];
  expect(sent?.path).toBe('/user/editAvatar');
  expect(sent?.contentType).toMatch(/^multipart\/form-data/);
  const file = sent?.form?.get('file');
  expect(file instanceof File ? [file.name, file.type, await file.text()] : null).toEqual(['me.png', 'image/png', 'png-bytes']);
});
