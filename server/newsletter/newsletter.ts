import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TranslatedLocale } from '../../src/schema/languages';
import { hashToken, newToken } from '../accounts/sessions';
import { sharedSecret } from '../accounts/server-secrets';
import type { Database, Transaction } from '../db/database';
import { newsletterSubscribers, serverSecrets } from '../db/schema';

/*
 * The newsletter's subscribers, with double opt-in. Signing up (again) answers the same
 * whoever the address belongs to; only a pending address gets a confirmation link, and
 * nothing else is ever sent to it. A confirmed address is left as it is. The unsubscribe
 * token is derived from the subscriber's id with a server secret, so every mail can carry
 * the link while the table holds only its hash.
 */

export const CONFIRM_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

export type NewsletterSubscriber = { id: string; email: string; locale: TranslatedLocale };

const emailKey = (email: string) => email.trim().toLowerCase();
const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${emailKey(email)}`;

const UNSUBSCRIBE_SECRET = 'newsletter-unsubscribe';

const unsubscribeTokenWith = (secret: string, subscriberId: string) => createHmac('sha256', secret).update(subscriberId).digest('base64url');

async function unsubscribeTokenOf(db: Database, subscriberId: string): Promise<string> {
  return unsubscribeTokenWith(await sharedSecret(db, UNSUBSCRIBE_SECRET), subscriberId);
}

/**
 * The unsubscribe hash of a subscriber written inside a transaction (the demo seed): the same
 * secret `sharedSecret` keeps, made here if it is not there yet, so their links work later.
 */
export async function unsubscribeHashIn(tx: Transaction, subscriberId: string): Promise<string> {
  await tx.insert(serverSecrets).values({ name: UNSUBSCRIBE_SECRET, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await tx.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, UNSUBSCRIBE_SECRET));
  return hashToken(unsubscribeTokenWith(row!.value, subscriberId));
}

/**
 * Signs an address up, or asks it to confirm again. Answers the confirmation token to mail,
 * or null when the address is already confirmed (nothing is sent then).
 */
export async function joinNewsletter(
  db: Database,
  input: { email: string; locale: TranslatedLocale },
  now = new Date(),
): Promise<{ subscriber: NewsletterSubscriber; confirmToken: string } | null> {
  const email = input.email.trim();
  const confirmToken = newToken();
  const pending = {
    status: 'pending' as const,
    locale: input.locale,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS),
    updatedAt: now,
  };
  const id = randomUUID();
  // Two sign-ups of a new address at once: one inserts, the other finds its row below.
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ id, email, unsubscribeTokenHash: hashToken(await unsubscribeTokenOf(db, id)), createdAt: now, ...pending })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  const row =
    inserted ??
    (
      await db
        .update(newsletterSubscribers)
        .set(pending)
        .where(and(sameEmail(email), ne(newsletterSubscribers.status, 'confirmed')))
        .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    )[0];
  if (!row) return null;
  return { subscriber: { id: row.id, email: row.email, locale: input.locale }, confirmToken };
}

/** Confirms the address a link's token names; null for a token unknown, used or expired. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, 'pending'), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale });
  return row ? { ...row, locale: localeOf(row.locale) } : null;
}

/** Unsubscribes the address the token names; false for a token that names no one. Following the link twice is fine. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return row !== undefined;
}

/** The token of a subscriber's unsubscribe link, for every mail sent to them. */
export function unsubscribeToken(db: Database, subscriberId: string): Promise<string> {
  return unsubscribeTokenOf(db, subscriberId);
}

export type ConfirmedSubscriber = { email: string; locale: TranslatedLocale; confirmedAt: Date };

/** Every confirmed subscriber, oldest confirmation first: what the merchant may mail. */
export async function confirmedSubscribers(db: Database): Promise<ConfirmedSubscriber[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
  return rows.map((row) => ({ email: row.email, locale: localeOf(row.locale), confirmedAt: row.confirmedAt ?? new Date(0) }));
}

function localeOf(value: string): TranslatedLocale {
  return value === 'zh-CN' || value === 'zh-HK' ? value : 'en';
}
