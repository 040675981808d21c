import { proxy } from 'valtio/vanilla';
import type { StoredValue } from '../schema/storage';
import type { StorageKey } from '../schema/storage';
import { onStoredChangeElsewhere, readStored, writeStored } from './storage';

export type UserInfo = NonNullable<StoredValue<'userInfo'>>;

/** Who is browsing: the auth token, what we know about the user, and the language path prefix. */
export const session = proxy({
  token: readStored('x-auth'),
  userInfo: readStored('userInfo'),
  /** '' for the default language, '/zh-HK' otherwise. */
  langPath: readStored('langPath'),
});

/** Spec §4: signed in means an auth token is stored. Pass a snapshot to read it in a component. */
export function isLoggedIn(state: { readonly token: string | null } = session): boolean {
  return state.token !== null;
}

export function setToken(token: string | null): void {
  session.token = writeStored('x-auth', token);
  // A new identity may have a wish list the previous one did not; let it load again.
  if (token !== null) writeStored('notWishList', false);
}

export function setUserInfo(userInfo: UserInfo | null): void {
  session.userInfo = writeStored('userInfo', userInfo);
}

export function setLangPath(langPath: string): void {
  session.langPath = writeStored('langPath', langPath);
}

/**
 * What the page keeps under `x-auth` once a shopper signs in. The session token itself lives
 * in an HttpOnly cookie no script can read; this marker only says one is there (spec §4).
 */
export const SIGNED_IN_MARKER = 'cookie';

/** Spec §3/§4 after a sign-in: the marker and the shopper's `userInfo`, kept across tabs. */
export function markSignedIn(userInfo: UserInfo): void {
  setToken(SIGNED_IN_MARKER);
  setUserInfo(userInfo);
}

/** Forgets the token and the user info, without leaving the page. */
export function clearSession(): void {
  setToken(null);
  setUserInfo(null);
}

/**
 * Spec §4: logging out clears the token and the user info, then reloads the page so
 * nothing rendered for the signed-in user stays on screen.
 */
export function logout({ reload = reloadPage }: { reload?: () => void } = {}): void {
  clearSession();
  reload();
}

function reloadPage(): void {
  if (typeof window !== 'undefined') window.location.reload();
}

/**
 * The page the server drew says who is signed in, and the marker follows it: a marker left
 * behind by a session that expired or was ended from another device goes (the header must
 * not say "signed in" for a cookie the server refuses), and a live session gets its marker.
 */
export function reconcileWithPage(drawnForShopper: boolean): void {
  if (drawnForShopper && session.token === null) setToken(SIGNED_IN_MARKER);
  else if (!drawnForShopper && session.token !== null) clearSession();
}

/**
 * Another tab signing in or out changes the stored marker here too; the page on screen was
 * drawn for the previous shopper (or for none), so it is loaded again when the two disagree.
 * Returns the function that stops following.
 */
export function followSignInsElsewhere({
  drawnForShopper,
  reload = reloadPage,
  subscribe = onStoredChangeElsewhere,
}: {
  drawnForShopper: () => boolean;
  reload?: () => void;
  subscribe?: (listener: (key: StorageKey) => void) => () => void;
}): () => void {
  return subscribe((key) => {
    if (key !== 'x-auth') return;
    reloadSessionFromStorage();
    if (isLoggedIn() !== drawnForShopper()) reload();
  });
}

/** Reads the session again from storage; the store follows sign-ins and sign-outs in other tabs. */
export function reloadSessionFromStorage(): void {
  session.token = readStored('x-auth');
  session.userInfo = readStored('userInfo');
  session.langPath = readStored('langPath');
}

onStoredChangeElsewhere((key) => {
  if (key === 'x-auth' || key === 'userInfo' || key === 'langPath') reloadSessionFromStorage();
});
