import { langPath, type UrlLanguage } from '../../src/schema/languages';
import type { SiteConfig } from '../../src/schema/site-config';
import { USER_AREA_PAGES, type UserAreaPage, type UserPageData } from '../../src/schema/user-area';
import type { Database } from '../db/database';
import type { EntityContext, EntityResolver, KindResolvers } from '../pages/entities';
import { loadProfile } from './profile';

/** Where each user-area page sits under the user prefix (spec §2), as the route kind table spells it. */
const USER_AREA_PATHS: Readonly<Record<UserAreaPage, string>> = {
  center: 'center',
  account: 'account',
  info: 'info',
  address: 'address',
  favorite: 'favorite',
  wishlist: 'wishlist',
  article: 'article',
  security: 'security',
  activity: 'security/activity',
  log: 'log',
  order: 'order',
  return: 'return',
  inquiry: 'inquiry',
};

function userAreaLinks(siteConfig: SiteConfig, lang: UrlLanguage): UserPageData['userArea'] {
  const prefix = siteConfig.userPrefix.replace(/^\/|\/$/g, '');
  return USER_AREA_PAGES.map((page) => ({ page, href: `${langPath(lang)}/${prefix}/${USER_AREA_PATHS[page]}` }));
}

/**
 * The page data of the user center, account settings and profile pages: the profile of the
 * shopper the page is drawn for. A visitor gets none (the page then asks them to sign in).
 */
async function userPageData(db: Database, context: EntityContext, lang: UrlLanguage): Promise<UserPageData | null> {
  if (!context.shopper) return null;
  const profile = await loadProfile(db, context.shopper.id);
  return profile ? { profile, userArea: userAreaLinks(context.siteConfig, lang) } : null;
}

const resolveUserPage: EntityResolver<UserPageData> = async (match, _locale, db, context) => {
  const data = await userPageData(db, context, match.lang);
  return data ? { data, meta: {} } : null;
};

export const userPageResolvers = {
  'user-center': resolveUserPage,
  'user-account': resolveUserPage,
  'user-info': resolveUserPage,
} satisfies KindResolvers;
