import { z } from 'zod';
import { MiB } from './contract';
import { ACCOUNT_LIMITS, LIMIT_MESSAGE, optionalText, passwordField, requiredText } from './account-fields';

/*
 * The shopper's own account (spec §3 User, §7 `/user/*`): what `user/info` answers and what
 * the account page's forms send. The forms check with these very schemas before sending, so
 * a message the browser shows is the one the server would give.
 */

/** The largest avatar picture accepted, before it is re-encoded. */
export const AVATAR_MAX_BYTES = 2 * MiB;
/** The side of the square WebP every avatar is stored as. */
export const AVATAR_SIZE = 256;
/** What the file picker offers; the server decides by the bytes, whatever the file says it is. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day between 1900 and today, as `YYYY-MM-DD`. */
function isBirthday(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= Date.now();
}

export const birthdayField = z
  .string({ message: 'validation.birthdayRequired' })
  .trim()
  .min(1, { message: 'validation.birthdayRequired' })
  .refine(isBirthday, { message: 'account.birthdayInvalid' });

/** Spec §3 User, as the shopper reads it: never the password hash. Money is in the shop currency's major unit. */
export const userProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  /** Address of the avatar picture, or null for none. */
  avatar: z.string().nullable(),
  bio: z.string(),
  /** `YYYY-MM-DD`, or null when never given. */
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  creditsBalance: z.number().int(),
  spendingAmount: z.number(),
  paymentAmount: z.number(),
  unpaidOrders: z.number().int().nonnegative(),
  orderQuantity: z.number().int().nonnegative(),
  /** ISO 4217 code the amounts are in. */
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userInfoCall = {
  request: z.object({}),
  response: userProfileSchema,
};

export const editNameRequest = z.object({
  firstName: requiredText(ACCOUNT_LIMITS.name, 'validation.firstNameRequired'),
  lastName: requiredText(ACCOUNT_LIMITS.name, 'validation.lastNameRequired'),
  nickName: optionalText(ACCOUNT_LIMITS.nickName),
});

export const editNameCall = {
  request: editNameRequest,
  response: userProfileSchema,
};

export const editInfoRequest = z.object({
  bio: optionalText(ACCOUNT_LIMITS.bio),
  birthday: birthdayField,
});

export const editInfoCall = {
  request: editInfoRequest,
  response: userProfileSchema,
};

/** A password being chosen: the sign-up's rules (spec §5 'Password is required', at least 8 characters). */
export const newPasswordField = passwordField.min(ACCOUNT_LIMITS.password.min, { message: 'account.passwordTooShort' });

export const editPasswordRequest = z
  .object({
    currentPassword: passwordField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ message: 'validation.passwordRequired' }).max(ACCOUNT_LIMITS.password.max, { message: LIMIT_MESSAGE }),
  })
  .refine((fields) => fields.confirmPassword === fields.newPassword, { path: ['confirmPassword'], message: 'account.passwordMismatch' });

export const editPasswordCall = {
  request: editPasswordRequest,
  /** How many other sessions the change ended. */
  response: z.object({ sessionsEnded: z.number().int().nonnegative() }),
};

export const editAvatarCall = {
  request: z.object({ avatar: z.file({ message: 'account.avatarRequired' }) }),
  response: z.object({ avatar: z.string() }),
};
