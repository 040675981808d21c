import { z } from 'zod';

export const authVerifyPromptSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Left empty, it reads “Enter your verification code” in the shopper’s language.' }),
});
export type AuthVerifyPromptProps = z.infer<typeof authVerifyPromptSchema>;
