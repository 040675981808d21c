import { storedValueChecks, type StorageKey, type StoredValue } from '../schema/storage';

// The same checks, typed per key so a generic key keeps its own value type.
const checkByKey = storedValueChecks as { [K in StorageKey]: (value: unknown) => StoredValue<K> };

/**
 * The browser's localStorage, or null where there is none: during SSR, in a sandboxed frame,
 * or when the browser blocks storage (reading the property itself can throw a SecurityError).
 */
function browserStorage(): Storage | null {
  try {
    return 'localStorage' in globalThis ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

function decode(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // A plain string written without JSON quotes (a token set by hand, say) is still that
    // string; whether it is acceptable is the check's call, and garbage falls back to the default.
    return raw;
  }
}

/**
 * Reads a stored value, passed through its check. Missing, corrupt or out-of-range values
 * come back as the key's default, so callers never see anything but a valid value.
 */
export function readStored<K extends StorageKey>(key: K): StoredValue<K> {
  // Every check falls back to the key's default, so reading never throws.
  return checkByKey[key](decode(readRaw(key)));
}

function readRaw(key: StorageKey): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a value after passing it through its check (`null` removes the key) and returns
 * the value as stored. Writing fails silently when storage is full or blocked: these values
 * are conveniences, and the page must keep working on the returned in-memory value.
 */
export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): StoredValue<K> {
  const checked = checkByKey[key](value);
  try {
    const storage = browserStorage();
    if (checked === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(checked));
  } catch {
    // Quota exceeded or storage disabled: the caller keeps the in-memory value.
  }
  return checked;
}

/**
 * Calls `listener` when another tab changes one of our stored values, so a sign-in or
 * sign-out elsewhere is reflected here. Returns the unsubscribe function.
 */
export function onStoredChangeElsewhere(listener: (key: StorageKey) => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  const handle = (event: StorageEvent) => {
    if (event.key === null) {
      for (const key of Object.keys(storedValueChecks)) if (isStorageKey(key)) listener(key);
    } else if (isStorageKey(event.key)) listener(event.key);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

function isStorageKey(key: string): key is StorageKey {
  return Object.hasOwn(storedValueChecks, key);
}
