import { z } from 'zod';

export const userAccountSchema = z.object({
  /** The password form; a shop that signs shoppers in only by code may leave it out. */
  showPassword: z.boolean().default(true),
});
export type UserAccountProps = z.infer<typeof userAccountSchema>;
