import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

const known = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A secret shared by every process on this database: the first to ask makes it, the others
 * read that one (an insert that loses the race reads the winner's). Kept for the process's life.
 */
export function sharedSecret(db: Database, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return row!.value;
    })();
    // A failed read is tried again by the next caller rather than remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
