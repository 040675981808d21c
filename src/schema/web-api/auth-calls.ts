import { KiB, type WebApiTable } from './contract';

/*
 * Signing in and out, signing up, codes and recovery (spec §2 auth routes).
 *
 * Refusals carry `data.problems: [{path, message}]` (message = translation key, see
 * `AUTH_PROBLEMS` and `validation.*`). Throttled calls answer HTTP 429 with `Retry-After`
 * (seconds) and `auth.tooManyAttempts` / `auth.resendTooSoon` on the field the form shows.
 * No answer ever says whether an account exists: sign-up, send-code and forget answer the
 * same for every well-formed address, and wrong codes/passwords read the same for unknown
 * accounts. Calls a guest makes that send messages need `humanCheck` (a solved `auth/challenge`).
 */
export const AUTH_CALLS = {
  /**
   * Issues a human check: a signed proof-of-work challenge (altcha, SHA-256), valid 10
   * minutes, accepted once. Answers `{challenge}`; the browser solves it and sends the
   * payload as `humanCheck` (`encodeHumanCheck`).
   */
  'auth/challenge': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./auth')).issueChallenge,
  },
  /**
   * Sign-in by password. Answers `{status: 'signed-in', userInfo}` and sets the session
   * cookie; or, when the account's login email verification is on and this browser has not
   * signed in to it before, `{status: 'code-required', channel}` after sending a code: call
   * again with the same account and password plus `code`. Wrong account or password: 400,
   * `auth.wrongCredentials` on `password`; wrong/expired code: `auth.wrongCode` /
   * `auth.codeExpired` on `code`; too many failures from this address (or for this account
   * from this address): 429 with `auth.tooManyAttempts` on `password`. After several failures
   * for the account from any addresses, 400 with `auth.humanCheckRequired` on `humanCheck`
   * until the call carries a solved `humanCheck` (the password is not tried without it); after
   * many, `code-required` as above on any browser new to the account. Neither ever locks the
   * owner out, who solves the check and reads the mail.
   */
  'auth/signin': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 4 * KiB,
    schemas: async () => (await import('./auth')).signInWithPassword,
  },
  'auth/logout': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./auth')).signOut,
  },
  /**
   * Sign-up by email or mobile number. Creates the account unverified and sends a 6-digit
   * code (and, for an email address, a verify link to `/{lang}/auth/verify-email?token=…`);
   * does NOT sign in: `auth/verify-code` with the code does. An address that already has an
   * account gets the same answer (its owner is mailed a note instead). Answers
   * `{channel, resendAfterSeconds}`. Problems: spec §5 messages on their fields,
   * `auth.passwordTooShort`, `auth.birthdayInvalid`, `validation.privacyAgreement` on
   * `agreement`, `validation.verificationFailed` on `humanCheck`; 429 `auth.resendTooSoon`
   * on `account` when a code went to this address or from this address too recently.
   */
  'auth/signup': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./auth')).signUp,
  },
  /**
   * Sends a new code: `purpose: 'signin'` for `auth/signin-code`, `'signup'` to resend the
   * sign-up code of an unverified account. Same answer whether or not the account exists
   * (`{channel, resendAfterSeconds}`); only an existing account gets a message. Problems:
   * `validation.verificationFailed` on `humanCheck`; 429 `auth.resendTooSoon` on `account`
   * (60 s per address, 5 an hour per address, 20 an hour per client address).
   */
  'auth/send-code': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./auth')).sendCode,
  },
  /**
   * Sign-in with a code from `auth/send-code` (purpose signin). Answers `{userInfo}` and sets
   * the session cookie. Wrong code (or unknown account): `auth.wrongCode` on `code`; after 5
   * wrong tries or 10 minutes: `auth.codeExpired` on `code`; throttled like `auth/signin`.
   */
  'auth/signin-code': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./auth')).signInWithCode,
  },
  /**
   * Finishes a sign-up with the code it sent: marks the email/mobile verified and signs in
   * (`{userInfo}`, session cookie). Problems as `auth/signin-code`.
   */
  'auth/verify-code': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./auth')).signInWithCode,
  },
  /**
   * The verify link of the sign-up mail: marks that address verified (single use, 7 days).
   * Answers `{email}`; does not sign in. Unknown, used or expired token: 400,
   * `auth.linkInvalid` on `token`.
   */
  'auth/verify-email': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 1 * KiB,
    schemas: async () => (await import('./auth')).verifyEmail,
  },
  /**
   * Mails (or texts) a reset link to `/{lang}/auth/reset-password?token=…`, valid 30
   * minutes, single use. Answers null for every well-formed address, known or not, in the
   * same time. Problems: `validation.verificationFailed` on `humanCheck`; 429
   * `auth.resendTooSoon` on `account`.
   */
  'auth/forget': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 8 * KiB,
    schemas: async () => (await import('./auth')).forgetPassword,
  },
  /**
   * Sets a new password with the reset link's token, ends every session of the account
   * (including this browser's) and logs the change. Answers null; sign in afterwards.
   * Unknown, used or expired token: 400, `auth.linkInvalid` on `token`.
   */
  'auth/reset-password': {
    method: 'POST',
    body: 'json',
    auth: 'none',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./auth')).resetPassword,
  },
  /**
   * Spec §7. Without `code`: sends a code to the new address, `{status: 'code-sent', …}`
   * (the same whether or not another account has that address). With the code:
   * `{status: 'changed', userInfo}`; the old address is told by mail, the change is logged.
   * Problems: `auth.sameAddress` on `email`; `auth.wrongCode`/`auth.codeExpired` on `code`;
   * `auth.addressTaken` on `email` (only after the right code); 429 `auth.resendTooSoon`.
   */
  'user/editEmail': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./auth')).editEmail,
  },
  /** Spec §7. As `user/editEmail`, for `mobile` with `countryCode`, by text message. */
  'user/editMobile': {
    method: 'POST',
    body: 'json',
    auth: 'shopper',
    maxBodyBytes: 2 * KiB,
    schemas: async () => (await import('./auth')).editMobile,
  },
} as const satisfies WebApiTable;
