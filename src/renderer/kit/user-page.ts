import type { UserPageData } from '../../schema/user-area';
import { pageDataCheck, readPageData } from './read-page-data';

// The user area's pages are drawn for one signed-in shopper; a visitor's page has no profile.
// Checked with the schemas once they load (read-page-data.ts): the first page needs no zod.
const profileCheck = pageDataCheck((schemas) => schemas.userPageDataSchema.shape.profile.optional());
const userAreaCheck = pageDataCheck((schemas) => schemas.userPageDataSchema.shape.userArea.optional());

/**
 * The shopper's profile and the user area's links on a user-area page (`user-center`,
 * `user-account`, `user-info`), or null on a page drawn for nobody.
 */
export function readUserPage(data: Record<string, unknown>): UserPageData | null {
  const profile = readPageData(data, 'profile', profileCheck);
  const userArea = readPageData(data, 'userArea', userAreaCheck);
  return profile ? { profile, userArea: userArea ?? [] } : null;
}

/** What to call the shopper: the nick name they chose, else their first name. */
export function displayName(profile: Pick<UserPageData['profile'], 'nickName' | 'firstName' | 'lastName'>): string {
  return profile.nickName || profile.firstName || profile.lastName;
}
