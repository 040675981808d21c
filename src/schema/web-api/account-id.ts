import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ACCOUNT_LIMITS, CN_MOBILE, EMAIL, LIMIT_MESSAGE } from './account-fields';

/** An account as stored: a lower-cased email address, or a mobile number in E.164. */
export type AccountId = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

/**
 * The email address or mobile number a shopper typed, with the calling code chosen beside it
 * for a mobile number. +86 numbers follow spec §5 (11 digits starting with 1); others are
 * checked against the numbering plan of their country. Answers a message key when it is wrong.
 */
export function parseAccountId(
  account: string,
  countryCode: string | undefined,
): AccountId | { problem: 'account' | 'countryCode'; message: string } {
  const typed = account.trim();
  if (typed === '') return { problem: 'account', message: 'validation.accountRequired' };
  if (typed.includes('@')) {
    if (typed.length > ACCOUNT_LIMITS.email) return { problem: 'account', message: LIMIT_MESSAGE };
    return EMAIL.test(typed) ? { kind: 'email', value: typed.toLowerCase() } : { problem: 'account', message: 'validation.accountFormat' };
  }
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{4,15}$/.test(digits)) return { problem: 'account', message: 'validation.accountFormat' };
  const code = countryCode?.trim().replace(/^\+?/, '+') ?? '';
  if (!/^\+\d{1,4}$/.test(code)) return { problem: 'countryCode', message: 'validation.countryCodeRequired' };
  if (code === '+86')
    return CN_MOBILE.test(digits) ? { kind: 'mobile', value: `+86${digits}` } : { problem: 'account', message: 'validation.accountFormat' };
  const phone = parsePhoneNumberFromString(`${code}${digits}`);
  return phone?.isValid() ? { kind: 'mobile', value: phone.number } : { problem: 'account', message: 'validation.accountFormat' };
}

/** `{account, countryCode?}` checked together, the problem named on the field that has it. */
export const accountIdFields = z
  .object({
    account: z.string({ message: 'validation.accountRequired' }).max(ACCOUNT_LIMITS.email, { message: LIMIT_MESSAGE }),
    countryCode: z.string().max(8).optional(),
  })
  .transform((fields, ctx) => {
    const parsed = parseAccountId(fields.account, fields.countryCode);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', path: [parsed.problem], message: parsed.message });
      return z.NEVER;
    }
    return parsed;
  });
