import { z } from 'zod';

/** `user/security/activity`: every sign-in attempt on the account, successful or not, a page at a time. Its data is `data.signInHistory`. */
export const signInHistorySchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Sign-in history” in the shopper’s language.' }),
});
export type SignInHistoryProps = z.infer<typeof signInHistorySchema>;
