import { z } from 'zod';

/**
 * The inquiry form (spec §2 `inquiry/{slug}`, `inquiry/feedback`, custom categories of type
 * inquiry): it draws the page's own `data.inquiryForm`, a quote request or feedback.
 */
export const inquiryFormBlockSchema = z.object({
  heading: z
    .string()
    .max(120)
    .default('')
    .meta({ description: 'Left empty, it reads “Request a quote” or “Send us feedback” in the shopper’s language.' }),
});
export type InquiryFormBlockProps = z.infer<typeof inquiryFormBlockSchema>;
