import { z } from 'zod';

export const authForgetSchema = z.object({
  /** The page heading; the translated 'Reset your password' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
});
export type AuthForgetProps = z.infer<typeof authForgetSchema>;
