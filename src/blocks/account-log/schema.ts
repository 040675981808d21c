import { z } from 'zod';

/** `user/log`: the account's change log, newest first, a page at a time. Its data is `data.accountLog`. */
export const accountLogSchema = z.object({
  /** "Account change log" in the page language when left out. */
  heading: z.string().trim().min(1).max(80).optional(),
});
export type AccountLogProps = z.infer<typeof accountLogSchema>;
