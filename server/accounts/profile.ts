import type { UserProfile } from '../../src/schema/web-api/account';
import type { Database } from '../db/database';
import { orderFigures } from './order-figures';
import { avatarUrl, findUser } from './user-info';

/** Spec §3 User as the shopper reads it (`user/info`, the user center): null when the account is gone. */
export async function loadProfile(db: Database, userId: string): Promise<UserProfile | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  const figures = await orderFigures(db, user.id);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: user.nickName,
    avatar: avatarUrl(user),
    bio: user.bio,
    birthday: user.birthday,
    email: user.email,
    mobile: user.mobile,
    creditsBalance: user.creditsBalance,
    ...figures,
  };
}
