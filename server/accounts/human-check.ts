import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { humanCheckPayloadSchema, type HumanChallenge } from '../../src/schema/web-api/auth';
import type { Database } from '../db/database';
import { spentChallenges } from '../db/schema';
import { sharedSecret } from './server-secrets';

/*
 * The human check behind the slider: a proof-of-work challenge (altcha, SHA-256) signed with a
 * secret every process shares, valid for a few minutes and accepted once. A script can still
 * solve it, but each solution costs it the same seconds of work as a shopper's phone.
 */

export const HUMAN_CHECK_LIFETIME_MS = 10 * 60 * 1000;
/** The answer is a counter in this range: about this many hashes to find it. */
let difficulty = { min: 5_000, max: 20_000 };

/** Tests solve many challenges: they lower the work, never production. */
export function setHumanCheckDifficulty(range: { min: number; max: number }): void {
  difficulty = range;
}

/** HUMAN_CHECK_SECRET when set (the same in every process), else one kept in the database. */
async function secretOf(db: Database): Promise<string> {
  const fromEnv = process.env.HUMAN_CHECK_SECRET;
  return fromEnv && fromEnv.length >= 16 ? fromEnv : sharedSecret(db, 'human-check');
}

export async function issueHumanCheck(db: Database, now = Date.now()): Promise<HumanChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(difficulty.min, difficulty.max),
    deriveKey,
    expiresAt: Math.floor((now + HUMAN_CHECK_LIFETIME_MS) / 1000),
    hmacSignatureSecret: await secretOf(db),
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

function decode(humanCheck: string): unknown {
  try {
    return JSON.parse(Buffer.from(humanCheck, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** True once for a solved, unexpired challenge this server signed; false for anything else, and on every replay. */
export async function spendHumanCheck(db: Database, humanCheck: string, now = Date.now()): Promise<boolean> {
  const payload = humanCheckPayloadSchema.safeParse(decode(humanCheck));
  if (!payload.success || payload.data.challenge.parameters.expiresAt === undefined) return false;
  const result = await verifySolution({
    challenge: payload.data.challenge,
    solution: payload.data.solution,
    deriveKey,
    hmacSignatureSecret: await secretOf(db),
  });
  if (!result.verified) return false;
  const expiresAt = new Date(payload.data.challenge.parameters.expiresAt * 1000);
  if (expiresAt.getTime() <= now) return false;
  // The signature names the challenge; a second insert of it finds the row and is refused.
  const spent = await db
    .insert(spentChallenges)
    .values({ id: payload.data.challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ id: spentChallenges.id });
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, new Date(now)));
  return spent.length === 1;
}
