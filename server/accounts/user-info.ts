import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../src/schema/web-api/auth';
import type { Database } from '../db/database';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** Where a shopper's avatar is served; the version changes with every new picture. */
export function avatarUrl(user: Pick<UserRow, 'id' | 'avatarVersion'>): string | null {
  return user.avatarVersion > 0 ? `/avatars/${user.id}.webp?v=${user.avatarVersion}` : null;
}

/** Spec §3 `userInfo`: what the page scripts keep about the signed-in shopper. */
export function userInfoOf(user: UserRow): UserInfo {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: user.nickName,
    email: user.email,
    mobile: user.mobile,
    avatar: avatarUrl(user),
  };
}

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
