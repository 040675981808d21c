/**
 * A signed proof-of-work challenge as the server issues it (the altcha format): find the
 * number n ≤ maxnumber for which SHA-256(salt + n), in hex, is `challenge`.
 */
export type ProofOfWorkChallenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
};

/** Numbers hashed between two yields to the event loop: small enough that typing never stutters. */
const BATCH = 500;

function hexBytes(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== target.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== target[i]) return false;
  return true;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Solves a challenge with the browser's own SHA-256 (Web Crypto), a batch at a time with a
 * yield between batches so the page stays responsive. Answers the payload the server
 * verifies (base64 of the challenge with its number), or null when no number fits.
 */
export async function solveChallenge(challenge: ProofOfWorkChallenge, { signal }: { signal?: AbortSignal } = {}): Promise<string | null> {
  if (challenge.algorithm !== 'SHA-256') return null;
  const target = hexBytes(challenge.challenge);
  if (!target) return null;
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    signal?.throwIfAborted();
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber + 1 - start) }, (_, offset) => start + offset);
    const digests = await Promise.all(numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))));
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found !== -1) {
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: hash, number: numbers[found], salt, signature }));
    }
    await nextTask();
  }
  return null;
}
