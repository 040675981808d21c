import { z } from 'zod';

export const authResetPasswordSchema = z.object({
  /** The page heading; the translated 'Choose a new password' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
});
export type AuthResetPasswordProps = z.infer<typeof authResetPasswordSchema>;
