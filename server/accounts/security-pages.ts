import { langPath } from '../../src/schema/languages';
import type { KindResolver, KindResolvers } from '../pages/entities';
import { accountChanges, pageParam, securityOverview, signInHistory } from './security';

/*
 * The resolvers of the security pages. They run only for a signed-in shopper (their kinds
 * need one); a page without a shopper, or whose account is gone, is not found.
 */

const resolveSecurity: KindResolver<'user-security'> = async (match, _locale, db, context) => {
  const userArea = `${langPath(match.lang)}${context.siteConfig.userPrefix}`;
  const links = { activity: `${userArea}security/activity`, log: `${userArea}log` };
  const security = context.shopper ? await securityOverview(db, context.shopper, links) : null;
  return security ? { data: { security }, meta: {} } : null;
};

const resolveActivity: KindResolver<'user-security-activity'> = async (_match, _locale, db, context) => {
  if (!context.shopper) return null;
  return { data: { signInHistory: await signInHistory(db, context.shopper.id, pageParam(context.url)) }, meta: {} };
};

const resolveLog: KindResolver<'user-log'> = async (_match, _locale, db, context) => {
  if (!context.shopper) return null;
  return { data: { accountLog: await accountChanges(db, context.shopper.id, pageParam(context.url)) }, meta: {} };
};

export const securityPageResolvers = {
  'user-security': resolveSecurity,
  'user-security-activity': resolveActivity,
  'user-log': resolveLog,
} satisfies KindResolvers;
