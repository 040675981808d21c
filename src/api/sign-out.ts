import { logout } from '../state/session';
import { callApi } from './web-api';

/**
 * Spec §4 logout: the server ends the session and drops its cookie, then the page forgets
 * the marker and `userInfo` and loads again, drawn for nobody. Loaded only when the shopper
 * asks to sign out, so the header's first JavaScript stays small.
 */
export async function signOut({ reload }: { reload?: () => void } = {}): Promise<void> {
  try {
    await callApi('auth/logout', {}, { quiet: true });
  } finally {
    logout(reload ? { reload } : {});
  }
}
