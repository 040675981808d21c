import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followSignInsElsewhere, isLoggedIn, logout, markSignedIn, reconcileWithPage, reloadSessionFromStorage, session, setLangPath, setToken, setUserInfo } from './session';
import type { StorageKey } from '../schema/storage';
import { readStored, writeStored } from './storage';
import { useMemoryStorage } from './test-utils';

beforeEach(() => {
  useMemoryStorage();
  reloadSessionFromStorage();
});

describe('session', () => {
  it('is signed in exactly while a token is stored', () => {
    expect(isLoggedIn()).toBe(false);
    setToken('token-1');
    expect(isLoggedIn()).toBe(true);
    expect(readStored('x-auth')).toBe('token-1');
    setToken(null);
    expect(isLoggedIn()).toBe(false);
  });

  it('picks up a token stored before the page started', () => {
    localStorage.setItem('x-auth', JSON.stringify('from-last-visit'));
    localStorage.setItem('langPath', JSON.stringify('/zh'));
    reloadSessionFromStorage();
    expect(isLoggedIn()).toBe(true);
    expect(session.langPath).toBe('/zh');
  });

  it('logout clears the token and the user info, then reloads the page', () => {
    setToken('token-1');
    setUserInfo({ firstName: 'Ada' });
    const reload = vi.fn(() => {
      // The page must already be signed out by the time it reloads.
      expect(readStored('x-auth')).toBeNull();
      expect(readStored('userInfo')).toBeNull();
    });
    logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(session.token).toBeNull();
    expect(session.userInfo).toBeNull();
  });

  it('signing in lets an earlier empty wish list load again', () => {
    writeStored('notWishList', true);
    setToken('token-1');
    expect(readStored('notWishList')).toBe(false);
  });

  it('refuses a language path that is not one', () => {
    setLangPath('//evil.example');
    expect(session.langPath).toBe('');
    setLangPath('/zh-HK');
    expect(session.langPath).toBe('/zh-HK');
  });

  it('drops a marker the server no longer honours, so the header cannot say signed in', () => {
    markSignedIn({ id: 'u1', firstName: 'Ada', lastName: '', nickName: '', email: null, mobile: null, avatar: null });
    reconcileWithPage(false);
    expect(isLoggedIn()).toBe(false);
    expect(readStored('x-auth')).toBeNull();
    expect(readStored('userInfo')).toBeNull();
  });

  it('gives a page drawn for a signed-in shopper its marker when storage lost it', () => {
    reconcileWithPage(true);
    expect(isLoggedIn()).toBe(true);
    reconcileWithPage(true);
    expect(isLoggedIn()).toBe(true);
  });

  it('reloads when another tab signs out of the shopper this page was drawn for, and not for other keys', () => {
    let tell: (key: StorageKey) => void = () => {};
    const reload = vi.fn();
    setToken('cookie');
    const stop = followSignInsElsewhere({ drawnForShopper: () => true, reload, subscribe: (listener) => ((tell = listener), () => {}) });
    tell('cartNum');
    expect(reload).not.toHaveBeenCalled();
    // The other tab's sign-out reaches this one's storage first, then the event.
    localStorage.removeItem('x-auth');
    tell('x-auth');
    expect(reload).toHaveBeenCalledOnce();
    expect(isLoggedIn()).toBe(false);
    stop();
  });

  it('leaves the page alone when the other tab’s change agrees with it', () => {
    let tell: (key: StorageKey) => void = () => {};
    const reload = vi.fn();
    followSignInsElsewhere({ drawnForShopper: () => false, reload, subscribe: (listener) => ((tell = listener), () => {}) });
    localStorage.removeItem('x-auth');
    tell('x-auth');
    expect(reload).not.toHaveBeenCalled();
  });
});
