import { z } from 'zod';

/** `user/security`: the sign-in verification switch and every session, each one revocable. Its data is `data.security`. */
export const sessionListSchema = z.object({
  /** The page's heading; "Account security" in the page language when left out. */
  heading: z.string().trim().min(1).max(80).optional(),
  /** Links to the sign-in history and the change log below the list. */
  showHistoryLinks: z.boolean().default(true),
});
export type SessionListProps = z.infer<typeof sessionListSchema>;
