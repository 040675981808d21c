import type { Database } from '../db/database';
import { users } from '../db/schema';
import { startSession, type LoginMethod } from '../accounts/sessions';

let made = 0;

/**
 * A shopper of their own for a test, signed in once: the token goes in a cookie or `x-auth`.
 * The password hash is not a real one: these shoppers never sign in by password.
 */
export async function createSignedInShopper(
  db: Database,
  profile: { nickName?: string; firstName?: string } = {},
  session: { ip?: string; userAgent?: string; loginMethod?: LoginMethod } = {},
): Promise<{ id: string; token: string; sessionId: string; email: string }> {
  made += 1;
  const email = `shopper-${made}-${Date.now()}@test.example`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', firstName: profile.firstName ?? '', nickName: profile.nickName ?? '' })
    .returning({ id: users.id });
  const started = await signInAgain(db, user!.id, session);
  return { id: user!.id, email, ...started };
}

/** Another session of the same shopper, as from a second browser. */
export async function signInAgain(
  db: Database,
  userId: string,
  session: { ip?: string; userAgent?: string; loginMethod?: LoginMethod } = {},
): Promise<{ token: string; sessionId: string }> {
  const started = await startSession(db, {
    userId,
    ip: session.ip ?? '203.0.113.7',
    userAgent: session.userAgent ?? 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    loginMethod: session.loginMethod ?? 'password',
  });
  return { token: started.token, sessionId: started.sessionId };
}
