import { z } from 'zod';
import { userProfileSchema } from './web-api/account';

/** Every page of the user area the user center links to, by the name its label is translated under (`account.pages.<name>`). */
export const USER_AREA_PAGES = ['center', 'account', 'info', 'address', 'favorite', 'wishlist', 'article', 'security', 'activity', 'log', 'order', 'return', 'inquiry'] as const;
export type UserAreaPage = (typeof USER_AREA_PAGES)[number];

export const userAreaLinkSchema = z.object({ page: z.enum(USER_AREA_PAGES), href: z.string() });

/**
 * Page data of the user center, the account settings and the profile (`user-center`,
 * `user-account`, `user-info`): the signed-in shopper's profile and where each user-area
 * page lives under the site's user prefix. Drawn for that shopper only, never cached.
 */
export const userPageDataSchema = z.object({
  profile: userProfileSchema,
  userArea: z.array(userAreaLinkSchema),
});
export type UserPageData = z.infer<typeof userPageDataSchema>;
