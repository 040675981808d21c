import { z } from 'zod';
import { storableText } from '../limits';
import { ACCOUNT_LIMITS } from './account-limits';

/*
 * Fields shoppers type into account forms, shared by the browser's forms and the server's
 * checks so both say the same thing. Messages are translation keys (`validation.*` in
 * locales/*.json); the form names the field, the server's 400 answer carries
 * `data.problems: [{path, message}]` with the same keys, and `msg` in English.
 */

/** Spec §5: a mainland China mobile number, 11 digits starting with 1. */
export const CN_MOBILE = /^1\d{10}$/;
/** Spec §5: word characters, dots and hyphens, @, then a domain with at least one dot. */
export const EMAIL = /^[\w.-]+@[\w-]+(?:\.[\w-]+)+$/;

export { ACCOUNT_LIMITS };

export const LIMIT_MESSAGE = 'validation.lengthLimit';

/** A required text field, trimmed, capped; empty reads '{field} is required'. */
export function requiredText(max: number, requiredMessage = 'validation.required') {
  return storableText.trim().min(1, { message: requiredMessage }).max(max, { message: LIMIT_MESSAGE });
}

/** An optional text field, trimmed, capped; absent reads as ''. */
export function optionalText(max: number) {
  return storableText.trim().max(max, { message: LIMIT_MESSAGE }).default('');
}

export const passwordField = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, { message: 'validation.passwordRequired' })
  .max(ACCOUNT_LIMITS.password.max, { message: LIMIT_MESSAGE });

/** A calling code such as `+86` or `86`, answered as `+86`. */
export const countryCodeField = z
  .string({ message: 'validation.countryCodeRequired' })
  .trim()
  .min(1, { message: 'validation.countryCodeRequired' })
  .regex(/^\+?\d{1,4}$/, { message: 'validation.accountFormat' })
  .transform((code) => (code.startsWith('+') ? code : `+${code}`));
