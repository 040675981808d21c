import { z } from 'zod';

export const authVerifyPromptSchema = z.object({
  /** The page heading; the translated 'Enter your verification code' when left out. */
  heading: z.string().trim().min(1).max(120).optional(),
});
export type AuthVerifyPromptProps = z.infer<typeof authVerifyPromptSchema>;
