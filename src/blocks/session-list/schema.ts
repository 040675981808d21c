import { z } from 'zod';

/** `user/security`: the sign-in verification switch and every session, each one revocable. Its data is `data.security`. */
export const sessionListSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Account security” in the shopper’s language.' }),
  showHistoryLinks: z
    .boolean()
    .default(true)
    .meta({ description: 'Shows links to the sign-in history and the change log under the list.' }),
});
export type SessionListProps = z.infer<typeof sessionListSchema>;
