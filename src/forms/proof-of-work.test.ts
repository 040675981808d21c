import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, test } from 'vitest';
import { humanChallengeSchema } from '../schema/web-api/auth';
import { solveChallenge } from './proof-of-work';

const SECRET = 'a-secret-for-the-proof-of-work-tests';

async function issue(options: { cost?: number; keyPrefix?: string; counter?: number } = {}) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: options.cost ?? 1,
    keyPrefix: options.keyPrefix ?? '0a',
    ...(options.counter === undefined ? {} : { counter: options.counter }),
    deriveKey,
    hmacSignatureSecret: SECRET,
  });
  return humanChallengeSchema.parse(challenge);
}

describe('solveChallenge', () => {
  test('finds the solution the issuing library accepts', async () => {
    const challenge = await issue();
    const solution = await solveChallenge(challenge);
    expect(solution?.derivedKey.startsWith('0a')).toBe(true);
    const verdict = await verifySolution({ challenge, solution: solution!, deriveKey, hmacSignatureSecret: SECRET });
    expect(verdict.verified).toBe(true);
  });

  test('finds the very counter a deterministic challenge was made from, as the shop issues them', async () => {
    const challenge = await issue({ counter: 2345 });
    const solution = await solveChallenge(challenge);
    expect(solution?.counter).toBe(2345);
    const verdict = await verifySolution({ challenge, solution: solution!, deriveKey, hmacSignatureSecret: SECRET });
    expect(verdict.verified).toBe(true);
  });

  test('follows a cost of several rounds', async () => {
    const challenge = await issue({ cost: 3, keyPrefix: 'f' });
    const solution = await solveChallenge(challenge);
    const verdict = await verifySolution({ challenge, solution: solution!, deriveKey, hmacSignatureSecret: SECRET });
    expect(verdict.verified).toBe(true);
  });

  test('gives up on what it cannot solve, and stops when asked to', async () => {
    const challenge = await issue();
    expect(await solveChallenge({ ...challenge, parameters: { ...challenge.parameters, algorithm: 'SCRYPT' } })).toBeNull();
    expect(await solveChallenge({ ...challenge, parameters: { ...challenge.parameters, salt: 'not hex' } })).toBeNull();
    await expect(solveChallenge({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'ffffffffff' } }, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
