import { z } from 'zod';

export const authForgetSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Left empty, it reads “Reset your password” in the shopper’s language.' }),
});
export type AuthForgetProps = z.infer<typeof authForgetSchema>;
