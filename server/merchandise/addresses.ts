import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { slugRedirects } from '../db/schema';

/*
 * The old addresses of renamed products and categories (`slug_redirects`): every older name
 * answers 301 to the newest one, and a name taken again by something new stops redirecting.
 */

export type RenamedKind = 'product' | 'category';

/** `from` was renamed `to`: it, and every name before it, now lead to `to`, which no longer leads anywhere. */
export async function leaveAddress(tx: Transaction, kind: RenamedKind, from: string, to: string): Promise<void> {
  const ofKind = eq(slugRedirects.kind, kind);
  await tx.delete(slugRedirects).where(and(ofKind, eq(slugRedirects.fromSlug, to)));
  await tx.update(slugRedirects).set({ toSlug: to }).where(and(ofKind, eq(slugRedirects.toSlug, from)));
  await tx.insert(slugRedirects).values({ kind, fromSlug: from, toSlug: to });
}

/** Something new lives at `slug`: an old name that led elsewhere from it stops doing so. */
export async function takeAddress(tx: Transaction, kind: RenamedKind, slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.fromSlug, slug)));
}
