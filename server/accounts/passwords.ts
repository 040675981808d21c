import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are hashed with scrypt (node:crypto, no native build). The stored form names its
 * parameters, so they can be raised later and old hashes still verify:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.
 */

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Lower cost for tests and benches that hash many passwords; never in production. */
export const FAST_TEST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

export type ScryptCost = { N: number; r: number; p: number };

let defaultCost: ScryptCost = DEFAULT_COST;

/** Tests lower the cost so a suite of sign-ups stays quick; the stored parameters keep verifying. */
export function setPasswordHashCost(cost: ScryptCost): void {
  defaultCost = cost;
}

export function passwordHashCost(): ScryptCost {
  return defaultCost;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = defaultCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
};

// A hash of nothing anyone knows: an unknown account is checked against it, so answering
// "wrong account" costs the same time as "wrong password".
let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches `stored`. Pass null for an account that does not exist: the
 * same work is done against a decoy hash and the answer is false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(randomBytes(18).toString('base64'));
    const decoyHash = await decoy;
    const parsed = parse(decoyHash)!;
    await derive(password, parsed.salt, passwordHashCost());
    return false;
  }
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
