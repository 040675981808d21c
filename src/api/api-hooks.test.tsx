import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { reloadSessionFromStorage, setToken } from '../state/session';
import { configureApiClient } from './client';
import { forgetWishListLoad, useWishList } from './favorite';
import { envelope, startTestApiServer, useLocale, type TestApiServer } from './test-utils';
import { editName, useUserInfo } from './user';

/* The hooks as a page uses them: real React, real SWR, a real HTTP server behind them. */

let api: TestApiServer;
let restoreClient: () => void;
let profileName: string;

beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  localStorage.clear();
  reloadSessionFromStorage();
  forgetWishListLoad();
  await useLocale('en');
  profileName = 'Ada';
  api.requests.length = 0;
  api.answer((request) => {
    if (request.path === '/user/info') return envelope(0, { firstName: profileName });
    if (request.path === '/user/editName' && typeof request.json === 'object' && request.json !== null && 'firstName' in request.json) {
      profileName = String(request.json.firstName);
    }
    if (request.path === '/favorite/wishList') return envelope(0, { article: [], product: [], page: [] });
    return envelope(0);
  });
  restoreClient = configureApiClient({ baseUrl: api.baseUrl });
});
afterEach(() => {
  cleanup();
  restoreClient();
});

function Greeting() {
  const { data } = useUserInfo();
  return <p>{data ? `Hello ${data.firstName}` : 'Signed out'}</p>;
}

it('asks for the profile only once signed in, and shows an edit once it is saved', async () => {
  render(<Greeting />);
  expect(screen.getByText('Signed out')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.requests).toEqual([]);

  act(() => setToken('token-1'));
  expect(await screen.findByText('Hello Ada')).toBeTruthy();

  await act(() => editName({ firstName: 'Augusta', lastName: 'King' }));
  expect(await screen.findByText('Hello Augusta')).toBeTruthy();
  expect(api.requests.map((request) => request.path)).toEqual(['/user/info', '/user/editName', '/user/info']);
});

function WishListSize() {
  const { data } = useWishList();
  return <p>{data ? `${data.article.length + data.product.length + data.page.length} saved` : 'Loading'}</p>;
}

/** A fresh page: nothing cached in memory, only what the browser stored. */
function renderOnNewPage() {
  forgetWishListLoad();
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <WishListSize />
    </SWRConfig>,
  );
}

it('shows an empty wish list, and the next page load does not ask again', async () => {
  const first = renderOnNewPage();
  expect(await screen.findByText('0 saved')).toBeTruthy();
  first.unmount();
  expect(localStorage.getItem('notWishList')).toBe('true');

  renderOnNewPage();
  expect(await screen.findByText('0 saved')).toBeTruthy();
  expect(api.requests.filter((request) => request.path === '/favorite/wishList')).toHaveLength(1);
});
