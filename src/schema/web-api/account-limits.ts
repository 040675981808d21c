/*
 * Free of zod, so a form field can read a cap without bringing the schemas into the first page.
 */

/** Length caps of account text ('Input has reached its limit' beyond them). */
export const ACCOUNT_LIMITS = {
  email: 254,
  mobile: 20,
  password: { min: 8, max: 128 },
  name: 50,
  nickName: 50,
  bio: 500,
  code: 6,
} as const;
