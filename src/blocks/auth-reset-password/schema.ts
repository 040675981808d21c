import { z } from 'zod';

export const authResetPasswordSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Left empty, it reads “Choose a new password” in the shopper’s language.' }),
});
export type AuthResetPasswordProps = z.infer<typeof authResetPasswordSchema>;
