import { z } from 'zod';
import { TRANSLATED_LOCALES } from '../languages';
import { accountIdFields, parseAccountId } from './account-id';
import { ACCOUNT_LIMITS, LIMIT_MESSAGE, passwordField, requiredText } from './account-fields';

/*
 * Signing up, signing in, codes and recovery. Shared by the browser's forms and the server:
 * every message is a translation key (`validation.*` for spec §5's messages, `auth.*` for
 * the answers of these calls), named on the field it belongs to.
 */

/** What the page scripts may keep about the signed-in shopper (spec §3 `userInfo`): nothing secret. */
export const userInfoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Address of the avatar picture, or null for none. */
  avatar: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** How long a code stays valid, how often it may be tried and resent (the server enforces them). */
export const CODE_RULES = {
  lifetimeSeconds: 10 * 60,
  maxTries: 5,
  /** A new code to the same address waits this long after the last one. */
  resendAfterSeconds: 60,
} as const;

/** Translation keys of the refusals these calls answer with (besides spec §5's `validation.*`). */
export const AUTH_PROBLEMS = {
  wrongCredentials: 'auth.wrongCredentials',
  wrongCode: 'auth.wrongCode',
  /** The code expired or was tried too often: ask for a new one. */
  codeExpired: 'auth.codeExpired',
  tooManyAttempts: 'auth.tooManyAttempts',
  /** `auth/signin`: sign-ins to the account failed several times lately, so this one needs a solved human check. */
  humanCheckRequired: 'auth.humanCheckRequired',
  resendTooSoon: 'auth.resendTooSoon',
  passwordTooShort: 'auth.passwordTooShort',
  birthdayInvalid: 'auth.birthdayInvalid',
  linkInvalid: 'auth.linkInvalid',
  /** `user/editEmail`/`user/editMobile`: the new address is the one the account already has. */
  sameAddress: 'auth.sameAddress',
  /** `user/editEmail`/`user/editMobile` after the right code: the address belongs to another account. */
  addressTaken: 'auth.addressTaken',
} as const;

/** A six-digit code as typed; anything else is a wrong code. */
export const codeField = z
  .string({ message: 'validation.codeRequired' })
  .trim()
  .min(1, { message: 'validation.codeRequired' })
  .max(ACCOUNT_LIMITS.code, { message: LIMIT_MESSAGE })
  .regex(/^\d{6}$/, { message: AUTH_PROBLEMS.wrongCode });

/** A password being chosen: at least `ACCOUNT_LIMITS.password.min` characters. */
export const newPasswordField = z
  .string({ message: 'validation.passwordRequired' })
  .min(1, { message: 'validation.passwordRequired', abort: true })
  .min(ACCOUNT_LIMITS.password.min, { message: AUTH_PROBLEMS.passwordTooShort })
  .max(ACCOUNT_LIMITS.password.max, { message: LIMIT_MESSAGE });

/** The page language the shopper reads; mails and texts are written in it (default: the account's, else English). */
export const langField = z.enum(TRANSLATED_LOCALES).optional();

/** `YYYY-MM-DD`, a real day, not in the future, not before 1900. */
export const birthdayField = z
  .string({ message: 'validation.birthdayRequired' })
  .trim()
  .min(1, { message: 'validation.birthdayRequired', abort: true })
  .max(10, { message: LIMIT_MESSAGE, abort: true })
  .refine(isPastDay, { message: AUTH_PROBLEMS.birthdayInvalid });

function isPastDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // The earliest time zone is 14 hours ahead of UTC: a birthday that is "today" anywhere is accepted.
  return real && year >= 1900 && date.getTime() <= Date.now() + 14 * 60 * 60 * 1000;
}

/**
 * The solved human check: the altcha payload `{challenge, solution}` as JSON, base64-encoded
 * (what `encodeHumanCheck` makes). Missing or wrong reads 'Verification failed'.
 */
export const humanCheckField = z
  .string({ message: 'validation.verificationFailed' })
  .min(1, { message: 'validation.verificationFailed' })
  .max(4 * 1024, { message: 'validation.verificationFailed' });

/** The challenge `auth/challenge` issues; the browser solves it with altcha-lib's `solveChallenge` (SHA-256). */
export const humanChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** Seconds since 1970. */
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

/** The payload a solved challenge is sent back as, in `humanCheck`. */
export const humanCheckPayloadSchema = z.object({
  challenge: humanChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(1024), time: z.number().optional() }),
});
export type HumanCheckPayload = z.infer<typeof humanCheckPayloadSchema>;

/** The `humanCheck` field's value for a solved challenge. */
export function encodeHumanCheck(payload: HumanCheckPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where a code went: `email` or `sms`, and how long until another may be asked for. */
export const codeSentSchema = z.object({
  channel: z.enum(['email', 'sms']),
  resendAfterSeconds: z.number().int().nonnegative(),
});

const signedInSchema = z.object({ userInfo: userInfoSchema });

/** `auth/challenge`: a fresh human check to solve. */
export const issueChallenge = {
  request: z.object({}),
  response: z.object({ challenge: humanChallengeSchema }),
};

/** `auth/signin`: by password with an email address or a mobile number. */
export const signInWithPassword = {
  request: z.intersection(
    accountIdFields,
    z.object({
      password: passwordField,
      /** The code of the second step when the first answered `code-required`. */
      code: codeField.optional(),
      /** A solved human check, needed once the account's sign-ins failed several times (`auth.humanCheckRequired`). */
      humanCheck: humanCheckField.optional(),
      lang: langField,
    }),
  ),
  response: z.discriminatedUnion('status', [
    signedInSchema.extend({ status: z.literal('signed-in') }),
    /** Login email verification is on and this browser is new to the account: a code went out. */
    codeSentSchema.extend({ status: z.literal('code-required') }),
  ]),
};

/** Ends the session the call comes with. */
export const signOut = {
  request: z.object({}),
  response: z.null(),
};

/** `auth/signup`. */
export const signUp = {
  request: z.intersection(
    accountIdFields,
    z.object({
      password: newPasswordField,
      firstName: requiredText(ACCOUNT_LIMITS.name, 'validation.firstNameRequired'),
      lastName: requiredText(ACCOUNT_LIMITS.name, 'validation.lastNameRequired'),
      birthday: birthdayField,
      agreement: z.literal(true, { message: 'validation.privacyAgreement' }),
      humanCheck: humanCheckField,
      lang: langField,
    }),
  ),
  response: codeSentSchema,
};

/** `auth/send-code`: a (new) code for signing in or for finishing a sign-up. */
export const sendCode = {
  request: z.intersection(
    accountIdFields,
    z.object({
      purpose: z.enum(['signin', 'signup'], { message: 'validation.required' }),
      humanCheck: humanCheckField,
      lang: langField,
    }),
  ),
  response: codeSentSchema,
};

/** `auth/signin-code` and `auth/verify-code`: an account and the code sent to it. */
export const signInWithCode = {
  request: z.intersection(accountIdFields, z.object({ code: codeField })),
  response: signedInSchema,
};

/** `auth/verify-email`: the token of the link in the sign-up mail. */
export const verifyEmail = {
  request: z.object({ token: z.string({ message: AUTH_PROBLEMS.linkInvalid }).min(1, { message: AUTH_PROBLEMS.linkInvalid }).max(128, { message: AUTH_PROBLEMS.linkInvalid }) }),
  response: z.object({ email: z.string() }),
};

/** `auth/forget`. */
export const forgetPassword = {
  request: z.intersection(accountIdFields, z.object({ humanCheck: humanCheckField, lang: langField })),
  response: z.null(),
};

/** `auth/reset-password`: the token of the reset link and the new password. */
export const resetPassword = {
  request: z.object({
    token: verifyEmail.request.shape.token,
    password: newPasswordField,
  }),
  response: z.null(),
};

const changeAnswer = z.discriminatedUnion('status', [
  codeSentSchema.extend({ status: z.literal('code-sent') }),
  signedInSchema.extend({ status: z.literal('changed') }),
]);

/** `user/editEmail`: without `code` sends one to the new address; with it, makes the change. */
export const editEmail = {
  request: z
    .object({
      email: z.string({ message: 'validation.accountRequired' }).max(ACCOUNT_LIMITS.email, { message: LIMIT_MESSAGE }),
      code: codeField.optional(),
      lang: langField,
    })
    .transform((fields, ctx) => {
      const parsed = parseAccountId(fields.email, undefined);
      if ('problem' in parsed || parsed.kind !== 'email') {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'problem' in parsed ? parsed.message : 'validation.accountFormat' });
        return z.NEVER;
      }
      return { email: parsed.value, code: fields.code, lang: fields.lang };
    }),
  response: changeAnswer,
};

/** `user/editMobile`: without `code` sends one to the new number; with it, makes the change. */
export const editMobile = {
  request: z
    .object({
      mobile: z.string({ message: 'validation.accountRequired' }).max(ACCOUNT_LIMITS.mobile, { message: LIMIT_MESSAGE }),
      countryCode: z.string({ message: 'validation.countryCodeRequired' }).max(8, { message: LIMIT_MESSAGE }),
      code: codeField.optional(),
      lang: langField,
    })
    .transform((fields, ctx) => {
      const parsed = parseAccountId(fields.mobile, fields.countryCode);
      if ('problem' in parsed || parsed.kind !== 'mobile') {
        const path = 'problem' in parsed && parsed.problem === 'countryCode' ? 'countryCode' : 'mobile';
        ctx.addIssue({ code: 'custom', path: [path], message: 'problem' in parsed ? parsed.message : 'validation.accountFormat' });
        return z.NEVER;
      }
      return { mobile: parsed.value, code: fields.code, lang: fields.lang };
    }),
  response: changeAnswer,
};
