import { z } from 'zod';

export const authVerifyEmailSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Left empty, it reads “Confirm your email address” in the shopper’s language.' }),
});
export type AuthVerifyEmailProps = z.infer<typeof authVerifyEmailSchema>;
