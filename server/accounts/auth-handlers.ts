import { eq } from 'drizzle-orm';
import { AUTH_CALLS } from '../../src/schema/web-api/auth-calls';
import { users } from '../db/schema';
import type { WebApiDeps } from '../web-api/deps';
import type { WebApiHandlers } from '../web-api/mount';
import { HandlerFailure } from '../web-api/handler-failure';
import { verifyPassword } from './passwords';
import { requestInfo } from './request-info';
import { clearSessionCookie, revokeSession, setSessionCookie, startSession } from './sessions';
import { userInfoOf } from './user-info';

const later = () => {
  throw new HandlerFailure(501, 'errors.notImplemented', 'Not implemented yet');
};
const notYet = {
  'auth/challenge': later,
  'auth/signup': later,
  'auth/send-code': later,
  'auth/signin-code': later,
  'auth/verify-code': later,
  'auth/verify-email': later,
  'auth/forget': later,
  'auth/reset-password': later,
  'user/editEmail': later,
  'user/editMobile': later,
};

/** Sign-in and sign-out. */
export function authHandlers(deps: WebApiDeps): WebApiHandlers<typeof AUTH_CALLS> {
  const { db } = deps;
  const cookies = deps.cookies ?? { secure: false };
  return {
    'auth/signin': async ({ body, c }) => {
      const column = body.kind === 'email' ? users.email : users.mobile;
      const [user] = await db.select().from(users).where(eq(column, body.value)).limit(1);
      // An unknown account costs the same hashing as a wrong password, and reads the same.
      const matches = await verifyPassword(body.password, user?.passwordHash ?? null);
      if (!user || !matches)
        throw new HandlerFailure(400, 'auth.wrongCredentials', 'The account or password is not right', [
          { path: 'password', message: 'auth.wrongCredentials' },
        ]);
      const { ip, userAgent } = requestInfo(c, deps.trustProxy);
      const session = await startSession(db, { userId: user.id, ip, userAgent, loginMethod: 'password' });
      setSessionCookie(c, session, cookies);
      return { status: 'signed-in', userInfo: userInfoOf(user) };
    },
    'auth/logout': async ({ shopper, c }) => {
      if (shopper) await revokeSession(db, { userId: shopper.id, sessionId: shopper.sessionId });
      clearSessionCookie(c, cookies);
      return null;
    },
    ...notYet,
  };
}
