import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CODE_RULES } from '../../src/schema/web-api/auth';
import type { Database, Transaction } from '../db/database';
import { oneTimeTokens, verificationCodes } from '../db/schema';
import { hashToken, newToken } from './sessions';

/*
 * Six-digit codes and one-time links. Both are stored as hashes; a code is bound to its
 * purpose and address, lives 10 minutes and survives 5 wrong tries; a link acts once.
 */

export type CodePurpose = 'signup' | 'signin' | 'change-email' | 'change-mobile' | 'new-device';
export type TokenPurpose = 'reset-password' | 'verify-email';

const codeHash = (target: string, code: string) => hashToken(`${target}\n${code}`);

/** A new code for `target`; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  db: Database,
  input: { purpose: CodePurpose; target: string; userId: string | null },
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.target, input.target), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      purpose: input.purpose,
      target: input.target,
      userId: input.userId,
      codeHash: codeHash(input.target, code),
      expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeSeconds * 1000),
      createdAt: now,
    });
  });
  return code;
}

export type CodeCheck = { ok: true; userId: string | null } | { ok: false; reason: 'wrong' | 'expired' };

/**
 * Spends the latest code sent to `target` for `purpose` if `code` is it. A wrong guess uses
 * one of its tries; an address that never had a code reads 'wrong', the same as a wrong guess.
 */
export async function consumeCode(
  db: Database,
  input: { purpose: CodePurpose; target: string; code: string },
  now = new Date(),
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, input.target), eq(verificationCodes.purpose, input.purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.consumedAt !== null) return { ok: false, reason: 'wrong' } as const;
    if (latest.expiresAt <= now || latest.tries >= CODE_RULES.maxTries) return { ok: false, reason: 'expired' } as const;
    if (latest.codeHash !== codeHash(input.target, input.code)) {
      await tx.update(verificationCodes).set({ tries: sql`${verificationCodes.tries} + 1` }).where(eq(verificationCodes.id, latest.id));
      return { ok: false, reason: 'wrong' } as const;
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, latest.id));
    return { ok: true, userId: latest.userId } as const;
  });
}

/** A link token (returned once, stored hashed); earlier unused tokens of the purpose for the user stop working. */
export async function issueToken(
  db: Database | Transaction,
  input: { purpose: TokenPurpose; userId: string; target: string; lifetimeMs: number },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.purpose, input.purpose), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    target: input.target,
    expiresAt: new Date(now.getTime() + input.lifetimeMs),
    createdAt: now,
  });
  return token;
}

/** Uses a link token once: its user and address, or null when unknown, used or expired. */
export async function consumeToken(
  db: Database | Transaction,
  input: { purpose: TokenPurpose; token: string },
  now = new Date(),
): Promise<{ userId: string; target: string } | null> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.token)),
        inArray(oneTimeTokens.purpose, [input.purpose]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, target: oneTimeTokens.target });
  return used ?? null;
}
