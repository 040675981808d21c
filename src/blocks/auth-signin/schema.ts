import { z } from 'zod';

export const authSigninSchema = z.object({
  /** The page heading; the translated 'Sign in' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
  /** Which way the form opens: most shoppers sign in with a password. */
  defaultMethod: z.enum(['password', 'code']).default('password'),
});
export type AuthSigninProps = z.infer<typeof authSigninSchema>;
