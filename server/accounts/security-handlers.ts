import { eq } from 'drizzle-orm';
import { SECURITY_CALLS } from '../../src/schema/web-api/security-calls';
import { users } from '../db/schema';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { logAccountChange } from './account-log';
import { requestInfo } from './request-info';
import { clearSessionCookie, revokeOtherSessions, revokeSession } from './sessions';

/** Ending sessions and the login email verification switch (spec §3 Security). */
export function securityHandlers(deps: WebApiDeps): WebApiHandlers<typeof SECURITY_CALLS> {
  const { db } = deps;
  const cookies = deps.cookies ?? { secure: false };
  return {
    'security/revokeSession': async ({ body, shopper, c }) => {
      const { ip } = requestInfo(c, deps.trustProxy);
      const ended = await db.transaction(async (tx) => {
        // Only the shopper's own session ends: another shopper's id is not found, never told apart.
        if (!(await revokeSession(tx, { userId: shopper.id, sessionId: body.sessionId }))) return false;
        await logAccountChange(tx, { userId: shopper.id, kind: 'session-ended', ip });
        return true;
      });
      if (!ended) throw new HandlerFailure(404, 'security.sessionNotFound', 'No such session', [{ path: 'sessionId', message: 'security.sessionNotFound' }]);
      const current = body.sessionId === shopper.sessionId;
      // Ending the session in use is signing out: its cookie goes too.
      if (current) clearSessionCookie(c, cookies);
      return { current };
    },
    'security/revokeOtherSessions': async ({ shopper, c }) => {
      const { ip } = requestInfo(c, deps.trustProxy);
      const ended = await db.transaction(async (tx) => {
        const count = await revokeOtherSessions(tx, shopper.id, shopper.sessionId);
        if (count > 0) await logAccountChange(tx, { userId: shopper.id, kind: 'sessions-ended', detail: { count }, ip });
        return count;
      });
      return { ended };
    },
    'security/loginVerification': async ({ body, shopper, c }) => {
      const { ip } = requestInfo(c, deps.trustProxy);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ loginEmailVerification: body.enabled, updatedAt: new Date() }).where(eq(users.id, shopper.id));
        await logAccountChange(tx, { userId: shopper.id, kind: 'login-email-verification', detail: { enabled: body.enabled }, ip });
      });
      return { enabled: body.enabled };
    },
  };
}
