import type { AuthPageData } from '../schema/auth-page';

const LINKS = ['signInHref', 'signUpHref', 'forgetHref', 'verifyPromptHref', 'userCenterHref'] as const;

/**
 * `data.authPage` of an auth page, read without zod (the first page draws before the schemas
 * load; the server has checked this data with `authPageDataSchema` before sending it).
 * Throws when it is missing or malformed, so only the block fails, never the page.
 */
export function readAuthPage(data: Record<string, unknown>): AuthPageData {
  const value = data.authPage;
  if (typeof value !== 'object' || value === null) throw new Error('Page data has no authPage: only auth pages draw this block');
  const read = (key: string): unknown => Reflect.get(value, key);
  const links = Object.fromEntries(LINKS.map((key) => [key, read(key)]));
  const returnTo = read('returnTo');
  const { signInHref, signUpHref, forgetHref, verifyPromptHref, userCenterHref } = links;
  if (
    typeof signInHref !== 'string' ||
    typeof signUpHref !== 'string' ||
    typeof forgetHref !== 'string' ||
    typeof verifyPromptHref !== 'string' ||
    typeof userCenterHref !== 'string' ||
    (returnTo !== null && typeof returnTo !== 'string')
  )
    throw new Error('Page data authPage does not match authPageDataSchema');
  return { signInHref, signUpHref, forgetHref, verifyPromptHref, userCenterHref, returnTo };
}

/**
 * Leaves for `href` with a whole new document: once a shopper has signed in, everything on
 * the next page (the header's greeting included) is drawn by the server for them.
 */
export function loadDocument(href: string): void {
  window.location.assign(href);
}
