import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onStoredChangeElsewhere, readStored, writeStored } from './storage';
import { MemoryStorage, useMemoryStorage } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('with browser storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = useMemoryStorage();
  });

  it('round-trips each value as JSON', () => {
    writeStored('cartNum', 3);
    writeStored('userInfo', { firstName: 'Ada' });
    writeStored('x-auth', 'token-1');
    writeStored('notWishList', true);
    expect(storage.getItem('cartNum')).toBe('3');
    expect(storage.getItem('x-auth')).toBe('"token-1"');
    expect(readStored('cartNum')).toBe(3);
    expect(readStored('userInfo')).toEqual({ firstName: 'Ada' });
    expect(readStored('x-auth')).toBe('token-1');
    expect(readStored('notWishList')).toBe(true);
  });

  it('reads missing values as their defaults', () => {
    expect(readStored('cartNum')).toBe(0);
    expect(readStored('userInfo')).toBeNull();
    expect(readStored('x-auth')).toBeNull();
    expect(readStored('langPath')).toBe('');
    expect(readStored('notWishList')).toBe(false);
    expect(readStored('trackStartedAt')).toBe(0);
  });

  it('reads corrupt or out-of-range values as their defaults instead of trusting them', () => {
    storage.setItem('cartNum', '-4');
    storage.setItem('userInfo', '[1, 2]');
    storage.setItem('langPath', '"javascript:alert(1)"');
    storage.setItem('notWishList', '{not json');
    expect(readStored('cartNum')).toBe(0);
    expect(readStored('userInfo')).toBeNull();
    expect(readStored('langPath')).toBe('');
    expect(readStored('notWishList')).toBe(false);
  });

  it('keeps a token stored as a plain string without JSON quotes', () => {
    storage.setItem('x-auth', 'abc.def.ghi');
    expect(readStored('x-auth')).toBe('abc.def.ghi');
  });

  it('removes a value written as null', () => {
    writeStored('x-auth', 'token-1');
    writeStored('x-auth', null);
    expect(storage.getItem('x-auth')).toBeNull();
  });
});

describe('without usable storage', () => {
  it('reads defaults and keeps working during SSR, where there is no localStorage', () => {
    expect('localStorage' in globalThis).toBe(false);
    expect(readStored('cartNum')).toBe(0);
    expect(writeStored('cartNum', 5)).toBe(5);
    expect(onStoredChangeElsewhere(() => {})).toBeTypeOf('function');
  });

  it('survives a browser that throws on every storage access', () => {
    const blocked = new MemoryStorage();
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    blocked.getItem = refuse;
    blocked.setItem = refuse;
    blocked.removeItem = refuse;
    vi.stubGlobal('localStorage', blocked);
    expect(readStored('x-auth')).toBeNull();
    expect(writeStored('x-auth', 'token-1')).toBe('token-1');
    expect(writeStored('x-auth', null)).toBeNull();
  });
});
