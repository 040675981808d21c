import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn, logout, reloadSessionFromStorage, session, setLangPath, setToken, setUserInfo } from './session';
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
});
