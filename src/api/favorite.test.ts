import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../state/storage';
import { useMemoryStorage } from '../state/test-utils';
import { dismissAllToasts } from '../state/toasts';
import { configureApiClient } from './client';
import { addFavorite, cancelFavorite, fetchFavoriteCount, forgetWishListLoad, loadWishList } from './favorite';
import { envelope, startTestApiServer, useLocale, type TestApiServer } from './test-utils';

let api: TestApiServer;
let restoreClient: () => void;

beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(() => api.close());
beforeEach(async () => {
  useMemoryStorage();
  await useLocale('en');
  dismissAllToasts();
  forgetWishListLoad();
  api.requests.length = 0;
  api.answer(() => envelope(0));
  restoreClient = configureApiClient({ baseUrl: api.baseUrl });
});
afterEach(() => restoreClient());

const wishListCalls = () => api.requests.filter((recorded) => recorded.path === '/favorite/wishList').length;

/** A new page load: the in-page load is forgotten, storage stays. */
const nextPageLoad = () => forgetWishListLoad();

describe('wish list', () => {
  it('loads once per page, however many parts of the page ask', async () => {
    api.answer(() => envelope(0, { article: [], product: [{ id: 1, name: 'Mug' }], page: [] }));
    const [first, second] = await Promise.all([loadWishList(), loadWishList()]);
    await loadWishList();
    expect(first).toEqual({ article: [], product: [{ id: 1, name: 'Mug' }], page: [] });
    expect(second).toBe(first);
    expect(wishListCalls()).toBe(1);
  });

  it('when it comes back empty, stores the flag and skips the call on later page loads', async () => {
    api.answer(() => envelope(0, { article: [], product: [], page: null }));
    expect(await loadWishList()).toEqual({ article: [], product: [], page: [] });
    expect(readStored('notWishList')).toBe(true);

    nextPageLoad();
    expect(await loadWishList()).toEqual({ article: [], product: [], page: [] });
    nextPageLoad();
    await loadWishList();
    expect(wishListCalls()).toBe(1);
  });

  it('keeps loading on later pages while it has items', async () => {
    api.answer(() => envelope(0, { article: [{ id: 9 }], product: [], page: [] }));
    await loadWishList();
    nextPageLoad();
    await loadWishList();
    expect(readStored('notWishList')).toBe(false);
    expect(wishListCalls()).toBe(2);
  });

  it('tries again after a failed load instead of remembering the failure', async () => {
    api.answer(() => new Response(null, { status: 503 }));
    await expect(loadWishList()).rejects.toMatchObject({ status: 503 });
    api.answer(() => envelope(0, { article: [], product: [{ id: 1 }], page: [] }));
    await expect(loadWishList()).resolves.toMatchObject({ product: [{ id: 1 }] });
    expect(readStored('notWishList')).toBe(false);
  });

  it('loads again once a favorite is added, even after an empty answer', async () => {
    writeStored('notWishList', true);
    await addFavorite({ type: 'product', id: 42 });
    expect(api.requests[0]).toMatchObject({ path: '/favorite/add', json: { type: 'product', id: 42 } });
    expect(readStored('notWishList')).toBe(false);
    api.answer(() => envelope(0, { article: [], product: [{ id: 42 }], page: [] }));
    await expect(loadWishList()).resolves.toMatchObject({ product: [{ id: 42 }] });
  });
});

describe('favorites', () => {
  it('cancels a favorite with the same target shape', async () => {
    await cancelFavorite({ type: 'article', id: 'how-to-brew' });
    expect(api.requests[0]).toMatchObject({ path: '/favorite/cancel', json: { type: 'article', id: 'how-to-brew' } });
  });

  it('reads the count as a whole number', async () => {
    api.answer(() => envelope(0, 5));
    await expect(fetchFavoriteCount()).resolves.toBe(5);
    api.answer(() => envelope(0, 'five'));
    await expect(fetchFavoriteCount()).rejects.toMatchObject({ code: 500 });
  });
});
