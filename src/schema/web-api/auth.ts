import { z } from 'zod';
import { accountIdFields } from './account-id';
import { passwordField } from './account-fields';

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

/** Sign-in by password with an email address or a mobile number. */
export const signInWithPassword = {
  request: z.intersection(accountIdFields, z.object({ password: passwordField })),
  response: z.object({ userInfo: userInfoSchema }),
};

/** Ends the session the call comes with. */
export const signOut = {
  request: z.object({}),
  response: z.null(),
};
