import type { UserPageData } from '../../schema/user-area';
import { pageData, type PageDataProps } from './read-page-data';

/**
 * The page data of a user-area page, which its blocks (`user-center`, `user-account`,
 * `user-info`) declare: `UserCenter.pageData = { ...userPageData }`. The user area's pages are
 * drawn for one signed-in shopper; a visitor's page has no profile. Checked with the schemas
 * once they load (read-page-data.ts): the first page needs no zod.
 */
export const userPageData = {
  profile: pageData(() => import('../../schema/catalog').then((schemas) => schemas.userPageDataSchema.shape.profile.optional())),
  userArea: pageData(() => import('../../schema/catalog').then((schemas) => schemas.userPageDataSchema.shape.userArea.optional())),
};

/** The shopper's profile and the user area's links, or null on a page drawn for nobody. */
export function userPageOf({ profile, userArea }: PageDataProps<typeof userPageData>): UserPageData | null {
  return profile ? { profile, userArea: userArea ?? [] } : null;
}

/** What to call the shopper: the nick name they chose, else their first name. */
export function displayName(profile: Pick<UserPageData['profile'], 'nickName' | 'firstName' | 'lastName'>): string {
  return profile.nickName || profile.firstName || profile.lastName;
}
