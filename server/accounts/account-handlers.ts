import { eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/schema/envelope';
import { AVATAR_MAX_BYTES } from '../../src/schema/web-api/account';
import { ACCOUNT_CALLS } from '../../src/schema/web-api/account-calls';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { WebApiDeps } from '../web-api/deps';
import { HandlerFailure } from '../http/handler-failure';
import type { WebApiHandlers } from '../http/mount';
import { logAccountChange } from './account-log';
import { encodeAvatar, saveAvatar } from './avatars';
import { hashPassword, verifyPassword } from './passwords';
import { loadProfile } from './profile';
import { requestInfo } from './request-info';
import { revokeOtherSessions } from './sessions';
import { findUser } from './user-info';

/** A session whose account has since been deleted: the shopper must sign in again. */
function accountGone(): HandlerFailure {
  return new HandlerFailure(401, 'api.loginError', 'This account no longer exists', [], ResponseCode.authInvalid);
}

async function profileOf(db: Database, userId: string) {
  const profile = await loadProfile(db, userId);
  if (!profile) throw accountGone();
  return profile;
}

/**
 * The shopper's own profile, password and avatar. Every query names the caller's id from
 * the session, never one from the body: no call here can read or change another account.
 */
export function accountHandlers(deps: WebApiDeps): WebApiHandlers<typeof ACCOUNT_CALLS> {
  const { db } = deps;
  const ipOf = (c: Parameters<typeof requestInfo>[0]) => requestInfo(c, deps.trustProxy).ip;
  return {
    'user/info': ({ shopper }) => profileOf(db, shopper.id),

    'user/editName': async ({ body, shopper, c }) => {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ ...body, updatedAt: new Date() }).where(eq(users.id, shopper.id));
        await logAccountChange(tx, { userId: shopper.id, kind: 'name', detail: body, ip: ipOf(c) });
      });
      return profileOf(db, shopper.id);
    },

    'user/editInfo': async ({ body, shopper, c }) => {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ bio: body.bio, birthday: body.birthday, updatedAt: new Date() }).where(eq(users.id, shopper.id));
        await logAccountChange(tx, { userId: shopper.id, kind: 'info', detail: { birthday: body.birthday }, ip: ipOf(c) });
      });
      return profileOf(db, shopper.id);
    },

    'user/editPassword': async ({ body, shopper, c }) => {
      const user = await findUser(db, shopper.id);
      if (!user) throw accountGone();
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw new HandlerFailure(400, 'account.wrongPassword', 'The current password is not right', [
          { path: 'currentPassword', message: 'account.wrongPassword' },
        ]);
      }
      const passwordHash = await hashPassword(body.newPassword);
      const sessionsEnded = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, shopper.id));
        // Whoever else holds a session may be the reason for the change: theirs end now; this one stays.
        const ended = await revokeOtherSessions(tx, shopper.id, shopper.sessionId);
        await logAccountChange(tx, { userId: shopper.id, kind: 'password', detail: { sessionsEnded: ended }, ip: ipOf(c) });
        return ended;
      });
      return { sessionsEnded };
    },

    'user/editAvatar': async ({ body, shopper, c }) => {
      if (body.avatar.size > AVATAR_MAX_BYTES) {
        throw new HandlerFailure(413, 'account.avatarTooLarge', 'The picture is over the 2 MB limit', [
          { path: 'avatar', message: 'account.avatarTooLarge' },
        ]);
      }
      const encoded = await encodeAvatar(new Uint8Array(await body.avatar.arrayBuffer()));
      if (!encoded.ok) {
        throw new HandlerFailure(400, 'account.avatarType', 'The file is not a JPEG, PNG, WebP, GIF or AVIF picture', [
          { path: 'avatar', message: 'account.avatarType' },
        ]);
      }
      return { avatar: await saveAvatar(db, { userId: shopper.id, webp: encoded.webp, ip: ipOf(c) }) };
    },
  };
}
