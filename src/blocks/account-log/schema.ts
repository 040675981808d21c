import { z } from 'zod';

/** `user/log`: the account's change log, newest first, a page at a time. Its data is `data.accountLog`. */
export const accountLogSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Account change log” in the shopper’s language.' }),
});
export type AccountLogProps = z.infer<typeof accountLogSchema>;
