import type { PageShopper } from '../../src/schema/page-shopper';
import type { Database } from '../db/database';
import type { DescribeShopper } from '../http/shopper';
import { avatarUrl, findUser } from './user-info';

/** The name a greeting uses: what the shopper chose to be called, else their first name, else their account. */
export function greetingName(user: { nickName: string; firstName: string; email: string | null; mobile: string | null }): string {
  return user.nickName || user.firstName || user.email?.split('@')[0] || user.mobile || '';
}

/** The shopper's part of every page they see: the header's greeting and avatar. */
export function pageShoppers(db: Database): DescribeShopper {
  return async (shopper): Promise<PageShopper | null> => {
    const user = await findUser(db, shopper.id);
    if (!user) return null;
    return { id: user.id, name: greetingName(user), avatar: avatarUrl(user) };
  };
}
