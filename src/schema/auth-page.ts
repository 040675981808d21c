import { z } from 'zod';

/** Where resolving a relative path is checked against: any origin of our own making will do. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The `redirect` query parameter of a sign-in page as a path on this site, or null when it
 * names anything else. Only a path that starts with one slash is taken: an absolute URL,
 * `//host`, `/\host` (which browsers read as `//host`) or a control character could send a
 * shopper who just signed in to another site.
 *
 * @example
 * sameSitePath('/user/order?page=2') // '/user/order?page=2'
 * sameSitePath('//evil.example/')    // null
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What every auth page (sign-in, sign-up, recovery, verification) is given: the addresses of
 * its sister pages in the page language and under the shop's user prefix, and where a shopper
 * goes once signed in (the page that sent them here, else the user center).
 */
export const authPageDataSchema = z.object({
  authPage: z.object({
    signInHref: z.string(),
    signUpHref: z.string(),
    forgetHref: z.string(),
    verifyPromptHref: z.string(),
    userCenterHref: z.string(),
    /** The same-site page that asked for a sign-in (`?redirect=`), or null. */
    returnTo: z.string().nullable(),
  }),
});
export type AuthPageData = z.infer<typeof authPageDataSchema>['authPage'];
