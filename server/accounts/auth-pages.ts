import { sameSitePath, type AuthPageData } from '../../src/schema/auth-page';
import { langPath, type UrlLanguage } from '../../src/schema/languages';
import type { KindResolver, KindResolvers } from '../pages/entities';

type AuthKind = 'auth-signin' | 'auth-signup' | 'auth-forget' | 'auth-reset-password' | 'auth-verify-email' | 'auth-verify-prompt';

/**
 * The links every auth page draws, in the page language and under the configured user
 * prefix, so the blocks never rebuild addresses the server owns. The page that asked for a
 * sign-in (`redirect`, kept only when it is a path of this site) rides along on the sign-in,
 * sign-up and code links, so a detour through sign-up still lands the shopper back there.
 */
export function authPageLinks(lang: UrlLanguage, userPrefix: string, redirect: string | null): AuthPageData {
  const prefix = langPath(lang);
  const user = userPrefix.replace(/^\/+|\/+$/g, '');
  const returnTo = sameSitePath(redirect);
  const carry = returnTo === null ? '' : `?${new URLSearchParams({ redirect: returnTo }).toString()}`;
  return {
    signInHref: `${prefix}/auth/signin${carry}`,
    signUpHref: `${prefix}/auth/signup${carry}`,
    forgetHref: `${prefix}/auth/forget`,
    verifyPromptHref: `${prefix}/auth/verify-prompt${carry}`,
    userCenterHref: `${prefix}/${user}/center`,
    returnTo,
  };
}

const resolveAuthPage: KindResolver<AuthKind> = async (match, _locale, _db, context) => ({
  data: { authPage: authPageLinks(match.lang, context.siteConfig.userPrefix, context.url.searchParams.get('redirect')) },
  meta: {},
});

export const authPageResolvers = {
  'auth-signin': resolveAuthPage,
  'auth-signup': resolveAuthPage,
  'auth-forget': resolveAuthPage,
  'auth-reset-password': resolveAuthPage,
  'auth-verify-email': resolveAuthPage,
  'auth-verify-prompt': resolveAuthPage,
} satisfies KindResolvers;
