import type { AuthPageData } from '../schema/auth-page';

/**
 * `data.authPage` of an auth page, read without zod (the first page draws before the schemas
 * load; the server has checked this data with `authPageDataSchema` before sending it).
 * Throws when it is missing or malformed, so only the block fails, never the page.
 */
export function readAuthPage(data: Record<string, unknown>): AuthPageData {
  const value = data.authPage;
  if (typeof value !== 'object' || value === null) throw new Error('Page data has no authPage: only auth pages draw this block');
  const text = (key: keyof AuthPageData): string => {
    const found: unknown = Reflect.get(value, key);
    if (typeof found !== 'string') throw new Error(`Page data authPage.${key} is not a string`);
    return found;
  };
  const returnTo: unknown = Reflect.get(value, 'returnTo');
  if (returnTo !== null && typeof returnTo !== 'string') throw new Error('Page data authPage.returnTo is neither a path nor null');
  return {
    signInHref: text('signInHref'),
    signUpHref: text('signUpHref'),
    forgetHref: text('forgetHref'),
    verifyPromptHref: text('verifyPromptHref'),
    userCenterHref: text('userCenterHref'),
    returnTo,
  };
}

/**
 * Leaves for `href` with a whole new document: once a shopper has signed in, everything on
 * the next page (the header's greeting included) is drawn by the server for them.
 */
export function loadDocument(href: string): void {
  window.location.assign(href);
}
