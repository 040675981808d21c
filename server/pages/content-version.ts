import { createHash } from 'node:crypto';

/**
 * A short name for what a value holds: a hash of its JSON, so every process names the same
 * content alike and any change to it is a new version, with nothing to bump or tell.
 */
export function contentVersion(value: unknown, length: number): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, length);
}

/**
 * `contentVersion` for values made of parts that are kept per site version and never changed
 * once made (a theme, a header's blocks, the category tree, a data source's list). `keyOf` names
 * a value by which of those objects it holds (`identityOf`) and by what else it holds: the same
 * key is the same content, whose version is not serialised and hashed again. Every page of a
 * language carries the same shared part and lists, and hashing them again on every page was a
 * few percent of an uncached page's time.
 *
 * Only for values whose objects nobody changes after making them: an object changed in place
 * keeps its old version here.
 */
export function createVersionMemo<T>(length: number, keyOf: (value: T) => string, maxEntries = 512): (value: T) => string {
  const versions = new Map<string, string>();
  return (value) => {
    const key = keyOf(value);
    let version = versions.get(key);
    if (version === undefined) {
      // Each site version adds a few; a full map means old site versions, which are let go whole.
      if (versions.size >= maxEntries) versions.clear();
      version = contentVersion(value, length);
      versions.set(key, version);
    }
    return version;
  };
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** Which object `value` is, as a word of its own (`#12`); a primitive as its JSON, which no such word is. */
export function identityOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? '~';
  let identity = identities.get(value);
  if (identity === undefined) identities.set(value, (identity = (lastIdentity += 1)));
  return `#${identity}`;
}
