import { z } from 'zod';

export const authVerifyEmailSchema = z.object({
  /** The page heading; the translated 'Confirm your email address' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
});
export type AuthVerifyEmailProps = z.infer<typeof authVerifyEmailSchema>;
