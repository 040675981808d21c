import { z } from 'zod';

export const userAccountSchema = z.object({
  showPassword: z
    .boolean()
    .default(true)
    .meta({ description: 'Shows the password form; a shop that signs shoppers in only by code may hide it.' }),
});
export type UserAccountProps = z.infer<typeof userAccountSchema>;
