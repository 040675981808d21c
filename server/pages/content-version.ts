import { createHash } from 'node:crypto';

/**
 * A short name for what a value holds: a hash of its JSON, so every process names the same
 * content alike and any change to it is a new version, with nothing to bump or tell.
 */
export function contentVersion(value: unknown, length: number): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, length);
}
