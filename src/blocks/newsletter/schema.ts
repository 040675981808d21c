import { z } from 'zod';

export const newsletterSchema = z.object({
  heading: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Left empty, it reads “Get our newsletter” in the shopper’s language.' }),
  text: z.string().trim().min(1).max(300).optional().meta({ description: 'A sentence on what subscribers receive, in plain text.' }),
});
export type NewsletterProps = z.infer<typeof newsletterSchema>;
