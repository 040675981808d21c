import type { HumanChallenge } from '../schema/web-api/auth';

/** What a solved challenge sends back beside it (altcha's solution). */
export type ProofOfWorkSolution = { counter: number; derivedKey: string; time: number };

/** Counters tried between two yields to the event loop: small enough that typing never stutters. */
const BATCH = 1000;
/** altcha's own ceiling for a uint32 counter. */
const MAX_COUNTER = 0xffffffff;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * altcha's SHA key derivation with the browser's own Web Crypto: SHA-256 over salt, nonce and
 * the counter (4 bytes, big-endian), then over its own digest `cost - 1` more times.
 */
async function deriveKey(salt: Uint8Array<ArrayBuffer>, nonce: Uint8Array<ArrayBuffer>, counter: number, cost: number, keyLength: number): Promise<Uint8Array> {
  const data = new Uint8Array(salt.length + nonce.length + 4);
  data.set(salt, 0);
  data.set(nonce, salt.length);
  new DataView(data.buffer).setUint32(salt.length + nonce.length, counter, false);
  let key: ArrayBuffer = await crypto.subtle.digest('SHA-256', data);
  for (let round = 1; round < cost; round++) key = await crypto.subtle.digest('SHA-256', key);
  return new Uint8Array(key).subarray(0, keyLength);
}

/**
 * Solves a SHA-256 challenge of `auth/challenge`: finds the counter whose derived key starts
 * with the challenge's prefix. A batch of counters at a time, with a yield between batches,
 * so the page stays responsive while it works. Null for a challenge it cannot solve (another
 * algorithm, a malformed one, or no counter below the ceiling).
 */
export async function solveChallenge(challenge: HumanChallenge, { signal }: { signal?: AbortSignal } = {}): Promise<ProofOfWorkSolution | null> {
  const { algorithm, salt, nonce, cost, keyLength, keyPrefix } = challenge.parameters;
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const prefix = keyPrefix.toLowerCase();
  if (algorithm !== 'SHA-256' || !saltBytes || !nonceBytes || !/^[0-9a-f]+$/.test(prefix)) return null;
  if (!Number.isInteger(cost) || cost < 1 || !Number.isInteger(keyLength) || keyLength < 1 || keyLength > 32) return null;
  const started = performance.now();
  for (let start = 0; start <= MAX_COUNTER; start += BATCH) {
    signal?.throwIfAborted();
    const counters = Array.from({ length: Math.min(BATCH, MAX_COUNTER + 1 - start) }, (_, offset) => start + offset);
    const keys = await Promise.all(counters.map((counter) => deriveKey(saltBytes, nonceBytes, counter, cost, keyLength)));
    for (const [index, key] of keys.entries()) {
      const hex = bytesToHex(key);
      if (hex.startsWith(prefix)) return { counter: counters[index] ?? start, derivedKey: hex, time: Math.round(performance.now() - started) };
    }
    await nextTask();
  }
  return null;
}
