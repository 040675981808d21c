import { z } from 'zod';

export const authSigninSchema = z.object({
  heading: z.string().trim().min(1).max(120).optional().meta({ description: 'Left empty, it reads “Sign in” in the shopper’s language.' }),
  defaultMethod: z
    .enum(['password', 'code'])
    .default('password')
    .meta({ description: 'How the form first offers to sign in: with a password, or with a one-time code; shoppers can switch.' }),
});
export type AuthSigninProps = z.infer<typeof authSigninSchema>;
